package game

import (
	"errors"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/testgame"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

type lowest struct{}

func (lowest) Choose(v *testgame.State, seat int) (testgame.Action, error) {
	return v.LegalFor(seat)[0], nil
}

// A resumed game's sampler stands where the first one stood: after
// AdvanceSampler over the history, it draws what the first would have
// drawn next. Pick has joint moves; the dice game long chance steps.
func TestAdvanceSampler(t *testing.T) {
	s, _ := testgame.New(3)
	l := &Loop[*testgame.State, testgame.Action, testgame.Event]{State: s, Rand: engine.NewRand(5), Seats: []Chooser[*testgame.State, testgame.Action]{lowest{}, lowest{}, lowest{}}}
	for i := 0; i < 12; i++ { // into the picks, not to the end
		if err := l.Step(); err != nil {
			t.Fatal(err)
		}
	}
	r := engine.NewRand(5)
	probe, _ := testgame.New(3)
	AdvanceSampler(probe, steps(l.History, l.By), r)
	if *r != *l.Rand {
		t.Error("Pick: the sampler does not stand where it stood")
	}

	d, _ := dice.NewGame(dice.Online(3))
	dl := &Loop[*dice.State, dice.Action, dice.Event]{State: d, Rand: engine.NewRand(6), Seats: []Chooser[*dice.State, dice.Action]{firstLegal{}, firstLegal{}, firstLegal{}}}
	for i := 0; i < 150; i++ {
		if err := dl.Step(); err != nil {
			t.Fatal(err)
		}
	}
	r = engine.NewRand(6)
	dprobe, _ := dice.NewGame(dice.Online(3))
	AdvanceSampler(dprobe, steps(dl.History, dl.By), r)
	if *r != *dl.Rand {
		t.Error("dice: the sampler does not stand where it stood")
	}
	// A history that breaks off leaves it where the break is (never a panic).
	bad := steps(dl.History, dl.By)
	bad[3].Action = dice.Place(7)
	r = engine.NewRand(6)
	dprobe, _ = dice.NewGame(dice.Online(3))
	AdvanceSampler(dprobe, bad, r)
	if *r == *dl.Rand {
		t.Error("a broken history moved the sampler as far as the whole one")
	}
}

// SetAside before a new game keeps a damaged autosave aside (quarantined)
// instead of letting the new game overwrite it, and says so; an unfinished
// one goes to PreviousKey; none leaves nothing to say.
func TestSetAsideKeepsADamagedSave(t *testing.T) {
	store := storage.NewMemory()
	sl := Slot[string]{Store: store, Key: "auto.json", LastKey: "last.json", PreviousKey: "prev.json", What: "test game",
		Load: func() (string, error) {
			data, err := store.Load("auto.json")
			if err == nil && !strings.HasPrefix(string(data), "game:") {
				err = errors.New("not a game")
			}
			return string(data), err
		},
		Over:  func(g string) bool { return g == "game:over" },
		Where: func(string) string { return "somewhere" },
	}
	if n, err := sl.SetAside(); n != "" || err != nil {
		t.Fatalf("no save: %q, %v", n, err)
	}
	_ = store.Save("auto.json", []byte("{damaged"))
	n, err := sl.SetAside()
	if err != nil || !strings.Contains(n, "damaged") {
		t.Fatalf("a damaged save: %q, %v", n, err)
	}
	if _, err := store.Load("auto.json"); err == nil {
		t.Error("the damaged save is still where the new game will write")
	}
	_ = store.Save("auto.json", []byte("game:half"))
	if n, err := sl.SetAside(); err != nil || !strings.Contains(n, "prev.json") {
		t.Fatalf("an unfinished save: %q, %v", n, err)
	}
	if data, _ := store.Load("prev.json"); string(data) != "game:half" {
		t.Errorf("kept aside: %q", data)
	}
}
