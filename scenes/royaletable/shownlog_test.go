//go:build !js

package royaletable

import (
	"testing"
	"time"
)

// The top bar and the dock tell a payout as the board shows it: while the
// step that pays a round flies, the log's line before the step; while the
// payout shows, its newest line shown (its title before any). Before,
// they told the step's last event at once: the payout's last line ("...
// gets a $60,000 card as change.") as its first casino's money began to
// fly. Another step's own line shows as it flies (a roll, a placement).
func TestBarTellsWhatTheBoardShows(t *testing.T) {
	flying, paying, ahead := 0, 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		tb := botTable(t, 2+int(seed%4), 6, seed)
		for i := 0; i < 20000 && !tb.sess.Over(); i++ {
			before := len(tb.sess.Log())
			st := tb.sess.Update(time.Millisecond)
			if st == nil {
				continue
			}
			tb.logBefore = before
			tb.startStep(st)
			log := tb.sess.Log()
			switch {
			case tb.step != nil && firstPaid(st.Events) < 0:
				if got := tb.barLine(); len(log) > 0 && got != log[len(log)-1] {
					t.Fatalf("seed %d: while a step that pays nothing flies the bar says %q, not its line %q", seed, got, log[len(log)-1])
				}
			case tb.step != nil && before > 0:
				flying++
				if got := tb.barLine(); got != log[before-1] {
					t.Fatalf("seed %d: while the step flies the bar says %q, want the line before it %q", seed, got, log[before-1])
				}
				if len(tb.shownLog()) != before {
					t.Fatalf("seed %d: the dock tells %d lines while the step flies, want %d", seed, len(tb.shownLog()), before)
				}
				if len(log) > before {
					ahead++ // the old bar told the step's line already
				}
			}
			if tb.payout == nil {
				continue
			}
			tb.step, tb.flights = nil, nil // landed
			for shown := 0; shown <= len(tb.payout); shown++ {
				tb.payShown = shown
				want := tb.payTitle
				if shown > 0 {
					want = tb.payout[shown-1]
				}
				if got := tb.barLine(); got != want {
					t.Fatalf("seed %d, %d payout lines shown: the bar says %q, want %q", seed, shown, got, want)
				}
				paying++
			}
			tb.payout, tb.payBoard = nil, nil
		}
	}
	if flying == 0 || paying == 0 || ahead == 0 {
		t.Fatalf("steps in flight %d, payout lines %d, lines the old bar told early %d: the games test nothing", flying, paying, ahead)
	}
	t.Logf("%d steps in flight (%d whose line the old bar told before they landed), %d payout moments", flying, ahead, paying)
}
