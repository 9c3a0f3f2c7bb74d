package royale

import (
	"strings"
	"testing"
)

// Every event of the golden games and of random main games describes
// itself in one English line, with no placeholder left; SeenBy hides only
// the secret choices.
func TestEventsDescribe(t *testing.T) {
	names := []string{"Anna", "Ben", "Carla", "Denny", "Emil"}
	kinds := map[EvKind]bool{}
	for i, r := range []Rules{Basic(2), MainGame(3), {Players: 5, Main: true, Tiles: 6}, {Players: 2, Main: true, Tiles: 6}} {
		for g := 0; g < 6; g++ {
			rec, _ := playChecked(t, r, uint64(100*i+g))
			_, err := rec.Replay(func(step int, a Action, evs []Event) {
				for _, e := range evs {
					kinds[e.Kind] = true
					d := e.Describe(names)
					if d == "" || strings.Contains(d, "%!") || strings.HasPrefix(d, "event ") || strings.Contains(d, "(?)") || strings.Contains(d, "nobody") || strings.Contains(d, "\n") {
						t.Fatalf("step %d (%v): %+v describes as %q", step, a, e, d)
					}
					for seat := 0; seat < r.Players; seat++ {
						seen, ok := (&State{}).SeenBy(seat, e)
						secret := (e.Kind == EvPunch || e.Kind == EvSplit) && int(e.Who) != seat
						if !ok || (seen != e) != secret {
							t.Fatalf("seat %d sees %+v of %+v", seat, seen, e)
						}
					}
				}
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	if len(kinds) < 40 {
		t.Errorf("only %d kinds of events seen in the random games", len(kinds))
	}
}
