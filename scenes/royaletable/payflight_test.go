//go:build !js

package royaletable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// worth is the money of cards in dollars.
func worth(c royale.Cards) int {
	n := 0
	for v, k := range c {
		n += v * int(k) * royale.Unit
	}
	return n
}

// at reports whether the point (x, y) is the middle of r.
func at(r ui.Rect, x, y float64) bool { return x == r.CX() && y == r.CY() }

// TestPayoutLinesFly: a round's payout is told line by line, tick by
// tick as the table runs it: as a line shows, its casino's money cards
// leave it (the casino shows none while they fly) and fly to the seats
// the line names (or to the bank); a seat's panel counts them only once
// they have landed, by exactly the money and chips that flew in and out
// of it. The step that paid the round flies no casino's money (forEachPayout
// checks it). 16 bot games of 2 to 5 seats, every payout. Before, the
// money flew with the step while the casinos still showed it, and the
// panels counted each line as it showed, before and apart from the
// flights.
func TestPayoutLinesFly(t *testing.T) {
	flown, landed := 0, 0
	forEachPayout(t, func(tb *Table, name string, _ []royale.Event, _ *royale.State, _ [royale.MaxPlayers]int) {
		s, l := tb.shown(), tb.lay
		n := s.Players()
		var money, chips [royale.MaxPlayers]int // the panels as last seen
		var inMoney, inChips [royale.MaxPlayers]int
		look := func() {
			for p := 0; p < n; p++ {
				money[p], chips[p] = worth(tb.won(s, p)), tb.chips(s, p)
			}
		}
		look()
		for tick := 0; tick < 5000; tick++ {
			wasAir := len(tb.payFlights) > 0
			if !tb.payStep() {
				if tb.payPage < tb.payLayout().pages()-1 {
					tb.payPage++
					continue
				}
				break
			}
			if len(tb.payFlights) > 0 && !wasAir { // a line took off: what it moves
				var wrong int
				inMoney, inChips, wrong = lineMoves(tb, n, &flown)
				if wrong > 0 {
					t.Errorf("%s: casino %d's money flies with casino %d's line", name, wrong, tb.payLines[tb.payShown-1])
				}
			}
			for _, f := range tb.payFlights {
				for c := 1; c <= royale.Casinos; c++ {
					if hi, lo := tb.pair(s, c); f.what == pMoney && at(l.casinos[c-1], f.x0, f.y0) && (hi != 0 || lo != 0) {
						t.Errorf("%s, tick %d: casino %d still shows $%d and $%d while its cards fly", name, tick, c, hi, lo)
					}
				}
			}
			for p := 0; p < n; p++ {
				m, ch := worth(tb.won(s, p)), tb.chips(s, p)
				switch {
				case len(tb.payFlights) > 0 && (m != money[p] || ch != chips[p]):
					t.Errorf("%s, tick %d: seat %d's panel counts $%d and %d chips while its line flies, before $%d and %d", name, tick, p, m, ch, money[p], chips[p])
				case wasAir && len(tb.payFlights) == 0:
					if m != money[p]+inMoney[p] || ch != chips[p]+inChips[p] {
						t.Errorf("%s, tick %d: seat %d's panel went from $%d and %d chips to $%d and %d as its line landed; $%d and %d chips flew to it", name, tick, p, money[p], chips[p], m, ch, inMoney[p], inChips[p])
					}
					landed++
				}
			}
			look()
		}
		if tb.payBusy() {
			t.Errorf("%s: the payout was still told after 5000 ticks (%d of %d lines)", name, tb.payShown, len(tb.payout))
		}
	})
	t.Logf("%d casinos' cards flew, %d panels saw a line land", flown, landed)
	if flown == 0 || landed == 0 {
		t.Errorf("%d casinos' cards flew, %d panels saw a line land: the games test nothing", flown, landed)
	}
}

// lineMoves is what the flights of the payout's line in the air move
// into each of n seats' panels (out of it: less): money and chips; flown
// counts the money cards that leave a casino, wrong is a casino other
// than the line's whose money flies (0: none).
func lineMoves(tb *Table, n int, flown *int) (money, chips [royale.MaxPlayers]int, wrong int) {
	l, line := tb.lay, tb.payLines[tb.payShown-1]
	for _, f := range tb.payFlights {
		for c := 1; c <= royale.Casinos; c++ {
			if f.what == pMoney && at(l.casinos[c-1], f.x0, f.y0) {
				*flown++
				if c != line {
					wrong = c
				}
			}
		}
		for p := 0; p < n; p++ {
			sign := 0
			switch {
			case at(l.panels[p], f.x1, f.y1):
				sign = 1
			case at(l.panels[p], f.x0, f.y0):
				sign = -1
			}
			switch f.what {
			case pMoney:
				money[p] += sign * f.n * royale.Unit
			case pChips:
				chips[p] += sign * f.n
			}
		}
	}
	return money, chips, wrong
}
