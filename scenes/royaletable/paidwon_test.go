//go:build !js

package royaletable

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// TestPanelsCountThePaidLines: under a round's payout the seats' panels
// count the money cards of the lines shown so far, line by line (the
// casinos from 6 to 1): the board's cards as the payout began, and one
// more for each "Name $X" of a line shown; never "no money cards yet" for
// a seat a shown line names a winner. 16 bot games of 2 to 5 seats, every
// round's payout, every count of lines shown; a long press on a panel
// says the same count. Before, the panels kept the board's count while
// the lines named the winners.
func TestPanelsCountThePaidLines(t *testing.T) {
	k := measureKit(t)
	checked := 0
	for seed := uint64(1); seed <= 16; seed++ {
		n := 2 + int(seed%4)
		tb := botTable(t, n, 6, seed)
		tb.kit = k
		var paid []royale.Event
		for i := 0; i < 20000 && !tb.sess.Over(); i++ {
			st := tb.sess.Update(time.Millisecond)
			if st == nil {
				continue
			}
			for _, e := range st.Events {
				if e.Kind == royale.EvWin && e.C >= 1 && e.Tile < 0 {
					paid = append(paid, e)
				}
			}
			tb.startStep(st)
			if tb.payout == nil {
				continue
			}
			tb.step, tb.flights = nil, nil
			checked += checkPaidPanels(t, tb, fmt.Sprintf("seed %d, %s", seed, tb.payTitle), paid)
			tb.payout, tb.payBoard, paid = nil, nil, nil
		}
	}
	if checked == 0 {
		t.Error("no payout line named a seat's win: the games test nothing")
	}
}

// checkPaidPanels checks the panels' counts for every count of the
// payout's lines shown, against the wins paid; it returns how many wins
// of seats the lines named.
func checkPaidPanels(t *testing.T, tb *Table, name string, paid []royale.Event) int {
	t.Helper()
	s := tb.shown()
	if s != tb.payBoard || s == nil {
		t.Fatalf("%s: the payout's board is not shown", name)
	}
	wins := 0
	for shown := 0; shown <= len(tb.payout); shown++ {
		tb.payShown = shown
		var want [royale.MaxPlayers]int
		for _, line := range tb.payout[:min(shown, tb.payEnd())] {
			var c int
			if _, err := fmt.Sscanf(line, "%d", &c); err != nil {
				t.Fatalf("%s: line %q names no casino", name, line)
			}
			for _, e := range paid {
				if int(e.C) == c && e.Who >= 0 && int(e.Who) < s.Players() {
					want[e.Who]++
					wins++
				}
			}
		}
		for p := 0; p < s.Players(); p++ {
			w, base := tb.won(s, p), s.Won(p)
			if got := w.N(); got != base.N()+want[p] {
				t.Errorf("%s, %d lines shown: seat %d's panel counts %d cards, want %d and the %d the lines name", name, shown, p, got, base.N(), want[p])
			}
			r := tb.lay.panels[p]
			tb.explainAt(r.CX(), r.CY()) // a long press explains the panel as it shows
			if says := plural(base.N()+want[p], "money card") + " won"; !strings.Contains(tb.press.text, says) {
				t.Errorf("%s, %d lines shown: seat %d's explanation %q does not say %q", name, shown, p, tb.press.text, says)
			}
		}
	}
	return wins
}
