package scenes

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// casinoIdxs are the casinos of a table: 1-6, and the slot machine.
func casinoIdxs(slot bool) []int {
	if slot {
		return []int{1, 2, 3, 4, 5, 6, SlotIndex}
	}
	return []int{1, 2, 3, 4, 5, 6}
}

// On the desktop and on a tall phone a casino's parts are SplitCasino's,
// exactly.
func TestCasinoPartsAsSplitCasino(t *testing.T) {
	for _, s := range [][3]float64{{1280, 760, 1}, {1920, 1080, 1}, {800, 600, 1}, {390, 844, 2}, {390, 844, 3}} {
		vp := ui.ComputeViewport(s[0], s[1], s[2])
		for n := 2; n <= 6; n++ {
			for _, slot := range []bool{false, true} {
				for _, replay := range []bool{false, true} {
					for _, logOpen := range []bool{false, true} {
						l := ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: n, Slot: slot, Replay: replay, LogOpen: logOpen})
						for _, i := range casinoIdxs(slot) {
							if got, want := l.CasinoParts(i), pieces.SplitCasino(l.Casinos[i], l.U); got != want {
								t.Errorf("%v n=%d slot=%v replay=%v log=%v casino %d: %+v, SplitCasino %+v", s, n, slot, replay, logOpen, i, got, want)
							}
						}
					}
				}
			}
		}
	}
}

// On a short phone (360 x 640), in play and in the replay, every casino's header, notes and dice are
// inside its tile, none over another, the dice at least 28 units tall, the
// notes (drawn at offerNoteH) inside the tile with labels of 12 CSS px and
// more, and a name, where the header holds one, fits at 12 CSS px or more.
func TestShortPhoneCasinoParts(t *testing.T) {
	k := measureKit(t)
	for _, dsf := range []float64{2, 3} {
		vp := ui.ComputeViewport(360, 640, dsf)
		css := vp.Scale / dsf
		for n := 2; n <= 6; n++ {
			for _, slot := range []bool{false, true} {
				for _, o := range []TableLayoutOptions{{LogOpen: false}, {LogOpen: true}, {Replay: true}} {
					o.Players, o.Slot = n, slot
					l := ComputeTableLayout(vp.W, vp.H, o)
					name := fmt.Sprintf("360x640@%v n=%d slot=%v log=%v replay=%v", dsf, n, slot, o.LogOpen, o.Replay)
					if !l.Phone {
						t.Fatalf("%s: not a phone layout", name)
					}
					for _, i := range casinoIdxs(slot) {
						checkShortCasino(t, k, fmt.Sprintf("%s casino %d", name, i), &l, i, css)
					}
				}
			}
		}
	}
}

// checkShortCasino checks casino i's parts in the short phone layout l.
func checkShortCasino(t *testing.T, k *ui.Kit, name string, l *TableLayout, i int, css float64) {
	t.Helper()
	r, p, u := l.Casinos[i], l.CasinoParts(i), l.U
	parts := []ui.Rect{p.Header, p.Notes, p.Dice}
	for a, pa := range parts {
		if pa.Empty() || !pa.Within(r) {
			t.Errorf("%s: part %d %+v empty or outside the tile %+v", name, a, pa, r)
		}
		for _, pb := range parts[a+1:] {
			if pa.Overlaps(pb) {
				t.Errorf("%s: parts %+v and %+v overlap", name, pa, pb)
			}
		}
	}
	if p.Dice.H < 28*u-1e-9 {
		t.Errorf("%s: dice area %.1f units tall", name, p.Dice.H/u)
	}
	nh := l.offerNoteH(p)
	if nh*0.44*css < 12-1e-6 {
		t.Errorf("%s: note labels at %.1f CSS px", name, nh*0.44*css)
	}
	if note := ui.R(p.Notes.X, p.Notes.CY()-nh/2, nh*pieces.NoteAspect, nh); !note.Within(r) {
		t.Errorf("%s: a note %+v leaves the tile %+v", name, note, r)
	}
	nw := casinoNameWidth(l, p)
	if nw <= 0 {
		return
	}
	text := "Slot machine"
	if i != SlotIndex {
		text = shortCasinoName(dice.CasinoName(i))
	}
	size := casinoNameSize(p, u)
	if w := k.TextWidth(text, ui.FontBold, size); w > nw {
		size *= nw / w // as TextFit shrinks it
	}
	if size*css < 12-1e-6 {
		t.Errorf("%s: %q at %.1f CSS px", name, text, size*css)
	}
}
