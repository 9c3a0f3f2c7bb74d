package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func run(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Run(args, &out, &errb)
	return code, out.String(), errb.String()
}

const golden = "../../engine/dice/testdata/slot-machine-example.json"

func TestReplayGolden(t *testing.T) {
	code, out, errs := run("replay", golden)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !strings.Contains(out, "1. Ben") || !strings.Contains(out, "winner") {
		t.Errorf("output:\n%s", out)
	}
	code, out, _ = run("replay", "--json", golden)
	var res ReplayJSON
	if code != ExitOK || json.Unmarshal([]byte(out), &res) != nil {
		t.Fatalf("json: %d %s", code, out)
	}
	if !res.Finished || len(res.Winners) != 1 || res.Winners[0] != 1 || res.Standings[0].Money != 60000 {
		t.Errorf("json result %+v", res)
	}
}

func TestReplayBadRecords(t *testing.T) {
	good, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cases := []struct {
		name, data, want string
	}{
		{"truncated", string(good[:len(good)/2]), "truncated"},
		{"future", strings.Replace(string(good), `"version": 1`, `"version": 7`, 1), "newer"},
		{"illegal", strings.Replace(string(good), `{"slot": 4, "by": 2}`, `{"slot": 6, "by": 2}`, 1), "step 15"},
		{"garbage", "\x00\x01binary", "malformed"},
		{"empty", "", "empty"},
		{"notarecord", `{"hello": 1}`, "not a Las Vegas game record"},
		{"badaction", strings.Replace(string(good), `{"place": 5, "by": 0}`, `{"jump": 5}`, 1), "step 11"},
		{"wrongseat", strings.Replace(string(good), `{"place": 5, "by": 0}`, `{"place": 5, "by": 2}`, 1), "step 11"},
		{"badresult", strings.Replace(string(good), `"money": [50000, 60000`, `"money": [50000, 90000`, 1), "result says"},
	}
	for _, c := range cases {
		f := filepath.Join(dir, c.name+".json")
		os.WriteFile(f, []byte(c.data), 0o644)
		code, _, errs := run("replay", f)
		if code != ExitBad {
			t.Errorf("%s: exit %d, want %d", c.name, code, ExitBad)
		}
		if strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, c.want) {
			t.Errorf("%s: message %q, want one line with %q", c.name, errs, c.want)
		}
	}
	if code, _, _ := run("replay", filepath.Join(dir, "missing.json")); code != ExitBad {
		t.Errorf("missing file: exit %d", code)
	}
}

func TestSimRandom(t *testing.T) {
	code, out, errs := run("sim", "--games", "50", "--preset", "online", "--players", "6", "--chips", "on")
	if code != ExitOK || !strings.Contains(out, "games/s") || !strings.Contains(out, "seat 6") {
		t.Errorf("exit %d\n%s%s", code, out, errs)
	}
	if code, _, _ := run("sim", "--players", "6", "--preset", "classic", "--neutral", "maybe"); code != ExitBad {
		t.Errorf("bad flag value accepted")
	}
	if code, _, _ := run("sim", "--players", "9"); code != ExitBad {
		t.Errorf("9 players accepted")
	}
}

