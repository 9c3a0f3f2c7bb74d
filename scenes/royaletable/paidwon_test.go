//go:build !js

package royaletable

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// paidGame is what a bot game's payouts gave the checks below: the wins a
// line named a seat, and the payouts that paid a seat other than a
// casino's line (the bank's cards a tile pays, Bad Luck's payments).
type paidGame struct{ wins, other int }

// forEachPayout plays 16 bot games of 2 to 5 seats with tiles beside every
// casino, checks that the step that pays a round flies no casino's money
// (its lines do: payflight.go), and calls check under each round's payout, its board shown, with
// the casinos' wins (EvWin) of its steps and the session's view once it
// was paid (the next round's, or the game's end) and the next round's
// chips it holds.
func forEachPayout(t *testing.T, check func(tb *Table, name string, paid []royale.Event, after *royale.State, dealt [royale.MaxPlayers]int)) {
	t.Helper()
	k := measureKit(t)
	for seed := uint64(1); seed <= 16; seed++ {
		n := 2 + int(seed%4)
		tb := botTable(t, n, 6, seed)
		tb.kit = k
		var paid, evs []royale.Event
		for i := 0; i < 20000 && !tb.sess.Over(); i++ {
			st := tb.sess.Update(time.Millisecond)
			if st == nil {
				continue
			}
			evs = append(evs, st.Events...)
			for _, e := range st.Events {
				if e.Kind == royale.EvWin && e.C >= 1 && e.Tile < 0 {
					paid = append(paid, e)
				}
			}
			tb.startStep(st)
			if tb.payout == nil {
				continue
			}
			for _, f := range tb.flights {
				for c := 1; c <= royale.Casinos; c++ {
					if f.what == pMoney && at(tb.lay.casinos[c-1], f.x0, f.y0) {
						t.Errorf("seed %d, %s: casino %d's money flies with the step, before its line", seed, tb.payTitle, c)
					}
				}
			}
			tb.step, tb.flights = nil, nil
			if s := tb.shown(); s != tb.payBoard || s == nil {
				t.Fatalf("seed %d, %s: the payout's board is not shown", seed, tb.payTitle)
			}
			after := tb.sess.View()
			var dealt [royale.MaxPlayers]int // the next round's chips, dealt with its cards
			for i := len(evs) - 1; i >= 0 && !paidEvent(evs[i]); i-- {
				if e := evs[i]; e.Kind == royale.EvChips && e.Tile < 0 && e.Who >= 0 && int(e.Who) < royale.MaxPlayers {
					dealt[e.Who] += int(e.N)
				}
			}
			check(tb, fmt.Sprintf("seed %d, %s", seed, tb.payTitle), paid, after, dealt)
			tb.payout, tb.payBoard, paid, evs = nil, nil, nil, nil
		}
	}
}

// TestPanelsCountThePaidLines: under a round's payout the seats' panels
// count the money cards of the lines shown so far, line by line (the
// casinos from 6 to 1): the board's cards as the payout began, one more
// for each "Name $X" of a line shown, and what the bank paid them with
// them (until Bad Luck's lines, after the casinos', take cards back);
// never "no money cards yet" for a seat a shown line names a winner. Once every line shows, each panel counts the seat's money cards
// and chips as paid: the bank's cards a tile paid and Bad Luck's payments
// (and its change) included, as the next round holds them. 16 bot games
// of 2 to 5 seats, every round's payout, every count of lines shown; a
// long press on a panel says the same counts. Before, the panels kept the
// board's count while the lines named the winners; and the bank's cards
// and Bad Luck's payments reached them only the next round.
func TestPanelsCountThePaidLines(t *testing.T) {
	var g paidGame
	forEachPayout(t, func(tb *Table, name string, paid []royale.Event, after *royale.State, dealt [royale.MaxPlayers]int) {
		checkPaidPanels(t, tb, name, paid, after, dealt, &g)
	})
	if g.wins == 0 {
		t.Error("no payout line named a seat's win: the games test nothing")
	}
	if g.other == 0 {
		t.Error("no payout paid a seat from the bank or for Bad Luck: the games test nothing of it")
	}
}

// checkPaidPanels checks the panels' counts for every count of the
// payout's lines shown, against the wins paid, and once all show against
// after, the session's view once the payout was paid, less the next
// round's chips dealt.
func checkPaidPanels(t *testing.T, tb *Table, name string, paid []royale.Event, after *royale.State, dealt [royale.MaxPlayers]int, g *paidGame) {
	t.Helper()
	s := tb.shown()
	for shown := 0; shown <= len(tb.payout); shown++ {
		tb.payShown, tb.payLanded = shown, shown
		var want [royale.MaxPlayers]int
		paying := false // a Bad Luck line shows: its seat paid cards back
		for _, line := range tb.payout[:min(shown, tb.payEnd())] {
			if strings.HasPrefix(line, badLuckTitle) {
				paying = true
				continue // Bad Luck's line: no casino's
			}
			var c int
			if _, err := fmt.Sscanf(line, "%d", &c); err != nil {
				t.Fatalf("%s: line %q names no casino", name, line)
			}
			for _, e := range paid {
				if int(e.C) == c && e.Who >= 0 && int(e.Who) < s.Players() {
					want[e.Who]++
					g.wins++
				}
			}
		}
		all := shown == len(tb.payout) && tb.payEnd() == len(tb.payout)
		for p := 0; p < s.Players(); p++ {
			won, base := tb.won(s, p), s.Won(p)
			got, chips := won.N(), tb.chips(s, p)
			if !all && !paying && got < base.N()+want[p] {
				t.Errorf("%s, %d lines shown: seat %d's panel counts %d cards, want %d and the %d the lines name", name, shown, p, got, base.N(), want[p])
			}
			if all {
				w, c := after.Won(p), after.Chips(p)-dealt[p]
				if w.N() != base.N()+want[p] || c != s.Chips(p) {
					g.other++
				}
				if got != w.N() || chips != c {
					t.Errorf("%s, all lines shown: seat %d's panel counts %d cards and %d chips, paid %d and %d", name, p, got, chips, w.N(), c)
				}
			}
			r := tb.lay.panels[p]
			tb.explainAt(r.CX(), r.CY()) // a long press explains the panel as it shows
			for _, says := range []string{plural(got, "money card") + " won", plural(chips, "chip") + ":"} {
				if !strings.Contains(tb.press.text, says) {
					t.Errorf("%s, %d lines shown: seat %d's explanation %q does not say %q", name, shown, p, tb.press.text, says)
				}
			}
		}
	}
}
