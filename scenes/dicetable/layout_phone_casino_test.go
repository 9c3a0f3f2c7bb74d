package dicetable

import (
	"fmt"
	"testing"

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

// A short phone's slot machine: its 7, its notes and its dice side by
// side in the tile, none over another, the 7 whole in its header.
func TestShortPhoneSlotParts(t *testing.T) {
	short := 0
	for _, s := range phoneScreens {
		vp := ui.ComputeViewport(s[0], s[1], s[2])
		for n := 2; n <= MaxSeats; n++ {
			l := ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: n, Slot: true})
			if !l.phoneShortCasinos() || l.Land {
				continue
			}
			short++
			tile, p := l.Casinos[SlotIndex], l.CasinoParts(SlotIndex)
			name := fmt.Sprintf("%v n=%d", s, n)
			for _, r := range []ui.Rect{p.Header, p.Notes, p.Dice} {
				if r.W <= 0 || r.H <= 0 || !inside(r, tile) {
					t.Errorf("%s: part %+v outside the tile %+v", name, r, tile)
				}
			}
			if p.Header.MaxX() > p.Notes.X || p.Notes.MaxX() > p.Dice.X {
				t.Errorf("%s: the parts overlap: %+v", name, p)
			}
			if hd := CasinoHeaderDie(p); hd+4*l.U > p.Header.W+1e-6 {
				t.Errorf("%s: the 7 (%.1f) is wider than its header (%.1f)", name, hd, p.Header.W)
			}
		}
	}
	if short == 0 {
		t.Fatal("no phone of phoneScreens lays its casinos out short")
	}
}
