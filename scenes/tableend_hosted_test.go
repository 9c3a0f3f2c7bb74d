package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/screens"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// hostedEndData is a Royale-like end of n seats with 16-letter names, chips
// in every seat's money and ties broken on money cards, and no facts.
func hostedEndData(n int) endData {
	d := endData{rounds: 3, notes: "money cards"}
	for p := 0; p < n; p++ {
		d.standings = append(d.standings, engine.Standing{Seat: p, Rank: p + 1, Winner: p == 0, Money: 1_130_000, NoteMoney: 1_000_000, ChipMoney: 130_000, Notes: 12, TieBreak: "notes"})
		d.names = append(d.names, strings.Repeat("W", 16))
		d.colours = append(d.colours, pieces.DieColour(p))
		d.hist = append(d.hist, []int{400_000, 800_000, 1_130_000})
	}
	return d
}

// The game end of a game without facts (Royale, the card game) on a phone
// upright: the ranking of 2 to 5 seats whole in its panel, each line of
// its money's breakdown wrapped whole at 12 CSS px; on its side, each
// seat's money leaves its name a third of the row at least.
func TestPhoneGameEndOfHostedGames(t *testing.T) {
	k := measureKit(t)
	for _, ph := range screens.Phones {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		c := &scene.Context{VP: vp, Kit: k, Settings: scene.DefaultSettings()}
		u := vp.W / ui.PhoneDesignW
		for n := 2; n <= 5; n++ {
			name := fmt.Sprintf("%vx%v, %d seats", ph[0], ph[1], n)
			e := newEnd("royale-game-end", gameRoyale, hostedEndData(n), endActs{}, false)
			if len(e.facts) != 0 || len(e.lines) != n || !strings.Contains(e.lines[0], "+ chips $130,000") {
				t.Fatalf("%s: lines %q, facts %q", name, e.lines, e.facts)
			}
			l, rounds := e.phoneEndRects(c)
			if need := e.phoneRanking(nil, c, l.rank, u, rounds); need > l.rank.H+1e-6 {
				t.Errorf("%s: the ranking needs %.0f in %.0f", name, need, l.rank.H)
			}
			w := l.rank.W - 16*u - phoneEndIndent*u
			for _, ln := range k.WrapLines(e.lines[0], ui.FontBold, phoneEndMoney*u, w) {
				if k.TextWidth(ln, ui.FontBold, phoneEndMoney*u) > w {
					t.Errorf("%s: %q is wider than %.0f", name, ln, w)
				}
			}
		}
	}
	for _, ph := range screens.OnSide {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		c := &scene.Context{VP: vp, Kit: k}
		u := ui.OnSideUnit(vp.H)
		e := newEnd("cards-game-end", gameCards, hostedEndData(5), endActs{}, false)
		l := landEndRects(c)
		row := l.rank.Inset(6*u).W - 4*u
		money := min(k.TextWidth(e.lines[0], ui.FontBold, landEndName*u), (row-48*u)*2/3)
		if name := row - 4*u - money - 8*u - 44*u; name < row/4 {
			t.Errorf("%vx%v: the name keeps %.0f of a row of %.0f", ph[0], ph[1], name, row)
		}
	}
}
