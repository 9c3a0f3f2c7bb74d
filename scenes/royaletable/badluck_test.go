//go:build !js

package royaletable

import (
	"slices"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// badLuckRound is a round's end: casinos 6 and 4 pay (Pay Day's bank card
// after 4's), then Bad Luck: Ana pays two cards and gets change, Ben pays
// everything he has, Cy has nothing; then the next round is dealt (with a
// card that must not count).
var badLuckRound = []royale.Event{
	{Kind: royale.EvWin, Who: 0, C: 6, Tile: -1, Value: 90000},
	{Kind: royale.EvUnclaimed, Who: -1, C: 6, Tile: -1, Value: 40000, N: 1},
	{Kind: royale.EvWin, Who: 1, C: 4, Tile: -1, Value: 60000},
	{Kind: royale.EvBankPay, Who: 1, Tile: tD1, N: 10000, Value: 30000},
	{Kind: royale.EvBadPay, Who: 0, Tile: tC2, Value: 30000},
	{Kind: royale.EvBadPay, Who: 0, Tile: tC2, Value: 40000},
	{Kind: royale.EvChange, Who: 0, Tile: tC2, Value: 20000},
	{Kind: royale.EvBadPay, Who: 1, Tile: tC2, N: 2, Value: 30000},
	{Kind: royale.EvBadPay, Who: 2, Tile: tC2, N: 2, Value: 0},
	{Kind: royale.EvCard, C: 1, Value: 50000},
	{Kind: royale.EvBadPay, Who: 2, Tile: tC2, Value: 90000},
}

// TestBadLuckHasItsLines: Bad Luck's payments at a round's end are lines
// of the payout after the casinos', one a seat in the order they paid,
// in words and short, with its change; the next round's events are not in
// them. The seats' money follows the lines: a Bad Luck line's casino is
// none (0), its events are its seat's payments, and the money they move
// counts only once it shows. Before, Bad Luck's payments had no line:
// they counted (and flew) with the last casino's.
func TestBadLuckHasItsLines(t *testing.T) {
	names := []string{"Ana", "Ben", "Cy"}
	long := payoutLinesForm(badLuckRound, names, false)
	short := payoutLinesForm(badLuckRound, names, true)
	wantLong := []string{
		"6 Nugget: Ana $90,000 · $40,000 unclaimed",
		"4 Flamingo: Ben $60,000",
		"Bad Luck: Ana pays $70,000 and gets $20,000 back",
		"Bad Luck: Ben pays everything, $30,000",
		"Bad Luck: Cy has nothing to pay",
	}
	if !slices.Equal(long, wantLong) {
		t.Errorf("the lines\n%q\nwant\n%q", long, wantLong)
	}
	wantShort := []string{"Bad Luck: Ana $70k, $20k back", "Bad Luck: Ben all, $30k", "Bad Luck: Cy nothing"}
	if len(short) != 5 || !slices.Equal(short[2:], wantShort) {
		t.Errorf("the short lines %q, want them to end %q", short, wantShort)
	}
	if got := badLuckStarts(badLuckRound); !slices.Equal(got, []int{4, 7, 8}) {
		t.Errorf("Bad Luck's lines begin at events %v, want [4 7 8]", got)
	}
	out, casinos, spans := paidMoney(nil, badLuckRound)
	if !slices.Equal(casinos, []int{6, 4, 0, 0, 0}) || !slices.Equal(spans, []int{0, 2, 4, 7, 8, 9}) || len(out) != 6 {
		t.Fatalf("paidMoney: casinos %v spans %v, %d counts; want [6 4 0 0 0], [0 2 4 7 8 9], 6", casinos, spans, len(out))
	}
	if got := out[2].cards[0][9]; got != 1 {
		t.Errorf("before Bad Luck's lines Ana holds %d $90,000 cards, want 1", got)
	}
	if got := out[3].cards[0][2]; got != 1 {
		t.Errorf("after her line Ana holds %d $20,000 cards (her change), want 1", got)
	}
	if out[3].cards[1] == (royale.Cards{}) {
		t.Error("Ben's cards are gone before his line")
	}
	if got := out[4].cards[1]; got != (royale.Cards{}) {
		t.Errorf("after his line Ben, who paid everything, holds %v", got)
	}
	// Payments before a casino's line are not the round's end: no line;
	// nor does the round's own deal before the payout end it.
	odd := append(slices.Clone(badLuckRound[4:6]), badLuckRound[0])
	if got := badLuckStarts(odd); got != nil {
		t.Errorf("payments before a casino's line make Bad Luck's lines at %v", got)
	}
	dealt := append([]royale.Event{{Kind: royale.EvCard, Value: 30000}}, badLuckRound...)
	if got := badLuckStarts(dealt); !slices.Equal(got, []int{5, 8, 9}) {
		t.Errorf("after the round's deal, Bad Luck's lines begin at %v, want [5 8 9]", got)
	}
}

// TestBadLuckLinesInGames: in bot games every payout whose round ends
// with Bad Luck's payments ends with a line for each seat that paid,
// naming it; a payout without them has none.
func TestBadLuckLinesInGames(t *testing.T) {
	seen := 0
	forEachPayout(t, func(tb *Table, name string, _ []royale.Event, _ *royale.State, _ [royale.MaxPlayers]int) {
		starts := badLuckStarts(tb.payAll)
		n := 0
		for _, line := range tb.payout {
			if strings.HasPrefix(line, badLuckTitle) {
				n++
			}
		}
		if n != len(starts) {
			t.Errorf("%s: %d seats paid for Bad Luck, %d lines say so: %q", name, len(starts), n, tb.payout)
			return
		}
		if n == 0 {
			return
		}
		seen++
		names := tb.sess.Names()
		first := len(tb.payout) - n
		for k, from := range starts {
			line, who := tb.payout[first+k], names[tb.payAll[from].Who]
			if !strings.HasPrefix(line, badLuckTitle+who+" ") || tb.payLines[first+k] != 0 || tb.paySpans[first+k] != from {
				t.Errorf("%s: Bad Luck's line %d %q (casino %d, from event %d), want %s's from event %d", name, k, line, tb.payLines[first+k], tb.paySpans[first+k], who, from)
			}
		}
	})
	if seen == 0 {
		t.Error("no game's round ended with Bad Luck's payments: the games test nothing")
	}
	t.Logf("%d payouts with Bad Luck's lines", seen)
}
