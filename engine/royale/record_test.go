package royale

import (
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/record"
)

func goldenText(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("testdata/two-players-neutral.json")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// edit replaces old by new once in s, and fails if old is not there.
func edit(t *testing.T, s, old, new string) string {
	t.Helper()
	if !strings.Contains(s, old) {
		t.Fatalf("%q is not in the golden record; fix the test", old)
	}
	return strings.Replace(s, old, new, 1)
}

// Bad records are one-line errors that say what is wrong, and where.
func TestParseRecordErrors(t *testing.T) {
	g := goldenText(t)
	cases := []struct{ name, data, want string }{
		{"typo", edit(t, g, `"history"`, `"histroy"`), `unknown key "histroy"`},
		{"other game", edit(t, g, `"game": "royale"`, `"game": "dice"`), `the game "dice"`},
		{"no game", edit(t, g, `"game": "royale",`, ``), `no "game"`},
		{"rules key", edit(t, g, `"players": 2`, `"players": 2, "tilez": 3`), `unknown key "tilez" in "rules"`},
		{"rules", edit(t, g, `"players": 2`, `"players": 7`), "7 players"},
		{"tiles in the basic game", edit(t, g, `"players": 2`, `"players": 2, "tiles": 3`), "only for the main game"},
		{"seats", edit(t, g, `{"name": "Ben", "kind": "human"}`, `{"name": "Ben", "kind": "human"}, {"name": "C", "kind": "human"}`), "3 seats for 2 players"},
		{"unknown action", edit(t, g, `{"place": 6, "by": 0}`, `{"plaice": 6, "by": 0}`), `step 15: unknown action "plaice"`},
		{"bad face", edit(t, g, `{"place": 6, "by": 0}`, `{"place": 9, "by": 0}`), "step 15: place \"9\": want a face 1-6"},
		{"bad roll", edit(t, g, `{"roll": "11111111", "by": -1}`, `{"roll": "1111x111", "by": -1}`), "step 13: roll \"1111x111\": faces are digits 1-6"},
		{"bad card", edit(t, g, `{"card": "60k", "by": -1}`, `{"card": "65k", "by": -1}`), "step 1: card \"65k\""},
		{"two actions", edit(t, g, `{"place": 6, "by": 0}`, `{"place": 6, "sitout": "", "by": 0}`), "want exactly one action key"},
		{"short result", edit(t, g, `"money": [240000, 250000]`, `"money": [240000]`), "money and notes for each"},
		{"truncated", g[:len(g)/2], "truncated"},
	}
	for _, c := range cases {
		_, err := ParseRecord([]byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") || !errors.Is(err, record.ErrRecord) {
			t.Errorf("%s: %v, want one line with %q", c.name, err, c.want)
		}
	}
}

// A replay stops at the first step that cannot be played, names it, and
// checks the written result in full.
func TestReplayErrors(t *testing.T) {
	g := goldenText(t)
	cases := []struct{ name, data, want string }{
		{"a card the pile has no more of", edit(t, g, `{"card": "60k", "by": -1}`, `{"card": "100k", "by": -1}, {"card": "100k", "by": -1}, {"card": "100k", "by": -1}, {"card": "100k", "by": -1}, {"card": "100k", "by": -1}, {"card": "100k", "by": -1}, {"card": "100k", "by": -1}, {"card": "100k", "by": -1}`), "step 8 (card 100k): illegal action"},
		{"wrong seat", edit(t, g, `{"place": 6, "by": 0}`, `{"place": 6, "by": 1}`), "step 15 (place 6): illegal action: written as by 1, but seat 0 is to act"},
		{"a face not rolled", edit(t, g, `{"place": 6, "by": 0}`, `{"place": 5, "by": 0}`), "step 15 (place 5): illegal action"},
		{"too few dice", edit(t, g, `{"roll": "6666666b6", "by": -1}`, `{"roll": "666666b6", "by": -1}`), "step 14 (roll 666666b6): illegal action: roll 666666b6: a roll of 7 dice and the Biggy is due"},
		{"result money", edit(t, g, `"money": [240000, 250000]`, `"money": [250000, 250000]`), "seat 0 has $250000"},
		{"result winners", edit(t, g, `"winners": [1]`, `"winners": [0]`), "winners are [0]"},
	}
	for _, c := range cases {
		rec, err := ParseRecord([]byte(c.data))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		_, err = rec.Replay(nil)
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want one line with %q", c.name, err, c.want)
		}
	}
	// Cut short, a record without a result replays to where it stops.
	cut := edit(t, g, `"result"`, `"resultx"`)
	if _, err := ParseRecord([]byte(cut)); err == nil {
		t.Error("an unknown key was accepted")
	}
}

// Every action's text form reads back as the same action.
func TestActionTextRoundTrip(t *testing.T) {
	acts := []Action{Place(1), Place(6), SitOut(), CardOf(30000), CardOf(100000),
		RollOf(Roll{C: [6]uint8{1, 0, 2, 0, 0, 4}, Big: 3}), RollOf(Roll{Big: 6}), RollOf(Roll{C: [6]uint8{9}})}
	for t2 := 0; t2 < numTiles; t2++ {
		acts = append(acts, Action{Kind: ActTile, X: uint8(t2)})
	}
	for _, a := range acts {
		b, err := ParseAction(a.String())
		if err != nil || b != a {
			t.Errorf("%v: read back as %v, %v", a, b, err)
		}
	}
	for _, bad := range []string{"", "place", "place 0", "card 30", "card 35k", "roll", "roll b", "roll 7", "roll 1b12", "tile I1", "sitout 1", "dance"} {
		if a, err := ParseAction(bad); err == nil {
			t.Errorf("%q read as %v", bad, a)
		}
	}
}

// CardOf is the chance outcome "a card of dollars is drawn".
func CardOf(dollars int) Action { return Action{Kind: ActCard, X: uint8(dollars / Unit)} }
