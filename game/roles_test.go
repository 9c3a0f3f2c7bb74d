package game

import (
	"slices"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// TestRolesOf: a record's seats say who played them as a seat's Role
// does: a bot's level, "person", "program" for a program, never its
// command. A replay's panels show these words: before, Royale's and the
// card game's replays said "medium" of every seat, as the replay's own
// seats are (playkit.Watched).
func TestRolesOf(t *testing.T) {
	infos := []record.SeatInfo{
		{Name: "Ann", Kind: "human"},
		{Name: "Ace", Kind: "bot:easy"},
		{Name: "Cal", Kind: "exec:/usr/bin/touch /tmp/x"},
		{Name: "Old", Kind: ""},
		{Name: "Hal", Kind: "bot:hard"},
	}
	got := RolesOf(infos)
	want := []string{"person", "easy", "program", "person", "hard"}
	if !slices.Equal(got, want) {
		t.Errorf("RolesOf = %q, want %q", got, want)
	}
	for i, info := range infos {
		s, _ := SeatFromInfo(info, i, []string{"/usr/bin/touch /tmp/x"})
		if s.Role() != got[i] {
			t.Errorf("seat %d: RoleOf %q, the seat read back says %q", i, got[i], s.Role())
		}
		if strings.Contains(got[i], "touch") {
			t.Errorf("seat %d's role shows its command: %q", i, got[i])
		}
	}
}
