package royaleplay

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Reopening the window continues an unfinished Royale game, and --new
// keeps it aside first (the rules of game.Slot, tested in full with the
// card game).
func TestOpenContinuesTheUnfinishedGame(t *testing.T) {
	store := storage.NewMemory()
	opts := Options{Store: store}
	cfg := Config{Rules: royale.MainGame(2), Seats: []Seat{{Kind: game.Bot, Name: "Bo", Level: "easy"}, {Kind: game.Bot, Name: "Ace", Level: "easy"}}, Seed: 3}
	g, notice, err := Open(cfg, opts)
	if err != nil || notice != "" {
		t.Fatalf("%v %q", err, notice)
	}
	for i := 0; i < 40; i++ {
		g.Update(time.Second)
	}
	cfg.Seed = 4
	h, notice, err := Open(cfg, opts)
	if err != nil || !strings.Contains(notice, "continues") || *h.View() != *g.View() {
		t.Fatalf("reopened: %v %q", err, notice)
	}
	if notice, err := SetAside(opts); err != nil || !strings.Contains(notice, PreviousKey) {
		t.Fatalf("set aside: %v %q", err, notice)
	}
	if _, err := store.Load(PreviousKey); err != nil {
		t.Error(err)
	}
}