// Replaying a record that names a program never starts it, and seat names
// are printed without terminal escapes.
func TestReplayNeverStartsAProgram(t *testing.T) {
	good, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	pwned := filepath.Join(dir, "pwned")
	evil := strings.Replace(string(good), `{"name": "Ben", "kind": "human"}`,
		`{"name": "Ben\u001b[2J\u0000", "kind": "exec:sh -c 'touch `+pwned+`'"}`, 1)
	if evil == string(good) {
		t.Fatal("the golden record changed; fix the test")
	}
	f := filepath.Join(dir, "evil.json")
	if err := os.WriteFile(f, []byte(evil), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{{"replay", f}, {"replay", "--json", f}, {"replay", "-v", f}} {
		code, out, errs := run(args...)
		if code != ExitOK {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		if strings.ContainsAny(out, "\x1b\x00") {
			t.Errorf("%v: raw control bytes in the output:\n%q", args, out)
		}
		if !strings.Contains(out, "Ben") {
			t.Errorf("%v: no Ben in\n%s", args, out)
		}
	}
	if _, err := os.Stat(pwned); err == nil {
		t.Fatal("replay started the record's program")
	}
}

// Endless or huge input fails fast with one line, and a typo in a key is
// an error, not a replay of 0 steps.
func TestReplayBoundedInput(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err == nil {
		t0 := time.Now()
		code, _, errs := run("replay", "/dev/zero")
		if code != ExitBad || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "not a regular file") {
			t.Errorf("/dev/zero: exit %d, %q", code, errs)
		}
		if d := time.Since(t0); d > 5*time.Second {
			t.Errorf("/dev/zero took %v", d)
		}
	}
	big := filepath.Join(t.TempDir(), "big.json")
	os.WriteFile(big, bytes.Repeat([]byte(" "), 3<<20), 0o644)
	if code, _, errs := run("replay", big); code != ExitBad || strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "more than") {
		t.Errorf("3 MiB: exit %d, %q", code, errs)
	}
	good, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	f := filepath.Join(t.TempDir(), "typo.json")
	os.WriteFile(f, []byte(strings.Replace(string(good), `"history"`, `"histroy"`, 1)), 0o644)
	if code, _, errs := run("replay", f); code != ExitBad || !strings.Contains(errs, `unknown key "histroy"`) {
		t.Errorf("typo: exit %d, %q", code, errs)
	}
}

func TestSplitSeats(t *testing.T) {
	got, err := splitSeats(`exec:'my bot' --mode=a,b,medium, exec:"x \" ,y",hard`)
	want := []string{`exec:'my bot' --mode=a`, "b", "medium", `exec:"x \" ,y"`, "hard"}
	if err != nil || strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
	if got, err := splitSeats(`exec:'a,b`); err == nil {
		t.Errorf("unclosed quote: %q", got)
	}
	if code, _, errs := run("sim", "--seats", "random,random", "--games", "2", "-q", "--ext-timeout", "1s", "--ext-start-timeout", "3s"); code != ExitOK {
		t.Errorf("limit flags: exit %d: %s", code, errs)
	}
	// One seat is a mistake said once, in words, not a rules error.
	if code, _, errs := run("sim", "--seats", "foo"); code != ExitBad || !strings.Contains(errs, "names 1 seat") || strings.Count(errs, "random, easy") != 1 {
		t.Errorf("--seats foo: exit %d: %s", code, errs)
	}
}

const cardsGolden = "../../engine/cards/testdata/golden-2p-chips.json"

// Every game's records replay through the same command, chosen by the
// record's "game".
func TestReplayOtherGames(t *testing.T) {
	code, out, errs := run("replay", "-v", cardsGolden)
	if code != ExitOK || !strings.Contains(out, "Game over") || !strings.Contains(out, "winner") {
		t.Fatalf("cards: exit %d\n%s%s", code, out, errs)
	}
	good, err := os.ReadFile(cardsGolden)
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(t.TempDir(), "bad.json")
	for _, c := range []struct{ old, new, want string }{
		{`"game": "cards"`, `"game": "poker"`, `a record of the game "poker", which this program does not know`},
		{`{"pick":"1,1,1,1,11","by":0}`, `{"pick":"4,4,2","by":0}`, "step"},
	} {
		if err := os.WriteFile(bad, []byte(strings.Replace(string(good), c.old, c.new, 1)), 0o600); err != nil {
			t.Fatal(err)
		}
		code, _, errs := run("replay", bad)
		if code != ExitBad || !strings.Contains(errs, c.want) || strings.Count(errs, "\n") != 1 {
			t.Errorf("%s: exit %d, %q", c.new, code, errs)
		}
	}
}

