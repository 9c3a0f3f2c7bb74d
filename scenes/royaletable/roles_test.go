//go:build !js

package royaletable

import "testing"

// TestReplayPanelsSayWhoPlayed: a seat's panel says who plays it (a
// person, a bot's level), and in a replay who played it in the record
// (Options.Roles, from game.RolesOf): a program is "program", a person
// "person", though the replay's own seats are all played by the record
// (playkit.Watched) and would say "medium". Before, a Royale replay said
// "medium" of every seat.
func TestReplayPanelsSayWhoPlayed(t *testing.T) {
	tb, _, _ := animTable(t, "A2")
	for p, want := range []string{"person", "random", "random"} {
		if got := tb.role(p); got != want {
			t.Errorf("seat %d plays as %q, want %q", p, got, want)
		}
	}
	tb.opts.Roles = []string{"program", "easy", "person"}
	for p, want := range tb.opts.Roles {
		if got := tb.role(p); got != want {
			t.Errorf("in a replay seat %d played as %q, want %q", p, got, want)
		}
	}
	if got := tb.role(7); got != "" {
		t.Errorf("seat 7 of three: %q", got)
	}
}
