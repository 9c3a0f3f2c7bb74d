package diceplay

import (
	"fmt"
	"github.com/lasvegas-dice/lasvegas/game"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// evilSave is an unfinished game whose seat 2 names a program that creates
// the file pwned; it returns the store holding it as the autosave, the
// record, the command and the file.
func evilSave(t *testing.T) (storage.Store, *dice.Record, string, string) {
	t.Helper()
	pwned := filepath.Join(t.TempDir(), "pwned")
	cmd := "sh -c 'touch " + pwned + "'"
	store := storage.NewMemory()
	g, err := New(AllBots(dice.Classic(3), "random", 4), Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 30; i++ {
		g.Step()
	}
	rec := g.Record()
	rec.Seats[1] = dice.SeatInfo{Name: "Evil\x1b[2J", Kind: "exec:" + cmd}
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := store.Save(AutosaveKey, data); err != nil {
		t.Fatal(err)
	}
	back, err := LoadAutosave(store)
	if err != nil || back == nil {
		t.Fatalf("load: %v", err)
	}
	return store, back, cmd, pwned
}

func exists(path string) bool {
	_, err := os.Stat(path)
	return err == nil
}

// playOut plays a resumed all-bot game to its end and closes it.
func playOut(t *testing.T, g *Session) {
	t.Helper()
	deadline := time.Now().Add(time.Minute)
	for !g.Over() && time.Now().Before(deadline) {
		g.Step()
	}
	if err := g.Close(); err != nil {
		t.Log(err)
	}
	if !g.Over() {
		t.Fatal("the resumed game did not finish")
	}
}

// A save never starts a program: resumed through every path that reads a
// save, the seat naming one plays as the medium bot, the notice says so in
// one line, and the program's file never appears. Given again in this run,
// the same command does run (which shows the test can see it).
//
// Long function: one scenario per path that reads a record, side by side.
func TestSaveNeverStartsAProgram(t *testing.T) {
	opts := func(store storage.Store, commands ...string) Options {
		return Options{Store: store, External: ExternalAgents(300 * time.Millisecond), Commands: commands}
	}
	paths := map[string]func(store storage.Store, rec *dice.Record) (*Session, error){
		"Resume": func(store storage.Store, rec *dice.Record) (*Session, error) {
			return Resume(rec, nil, opts(store))
		},
		"Resume with seats from SeatFromInfo": func(store storage.Store, rec *dice.Record) (*Session, error) {
			seats := make([]game.Seat, len(rec.Seats))
			var notices []string
			for i, si := range rec.Seats {
				var n string
				if seats[i], n = game.SeatFromInfo(si, i, nil); n != "" {
					notices = append(notices, n)
				}
			}
			g, err := Resume(rec, seats, opts(store))
			if g != nil {
				g.notices = notices // given by game.SeatFromInfo, checked below
			}
			return g, err
		},
		"Resume with the raw seat": func(store storage.Store, rec *dice.Record) (*Session, error) {
			seats := make([]game.Seat, len(rec.Seats))
			for i, si := range rec.Seats {
				seats[i], _ = game.SeatFromInfo(si, i, nil)
			}
			seats[1] = game.Seat{Name: "x", Kind: game.External, Command: strings.TrimPrefix(rec.Seats[1].Kind, "exec:"), Colour: 1}
			return Resume(rec, seats, opts(store))
		},
		"LoadAutosave then Resume (the setup screen; --continue is tested in scenes)": func(store storage.Store, rec *dice.Record) (*Session, error) {
			saved, err := LoadAutosave(store)
			if err != nil || saved == nil {
				return nil, fmt.Errorf("no autosave: %v", err)
			}
			return Resume(saved, nil, opts(store))
		},
		"another command given": func(store storage.Store, rec *dice.Record) (*Session, error) {
			return Resume(rec, nil, opts(store, "sh -c 'touch /nonexistent/other'"))
		},
	}
	for name, resume := range paths {
		store, rec, cmd, pwned := evilSave(t)
		if n := ResumeNotices(rec, nil); len(n) != 1 {
			t.Errorf("%s: ResumeNotices %q", name, n)
		}
		g, err := resume(store, rec)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s := g.Config().Seats[1]; s.Kind != game.Bot || s.Level != "medium" {
			t.Errorf("%s: seat 2 is %+v, want the medium bot", name, s)
		}
		if n := g.Notices(); len(n) != 1 || !strings.Contains(n[0], "Seat 2 was the program") || !strings.Contains(n[0], "medium bot") || strings.Contains(n[0], "\n") {
			t.Errorf("%s: notices %q", name, n)
		}
		playOut(t, g)
		if exists(pwned) {
			t.Fatalf("%s: the save started its program (%s)", name, cmd)
		}
		if data, err := store.Load(LastGameKey); err != nil || strings.Contains(string(data), "exec:") {
			t.Errorf("%s: the finished record still names the program (%v)", name, err)
		}
	}

	// The same command given again in this run (as written, or as the
	// resolved form) runs.
	for _, resolve := range []bool{false, true} {
		store, rec, cmd, pwned := evilSave(t)
		if resolve {
			cmd = game.ResolveCommand(cmd)
			if !strings.HasPrefix(cmd, "/") {
				t.Fatalf("resolved command %q", cmd)
			}
		}
		g, err := Resume(rec, nil, opts(store, cmd))
		if err != nil {
			t.Fatal(err)
		}
		if len(g.Notices()) != 0 || g.Config().Seats[1].Kind != game.External {
			t.Errorf("command given again: notices %q, seat %+v", g.Notices(), g.Config().Seats[1])
		}
		playOut(t, g)
		if !exists(pwned) {
			t.Errorf("the command given again (resolved %v) did not run", resolve)
		}
	}
}

func TestCleanName(t *testing.T) {
	for in, want := range map[string]string{
		"Anna":                   "Anna",
		"  Ben \t":               "Ben",
		"Evil\x1b[2J\x00":        "Evil[2J",
		"a\nb":                   "a b",
		strings.Repeat("é", 100): strings.Repeat("é", game.MaxNameLen),
		"\xff\xfe":               "",
	} {
		if got := game.CleanName(in); got != want {
			t.Errorf("CleanName(%q) = %q, want %q", in, got, want)
		}
	}
	s, _ := game.SeatFromInfo(dice.SeatInfo{Name: "\x1b", Kind: "human"}, 2, nil)
	if s.Name != "Seat 3" {
		t.Errorf("empty name: %q", s.Name)
	}
}

// Names given to New are cleaned too (a flag, the setup screen).
func TestNewCleansNames(t *testing.T) {
	cfg := AllBots(dice.Classic(2), "random", 1)
	cfg.Seats[0].Name = "\x1b]0;pwned\x07" + strings.Repeat("x", 100)
	cfg.Seats[1].Name = "\x00"
	g, err := New(cfg, Options{})
	if err != nil {
		t.Fatal(err)
	}
	n := g.Names()
	if strings.ContainsAny(n[0], "\x1b\x07") || len([]rune(n[0])) > game.MaxNameLen || n[1] != "Seat 2" {
		t.Errorf("names %q", n)
	}
	if g.Record().Seats[0].Name != n[0] {
		t.Errorf("the record has %q", g.Record().Seats[0].Name)
	}
}
