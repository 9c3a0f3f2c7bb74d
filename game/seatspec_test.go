package game

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestParseSeat(t *testing.T) {
	s, ok, err := ParseSeat("hard")
	if err != nil || !ok || s.Kind != Bot || s.Level != "hard" {
		t.Errorf("hard: %+v %v %v", s, ok, err)
	}
	s, ok, err = ParseSeat("name=Anna\x1b[2J,human")
	if err != nil || !ok || s.Kind != Human || s.Name != "Anna[2J" {
		t.Errorf("named human: %+v %v %v", s, ok, err)
	}
	s, ok, err = ParseSeat("name=Py,exec:sh -c 'echo a, b'")
	if err != nil || !ok || s.Kind != External || s.Name != "Py" ||
		!filepath.IsAbs(strings.Fields(s.Command)[0]) || !strings.HasSuffix(s.Command, ` -c 'echo a, b'`) {
		t.Errorf("exec: %+v %v %v", s, ok, err)
	}
	// The resolved command is one a save may start when listed.
	if n := GuardSeat(&Seat{Kind: External, Command: "sh -c 'echo a, b'"}, 0, []string{s.Command}); n != "" {
		t.Errorf("the resolved command does not match the command in a save: %s", n)
	}
	if s, ok, err := ParseSeat("exec:no-such-program-here"); err != nil || ok || s.Command != "no-such-program-here" {
		t.Errorf("missing program: %+v %v %v", s, ok, err)
	}
	for _, bad := range []string{"", "genius", "exec:", "exec:'open", "name=,human", "name=Py"} {
		if s, _, err := ParseSeat(bad); err == nil {
			t.Errorf("ParseSeat(%q) = %+v", bad, s)
		}
	}
}
