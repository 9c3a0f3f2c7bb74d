package royaletable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

func TestCueOfSteps(t *testing.T) {
	cases := []struct {
		evs  []royale.Event
		want ui.Cue
		ok   bool
	}{
		{nil, 0, false},
		{[]royale.Event{{Kind: royale.EvStart}}, 0, false},
		{[]royale.Event{{Kind: royale.EvRoll}}, ui.CueRattle, true},
		{[]royale.Event{{Kind: royale.EvRoll}, {Kind: royale.EvPlace}}, ui.CuePlace, true},
		{[]royale.Event{{Kind: royale.EvWin}, {Kind: royale.EvTie}}, ui.CueTie, true},
		{[]royale.Event{{Kind: royale.EvTie}, {Kind: royale.EvWin}}, ui.CueChime, true},
		{[]royale.Event{{Kind: royale.EvSitOut}}, ui.CueSlide, true},
	}
	for i, c := range cases {
		got, ok := cueOf(c.evs)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("case %d: %v %v, want %v %v", i, got, ok, c.want, c.ok)
		}
	}
}
