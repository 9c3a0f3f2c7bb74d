package cardtable

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestPanelTextsApart: a seat's panel's words and chip cards never
// overlap one another nor leave the panel, at 12 CSS px or more, at
// every phone size of the tests (360x640 and 390x844 upright, 640x360
// and 844x390 on the side) and on desktops (1280x800, 800x600), with two
// to five seats of 16-letter names, money hidden and open (seven
// figures), no chip cards, two colours and all five, 0 cards placed and
// STOPPED, picking, picked or neither, each table in the form its panels
// take (panelFormOf). Each panel shows the money whole (in the form's
// words) and the name whole. Before, at 640x360 with five seats "Money
// hidden" and the chips ran over the names; then the names were cut
// ("Bart…") at 640x360 with four or five seats and two chip colours or
// more, and at 800x600 with four or five seats ("Bartholomew K…": the
// role kept its place where the name at 1.1 times the line's size no
// longer fitted beside it): 90 panels.
func TestPanelTextsApart(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, sz := range [][2]int{{360, 640}, {390, 844}, {640, 360}, {844, 390}, {1280, 800}, {800, 600}} {
		for n := cards.MinPlayers; n <= cards.MaxPlayers; n++ {
			for _, open := range []bool{false, true} {
				tb := panelTable(t, fonts, sz[0], sz[1], n, open)
				for _, v := range panelVariants() {
					b := tb.board()
					for p := range n {
						b.seats[p] = v.c
					}
					var pws [cards.MaxPlayers]*panelWords
					for p := range n {
						pws[p] = new(panelWords)
						pws[p].set(panelInfoOf(&b.seats[p], tb.sess.Name(p), tb.sess.Seats()[p].Role(), v.status, ui.ColText))
					}
					form := tb.panelFormOf(&b, &pws)
					for p, r := range tb.lay.panels {
						where := fmt.Sprintf("%dx%d, %d seats, open %v, %s, seat %d", sz[0], sz[1], n, open, v.name, p)
						pl := tb.layPanel(&b, p, r, pws[p], form)
						for _, why := range panelFaults(tb, &b, p, r, &pl) {
							t.Errorf("%s: %s", where, why)
						}
						checked++
					}
				}
			}
		}
	}
	if checked < 6*14*2*len(panelVariants()) {
		t.Errorf("only %d panels checked", checked)
	}
}

// panelVariant is a seat's counts and status, given to every seat.
type panelVariant struct {
	name   string
	c      seatCounts
	status string
}

// panelVariants are the counts a panel is checked with: the fewest and
// the most words.
func panelVariants() []panelVariant {
	var all [casino.NumChipColours]uint8
	for i := range all {
		all[i] = 3
	}
	most := seatCounts{placed: cards.StopAt, hand: 0, deck: 28, glass: 17, chips: all, notes: 1_230_000}
	few := seatCounts{hand: 5, deck: 28}
	return []panelVariant{
		{"fresh", few, ""}, {"picking", few, "picking…"}, {"picked", few, "picked"},
		{"stopped with chips", most, ""}, {"stopped with chips, picked", most, "picked"},
		{"chips, picking", seatCounts{placed: 4, hand: 1, deck: 13, glass: 10, chips: all, notes: 990_000}, "picking…"},
		{"two colours, picked", seatCounts{placed: 3, hand: 2, deck: 20, glass: 5, chips: [casino.NumChipColours]uint8{0, 2, 0, 5}, notes: 1_230_000}, "picked"},
	}
}

