package playkit

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// TestSeatsFor: the seats a table's command line gives are named as the
// tables always named them.
func TestSeatsFor(t *testing.T) {
	for _, c := range []struct {
		players  int
		given    map[int]Seat
		autoplay bool
		want     []Seat
	}{
		{3, nil, false, []Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Lucky", Level: "medium"}, {Kind: game.Bot, Name: "Roxy", Level: "medium"}}},
		{3, map[int]Seat{2: {Kind: game.Human}, 3: {Kind: game.Bot, Name: "Zed", Level: "hard"}}, false,
			[]Seat{{Name: "Player 1", Kind: game.Human}, {Name: "Player 2", Kind: game.Human}, {Kind: game.Bot, Name: "Zed", Level: "hard"}}},
		{2, map[int]Seat{1: {Kind: game.Human}, 2: {Kind: game.Bot, Level: "easy"}}, true, []Seat{{Kind: game.Bot, Name: "Ace", Level: "medium"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}}},
		{5, map[int]Seat{1: {Kind: game.Bot, Level: "random"}}, false, []Seat{{Kind: game.Bot, Name: "Ace", Level: "random"}, {Kind: game.Bot, Name: "Lucky", Level: "medium"},
			{Kind: game.Bot, Name: "Roxy", Level: "medium"}, {Kind: game.Bot, Name: "Duke", Level: "medium"}, {Kind: game.Bot, Name: "Vic", Level: "medium"}}},
	} {
		got := SeatsFor(c.players, c.given, c.autoplay)
		if fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("%d players %v autoplay %v: %+v, want %+v", c.players, c.given, c.autoplay, got, c.want)
		}
	}
}

// TestSeatsOfARecord: seats read back from a record keep their names and
// kinds; a missing or unknown one plays as the medium bot, and so does a
// program, with one notice: a record never starts one.
func TestSeatsOfARecord(t *testing.T) {
	infos := []record.SeatInfo{{Name: "Ann", Kind: "human"}, {Name: "Bo", Kind: "bot:hard"}, {Name: "Cy", Kind: "bot:genius"}, {Name: "Di", Kind: "exec:touch /tmp/x"}}
	got, notices := SeatsOf(infos, 5, []string{"easy", "hard"})
	want := []Seat{{Name: "Ann", Kind: game.Human}, {Kind: game.Bot, Name: "Bo", Level: "hard"}, {Kind: game.Bot, Name: "Cy", Level: "medium"}, {Kind: game.Bot, Name: "Di", Level: "medium"}, {Kind: game.Bot, Name: "Seat 5", Level: "medium"}}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("%+v, want %+v", got, want)
	}
	if len(notices) != 1 || !strings.Contains(notices[0], "Seat 4 was the program") || strings.Contains(notices[0], "\n") {
		t.Errorf("notices %q, want one line about seat 4", notices)
	}
	if r := []string{got[0].Role(), got[1].Role(), (Seat{Kind: game.External, Command: "x"}).Role()}; r[0] != "person" || r[1] != "hard" || r[2] != "program" {
		t.Errorf("roles %q", r)
	}
	if back := Infos([]Seat{{Kind: game.External, Name: "Di", Command: "touch /tmp/x"}}); back[0] != infos[3] {
		t.Errorf("a program's seat written as %+v, want %+v", back[0], infos[3])
	}
	if back := Infos(got[:2]); back[0] != infos[0] || back[1] != infos[1] {
		t.Errorf("written back %+v", back)
	}
}

func TestCheckSeats(t *testing.T) {
	newBot := func(level string, seat int, seed uint64) (int, error) {
		if level != "easy" {
			return 0, fmt.Errorf("no bot %q", level)
		}
		return seat, nil
	}
	seats := []Seat{{Kind: game.Human}, {Kind: game.Bot, Level: "easy"}}
	if err := CheckSeats(seats, 2, newBot); err != nil {
		t.Error(err)
	}
	if err := CheckSeats(seats, 3, newBot); err == nil || err.Error() != "2 seats for 3 players" {
		t.Errorf("too few seats: %v", err)
	}
	seats[1].Level = "genius"
	if err := CheckSeats(seats, 2, newBot); err == nil || err.Error() != `seat 2: no bot "genius"` {
		t.Errorf("an unknown level: %v", err)
	}
}

// TestLogKeepsTheNewest: the log keeps the newest maxLog lines, and agrees
// its verbs with "You".
func TestLogKeepsTheNewest(t *testing.T) {
	c := NewCore([]Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Level: "easy"}})
	for i := 0; i < maxLog+5; i++ {
		c.Notef("line %d", i)
	}
	if l := c.Log(); len(l) != maxLog || l[0] != "line 5" || l[maxLog-1] != fmt.Sprintf("line %d", maxLog+4) {
		t.Errorf("%d lines, %q ... %q", len(l), l[0], l[len(l)-1])
	}
	c.Note("You rolls")
	if l := c.Log(); l[len(l)-1] != "You roll" {
		t.Errorf("not agreed: %q", l[len(l)-1])
	}
	if c.Name(1) != "Seat 2" || c.Name(0) != "You" || c.Name(7) != "Seat 8" || c.Person() != 0 || c.HotSeat() {
		t.Errorf("names %q %q, person %d, hot seat %v", c.Name(0), c.Name(1), c.Person(), c.HotSeat())
	}
}

