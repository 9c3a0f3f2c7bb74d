package dicetable

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// replayRecords are the dice game's golden records.
func replayRecords(t *testing.T) map[string]*dice.Record {
	t.Helper()
	files, _ := filepath.Glob("../../engine/dice/testdata/saves-*/*.json")
	more, _ := filepath.Glob("../../engine/dice/testdata/*.json")
	files = append(files, more...)
	if len(files) < 4 {
		t.Fatalf("found %d records", len(files))
	}
	out := map[string]*dice.Record{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := CheckReplay(data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[filepath.Base(f)] = rec
	}
	return out
}

// drain plays the source to its end as the table does (events popped,
// then Advance), and returns the number of events.
func drain(r *ReplaySource) int {
	n := 0
	for {
		for {
			if _, ok := r.NextEvent(); !ok {
				break
			}
			n++
		}
		if adv, _ := r.Advance(); !adv {
			return n
		}
	}
}

// A replay plays every step of the record, only while playing or when a
// step is asked for, and ends where the record does.
func TestReplaySourcePlaysTheRecord(t *testing.T) {
	for name, rec := range replayRecords(t) {
		want, err := rec.Replay(nil)
		if err != nil {
			t.Fatal(err)
		}
		r := NewReplaySource(rec, 0, false)
		if adv, _ := r.Advance(); adv {
			t.Errorf("%s: a paused replay advanced", name)
		}
		r.steps = 1
		if adv, _ := r.Advance(); !adv || r.pos != 1 {
			t.Errorf("%s: a step asked for was not taken (pos %d)", name, r.pos)
		}
		if adv, _ := r.Advance(); adv {
			t.Errorf("%s: one step asked for took two", name)
		}
		r.playing = true
		if drain(r) == 0 {
			t.Errorf("%s: no events", name)
		}
		if !r.AtEnd() || r.pos != len(rec.History) {
			t.Errorf("%s: stopped at step %d of %d", name, r.pos, len(rec.History))
		}
		if r.Over() != want.IsTerminal() || !reflect.DeepEqual(r.st.Standings(), want.Standings()) {
			t.Errorf("%s: the replay ends unlike the record", name)
		}
		if want.IsTerminal() && len(r.rounds) != rec.Rules.Rounds {
			t.Errorf("%s: %d rounds found, want %d", name, len(r.rounds), rec.Rules.Rounds)
		}
	}
}

// Starting at a step (a step back, a jump to a round) gives the position
// that playing up to it gives; each round starts in its round.
func TestReplaySourceRebuildsAnyStep(t *testing.T) {
	for name, rec := range replayRecords(t) {
		n := len(rec.History)
		for _, k := range []int{0, 1, n / 3, n - 1, n} {
			a := NewReplaySource(rec, k, false)
			b := NewReplaySource(rec, 0, false)
			b.steps = k
			for i := 0; i < k; i++ {
				b.steps = 1
				b.Advance()
				b.queue, b.head = b.queue[:0], 0
			}
			if a.pos != k || b.pos != k || !reflect.DeepEqual(a.st, b.st) {
				t.Errorf("%s: step %d rebuilt (pos %d) differs from step %d played (pos %d)", name, k, a.pos, k, b.pos)
			}
			if got := len(a.Record().History); got != k {
				t.Errorf("%s: the record so far has %d steps at step %d", name, got, k)
			}
		}
		for r, start := range NewReplaySource(rec, 0, false).rounds {
			s := NewReplaySource(rec, start, false)
			if s.st.Round() != r || s.RoundOf(start) != r {
				t.Errorf("%s: round %d starts at step %d, in round %d", name, r+1, start, s.st.Round()+1)
			}
		}
	}
}

// A spectator sees money face down unless the rules make it open, and
// every seat's money at the end; a seat that was a program is a name.
func TestReplaySourceHidesMoneyAndPrograms(t *testing.T) {
	for name, rec := range replayRecords(t) {
		r := NewReplaySource(rec, len(rec.History)*3/4, false)
		if r.Over() {
			continue
		}
		for p := 0; p < rec.Rules.Players; p++ {
			if hidden := r.View().Money(p) < 0; hidden == rec.Rules.OpenMoney {
				t.Errorf("%s: seat %d money hidden=%v with open money %v", name, p+1, hidden, rec.Rules.OpenMoney)
			}
		}
	}
	rec := replayRecords(t)["classic-4p-finished.json"]
	rec.Seats[1].Kind = "exec:sh -c 'touch /tmp/x'"
	r := NewReplaySource(rec, 0, true)
	if d := r.Seats()[1]; d.Bot != "program" || d.Name != rec.Seats[1].Name || strings.Contains(d.Bot+d.Name, "touch") {
		t.Errorf("a program's seat reads %+v", d)
	}
	drain(r)
	if f := r.Final(); f == nil || f.Money(0) < 0 {
		t.Error("the end does not reveal the money")
	}
}

// The replay's half-way picture ("replay-midgame") is taken in the middle
// of the middle round, with dice on the casinos (the game's middle step
// was a deal in some records: casinos empty).
func TestReplayMidgameHasDice(t *testing.T) {
	for name, rec := range replayRecords(t) {
		src := NewReplaySource(rec, 0, false)
		if src.Rounds() < 2 {
			continue
		}
		at := midRound(src, len(rec.History))
		s := NewReplaySource(rec, at, false)
		if want := (src.Rounds() - 1) / 2; s.st.Round() != want {
			t.Errorf("%s: step %d is in round %d, want the middle round %d", name, at, s.st.Round()+1, want+1)
		}
		units := 0
		for c := 1; c <= s.st.Casinos(); c++ {
			for q := 0; q <= s.st.Rules().Players; q++ {
				units += s.st.UnitsOn(c, q)
			}
		}
		if units == 0 {
			t.Errorf("%s: no dice on the casinos at step %d", name, at)
		}
	}
}
