package cardtable

import (
	"fmt"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTipsClear: every explanation the table can show (each casino, the
// chip cards at it, each card of the hand, each seat's money), in its
// own words, lies beside its thing, inside the window below the top bar,
// and over nothing a player reads at a casino: no casino's name, notes'
// row (notes and chip cards) or dice totals, at every phone size of the
// tests (360x640 and 390x844 upright, 640x360 and 844x390 on the side)
// and on a desktop, with two to five seats. Before, a box below a casino
// at 360x640 was moved past the next row's names only, onto its notes.
func TestTipsClear(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, sz := range [][2]int{{1280, 800}, {844, 390}, {640, 360}, {390, 844}, {360, 640}} {
		for n := cards.MinPlayers; n <= cards.MaxPlayers; n++ {
			tb := tipTable(t, fonts, sz[0], sz[1], n)
			checked := 0
			for _, it := range tipItems(tb) {
				box, _, _ := tb.tipPlace(it)
				if why := tipCovers(&tb.lay, tb.itemRect(it), box); why != "" {
					t.Errorf("%dx%d, %d seats: the explanation of %+v: %s", sz[0], sz[1], n, it, why)
				}
				checked++
			}
			if checked < cards.NumCasinos*2+n+1 {
				t.Errorf("%dx%d, %d seats: only %d explanations to check (no chips or hand?)", sz[0], sz[1], n, checked)
			}
		}
	}
}

// tipTable is a table of n seats (you and bots, chip cards in play) at
// your first pick, laid out for a w x h window.
func tipTable(t *testing.T, fonts *assets.Fonts, w, h, n int) *Table {
	t.Helper()
	seats := []cardplay.Seat{playkit.PersonSeat("You")}
	for len(seats) < n {
		seats = append(seats, playkit.BotSeat(fmt.Sprintf("Bot %d", len(seats)), "easy"))
	}
	sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: n, Chips: true}, Seats: seats, Seed: 17}, cardplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for range 100 {
		if st, _ := sess.Stage(); st == cardplay.StagePick {
			break
		}
		sess.Update(time.Millisecond)
	}
	tb := NewTable(sess, fonts, Options{Width: w, Height: h})
	lend(tb, fonts, w, h)
	tb.fit()
	tb.syncHand()
	return tb
}

// tipItems is every thing the table can explain now.
func tipItems(tb *Table) []tipItem {
	var items []tipItem
	for c := 1; c <= cards.NumCasinos; c++ {
		items = append(items, tipItem{tipCasino, c}, tipItem{tipChip, c})
	}
	for i := range tb.slots {
		items = append(items, tipItem{tipHand, i})
	}
	for p := range tb.sess.SharedView().Players() {
		items = append(items, tipItem{tipMoney, p})
	}
	var out []tipItem
	for _, it := range items {
		if tb.valid(it) {
			out = append(out, it)
		}
	}
	return out
}

// tipCovers says what an explanation's box covers that it must not: its
// thing r, the window's edge or the top bar, or at any casino its name
// (the header), its notes' row or its dice totals (the row above the
// cards placed); "" if nothing.
func tipCovers(l *layout, r, box ui.Rect) string {
	if box.Overlaps(r) || box.X < 0 || box.Y < l.top.MaxY() || box.MaxX() > l.W || box.MaxY() > l.H {
		return fmt.Sprintf("%v lies over its thing %v or outside", box, r)
	}
	for c := range cards.NumCasinos {
		p := l.casinoParts(c, 1)
		totals := ui.R(p.cards.X, p.cards.Y, p.cards.W, l.stackLabel())
		for _, part := range []struct {
			what string
			r    ui.Rect
		}{{"name", p.header}, {"notes", p.notes}, {"dice totals", totals}} {
			if box.Overlaps(part.r) {
				return fmt.Sprintf("%v covers casino %d's %s %v", box, c+1, part.what, part.r)
			}
		}
	}
	return ""
}