// TestStepped: a loop Step that applied says so; one still waiting, or a
// replay's chance past its record (ScriptEnded from then), says nothing in
// the log; a failure is
// logged, a seat's by its name without the loop's "seat N: ".
func TestStepped(t *testing.T) {
	c := NewCore([]Seat{{Name: "Ann", Kind: game.Human}, {Kind: game.Bot, Level: "easy"}})
	if !c.Stepped(0, nil) || !c.Stepped(engine.ChancePlayer, nil) {
		t.Error("a step applied is not Stepped")
	}
	if c.Stepped(1, game.ErrWaiting) || c.ScriptEnded() {
		t.Error("a seat still deciding is Stepped, or the record's end")
	}
	if c.Stepped(engine.ChancePlayer, ErrScriptEnd) || len(c.Log()) != 0 {
		t.Errorf("waiting or a record's end: Stepped, or logged %q", c.Log())
	}
	if !c.ScriptEnded() {
		t.Error("a replay past its record's end does not say so (its table would wait for it)")
	}
	if c.Stepped(0, fmt.Errorf("seat 0: %w", errors.New("not legal"))) {
		t.Error("a failed step is Stepped")
	}
	if c.Stepped(engine.ChancePlayer, errors.New("no outcome")) {
		t.Error("a failed chance is Stepped")
	}
	want := []string{"Ann: not legal", "Chance failed: no outcome"}
	if l := c.Log(); !slices.Equal(l, want) {
		t.Errorf("log %q, want %q", l, want)
	}
}

// TestRecorder: a loop's Applied hook writes each action with its seat in
// the record, in order, marks the autosave and keeps the step's events.
func TestRecorder(t *testing.T) {
	st := storage.NewMemory()
	a := NewAutosave(Options{Store: st}, "auto.json")
	var doc record.Doc[int, string]
	var last []int
	applied := Recorder(&doc, &a, &last)
	applied([]string{"x", "y"}, []int{2, 0}, []int{7})
	applied([]string{"z"}, []int{1}, []int{8, 9})
	if len(doc.History) != 3 {
		t.Fatalf("%d steps written, want 3", len(doc.History))
	}
	for i, want := range []struct {
		a  string
		by int
	}{{"x", 2}, {"y", 0}, {"z", 1}} {
		if s := doc.History[i]; s.Action != want.a || s.By == nil || *s.By != want.by {
			t.Errorf("step %d: %v by %v, want %s by %d", i, s.Action, s.By, want.a, want.by)
		}
	}
	if !slices.Equal(last, []int{8, 9}) {
		t.Errorf("events kept %v, want the last step's [8 9]", last)
	}
	a.Flush(func() ([]byte, error) { return []byte("saved"), nil }, t.Errorf)
	if data, err := st.Load("auto.json"); err != nil || string(data) != "saved" {
		t.Errorf("the autosave was not marked changed: %q %v", data, err)
	}
}

// failing is a store whose saves fail while fail is set.
type failing struct {
	storage.Store
	fail bool
}

func (f *failing) Save(key string, data []byte) error {
	if f.fail {
		return errors.New("disk full")
	}
	return f.Store.Save(key, data)
}

// TestAutosave: only new steps are written, under the key of the options;
// a failure is noted once and kept until saving works again; a failed
// save is tried again at the next step, or after retryFlushes flushes
// (not every frame).
func TestAutosave(t *testing.T) {
	st := &failing{Store: storage.NewMemory()}
	a := NewAutosave(Options{Store: st}, "auto.json")
	var notes []string
	note := func(f string, args ...any) { notes = append(notes, fmt.Sprintf(f, args...)) }
	writes := 0
	write := func() ([]byte, error) { writes++; return []byte(fmt.Sprint(writes)), nil }
	a.Flush(write, note)
	if writes != 0 {
		t.Fatal("written with no new step")
	}
	a.Changed()
	st.fail = true
	for range retryFlushes + 1 { // a failed save, then the wait
		a.Flush(write, note)
	}
	if a.Err() == nil || len(notes) != 1 || !strings.Contains(notes[0], "disk full") || writes != 1 {
		t.Fatalf("failing: %v %q, %d writes in %d flushes", a.Err(), notes, writes, retryFlushes+1)
	}
	a.Flush(write, note) // the wait is over: tried again
	if writes != 2 {
		t.Fatalf("%d writes after the wait", writes)
	}
	st.fail = false
	a.Flush(write, note) // waiting again
	a.Changed()          // a new step: tried at once
	a.Flush(write, note)
	a.Flush(write, note)
	if data, err := st.Load("auto.json"); err != nil || string(data) != "3" || a.Err() != nil || len(notes) != 2 || notes[1] != "Saving works again." {
		t.Errorf("recovered: %q %v, %v %q", data, err, a.Err(), notes)
	}
	if NewAutosave(Options{Key: "mine.json"}, "auto.json").key != "mine.json" {
		t.Error("the options' key is not used")
	}
}

func TestLoadWithoutASave(t *testing.T) {
	parse := func(b []byte) (string, error) { return string(b), nil }
	resume := func(s string, _ Options) (string, error) { return "resumed " + s, nil }
	if _, err := Load(Options{}, "k", parse, resume); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("no store: %v", err)
	}
	m := storage.NewMemory()
	if _, err := Load(Options{Store: m}, "k", parse, resume); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("no save: %v", err)
	}
	_ = m.Save("other", []byte("x"))
	if g, err := Load(Options{Store: m, Key: "other"}, "k", parse, resume); err != nil || g != "resumed x" {
		t.Errorf("%q %v", g, err)
	}
}
