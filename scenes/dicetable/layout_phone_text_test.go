package dicetable

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The dice table's texts on a phone, drawn by this package at the sizes
// of the table's layout (scenes/dicetable, whose tests check the layout's
// rectangles on the same phones).

// Every text the phone's table asks for is at least 12 CSS px: the sizes
// of phoneText, the buttons' labels (whole at their size), the casinos'
// names and the labels of their notes, and the prompt fitted to its box.
func TestPhoneLayoutTextSizes(t *testing.T) {
	k := measureKit(t)
	for _, pc := range phoneCases(t) {
		l, css := pc.l, pc.css
		min := func(what string, size float64) {
			if size*css < 12-1e-6 {
				t.Errorf("%s: %s at %.1f CSS px", pc.name, what, size*css)
			}
		}
		tx := reflect.ValueOf(phoneTexts(&l))
		for i := 0; i < tx.NumField(); i++ {
			min(tx.Type().Field(i).Name, tx.Field(i).Float())
		}
		btns := map[string]ui.Rect{"?": l.BtnHelp, "Hint": l.BtnHint, "Log": l.BtnLog, "Settings": l.BtnSetting, "Menu": l.BtnMenu}
		if !pc.o.Replay {
			btns["Confirm"], btns["Hide hint"] = l.Confirm, l.HintButton()
		}
		for label, r := range btns {
			size := ui.ButtonLabelSize(r, l.U)
			min(label, size)
			if w := k.TextWidth(label, ui.FontBold, size); w > r.W-8*l.U {
				t.Errorf("%s: %q is %.0f wide in a %.0f button", pc.name, label, w, r.W)
			}
		}
		for i := 1; i <= 7; i++ {
			idx := i
			if i == 7 {
				if !pc.o.Slot {
					continue
				}
				idx = SlotIndex
			}
			p := l.CasinoParts(idx)
			min(fmt.Sprintf("casino %d's notes", idx), phoneNoteH(p, l.U)*0.44)
			size := casinoNameSize(p, l.U)
			min(fmt.Sprintf("casino %d's name", idx), size)
			name := "Slot machine"
			if idx != SlotIndex {
				name = shortCasinoName(dice.CasinoName(idx))
			}
			if w := k.TextWidth(name, ui.FontBold, size); w > casinoNameWidth(&l, p) {
				t.Errorf("%s: %q does not fit its header", pc.name, name)
			}
		}
		checkPhonePrompts(t, k, pc)
	}
}

// checkPhonePrompts fits the longest prompts (a 16-letter name, a preview
// with white dice and a Kicker, the words for a touch screen) in the
// phone's prompt box: none falls under 12 CSS px.
func checkPhonePrompts(t *testing.T, k *ui.Kit, pc phoneCase) {
	t.Helper()
	l := pc.l
	name := "WWWWWWWWWWWWWWWW"
	prompts := []string{
		name + ", choose a number: tap its dice or a casino",
		name + ", choose a number: click dice or a casino, or press 1-6",
		name + ", your Kicker knocks one die off Circus Circus: choose it",
		"Place 8 dice showing 6 on the slot machine?  Tap again or Confirm",
		"Circus Circus: you'd have 8 dice — 2nd, wins $100k now; plus 4 white dice; your Kicker knocks a die off",
		"Kick your own Biggy back to you, to roll again · you'd have 8 dice — 2nd, wins $100k now",
		name + " put 8 dice, 1 Biggy, 1 Kicker and 4 white dice on the slot machine.",
	}
	w, h := l.PromptText.W-16*l.U, l.PromptText.H-4*l.U
	for _, p := range prompts {
		ls, z := phonePromptLines(k, &l, p)
		label := fmt.Sprintf("%s %.20q", pc.name, p)
		checkFitted(t, k, label, ls, z, w, h)
		if z*pc.css < 12-1e-6 {
			t.Errorf("%s: prompt at %.1f CSS px", label, z*pc.css)
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
	nh := offerNoteH(l, p)
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