func TestSimCards(t *testing.T) {
	code, out, errs := run("sim", "--game", "cards", "--games", "30", "--players", "5", "--chips", "on", "--variant", "sequential")
	if code != ExitOK || !strings.Contains(out, "games/s") || !strings.Contains(out, "seat 5") {
		t.Errorf("random: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = run("sim", "--game=cards", "--games", "4", "--seats", "medium,random", "-q")
	if code != ExitOK || !strings.Contains(out, "games of cards, 2 players") {
		t.Errorf("seats: exit %d\n%s%s", code, out, errs)
	}
	for _, args := range [][]string{
		{"--game", "cards", "--players", "6"},
		{"--game", "cards", "--variant", "both"},
		{"--game", "cards", "--chips", "maybe"},
		{"--game", "cards", "--preset", "online"}, // a dice flag
		{"--game", "chess"},
	} {
		if code, _, _ := run(append([]string{"sim", "--games", "1"}, args...)...); code != ExitBad {
			t.Errorf("%v: exit %d, want %d", args, code, ExitBad)
		}
	}
}

func TestRoyaleSimAndReplay(t *testing.T) {
	code, out, errs := run("sim", "--game", "royale", "--games", "20", "--players", "5", "--tiles", "6")
	if code != ExitOK || !strings.Contains(out, "seat 5") {
		t.Errorf("random: exit %d\n%s%s", code, out, errs)
	}
	code, out, errs = run("sim", "--game", "royale", "--variant", "basic", "--games", "2", "--seats", "medium,easy", "-q")
	if code != ExitOK || !strings.Contains(out, "games of royale, 2 players") {
		t.Errorf("seats: exit %d\n%s%s", code, out, errs)
	}
	for _, args := range [][]string{{"--variant", "basic", "--tiles", "2"}, {"--tiles", "7"}, {"--tileset", "Z9"}, {"--variant", "royal"}} {
		if code, _, _ := run(append([]string{"sim", "--game", "royale", "--games", "1"}, args...)...); code != ExitBad {
			t.Errorf("%v: exit %d", args, code)
		}
	}
	code, out, errs = run("replay", "../../engine/royale/testdata/main-three-players-six-tiles.json")
	if code != ExitOK || !strings.Contains(out, "Game over") {
		t.Errorf("replay: exit %d\n%s%s", code, out, errs)
	}
}

// sim --records writes every game's record, and each replays.
func TestSimWritesRecords(t *testing.T) {
	for _, args := range [][]string{
		{"--preset", "online"},
		{"--game", "cards", "--chips", "on"},
		{"--game", "royale", "--tiles", "6"},
	} {
		dir := t.TempDir()
		code, _, errs := run(append([]string{"sim", "--games", "2", "--seats", "easy,random", "-q", "--records", dir}, args...)...)
		if code != ExitOK {
			t.Fatalf("%v: exit %d: %s", args, code, errs)
		}
		for _, f := range []string{"game-0001.json", "game-0002.json"} {
			code, out, errs := run("replay", filepath.Join(dir, f))
			if code != ExitOK || !strings.Contains(out, "Game over") || !strings.Contains(out, "winner") {
				t.Errorf("%v %s: exit %d\n%s%s", args, f, code, out, errs)
			}
		}
	}
}

// A record that starts with a UTF-8 byte order mark (Windows Notepad
// writes one) is read, in every game.
func TestReplayReadsBOM(t *testing.T) {
	for _, name := range []string{golden, cardsGolden, "../../engine/royale/testdata/two-players-neutral.json"} {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f := filepath.Join(t.TempDir(), "bom.json")
		os.WriteFile(f, append([]byte("\xef\xbb\xbf"), data...), 0o644)
		if code, out, errs := run("replay", f); code != ExitOK || !strings.Contains(out, "winner") {
			t.Errorf("%s with a BOM: exit %d, %q", name, code, errs)
		}
	}
}
