//go:build e2e

package dicetable

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The Kicker's preview says what each kick would do before it is
// confirmed: whose die, where it goes (your own die included), and the
// seat's standing there afterwards as the engine counts it.
func TestKickPreview(t *testing.T) {
	names := []string{"You", "Ann", "Bob", "Cleo"}
	seen := map[string]int{}
	for seed := uint64(1); seed <= 60 && (seen["own"] == 0 || seen["other"] == 0 || seen["white"] == 0); seed++ {
		seats := make([]SeatDesc, 4)
		for i := range seats {
			seats[i] = SeatDesc{Name: names[i], Colour: pieces.DieColour(i), Bot: "random", Human: i == 0}
		}
		src, err := NewLocalSource(dice.Online(4), seats, seed)
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; !src.Over() && i < 100000; i++ {
			for _, ok := src.NextEvent(); ok; _, ok = src.NextEvent() {
			}
			if _, ok := src.Human(); !ok {
				if _, err := src.Advance(); err != nil {
					t.Fatal(err)
				}
				continue
			}
			legal := append([]dice.Action(nil), src.Legal()...)
			for _, a := range legal {
				if a.Kind != dice.ActKick {
					continue
				}
				line, ok := PreviewKick(src.Position(), 0, a, names)
				if !ok {
					t.Fatalf("no preview for %v", a)
				}
				checkKickLine(t, a, line, names, seen)
				st := src.Position().Clone()
				evs, err := st.Apply(a)
				if err != nil {
					t.Fatal(err)
				}
				c, paid := 0, false
				for _, e := range evs {
					if e.Kind == dice.EvKicked {
						c = int(e.Casino)
					}
					paid = paid || e.Kind == dice.EvNotePaid || e.Kind == dice.EvTieRemoved
				}
				if c > 0 && !paid && st.UnitsOn(c, 0) > 0 {
					seen["standing"]++
					if want := "you'd have " + ui.Plural(st.UnitsOn(c, 0), "die", "dice"); !strings.Contains(line, want) {
						t.Errorf("%q does not say %q", line, want)
					}
				}
			}
			if err := src.Submit(legal[0]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if seen["own"] == 0 || seen["other"] == 0 || seen["white"] == 0 || seen["standing"] == 0 {
		t.Errorf("kicks previewed: %v", seen)
	}
}

func checkKickLine(t *testing.T, a dice.Action, line string, names []string, seen map[string]int) {
	t.Helper()
	switch q := int(a.Target.Owner); {
	case a.Target.Owner == dice.Neutral:
		seen["white"]++
		if !strings.HasPrefix(line, "Kick a white die out for this round") {
			t.Errorf("white: %q", line)
		}
	case q == 0:
		seen["own"]++
		if !strings.HasPrefix(line, "Kick your own ") || !strings.Contains(line, " back to you, to roll again") {
			t.Errorf("own die: %q", line)
		}
	default:
		seen["other"]++
		if !strings.HasPrefix(line, "Kick "+names[q]+"'s ") || !strings.Contains(line, " back to its owner") {
			t.Errorf("%s's die: %q", names[q], line)
		}
	}
}
