package royaleplay

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"reflect"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// TestHandoversOff: in hot seat with the handovers turned off, a person's
// secret choice is shown at once (Visible is the chooser, and the view
// holds no other seat's secret), no handover comes before or after it,
// the viewer and the log stay a spectator's, and between choices no
// secret is visible.
func TestHandoversOff(t *testing.T) {
	seats := []Seat{{Name: "Leo", Kind: game.Human}, {Kind: game.Bot, Name: "Bot", Level: "easy"}, {Name: "Mia", Kind: game.Human}}
	secrets := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := New(Config{Rules: secretRules, Seats: seats, Seed: seed}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		g.SetHandover(false)
		play(t, g, 20000, func(g *Session) {
			st, seat := g.Stage()
			v := g.Visible()
			if st == StageHandover || g.Viewer() != -1 {
				t.Fatalf("seed %d: stage %d (after %v), viewer %d with the handovers off", seed, st, g.After(), g.Viewer())
			}
			secret := st == StageDecide && Secret(g.Legal())
			if secret != (v >= 0) || (secret && v != seat) {
				t.Fatalf("seed %d: seat %d visible at stage %d of seat %d (secret %v)", seed, v, st, seat, secret)
			}
			if secret {
				secrets++
			}
		})
		log := strings.Join(g.Log(), "\n")
		for _, n := range []string{"1", "2", "3"} {
			for _, who := range []string{"Leo", "Mia"} {
				if bad := who + " secretly holds " + n; strings.Contains(log, bad) {
					t.Errorf("the log shows a secret: %q", bad)
				}
			}
		}
	}
	if secrets == 0 {
		t.Error("no secret choice came to a person")
	}
}

// TestHandoverTurnedOff: turned off at the handover before a secret
// choice, the choice shows at once; turned off at the one after it, the
// game goes on.
func TestHandoverTurnedOff(t *testing.T) {
	seats := []Seat{{Name: "Leo", Kind: game.Human}, {Kind: game.Bot, Name: "Bot", Level: "easy"}, {Name: "Mia", Kind: game.Human}}
	var befores, afters int
	for seed := uint64(1); seed <= 6 && (befores == 0 || afters == 0); seed++ {
		g, _ := New(Config{Rules: secretRules, Seats: seats, Seed: seed}, Options{})
		play(t, g, 20000, func(g *Session) {
			st, seat := g.Stage()
			if st != StageHandover {
				return
			}
			after := g.After()
			g.SetHandover(false)
			st2, seat2 := g.Stage()
			switch {
			case after && st2 == StageBusy && g.Visible() == -1:
				afters++
			case !after && st2 == StageDecide && seat2 == seat && g.Visible() == seat && Secret(g.Legal()):
				befores++
			default:
				t.Fatalf("turned off at the handover (after %v) of seat %d: stage %d seat %d visible %d", after, seat, st2, seat2, g.Visible())
			}
			g.SetHandover(true)
		})
	}
	if befores == 0 || afters == 0 {
		t.Errorf("turned off %d times before and %d after a secret choice", befores, afters)
	}
}

// A Step handed to the table carries no action: a secret one (a Lucky
// Punch hold, a Black Box split) reaches the table only as the events its
// viewer may see.
func TestStepCarriesNoAction(t *testing.T) {
	ty := reflect.TypeOf(Step{})
	for i := 0; i < ty.NumField(); i++ {
		if f := ty.Field(i); f.Type == reflect.TypeOf(royale.Action{}) || f.Type == reflect.TypeOf([]royale.Action{}) {
			t.Errorf("Step.%s hands the table a raw action", f.Name)
		}
	}
}
