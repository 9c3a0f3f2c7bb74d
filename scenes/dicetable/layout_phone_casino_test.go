package dicetable

import (
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
