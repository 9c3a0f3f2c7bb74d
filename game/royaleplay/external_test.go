package royaleplay

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// runAlone plays g, where no person sits, to the end through Update, and
// fails if one Update takes 300 ms or more (a frame waiting for a program)
// or the game is not over within limit. It closes g.
func runAlone(t *testing.T, g *Session, limit time.Duration) {
	t.Helper()
	deadline := time.Now().Add(limit)
	var worst time.Duration
	for !g.Over() && time.Now().Before(deadline) {
		t0 := time.Now()
		g.Update(20 * time.Millisecond)
		worst = max(worst, time.Since(t0))
	}
	if !g.Over() {
		t.Fatalf("the game is not over after %v", limit)
	}
	g.Update(20 * time.Millisecond) // the end, told to the programs
	if worst >= 300*time.Millisecond {
		t.Errorf("an Update took %v", worst)
	}
	t0 := time.Now()
	if err := g.Close(); err != nil {
		t.Error(err)
	}
	if d := time.Since(t0); d > 3*time.Second {
		t.Errorf("Close took %v", d)
	}
}

// problems are the log's lines written by a program's host.
func problems(g *Session) []string {
	var out []string
	for _, l := range g.Log() {
		if strings.HasPrefix(l, "extbot ") || strings.HasPrefix(l, "Extbot ") {
			out = append(out, l)
		}
	}
	return out
}

// TestAProgramPlaysAtTheTable: the sample program plays a seat of a whole
// game among bots, through the session's Update, and no frame waits for
// it. The sample quits with an error if it is ever shown another seat's
// secret (a Lucky Punch hold, a Black Box split), which the log would
// tell: it sees only its seat's view and events.
func TestAProgramPlaysAtTheTable(t *testing.T) {
	cmd := game.ResolveCommand("python3 ../../ai/extbot/testdata/royale_bot.py")
	for _, rules := range []royale.Rules{royale.Basic(3), {Players: 3, Main: true, Tiles: 6}} {
		seats := []Seat{{Kind: game.Bot, Name: "A", Level: "random"}, {Kind: game.External, Name: "Prog", Command: cmd}, {Kind: game.Bot, Name: "C", Level: "easy"}}
		store := storage.NewMemory()
		g, err := New(Config{Rules: rules, Seats: seats, Seed: 3}, Options{Store: store})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.Join(g.Log(), "\n"), "Seat 2 (Prog) is the program") {
			t.Errorf("the log does not name the program: %q", g.Log())
		}
		runAlone(t, g, time.Minute)
		if p := problems(g); len(p) > 0 {
			t.Errorf("%+v: the program failed: %q", rules, p)
		}
		if g.rec.Seats[1].Kind != "exec:"+cmd {
			t.Errorf("the record writes the program's seat as %q", g.rec.Seats[1].Kind)
		}
	}
}

// TestAMuteProgramNeverHoldsTheTable: a program that never answers holds
// no frame, and the medium bot plays its seat once its time is up.
func TestAMuteProgramNeverHoldsTheTable(t *testing.T) {
	seats := []Seat{{Kind: game.External, Name: "Mute", Command: game.ResolveCommand("sleep 1000")}, {Kind: game.Bot, Name: "B", Level: "random"}, {Kind: game.Bot, Name: "C", Level: "random"}}
	g, err := New(Config{Rules: royale.Basic(3), Seats: seats, Seed: 4},
		Options{ExtTimeout: 100 * time.Millisecond, ExtStartTimeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	runAlone(t, g, time.Minute)
	if p := problems(g); len(p) == 0 {
		t.Errorf("the log does not tell that the program failed: %q", g.Log())
	}
}

// TestASaveNeverStartsAProgram: a save whose seat is a program resumes with
// the medium bot in that seat and one line in the log, and the program
// (here one that would leave a file) never runs.
func TestASaveNeverStartsAProgram(t *testing.T) {
	store := storage.NewMemory()
	seats := []Seat{{Kind: game.Bot, Name: "A", Level: "random"}, {Kind: game.Bot, Name: "B", Level: "easy"}, {Kind: game.Bot, Name: "C", Level: "random"}}
	g, err := New(Config{Rules: royale.Basic(3), Seats: seats, Seed: 5}, Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		g.Update(20 * time.Millisecond)
	}
	data, err := store.Load(AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	mark := filepath.Join(t.TempDir(), "started")
	evil := strings.Replace(string(data), `"bot:easy"`, `"exec:touch `+mark+`"`, 1)
	if evil == string(data) {
		t.Fatal("no seat to turn into a program")
	}
	if err := store.Save(AutosaveKey, []byte(evil)); err != nil {
		t.Fatal(err)
	}
	r, err := Load(Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	if s := r.Seats()[1]; s.Command != "" || s.Level != "medium" || s.IsHuman() {
		t.Errorf("the program's seat resumed as %+v, want the medium bot", s)
	}
	n := 0
	for _, l := range r.Log() {
		if strings.Contains(l, "Seat 2 was the program") && strings.Contains(l, "medium bot") {
			n++
		}
	}
	if n != 1 {
		t.Errorf("want one notice, log %q", r.Log())
	}
	runAlone(t, r, time.Minute)
	time.Sleep(100 * time.Millisecond)
	if _, err := os.Stat(mark); err == nil {
		t.Fatal("the save started its program")
	}
}
