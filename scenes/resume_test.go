//go:build e2e

package scenes

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
)

// savedWithProgram stores an autosave whose seat 1 is a program that would
// create file; it returns the store.
func savedWithProgram(t *testing.T, file string) storage.Store {
	t.Helper()
	rec := dice.NewRecord(dice.Classic(2), []dice.SeatInfo{
		{Name: "Shady", Kind: "exec:sh -c 'touch " + file + "'"},
		{Name: "Anna", Kind: "human"},
	}, 7)
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	m := storage.NewMemory()
	if err := m.Save(diceplay.AutosaveKey, data); err != nil {
		t.Fatal(err)
	}
	return m
}

// The GUI's resume paths never start a program that a save names: the
// setup screen says in one line that the seat plays as the medium bot, and
// --continue (here with --autoplay, bots in the human seats) plays the save
// to its end without the program's file appearing.
func TestGUIResumeNeverStartsAProgram(t *testing.T) {
	file := filepath.Join(t.TempDir(), "pwned")
	env := &Env{Store: savedWithProgram(t, file)}
	s := NewSetup(env, Options{})
	if s.saved == nil || !strings.Contains(s.saveMsg, "Seat 1 was the program") || !strings.Contains(s.saveMsg, "medium bot") {
		t.Fatalf("setup's message %q", s.saveMsg)
	}
	for _, o := range []Options{{Continue: true}, {Continue: true, Autoplay: true}} {
		store := savedWithProgram(t, file)
		env := &Env{Store: store}
		if o.Autoplay {
			env.Store = nil // autoplay writes nothing
		}
		sc, err := continueSaved(o, env, store)
		if err != nil {
			t.Fatal(err)
		}
		g := unwrap(sc).(*dicetable.Table).Src().(*dicetable.GameSource).S
		for i := 0; !g.Over() && i < 100000; i++ {
			if p, ok := g.HumanToAct(); ok {
				if o.Autoplay {
					t.Fatal("--autoplay left a human seat")
				}
				if err := g.Act(p, g.State().Legal()[0]); err != nil {
					t.Fatal(err)
				}
				continue
			}
			g.Step()
		}
		if !g.Over() {
			t.Fatal("the continued game did not end")
		}
		if data, _ := store.Load(diceplay.AutosaveKey); o.Autoplay && !strings.Contains(string(data), "exec:") {
			t.Error("--autoplay --continue wrote over the save")
		}
	}
	if _, err := os.Stat(file); err == nil {
		t.Fatal("the save started its program")
	}
	// Control: named again in this run, the same program does start (so the
	// test would see it).
	store := savedWithProgram(t, file)
	env = &Env{Store: store, Commands: []string{"sh -c 'touch " + file + "'"}}
	sc, err := continueSaved(Options{Continue: true}, env, store)
	if err != nil {
		t.Fatal(err)
	}
	g := unwrap(sc).(*dicetable.Table).Src().(*dicetable.GameSource).S
	defer g.Close()
	for i := 0; i < 2000; i++ {
		if _, err := os.Stat(file); err == nil {
			return
		}
		g.Step()
		time.Sleep(time.Millisecond)
	}
	t.Fatal("control: the program named in this run did not start")
}

// --continue with no saved game is a clear error, not an empty window.
func TestContinueWithoutASave(t *testing.T) {
	env := &Env{Store: storage.NewMemory()}
	if _, err := firstScene(Options{Continue: true}, env); err == nil || !strings.Contains(err.Error(), "no saved game") {
		t.Fatalf("got %v", err)
	}
}

// --seat takes a display name and finds the program when the flag is parsed;
// the command given is the one a save may start.
func TestSeatFlagNameAndCommands(t *testing.T) {
	o, err := ParseFlags([]string{"--quick", "--seat", "2=name=Robo,exec:sh -c true", "--seat", "3=hard"}, os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	if o.Seats[0].Name != "Robo" || o.Seats[0].Kind != game.External || !strings.HasPrefix(o.Seats[0].Command, "/") {
		t.Errorf("seat 2: %+v (the program resolved to an absolute path)", o.Seats[0])
	}
	if c := o.commands(); len(c) != 1 || c[0] != o.Seats[0].Command {
		t.Errorf("commands %q", c)
	}
}

// A damaged save that still holds a game is offered on the setup screen
// from its last complete step, and the message says so in plain words.
func TestSetupOffersARecoveredSave(t *testing.T) {
	good, err := os.ReadFile("../engine/dice/testdata/saves-2026-11-25/classic-5p-save-round2.json")
	if err != nil {
		t.Fatal(err)
	}
	store := storage.NewMemory()
	if err := store.Save(diceplay.AutosaveKey, good[:len(good)-30]); err != nil {
		t.Fatal(err)
	}
	s := NewSetup(&Env{Store: store}, Options{})
	if s.saved == nil || len(s.saved.History) == 0 {
		t.Fatal("the recovered game is not offered")
	}
	if !strings.Contains(s.saveMsg, "last complete step") || !strings.Contains(s.saveMsg, "kept aside") {
		t.Errorf("message %q", s.saveMsg)
	}
}
