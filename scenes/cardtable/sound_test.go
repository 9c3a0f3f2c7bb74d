package cardtable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

func TestCueOfReveals(t *testing.T) {
	cases := []struct {
		r    cardplay.Reveal
		want ui.Cue
		ok   bool
	}{
		{cardplay.Reveal{}, 0, false},
		{cardplay.Reveal{Placed: 1}, ui.CuePlace, true},
		{cardplay.Reveal{Placed: 3, Events: []cards.Event{{Kind: cards.EvChipTaken}}}, ui.CueSlide, true},
		{cardplay.Reveal{Placed: 1, Events: []cards.Event{{Kind: cards.EvTie}, {Kind: cards.EvNotePaid}}}, ui.CueChime, true},
	}
	for i, c := range cases {
		got, ok := cueOf(&c.r)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("case %d: %v %v, want %v %v", i, got, ok, c.want, c.ok)
		}
	}
}
