package cards

import (
	"bytes"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
)

const goldenFile = "testdata/golden-2p-chips.json"

// Records round-trip: a random game of every rule set, written, read back
// and replayed, reaches the same final state, and is written the same again.
func TestRecordsRoundTrip(t *testing.T) {
	for i, r := range allRules() {
		s, rec := playRandom(t, r, uint64(500+i), nil)
		rec.Seats = make([]record.SeatInfo, r.Players)
		rec.Finish(s)
		data, err := rec.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseRecord(data)
		if err != nil {
			t.Fatalf("%+v: %v", r, err)
		}
		steps := 0
		got, err := back.Replay(func(int, Action, []Event) { steps++ })
		if err != nil {
			t.Fatalf("%+v: %v", r, err)
		}
		if *got != *s || steps != len(rec.History) {
			t.Fatalf("%+v: the replay differs (%d of %d steps)", r, steps, len(rec.History))
		}
		again, _ := back.Marshal()
		if !bytes.Equal(again, data) {
			t.Fatalf("%+v: written again, the record differs", r)
		}
	}
}

// Every action's text form reads back as the same action.
func TestActionTextRoundTrip(t *testing.T) {
	seen := 0
	for i, r := range allRules() {
		_, rec := playRandom(t, r, uint64(i), nil)
		for _, st := range rec.History {
			back, err := ParseAction(st.Action.String())
			if err != nil || back != st.Action {
				t.Fatalf("%v reads back as %v, %v", st.Action, back, err)
			}
			seen++
		}
	}
	for _, bad := range []string{"", "pick", "pick 4,4,2", "pick 7", "draw 56", "note 20000", "note 35000", "chip teal", "chip Red", "roll 3", "pick 1, 2"} {
		if a, err := ParseAction(bad); err == nil {
			t.Errorf("%q reads as %v", bad, a)
		} else if strings.Contains(err.Error(), "\n") {
			t.Errorf("%q: error spans lines", bad)
		}
	}
	if seen == 0 {
		t.Fatal("no actions")
	}
}

