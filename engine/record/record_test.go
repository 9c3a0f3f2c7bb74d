package record_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/testgame"
)

// playPick plays a game of Pick with random choices and returns its
// history as record steps, a joint move written one step per acting seat.
func playPick(t *testing.T, seed uint64) (*testgame.State, []record.Step[testgame.Action]) {
	t.Helper()
	r := engine.NewRand(seed)
	s, err := testgame.New(3)
	if err != nil {
		t.Fatal(err)
	}
	var steps []record.Step[testgame.Action]
	add := func(a testgame.Action, by int) {
		steps = append(steps, record.Step[testgame.Action]{Action: a, By: &by})
	}
	for !s.IsTerminal() {
		switch cp := s.CurrentPlayer(); cp {
		case engine.ChancePlayer:
			a := s.SampleChance(r)
			if _, err := s.Apply(a); err != nil {
				t.Fatal(err)
			}
			add(a, cp)
		case engine.SimultaneousPlayer:
			var acts []testgame.Action
			for _, p := range s.Acting() {
				l := s.LegalFor(p)
				acts = append(acts, l[r.Intn(len(l))])
				add(acts[len(acts)-1], p)
			}
			if _, err := s.ApplyJoint(acts); err != nil {
				t.Fatal(err)
			}
		default:
			t.Fatalf("Pick has no turns, got seat %d", cp)
		}
	}
	return s, steps
}

func TestReplayJointMoves(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		want, steps := playPick(t, seed)
		fresh, _ := testgame.New(3)
		var calls, withEvents int
		got, err := record.Replay(fresh, steps, func(i int, a testgame.Action, evs []testgame.Event) {
			if i != calls {
				t.Fatalf("each called for step %d, want %d", i, calls)
			}
			calls++
			if len(evs) > 0 {
				withEvents++
			}
		})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if calls != len(steps) || withEvents == 0 {
			t.Errorf("seed %d: each called %d times for %d steps (%d with events)", seed, calls, len(steps), withEvents)
		}
		if err := record.ResultOf(want.Standings()).Check(got.Standings()); err != nil {
			t.Errorf("seed %d: %v", seed, err)
		}
	}
}

func TestReplayErrorsNameTheStep(t *testing.T) {
	_, steps := playPick(t, 3)
	first := -1 // the first step of the first joint move
	for i, st := range steps {
		if *st.By >= 0 {
			first = i
			break
		}
	}
	cases := []struct {
		name string
		edit func([]record.Step[testgame.Action])
		step int
		want string
	}{
		{"chance written as a seat", func(s []record.Step[testgame.Action]) { *s[0].By = 1 }, 1, "written as by 1, but chance is to act"},
		{"second seat out of order", func(s []record.Step[testgame.Action]) { *s[first+1].By = 2 }, first + 2, "but seat 1 is to act"},
		{"a card the seat does not hold", func(s []record.Step[testgame.Action]) { s[first+2].Action = 9 }, first + 3, "not a choice seat 2 has now"},
	}
	for _, c := range cases {
		bad := make([]record.Step[testgame.Action], len(steps))
		for i, st := range steps {
			by := *st.By
			bad[i] = record.Step[testgame.Action]{Action: st.Action, By: &by}
		}
		c.edit(bad)
		fresh, _ := testgame.New(3)
		_, err := record.Replay(fresh, bad, nil)
		var re *record.ReplayError[testgame.Action]
		if !errors.As(err, &re) || re.Step != c.step || !errors.Is(err, engine.ErrIllegal) || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got %v, want step %d with %q", c.name, err, c.step, c.want)
		}
	}
}

// A save written while seats are still choosing replays to the position
// before the joint move: the choices made so far are not applied.
func TestReplayStopsBeforeAnUnfinishedJointMove(t *testing.T) {
	_, steps := playPick(t, 5)
	first := -1
	for i, st := range steps {
		if *st.By >= 0 {
			first = i
			break
		}
	}
	fresh, _ := testgame.New(3)
	s, err := record.Replay(fresh, steps[:first+2], nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.CurrentPlayer() != engine.SimultaneousPlayer || len(s.Acting()) != 3 {
		t.Errorf("after a half joint move: player %d, acting %v", s.CurrentPlayer(), s.Acting())
	}
}

type rules struct {
	Players int  `json:"players"`
	Fast    bool `json:"fast,omitempty"`
}

var spec = record.Spec{Game: "pick", Rules: rules{}, Steps: []string{"card"}}

const good = `{
  "format": "lasvegas-record",
  "version": 1,
  "game": "pick",
  "rules": {"players": 2},
  "seats": [{"name": "Anna", "kind": "human"}, {"name": "Bo", "kind": "bot:easy"}],
  "seed": 7,
  "history": [
    {"card": 3, "by": -1}
  ]
}`

func TestParseHeadStrict(t *testing.T) {
	h, err := record.ParseHead([]byte(good), spec)
	if err != nil || h.Game != "pick" || len(h.History) != 1 || h.Seats[1].Name != "Bo" || h.Seed != 7 {
		t.Fatalf("good record: %v %+v", err, h)
	}
	cases := []struct{ name, old, new, want string }{
		{"unknown key", `"seed": 7`, `"seed": 7, "sede": 1`, `line 7: unknown key "sede"`},
		{"twice", `"seed": 7`, `"seed": 7, "seed": 8`, `key "seed" written twice`},
		{"case", `"players": 2`, `"Players": 2`, `must be written "players"`},
		{"rules key", `"players": 2`, `"players": 2, "slow": true`, `unknown key "slow" in "rules" (want players, fast)`},
		{"step key case", `"card": 3`, `"Card": 3`, `must be written "card"`},
		{"other game", `"game": "pick"`, `"game": "dice"`, `a record of the game "dice", not "pick"`},
		{"no game", `"game": "pick",`, ``, `no "game"`},
		{"newer", `"version": 1`, `"version": 2`, `newer than this program reads`},
		{"format", `lasvegas-record`, `chess`, `not a Las Vegas game record`},
		{"truncated", "  ]\n}", ``, `truncated`},
		{"type", `"seed": 7`, `"seed": "x"`, `has the wrong type`},
		{"long name", `"Anna"`, `"` + strings.Repeat("A", record.MaxSeatName+1) + `"`, `name is 257 bytes`},
		{"no rules", `"rules": {"players": 2},`, ``, `no "rules"`},
	}
	for _, c := range cases {
		data := strings.Replace(good, c.old, c.new, 1)
		if data == good {
			t.Fatalf("%s: edit did nothing", c.name)
		}
		_, err := record.ParseHead([]byte(data), spec)
		if !errors.Is(err, record.ErrRecord) || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: got %v, want %q on one line", c.name, err, c.want)
		}
	}
	if _, err := record.ParseHead([]byte(good+strings.Repeat(" ", record.MaxBytes)), spec); err == nil {
		t.Error("a record over MaxBytes was read")
	}
}

