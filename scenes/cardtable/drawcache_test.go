//go:build !js

package cardtable

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// The words kept between frames (draw_cache.go) follow what they say:
// the selection's preview, what the table waits for, the panels' counts.
func TestFrameWordsFollowTheGame(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	tb, err := steadyTable(fonts, 1280, 800)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 200 && (tb.handSeat != 0 || tb.sess.Acting(1) && !tb.sess.Picked(1)); i++ {
		if err := tick(tb); err != nil {
			t.Fatal(err)
		}
	}
	if tb.handSeat != 0 || len(tb.slots) == 0 {
		t.Fatalf("not at the person's pick: hand of %d, %d cards", tb.handSeat, len(tb.slots))
	}
	size := 16.0
	prompt := tb.infoWords(true, size).lines[0].text
	if !strings.HasPrefix(prompt, "Pick 1-2 cards") {
		t.Fatalf("with nothing selected the words begin %q", prompt)
	}
	tb.on[0] = true
	w := tb.infoWords(true, size)
	if got := w.lines[0].text; got == prompt || !w.confirm {
		t.Errorf("a card selected: the words still begin %q (Confirm %v)", got, w.confirm)
	}
	tb.on[0] = false
	if w := tb.infoWords(true, size); w.lines[0].text != prompt || w.confirm {
		t.Errorf("the selection undone: the words begin %q (Confirm %v)", w.lines[0].text, w.confirm)
	}
	if got := tb.infoWords(false, size).lines[0].text; got != "You picking…" {
		t.Errorf("waiting for the person: %q", got)
	}
	// The panel's words follow the cards placed.
	b := tb.board()
	before := tb.panelWords(b, 1, "bot").in.placed
	b.seats[1].placed++
	after := tb.panelWords(b, 1, "bot").in.placed
	if before == after || tb.panelWords(b, 1, "bot").all[0] != after {
		t.Errorf("a card more placed: %q, then %q", before, after)
	}
	if tb.topText(b.s) != "Round 1/4 · Turn 4" {
		t.Errorf("the top bar says %q", tb.topText(b.s))
	}
}