// The golden record replays to its written result, and tells its story:
// in round 1 both seats tie with six dice at casino 1, and seat 1, placing
// there second, finds no chip card left.
func TestGoldenRecord(t *testing.T) {
	if os.Getenv("CARDS_WRITE_GOLDEN") != "" {
		writeGolden(t)
	}
	data, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	var tie, noChip bool
	s, err := rec.Replay(func(_ int, _ Action, evs []Event) {
		for _, e := range evs {
			tie = tie || e.Kind == EvTie && e.Round == 1 && e.Casino == 1 && e.Mask == 0b11 && e.Count == 6
			noChip = noChip || e.Kind == EvNoChip && e.Round == 1 && e.Casino == 1 && e.Seat == 1
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if rec.Result == nil || !s.IsTerminal() || !tie || !noChip {
		t.Fatalf("result %v, over %v, tie %v, no chip %v", rec.Result, s.IsTerminal(), tie, noChip)
	}
}

// writeGolden writes the golden record's game again (run with
// CARDS_WRITE_GOLDEN=1): each round seat 0 draws and places five 1s, then
// five 2s; seat 1 five 3s, then five 1s; notes and chip cards are drawn
// from seed 16.
func writeGolden(t *testing.T) {
	r := Rules{Players: 2, Chips: true}
	s, _ := NewGame(r)
	rec := NewRecord(r, []record.SeatInfo{{Name: "Leo", Kind: "human"}, {Name: "Rebecca", Kind: "human"}}, 16)
	rec.Created = "hand-chosen draws and picks: a tie by dice at casino 1 each round, a chip card claimed where none is left, and a stop after two turns"
	rng := engine.NewRand(16)
	hands := [2][2]string{{"1,1,1,1,11", "2,2,2,2,22"}, {"3,3,3,3,33", "1,1,1,1,11"}}
	for !s.IsTerminal() {
		var sc script
		for p := 0; p < 2; p++ {
			sc.draws[p] = cards(t, strings.Split(hands[p][s.Turn()-1], ",")...)
		}
		for s.CurrentPlayer() == engine.ChancePlayer {
			a := s.SampleChance(rng)
			if s.phase == PhDraw {
				a = drawOf(sc.draws[s.cur][0])
				sc.draws[s.cur] = sc.draws[s.cur][1:]
			}
			rec.Add(a, engine.ChancePlayer)
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if s.CurrentPlayer() != engine.SimultaneousPlayer {
			t.Fatalf("no picks at round %d turn %d", s.Round(), s.Turn())
		}
		acts := []Action{pick(t, hands[0][s.Turn()-1]), pick(t, hands[1][s.Turn()-1])}
		rec.Add(acts[0], 0)
		rec.Add(acts[1], 1)
		if _, err := s.ApplyJoint(acts); err != nil {
			t.Fatal(err)
		}
	}
	rec.Finish(s)
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(goldenFile, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// Bad records fail with one line that says what is wrong and where.
func TestBadRecords(t *testing.T) {
	data, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	g := string(data)
	edit := func(old, new string) string {
		if !strings.Contains(g, old) {
			t.Fatalf("%q is not in the golden record", old)
		}
		return strings.Replace(g, old, new, 1)
	}
	for _, c := range []struct{ name, data, want string }{
		{"empty", "", "empty"},
		{"not json", "{", "bad record"},
		{"other game", edit(`"game": "cards"`, `"game": "dice"`), `"dice"`},
		{"six players", edit(`"players": 2`, `"players": 6`), "2-5"},
		{"unknown rule", edit(`"players": 2`, `"players": 2, "turbo": true`), `"turbo"`},
		{"unknown action", edit(`{"draw":"1","by":-1}`, `{"roll":"1","by":-1}`), `unknown action "roll"`},
		{"bad pick", edit(`{"pick":"1,1,1,1,11","by":0}`, `{"pick":"4,4,2","by":0}`), "step 29: pick 2,4,4"},
		{"bad card", edit(`{"draw":"1","by":-1}`, `{"draw":"12","by":-1}`), `step 19: card "12"`},
		{"card not left", edit(`{"draw":"11","by":-1}`, `{"draw":"1","by":-1}`), "step 23 (draw 1): illegal action: draw 1: seat 0 has no such card left"},
		{"wrong seat", edit(`{"pick":"1,1,1,1,11","by":0}`, `{"pick":"1,1,1,1,11","by":1}`), "step 29"},
		{"pick not held", edit(`{"pick":"1,1,1,1,11","by":0}`, `{"pick":"2","by":0}`), "step 29"},
		{"wrong result", edit(`"winners": [`, `"winners": [1, `), "winners"},
		{"typo key", edit(`"history"`, `"histroy"`), `unknown key "histroy"`},
		{"key twice", edit(`"seed": 16,`, `"seed": 16, "seed": 17,`), `"seed" written twice`},
		{"two actions in a step", edit(`{"draw":"1","by":-1}`, `{"draw":"1","pick":"1","by":-1}`), "step 19"},
		{"bad by", edit(`{"draw":"1","by":-1}`, `{"draw":"1","by":"x"}`), "step 19"},
		{"chance step by a seat", edit(`{"draw":"1","by":-1}`, `{"draw":"1","by":0}`), "step 19"},
		{"note not left", edit(`{"note":100000,"by":-1}`, `{"note":100000,"by":-1},{"note":100000,"by":-1},{"note":100000,"by":-1},{"note":100000,"by":-1},{"note":100000,"by":-1},{"note":100000,"by":-1}`), "no such note is left"},
	} {
		rec, err := ParseRecord([]byte(c.data))
		if err == nil {
			_, err = rec.Replay(nil)
		}
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: error %v, want one line with %q", c.name, err, c.want)
		}
		var re *record.ReplayError[Action]
		if strings.HasPrefix(c.want, "step") && !errors.As(err, &re) && !errors.Is(err, record.ErrRecord) {
			t.Errorf("%s: %v is neither a replay error nor a record error", c.name, err)
		}
	}
}

// A record written by hand, without "by": the notes, every card of both
// shuffles' first hands, and the picks of turn 1. It replays to the
// position after the picks, waiting for seat 0's next card.
func TestHandWrittenRecord(t *testing.T) {
	const text = `{"format": "lasvegas-record", "version": 1, "game": "cards",
  "rules": {"players": 2, "chips": true}, "seats": [], "seed": 0,
  "history": [
    {"note": 30000}, {"note": 40000}, {"note": 50000}, {"note": 60000}, {"note": 70000}, {"note": 80000},
    {"note": 90000}, {"note": 100000}, {"note": 30000}, {"note": 40000}, {"note": 50000}, {"note": 60000},
    {"chipdeal": "red"}, {"chipdeal": "red"}, {"chipdeal": "blue"}, {"chipdeal": "green"}, {"chipdeal": "gold"}, {"chipdeal": "pink"},
    {"draw": "5"}, {"draw": "55"}, {"draw": "5"}, {"draw": "1"}, {"draw": "2"},
    {"draw": "6"}, {"draw": "6"}, {"draw": "4"}, {"draw": "1"}, {"draw": "66"},
    {"pick": "55,5,5"}, {"pick": "6,66"}
  ]}`
	rec, err := ParseRecord([]byte(text))
	if err != nil {
		t.Fatal(err)
	}
	s, err := rec.Replay(nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.Placed(0).DiceAt(5) != 4 || s.Placed(1).DiceAt(6) != 3 || s.GlassSize(0) != 2 || s.GlassSize(1) != 3 {
		t.Errorf("placed %v / %v, glasses %d / %d", s.Placed(0), s.Placed(1), s.GlassSize(0), s.GlassSize(1))
	}
	// Both took the chip card at their casino: seat 0 the gold one at 5,
	// seat 1 the pink one at 6.
	if s.Chips(0)[chipOf(t, "gold")] != 1 || s.Chips(1)[chipOf(t, "pink")] != 1 {
		t.Errorf("chips %v / %v", s.Chips(0), s.Chips(1))
	}
	if s.CurrentPlayer() != engine.ChancePlayer || s.Turn() != 2 || s.Phase() != PhDraw {
		t.Errorf("after turn 1: CurrentPlayer %d, turn %d, phase %d", s.CurrentPlayer(), s.Turn(), s.Phase())
	}
}
