package cardtable

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestLinesBoxWhole: a turn's summary and a round's payout, in the hand
// area of a phone (640x360 and 844x390 on its side, 360x640 and 390x844
// upright) and of a desktop (800x600, 1280x800: two columns where every
// line fits its column, else one) with two to five seats named You and
// the bots' names, "Player N" or with 16 letters, show every line whole
// where the box has the rows: a line
// too wide for the column goes on in the next row (ui.Kit.WrapLines),
// the rows closer together (rowLead) where they need it, every row
// within the column and the box; where the box has too few rows (at
// 640x360 "Player N" in a tie of three, five seats' summary), they all
// show and the last lines are cut with "…" as they are drawn. Before,
// each line had one row, cut with "…": at 640x360 "Roxy: a 2 at Pharaoh
// and a double 6 at Nu…" and "Flamingo: You & Roxy tie · Lucky
// $80,000…".
func TestLinesBoxWhole(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	wrapped := 0
	for _, sz := range [][2]int{{640, 360}, {844, 390}, {360, 640}, {390, 844}, {800, 600}, {1280, 800}} {
		for n := cards.MinPlayers; n <= cards.MaxPlayers; n++ {
			for _, names := range [][]string{{"You", "Ace", "Lucky", "Roxy", "Mia"}, {"Player 1", "Player 2", "Player 3", "Player 4", "Player 5"}, longNames} {
				tb := namedTable(t, fonts, sz[0], sz[1], names[:n])
				where := fmt.Sprintf("%dx%d, %q", sz[0], sz[1], names[:n])
				wrapped += checkLinesBox(t, tb, where+", summary", summaryLines(summaryReveal(n), names[:n]))
				wrapped += checkLinesBox(t, tb, where+", payout", payoutLines(payoutEvents(n), names[:n]))
			}
		}
	}
	if wrapped == 0 {
		t.Error("no line was too wide for one row: the test checks nothing")
	}
}

// checkLinesBox checks that lines take rows in tb's hand area whole,
// each row within its room (the column, beside the button below the
// box) and above the hand area's foot, at 12 CSS px or more; lines are
// cut only where every row is taken. It gives how many lines took more
// than a row.
func checkLinesBox(t *testing.T, tb *Table, where string, lines []string) int {
	t.Helper()
	box, lh, size, cw, cols := tb.linesGeom(lines)
	if cols != 1 {
		for _, line := range lines {
			if w := tb.kit.TextWidth(line, ui.FontRegular, size); w > cw-12*tb.lay.u || tb.lay.phone() {
				t.Errorf("%s: %q is %.0f wide in a column of %d, %.0f wide", where, line, w, cols, cw)
			}
		}
		return 0
	}
	rows, room, lh, _ := tb.boxRows(lines, box, lh, size, cw)
	foot := tb.lay.hand.Inset(12 * tb.lay.u).MaxY()
	if size*tb.vp.Scale < minText-0.01 {
		t.Errorf("%s: rows at %.1f CSS px", where, size*tb.vp.Scale)
	}
	var got []string
	for i, r := range rows {
		w := room.width(i)
		if r.cont {
			w -= room.indent
		}
		drawn := tb.cutTo(r.s, ui.FontRegular, size, w) // as fitLeast on a phone
		if tw := tb.kit.TextWidth(drawn, ui.FontRegular, size); tw > w {
			t.Errorf("%s: row %q is %.0f wide in %.0f", where, drawn, tw, w)
		}
		if box.Y+lh*float64(i+1) > foot+1e-6 || i >= room.most && box.X+w > tb.lay.confirm.X {
			t.Errorf("%s: row %d of %d leaves the box or meets the button", where, i+1, len(rows))
		}
		got = append(got, drawn)
	}
	g, w := strings.Join(got, " "), strings.Join(lines, " ")
	switch {
	case g != w && len(rows) < room.all-1:
		t.Errorf("%s: %d rows of %d, lines cut: %q", where, len(rows), room.all, got)
	case g != w:
		t.Logf("%s: all %d rows taken, lines cut: %q", where, room.all, got)
	}
	return len(rows) - len(lines)
}

// namedTable is a table of seats named names (You a person, the others
// bots) at its first pick, laid out for a w x h window.
func namedTable(t *testing.T, fonts *assets.Fonts, w, h int, names []string) *Table {
	t.Helper()
	seats := []cardplay.Seat{{Kind: game.Human, Name: names[0]}}
	for _, n := range names[1:] {
		seats = append(seats, cardplay.Seat{Kind: game.Bot, Name: n, Level: "easy"})
	}
	sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: len(names), Chips: true}, Seats: seats, Seed: 31}, cardplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(sess, fonts, Options{Width: w, Height: h})
	lend(tb, fonts, w, h)
	tb.fit()
	return tb
}

// summaryReveal is a turn in which each of n seats places a double at
// one casino and a single at another, and the second and the fourth stop
// for the round.
func summaryReveal(n int) *cardplay.Reveal {
	r := &cardplay.Reveal{}
	for p := range n {
		r.Placed |= 1 << p
		r.Picks[p][cards.CardOf(p%cards.NumCasinos+1, true)] = 1
		r.Picks[p][cards.CardOf((p+3)%cards.NumCasinos+1, false)] = 1
		if p%2 == 1 {
			r.Events = append(r.Events, cards.Event{Kind: cards.EvStopped, Seat: int8(p)})
		}
	}
	return r
}

// payoutEvents is a round's payout among n seats: at each casino two
// notes, and at Flamingo a tie of the first and the last seat before
// them.
func payoutEvents(n int) []cards.Event {
	var evs []cards.Event
	for c := uint8(1); c <= cards.NumCasinos; c++ {
		if c == 4 {
			evs = append(evs, cards.Event{Kind: cards.EvTie, Casino: c, Mask: 1 | 1<<(n-1), Count: 2})
		}
		evs = append(evs, cards.Event{Kind: cards.EvNotePaid, Casino: c, Seat: int8(int(c) % n), Note: cards.MaxNote},
			cards.Event{Kind: cards.EvNotePaid, Casino: c, Seat: int8((int(c) + 1) % n), Note: cards.MaxNote - 1})
	}
	return evs
}
