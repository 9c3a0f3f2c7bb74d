package diceplay

import (
	"bytes"
	"github.com/lasvegas-dice/lasvegas/game"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// A failed autosave is kept as an error the table can show, written to the
// log once (not at every action), and tried again at the next action; when
// there is room again, the save catches up with the game.
func TestAutosaveFailureIsShownAndRetried(t *testing.T) {
	store := storage.NewMemory()
	var log bytes.Buffer
	g, err := New(AllBots(dice.Classic(3), "random", 8), Options{Store: store, Log: &log})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		g.Step()
	}
	if g.SaveError() != nil || g.SaveNotice() != "" {
		t.Fatalf("saving failed early: %v", g.SaveError())
	}
	store.Quota = 100 // the disk fills up
	for i := 0; i < 20; i++ {
		g.Step()
	}
	if g.SaveError() == nil {
		t.Fatal("no save error over quota")
	}
	if n := g.SaveNotice(); n != "Saving failed: disk full — this game will not be kept" {
		t.Errorf("notice %q", n)
	}
	if c := strings.Count(log.String(), "Saving failed"); c != 1 {
		t.Errorf("%d log lines about the failure, want 1:\n%s", c, log.String())
	}
	logged := false
	for _, l := range g.Log() {
		logged = logged || strings.Contains(l.Text, "Saving failed")
	}
	if !logged {
		t.Error("the game log does not show the failure")
	}
	store.Quota = 0 // room again
	g.Step()
	if g.SaveError() != nil || g.SaveNotice() != "" {
		t.Fatalf("still failing: %v", g.SaveError())
	}
	if !strings.Contains(log.String(), "Saving works again") {
		t.Errorf("log:\n%s", log.String())
	}
	rec, err := LoadAutosave(store)
	if err != nil || rec == nil || len(rec.History) != len(g.Record().History) {
		t.Fatalf("the save did not catch up: %v", err)
	}
	store.Quota = 100
	if err := g.RetrySave(); err == nil {
		t.Error("RetrySave over quota: no error")
	}
}

// A new game never silently overwrites an unfinished one: it is kept as the
// previous game, which can be resumed (and then the other one is kept).
func TestNewGameKeepsThePreviousOne(t *testing.T) {
	store := storage.NewMemory()
	a, err := New(AllBots(dice.Classic(2), "random", 1), Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 10; i++ {
		a.Step()
	}
	aSteps := len(a.Record().History)
	b, err := New(AllBots(dice.Classic(3), "random", 2), Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	b.Step()
	cur, _ := LoadAutosave(store)
	prev, err := LoadPrevious(store)
	if err != nil || prev == nil || cur == nil {
		t.Fatalf("previous %v, current %v, %v", prev, cur, err)
	}
	if prev.Seed != 1 || len(prev.History) != aSteps || cur.Seed != 2 {
		t.Fatalf("previous seed %d (%d steps), current seed %d", prev.Seed, len(prev.History), cur.Seed)
	}
	// Resuming the current game keeps the previous one as it is.
	c, err := Resume(cur, nil, Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	c.Step()
	if p, _ := LoadPrevious(store); p == nil || p.Seed != 1 {
		t.Fatalf("resuming the current game replaced the previous one: %+v", p)
	}
	// Resuming the previous game keeps the current one as previous.
	d, err := Resume(prev, nil, Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	d.Step()
	cur, _ = LoadAutosave(store)
	prev, _ = LoadPrevious(store)
	if cur == nil || prev == nil || cur.Seed != 1 || prev.Seed != 2 {
		t.Fatalf("after resuming the previous game: current %+v previous %+v", cur, prev)
	}
	// A finished game is not kept.
	d.RunUntilHuman()
	if _, err := New(AllBots(dice.Classic(2), "random", 3), Options{Store: store}); err != nil {
		t.Fatal(err)
	}
	if p, _ := LoadPrevious(store); p == nil || p.Seed != 2 {
		t.Fatalf("a finished game replaced the previous one: %+v", p)
	}
}

// When the unfinished game cannot be kept aside, the new game does not
// overwrite it, and says so.
func TestNewGameDoesNotOverwriteWhenItCannotKeep(t *testing.T) {
	store := storage.NewMemory()
	a, _ := New(AllBots(dice.Classic(2), "random", 1), Options{Store: store})
	for i := 0; i < 10; i++ {
		a.Step()
	}
	old, _ := store.Load(AutosaveKey)
	store.Quota = len(old) + 10 // no room for a copy
	b, err := New(AllBots(dice.Classic(2), "random", 2), Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	b.Step()
	if now, _ := store.Load(AutosaveKey); !bytes.Equal(now, old) {
		t.Fatal("the unfinished game was overwritten")
	}
	if !strings.Contains(b.SaveNotice(), "previous game could not be kept") {
		t.Errorf("notice %q", b.SaveNotice())
	}
}

// A save that starts with a UTF-8 byte order mark (Windows Notepad writes
// one) resumes.
func TestSaveWithBOMResumes(t *testing.T) {
	store := storage.NewMemory()
	g, err := New(Config{Rules: dice.Classic(2), Seats: []game.Seat{{Name: "A", Kind: game.Bot, Level: "easy"}, {Name: "B", Kind: game.Bot, Level: "easy", Colour: 1}}, Seed: 4}, Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 30; i++ {
		g.Step()
	}
	g.Close()
	data, _ := store.Load(AutosaveKey)
	store.Save(AutosaveKey, append([]byte("\xef\xbb\xbf"), data...))
	rec, err := LoadAutosave(store)
	if err != nil {
		t.Fatal(err)
	}
	if len(rec.History) == 0 {
		t.Error("no steps read")
	}
}
