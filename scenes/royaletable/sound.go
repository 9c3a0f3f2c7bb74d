package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// cueOf is the sound of a step's events: the last that sounds of a roll,
// dice put down, money won, a tie, a chip or token moving (false: none).
func cueOf(evs []royale.Event) (ui.Cue, bool) {
	cue, ok := ui.CueClick, false
	for _, e := range evs {
		switch e.Kind {
		case royale.EvRoll, royale.EvBlack:
			cue, ok = ui.CueRattle, true
		case royale.EvPlace, royale.EvBlock, royale.EvNice, royale.EvRotate, royale.EvKnock, royale.EvDouble:
			cue, ok = ui.CuePlace, true
		case royale.EvWin, royale.EvBankPay:
			cue, ok = ui.CueChime, true
		case royale.EvTie:
			cue, ok = ui.CueTie, true
		case royale.EvSitOut, royale.EvChips, royale.EvJackpot, royale.EvHighFive, royale.EvPower, royale.EvClose:
			cue, ok = ui.CueSlide, true
		}
	}
	return cue, ok
}
