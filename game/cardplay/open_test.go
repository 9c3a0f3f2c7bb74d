package cardplay

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

func openConfig(seed uint64) Config {
	return Config{Rules: cards.Rules{Players: 2}, Seats: []Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}}, Seed: seed}
}

// playUntilPick steps a session until the person is to pick.
func playUntilPick(t *testing.T, g *Session) {
	t.Helper()
	for i := 0; i < 200; i++ {
		if st, _ := g.Stage(); st == StagePick {
			return
		}
		g.Update(0)
	}
	t.Fatal("no pick came")
}

// Starting the window never loses a game: an unfinished game continues, a
// damaged save is kept aside, --new keeps the unfinished one aside, and a
// finished game's record is kept.
func TestOpenNeverLosesAGame(t *testing.T) {
	store := storage.NewMemory()
	opts := Options{Store: store}
	g, notice, err := Open(openConfig(1), opts)
	if err != nil || notice != "" {
		t.Fatalf("a first game: %v %q", err, notice)
	}
	playUntilPick(t, g)
	pick := g.View().LegalFor(0)[0]
	if err := g.Submit(pick.Pick); err != nil {
		t.Fatal(err)
	}
	g.Update(0)
	saved, _ := store.Load(AutosaveKey)

	// Opening again (another seed) continues the same game.
	h, notice, err := Open(openConfig(2), opts)
	if err != nil || !strings.Contains(notice, "continues") || *h.View() != *g.View() {
		t.Fatalf("reopened: %v %q, same game %v", err, notice, err == nil && *h.View() == *g.View())
	}

	// --new keeps it aside before a new game replaces it.
	notice, err = SetAside(opts)
	if err != nil || !strings.Contains(notice, PreviousKey) {
		t.Fatalf("set aside: %v %q", err, notice)
	}
	if kept, _ := store.Load(PreviousKey); string(kept) != string(saved) {
		t.Error("the game set aside is not the unfinished one")
	}

	// A damaged save is kept aside and a new game starts.
	if err := store.Save(AutosaveKey, []byte(`{"format": "lasvegas-record", "ver`)); err != nil {
		t.Fatal(err)
	}
	g, notice, err = Open(openConfig(3), opts)
	if err != nil || !strings.Contains(notice, "damaged") || g.View().Round() != 1 {
		t.Fatalf("damaged: %v %q", err, notice)
	}
	aside := strings.TrimSuffix(notice[strings.Index(notice, "kept as ")+len("kept as "):], ". A new game starts.")
	if data, err := store.Load(aside); err != nil || !strings.Contains(string(data), `"ver`) {
		t.Errorf("the damaged save is not kept as %q: %v", aside, err)
	}
}

// A finished game's record is kept as LastGameKey when a new game starts.
func TestOpenKeepsTheLastFinishedGame(t *testing.T) {
	store := storage.NewMemory()
	opts := Options{Store: store}
	cfg := openConfig(4)
	cfg.Seats[0] = Seat{Kind: game.Bot, Name: "Bo", Level: "random"}
	g, _, err := Open(cfg, opts)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5000 && !g.Over(); i++ {
		g.Update(0)
	}
	if !g.Over() {
		t.Fatal("the bots' game did not end")
	}
	if _, notice, err := Open(openConfig(5), opts); err != nil || notice != "" {
		t.Fatalf("after a finished game: %v %q", err, notice)
	}
	data, err := store.Load(LastGameKey)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := cards.ParseRecord(data)
	if err != nil || rec.Result == nil {
		t.Errorf("the last game's record: %v", err)
	}
}
