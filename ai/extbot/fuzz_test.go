package extbot

import (
	"slices"
	"testing"
)

// FuzzParseAction: whatever a bot writes, parsing never panics, and an
// action it accepts writes back to text that parses to the same action.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"place:3", "slot:6", "kick:seat1", "kick:seat0:biggy", "kick:neutral", "chip:red", "place:", "kick:seat99", "chip:CHARTREUSE", "\x00", "place:3 extra"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			return
		}
		back, err := ParseAction(ActionText(a))
		if err != nil || back != a {
			t.Fatalf("%q parses to %v, written %q, read back %v (%v)", s, a, ActionText(a), back, err)
		}
	})
}

// FuzzSplitCommand: a command line never panics, and what it splits into
// joins back to a line that splits the same.
func FuzzSplitCommand(f *testing.F) {
	for _, s := range []string{`python3 bot.py`, `'/my bots/bot' --name "A, B"`, `"unterminated`, `a\ b`, `""`, `C:\bots\bot.exe`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		args, err := SplitCommand(s)
		if err != nil {
			return
		}
		again, err := SplitCommand(JoinCommand(args))
		if err != nil || !slices.Equal(args, again) {
			t.Fatalf("%q splits to %q, joined %q splits to %q (%v)", s, args, JoinCommand(args), again, err)
		}
	})
}
