package playkittest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Session is what the external-program tests ask of a game's session.
type Session interface {
	Over() bool
	Close() error
	Log() []string
	Seats() []playkit.Seat
}

// Externals is a game's part in the external-program tests: its sample
// program, its rules, and how its sessions are made, stepped and read.
type Externals[R any, G Session] struct {
	// Sample is the sample program's command line; Rules the rules it
	// plays a whole game of, one game each; Basic the rules of the other
	// tests.
	Sample string
	Rules  []R
	Basic  R
	// New is the game's New, Load its Load, Update one step of its loop.
	New    func(rules R, seats []playkit.Seat, seed uint64, opts playkit.Options) (G, error)
	Load   func(opts playkit.Options) (G, error)
	Update func(g G, slice time.Duration)
	// Kind is how the record writes seat p ("exec:COMMAND" for a program).
	Kind func(g G, p int) string
	// AutosaveKey is the game's key in the store.
	AutosaveKey string
}

// runAlone plays g, where no person sits, to the end through Update, and
// fails if one Update takes a second or more (a frame waiting for a
// program's answer instead of a slice of it; the bound is loose because
// the machine that runs the tests may be loaded) or the game is not over
// within limit. It closes g.
func (e Externals[R, G]) runAlone(t testing.TB, g G, limit time.Duration) {
	t.Helper()
	deadline := time.Now().Add(limit)
	var worst time.Duration
	for !g.Over() && time.Now().Before(deadline) {
		t0 := time.Now()
		e.Update(g, 20*time.Millisecond)
		worst = max(worst, time.Since(t0))
	}
	if !g.Over() {
		t.Fatalf("the game is not over after %v", limit)
	}
	e.Update(g, 20*time.Millisecond) // the end, told to the programs
	if worst >= time.Second {
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
func problems(g Session) []string {
	var out []string
	for _, l := range g.Log() {
		if strings.HasPrefix(l, "extbot ") || strings.HasPrefix(l, "Extbot ") {
			out = append(out, l)
		}
	}
	return out
}

// AProgramPlaysAtTheTable: the sample program plays a seat of a whole game
// among bots, under each of e.Rules, through the session's Update, and no
// frame waits for it; the log names it and the record writes its seat as
// the program. (Each game's sample quits with an error if it is ever shown
// what its seat may not see, which the log would tell.)
func AProgramPlaysAtTheTable[R any, G Session](t *testing.T, e Externals[R, G]) {
	cmd := game.ResolveCommand(e.Sample)
	for _, rules := range e.Rules {
		seats := []playkit.Seat{playkit.BotSeat("A", "random"), {Kind: game.External, Name: "Prog", Command: cmd}, playkit.BotSeat("C", "easy")}
		g, err := e.New(rules, seats, 3, playkit.Options{Store: storage.NewMemory()})
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(strings.Join(g.Log(), "\n"), "Seat 2 (Prog) is the program") {
			t.Errorf("the log does not name the program: %q", g.Log())
		}
		e.runAlone(t, g, time.Minute)
		if p := problems(g); len(p) > 0 {
			t.Errorf("%+v: the program failed: %q", rules, p)
		}
		if k := e.Kind(g, 1); k != "exec:"+cmd {
			t.Errorf("the record writes the program's seat as %q", k)
		}
	}
}

// AMuteProgramNeverHoldsTheTable: a program that never answers holds no
// frame, and the medium bot plays its seat once its time is up.
func AMuteProgramNeverHoldsTheTable[R any, G Session](t *testing.T, e Externals[R, G]) {
	seats := []playkit.Seat{{Kind: game.External, Name: "Mute", Command: game.ResolveCommand("sleep 1000")}, playkit.BotSeat("B", "random"), playkit.BotSeat("C", "random")}
	g, err := e.New(e.Basic, seats, 4, playkit.Options{ExtTimeout: 100 * time.Millisecond, ExtStartTimeout: 200 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	e.runAlone(t, g, time.Minute)
	if p := problems(g); len(p) == 0 {
		t.Errorf("the log does not tell that the program failed: %q", g.Log())
	}
}

// ASaveNeverStartsAProgram: a save whose seat is a program resumes with
// the medium bot in that seat and one line in the log, and the program
// (here one that would leave a file) never runs.
func ASaveNeverStartsAProgram[R any, G Session](t *testing.T, e Externals[R, G]) {
	store := storage.NewMemory()
	seats := []playkit.Seat{playkit.BotSeat("A", "random"), playkit.BotSeat("B", "easy"), playkit.BotSeat("C", "random")}
	g, err := e.New(e.Basic, seats, 5, playkit.Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		e.Update(g, 20*time.Millisecond)
	}
	data, err := store.Load(e.AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	mark := filepath.Join(t.TempDir(), "started")
	evil := strings.Replace(string(data), `"bot:easy"`, `"exec:touch `+mark+`"`, 1)
	if evil == string(data) {
		t.Fatal("no seat to turn into a program")
	}
	if err := store.Save(e.AutosaveKey, []byte(evil)); err != nil {
		t.Fatal(err)
	}
	r, err := e.Load(playkit.Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	if s := r.Seats()[1]; s.IsProgram() || s.IsHuman() || s.Level != "medium" {
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
	e.runAlone(t, r, time.Minute)
	time.Sleep(100 * time.Millisecond)
	if _, err := os.Stat(mark); err == nil {
		t.Fatal("the save started its program")
	}
}
