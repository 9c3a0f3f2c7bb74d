package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// cueOf is the sound of a reveal: notes paid at a round's end, a tie, a
// chip card taken, or cards put down (false: nothing was placed).
func cueOf(r *cardplay.Reveal) (ui.Cue, bool) {
	cue, ok := ui.CueClick, false
	if r.Placed != 0 {
		cue, ok = ui.CuePlace, true
	}
	for _, e := range r.Events {
		switch e.Kind {
		case cards.EvChipTaken:
			cue, ok = ui.CueSlide, true
		case cards.EvTie:
			cue, ok = ui.CueTie, true
		case cards.EvNotePaid:
			cue, ok = ui.CueChime, true
		}
	}
	return cue, ok
}
