package cardtable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// TestReplayPanelsSayWhoPlayed: a seat's panel says who plays it (a
// person, a bot's level), and in a replay who played it in the record
// (Options.Roles, from game.RolesOf): a program is "program", a person
// "person", though the replay's own seats are all played by the record
// (playkit.Watched) and would say "medium". Before, a card-game replay
// said "medium" of every seat.
func TestReplayPanelsSayWhoPlayed(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	tb := panelTable(t, fonts, 1280, 800, 3, false)
	check := func(want ...string) {
		t.Helper()
		b := tb.board()
		pws := tb.seatWords(&b)
		for p, w := range want {
			if got := tb.role(p); got != w || pws[p] == nil || pws[p].in.role != w {
				t.Errorf("seat %d: role %q, panel words %+v; want %q", p, got, pws[p], w)
			}
		}
	}
	check("person", "medium", "medium")
	tb.opts.Roles = []string{"program", "easy", "person"}
	check("program", "easy", "person")
}
