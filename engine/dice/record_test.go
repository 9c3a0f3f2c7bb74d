package dice

import (
	"os"
	"strings"
	"testing"
)

func goldenText(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("testdata/tie-shared-win.json")
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

// Decoding is strict: unknown keys, keys written twice and keys in the
// wrong case are errors of one line that name the line; the game field is
// checked; sizes and step counts are capped.
func TestParseRecordStrict(t *testing.T) {
	g := goldenText(t)
	if _, err := ParseRecord([]byte(g)); err != nil {
		t.Fatalf("the golden record: %v", err)
	}
	cases := []struct{ name, data, want string }{
		{"typo", edit(t, g, `"history"`, `"histroy"`), `unknown key "histroy"`},
		{"typo line", edit(t, g, `"history"`, `"histroy"`), "line 8:"},
		{"wrong case", edit(t, g, `"seed"`, `"Seed"`), `key "Seed" must be written "seed"`},
		{"twice", edit(t, g, `"seed": 0,`, `"seed": 0, "seed": 1,`), `key "seed" written twice`},
		{"rules unknown", edit(t, g, `"rounds": 1`, `"rounds": 1, "roundz": 2`), `unknown key "roundz" in "rules"`},
		{"rules case", edit(t, g, `"players": 2`, `"Players": 2`), `must be written "players"`},
		{"rules twice", edit(t, g, `"players": 2`, `"players": 2, "players": 3`), `written twice in "rules"`},
		{"seat key", edit(t, g, `{"name": "Anna", "kind": "human"}`, `{"name": "Anna", "kind": "human", "colour": 1}`), `unknown key "colour" in seat`},
		{"seat twice", edit(t, g, `{"name": "Anna", "kind": "human"}`, `{"name": "Anna", "kind": "human", "kind": "exec:x"}`), `"kind" written twice in seat`},
		{"step twice", edit(t, g, `{"place": 1, "by": 0}`, `{"place": 1, "by": 0, "by": 1}`), `"by" written twice in step`},
		{"step case", edit(t, g, `{"place": 1, "by": 0}`, `{"Place": 1, "by": 0}`), `must be written "place"`},
		{"result key", edit(t, g, `"winners"`, `"winner"`), `unknown key "winner" in "result"`},
		{"other game", edit(t, g, `"version": 1,`, `"version": 1, "game": "royale",`), `the game "royale"`},
		{"long name", edit(t, g, `"Anna"`, `"`+strings.Repeat("A", MaxSeatName+1)+`"`), "name is 257 bytes"},
		{"short result", edit(t, g, `"money": [50000, 50000]`, `"money": [50000]`), "money and notes for each"},
		{"too big", g + strings.Repeat(" ", MaxRecordBytes), "more than"},
		{"too many steps", edit(t, g, `{"deal": 50000}, {"deal": 50000}, {"deal": 50000},`, strings.Repeat(`{"deal": 50000},`, MaxRecordSteps)), "steps; a record has at most"},
		{"deep", edit(t, g, `"history": [`, `"history": [`+strings.Repeat("[", 100)+strings.Repeat("]", 100)+`,`), "nested more than"},
	}
	for _, c := range cases {
		_, err := ParseRecord([]byte(c.data))
		if err == nil || !strings.Contains(err.Error(), c.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: %v, want one line with %q", c.name, err, c.want)
		}
	}
	for _, ok := range []string{g, edit(t, g, `"version": 1,`, `"version": 1, "game": "dice",`)} {
		if _, err := ParseRecord([]byte(ok)); err != nil {
			t.Errorf("%v", err)
		}
	}
}

// The stated result is checked in full: money, notes and winners.
func TestReplayChecksTheWholeResult(t *testing.T) {
	g := goldenText(t)
	for _, c := range []struct{ name, old, new, want string }{
		{"money", `"money": [50000, 50000]`, `"money": [50000, 40000]`, "has $40000"},
		{"notes", `"notes": [1, 1]`, `"notes": [1, 2]`, "won 2 notes"},
		{"winners", `"winners": [0, 1]`, `"winners": [0]`, "winners are [0]"},
		{"winners", `"winners": [0, 1]`, `"winners": [0, 0]`, "winners are [0 0]"},
	} {
		rec, err := ParseRecord([]byte(edit(t, g, c.old, c.new)))
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if _, err := rec.Replay(nil); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
	rec, _ := ParseRecord([]byte(edit(t, g, `"winners": [0, 1]`, `"winners": [1, 0]`)))
	if _, err := rec.Replay(nil); err != nil {
		t.Errorf("winners in another order: %v", err)
	}
}

// A record written now says which game it is, and reads back.
func TestRecordGameField(t *testing.T) {
	rec := NewRecord(Classic(2), nil, 1)
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), `"game": "dice"`) {
		t.Errorf("no game field:\n%s", data)
	}
	back, err := ParseRecord(data)
	if err != nil || back.Game != GameName {
		t.Errorf("read back: %v %+v", err, back)
	}
}