// panelFaults is what is wrong with panel p's layout pl at r.
func panelFaults(tb *Table, b *board, p int, r ui.Rect, pl *panelLay) []string {
	var out []string
	k := tb.kit
	rects := make([]ui.Rect, pl.n)
	money := tb.moneyText(b, p, pl.form)
	name, hasMoney := tb.sess.Name(p), false
	for i := range pl.items[:pl.n] {
		it := &pl.items[i]
		rects[i] = it.rect(k)
		if q := rects[i]; q.X < r.X || q.MaxX() > r.MaxX() || q.Y < r.Y || q.MaxY() > r.MaxY() {
			out = append(out, fmt.Sprintf("%q at %v leaves the panel %v", it.s, q, r))
		}
		if it.rad == 0 && it.size*tb.vp.Scale < minText-0.01 {
			out = append(out, fmt.Sprintf("%q at %.1f CSS px", it.s, it.size*tb.vp.Scale))
		}
		for j := range i {
			if it.on && j == i-1 {
				continue // a chip colour's count on its dot
			}
			if q := rects[j]; q.Overlaps(rects[i]) && pl.items[j].y == it.y {
				out = append(out, fmt.Sprintf("%q at %v over %q at %v", it.s, rects[i], pl.items[j].s, q))
			}
		}
		hasMoney = hasMoney || it.s == money
	}
	if !hasMoney {
		out = append(out, fmt.Sprintf("no %q", money))
	}
	if pl.n == 0 || pl.items[0].s != name || pl.cut {
		out = append(out, fmt.Sprintf("the name %q is not shown whole first", name))
	}
	return out
}

// longNames are five names of 16 letters, the longest a person may give.
var longNames = []string{"Maximilian Stone", "Alexandra Wright", "Christopher Lane", "Bartholomew Kidd", "Evangeline Moore"}

// panelTable is a table of n seats named with 16 letters (a person and
// bots, chip cards in play, money open or hidden) at its first pick,
// laid out for a w x h window.
func panelTable(t *testing.T, fonts *assets.Fonts, w, h, n int, open bool) *Table {
	t.Helper()
	seats := []cardplay.Seat{{Kind: game.Human, Name: longNames[0]}}
	for len(seats) < n {
		seats = append(seats, cardplay.Seat{Kind: game.Bot, Name: longNames[len(seats)], Level: "medium"})
	}
	sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: n, Chips: true, OpenMoney: open}, Seats: seats, Seed: 17}, cardplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(sess, fonts, Options{Width: w, Height: h})
	lend(tb, fonts, w, h)
	tb.fit()
	return tb
}

// rect is where item it lies.
func (it *panelItem) rect(k *ui.Kit) ui.Rect {
	if it.rad > 0 {
		return ui.R(it.x, it.y-it.rad, 2*it.rad, 2*it.rad)
	}
	return ui.R(it.x, it.y-it.size/2, k.TextWidth(it.s, it.f, it.size), it.size)
}

// TestChipsWordAllOrNone: the panels write the word "chips" before their
// chip cards all or none: at 1280x800 a seat of two colours has room for
// it beside "Money hidden" and one of three does not, so while both show
// neither says it. Before, the first said "chips" and the second did not.
func TestChipsWordAllOrNone(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	tb := panelTable(t, fonts, 1280, 800, 4, false)
	b := tb.board()
	b.seats[0].chips = [casino.NumChipColours]uint8{1, 1}
	says := func(p int) bool {
		r := tb.lay.panels[p]
		pws := tb.seatWords(&b)
		pl := tb.layPanel(&b, p, r, pws[p], tb.panelFormOf(&b, &pws))
		return pl.has("chips")
	}
	if !says(0) {
		t.Error("alone with chip cards, seat 0 does not say \"chips\"")
	}
	b.seats[1].chips = [casino.NumChipColours]uint8{0, 1, 1, 1}
	if says(0) || says(1) {
		t.Errorf("with three colours beside two, the panels say \"chips\": %v, %v", says(0), says(1))
	}
}

// TestShortDollars: a one-line panel's short money (formShort) is the
// thousands, every sum of the game being a multiple of $10,000.
func TestShortDollars(t *testing.T) {
	for d, want := range map[int]string{1_530_000: "$1,530k", 90_000: "$90k", 0: "$0", 1_500: "$1,500"} {
		if got := shortDollars(d); got != want {
			t.Errorf("shortDollars(%d) = %q, want %q", d, got, want)
		}
	}
}
