//go:build !js

package cardtable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
)

// At a round's payout every casino's notes have gone (to their winners,
// or out of the game: a round's end leaves none), as the dice game's fly
// away and Royale's cards go; until the payout shows, the casinos keep
// them. Before, the card table's casinos kept showing the notes the
// payout's lines had just paid.
func TestPaidNotesLeaveTheCasinos(t *testing.T) {
	tb, sess := panelGame(t, cards.Rules{Players: 4, Chips: true})
	payouts, kept := 0, 0
	for ticks := 0; ticks < 100000 && !(sess.Over() && tb.rev == nil); ticks++ {
		if err := tick(tb); err != nil {
			t.Fatal(err)
		}
		if tb.rev == nil || !tb.rev.RoundEnded || !tb.revT.Done() {
			continue
		}
		b := tb.board()
		for c := 1; c <= cards.NumCasinos; c++ {
			shown, held := b.notesShown(c), b.s.NotesAt(c)
			switch {
			case tb.payout && shown != [2]cards.Note{}:
				t.Fatalf("round %d's payout: casino %d still shows %v", tb.rev.Before.Round(), c, shown)
			case tb.payout:
				if held != [2]cards.Note{} {
					kept++ // the old board drew these
				}
			case shown[0] != max(held[0], held[1]) || shown[1] != min(held[0], held[1]):
				t.Fatalf("before round %d's payout casino %d shows %v of %v", tb.rev.Before.Round(), c, shown, held)
			}
		}
		if tb.payout {
			payouts++
		}
	}
	if payouts == 0 || kept == 0 {
		t.Fatalf("payout frames %d, notes the old board kept at them %d", payouts, kept)
	}
	t.Logf("%d payout frames; %d casino frames would have kept paid notes", payouts, kept)
}
