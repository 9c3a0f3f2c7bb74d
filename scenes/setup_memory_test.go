package scenes

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// The setup screen starts from the last setup's names, kinds, colours and
// preset; a damaged memory is kept aside with a message, and the defaults
// are used.
func TestSetupRemembersTheLastSeats(t *testing.T) {
	store := storage.NewMemory()
	env := &Env{Store: store}
	s := NewSetup(env, Options{})
	s.seats = []setupSeat{{name: "Ann", kind: 0, colour: 3}, {name: "Bob", kind: 0, colour: 1}, {name: "Cy", kind: 3, colour: 0}}
	s.preset = 0
	s.rememberSetup()
	again := NewSetup(env, Options{})
	if len(again.seats) != 3 || again.seats[0].name != "Ann" || again.seats[1].colour != 1 || again.seats[2].kind != 3 || again.preset != 0 {
		t.Fatalf("recalled %+v preset %d", again.seats, again.preset)
	}
	if again.rules.Players != 3 {
		t.Errorf("rules for %d players, want 3", again.rules.Players)
	}
	// --players or --preset given: the flags win.
	if f := NewSetup(env, Options{Players: 2}); len(f.seats) != 2 {
		t.Errorf("--players 2: %d seats", len(f.seats))
	}
	store.Save(lastSetupKey, []byte(`{"seats":[{"name":"x","kind":99,"colour":0}],"preset":0}`))
	bad := NewSetup(env, Options{})
	if len(bad.seats) != 4 || !strings.Contains(bad.saveMsg, "kept aside") {
		t.Errorf("damaged memory: %d seats, message %q", len(bad.seats), bad.saveMsg)
	}
	if _, err := store.Load(lastSetupKey); err == nil {
		t.Error("the damaged memory was left in place")
	}
}