func TestStepsReadAndWrite(t *testing.T) {
	parse := func(key string, raw json.RawMessage) (int, error) {
		var n int
		err := json.Unmarshal(raw, &n)
		return n, err
	}
	by := 2
	line := record.WriteStep("card", "4", &by)
	if string(line) != `{"card":4,"by":2}` {
		t.Errorf("WriteStep: %s", line)
	}
	n, gotBy, err := record.ReadStep(line, []string{"card"}, parse)
	if err != nil || n != 4 || gotBy == nil || *gotBy != 2 {
		t.Errorf("ReadStep: %d %v %v", n, gotBy, err)
	}
	for in, want := range map[string]string{
		`{"cards":4}`:          `unknown action "cards" (want card)`,
		`{"card":4,"deal":1}`:  `want exactly one action key`,
		`[1]`:                  `not an object`,
		`{"card":4,"by":"me"}`: `"by" must be a seat number`,
	} {
		if _, _, err := record.ReadStep([]byte(in), []string{"card"}, parse); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: got %v, want %q", in, err, want)
		}
	}
	out, err := record.Marshal(struct {
		Game    string `json:"game"`
		History []int  `json:"history"`
	}{Game: "pick"}, [][]byte{line, line})
	if err != nil || !strings.Contains(string(out), "[\n    {\"card\":4,\"by\":2},\n    {\"card\":4,\"by\":2}\n  ]") {
		t.Errorf("Marshal: %v\n%s", err, out)
	}
}

func TestResultCheck(t *testing.T) {
	st := []engine.Standing{{Seat: 0, Money: 50000, Notes: 2, Winner: true}, {Seat: 1, Money: 50000, Notes: 2, Winner: true}, {Seat: 2, Money: 10000, Notes: 1}}
	res := record.ResultOf(st)
	if err := res.Check(st); err != nil {
		t.Fatal(err)
	}
	res.Winners = []int{1, 0} // any order
	if err := res.Check(st); err != nil {
		t.Error(err)
	}
	res.Money[2] = 20000
	if err := res.Check(st); err == nil || !strings.Contains(err.Error(), "seat 2 has $20000") {
		t.Errorf("a wrong sum passed: %v", err)
	}
	if err := record.ResultOf(st).CheckShape(4); err == nil {
		t.Error("a result for 3 seats passed as one for 4")
	}
}

type over struct{ st []engine.Standing }

func (over) IsTerminal() bool               { return true }
func (o over) Standings() []engine.Standing { return o.st }
func cardStep(st record.Step[int]) ([]byte, error) {
	return record.WriteStep("card", fmt.Sprint(st.Action), st.By), nil
}

// A game's record written with Doc reads back the same with Parse.
func TestDocRoundTrip(t *testing.T) {
	d := record.NewDoc[rules, int]("pick", rules{Players: 2}, []record.SeatInfo{{Name: "Anna", Kind: "human"}, {Name: "Bo", Kind: "bot:easy"}}, 9)
	d.Add(3, -1)
	d.Add(5, 1)
	d.Finish(over{[]engine.Standing{{Seat: 1, Money: 10000, Notes: 1, Winner: true}, {Seat: 0}}})
	data, err := d.Marshal(cardStep)
	if err != nil {
		t.Fatal(err)
	}
	parse := func(key string, raw json.RawMessage) (int, error) {
		var n int
		err := json.Unmarshal(raw, &n)
		return n, err
	}
	check := func(r rules) (int, error) { return r.Players, nil }
	back, err := record.Parse(data, spec, check, parse)
	if err != nil {
		t.Fatalf("%v\n%s", err, data)
	}
	again, _ := back.Marshal(cardStep)
	if string(again) != string(data) || back.Result.Winners[0] != 1 || *back.History[1].By != 1 {
		t.Errorf("read back differs:\n%s\n%s", data, again)
	}
	if _, err := record.Parse(data, spec, func(rules) (int, error) { return 3, nil }, parse); err == nil || !strings.Contains(err.Error(), "2 seats for 3 players") {
		t.Errorf("seats against players: %v", err)
	}
}
