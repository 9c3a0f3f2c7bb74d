package extbot

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestSplitCommand(t *testing.T) {
	for in, want := range map[string][]string{
		"python3 bot.py":               {"python3", "bot.py"},
		"  a   b\tc ":                  {"a", "b", "c"},
		`sh -c 'touch /tmp/x y'`:       {"sh", "-c", "touch /tmp/x y"},
		`"/my bots/bot" --name="A, B"`: {"/my bots/bot", "--name=A, B"},
		`say "he said \"hi\" \\ \n"`:   {"say", `he said "hi" \ \n`},
		`C:\bots\bot.exe --x`:          {`C:\bots\bot.exe`, "--x"},
		`a''b ''`:                      {"ab", ""},
	} {
		got, err := SplitCommand(in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("SplitCommand(%q) = %q, %v; want %q", in, got, err, want)
		}
		if back, err := SplitCommand(JoinCommand(got)); err != nil || !reflect.DeepEqual(back, got) {
			t.Errorf("JoinCommand(%q) = %q does not split back (%q, %v)", got, JoinCommand(got), back, err)
		}
	}
	for _, bad := range []string{"", "   ", `a 'b`, `a "b`, `a "b\"`} {
		if got, err := SplitCommand(bad); err == nil {
			t.Errorf("SplitCommand(%q) = %q, want an error", bad, got)
		}
	}
}

func TestResolveCommand(t *testing.T) {
	got, err := ResolveCommand("sh -c 'echo a b'")
	if err != nil || !filepath.IsAbs(strings.Fields(got)[0]) || !strings.HasSuffix(got, ` -c 'echo a b'`) {
		t.Errorf("sh: %q, %v", got, err)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "bot"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(dir)
	got, err = ResolveCommand("./bot --x")
	if err != nil || got != filepath.Join(dir, "bot")+" --x" {
		t.Errorf("./bot: %q, %v", got, err)
	}
	if _, err := ResolveCommand("no-such-program-here --x"); err == nil || !strings.Contains(err.Error(), "not found") {
		t.Errorf("missing program: %v", err)
	}
}

func TestQuote(t *testing.T) {
	if q := Quote("a\x1b[2J\x00b", 0); q != `"a\x1b[2J\x00b"` {
		t.Errorf("escapes: %s", q)
	}
	if q := Quote(strings.Repeat("é", 100), 11); q != `"éééé..."` {
		t.Errorf("cut: %s", q)
	}
	if q := Quote(strings.Repeat("\x1b", 100), 20); q != `"\x1b\x1b\x1b\x1b..."` {
		t.Errorf("cut escapes: %s", q)
	}
	if q := Quote("short", 20); q != `"short"` {
		t.Errorf("short: %s", q)
	}
}
