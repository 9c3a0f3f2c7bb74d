package registry

import (
	"strings"
	"testing"
)

func TestSplitGame(t *testing.T) {
	for _, c := range []struct {
		args []string
		game string
		rest string
	}{
		{nil, "dice", ""},
		{[]string{"--quick"}, "dice", "--quick"},
		{[]string{"--game", "cards", "--players", "3"}, "cards", "--players 3"},
		{[]string{"--players", "3", "-game=royale"}, "royale", "--players 3"},
		{[]string{"--seat", "2=exec:x --game cards"}, "dice", "--seat 2=exec:x --game cards"},
	} {
		g, rest, err := SplitGame(c.args)
		if err != nil || g != c.game || strings.Join(rest, " ") != c.rest {
			t.Errorf("%q: %q %q %v", c.args, g, rest, err)
		}
	}
	for _, args := range [][]string{{"--game"}, {"--game", "chess"}, {"--game=\x1b[2J"}} {
		if _, _, err := SplitGame(args); err == nil || strings.Contains(err.Error(), "\x1b") {
			t.Errorf("%q: %v", args, err)
		}
	}
}
