//go:build !js

package cardtable

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// TestLinesBoxSteady: a standing turn's summary and a standing round's
// payout allocate nothing: their words (title, lines, button) are made
// once a reveal (revWords) and fitted to the window (linesTexts, what
// drawLinesBox writes) with no allocation while they stand, at every
// phone size and on a desktop, with five seats of 16-letter names (lines
// on two rows). Before, each frame made them again with fmt.Sprintf (the
// title, "Seat N", the payout's lines) and the session's Names.
func TestLinesBoxSteady(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, sz := range [][2]int{{1280, 800}, {390, 844}, {640, 360}} {
		tb := namedTable(t, fonts, sz[0], sz[1], longNames)
		n := len(longNames)
		r := summaryReveal(n)
		r.Before, r.Events = tb.sess.View(), append(r.Events, payoutEvents(n)...)
		tb.rev = r
		for _, payout := range []bool{false, true} {
			where := fmt.Sprintf("%dx%d, payout %v", sz[0], sz[1], payout)
			checkBoxSteady(t, tb, where, payout)
		}
	}
}

// checkBoxSteady checks that the words of tb.rev's summary (or payout)
// are what it says and that a frame's words allocate nothing once made.
func checkBoxSteady(t *testing.T, tb *Table, where string, payout bool) {
	t.Helper()
	w := tb.revWords(payout)
	want, lines := "who played what", summaryLines(tb.rev, longNames)
	if payout {
		want, lines = "is paid out", payoutLines(tb.rev.Events, longNames)
	}
	if !strings.Contains(w.title, want) || strings.Join(w.lines, "|") != strings.Join(lines, "|") || len(lines) < 5 {
		t.Fatalf("%s: the words are %q: %q, want %q", where, w.title, w.lines, lines)
	}
	frame := func() { tb.linesTexts(nil, tb.revWords(payout)) }
	frame() // the first frame fits the rows and cuts
	if n := testing.AllocsPerRun(20, frame); n > 0 {
		t.Errorf("%s: a standing frame's words make %.1f allocations, want 0", where, n)
	}
}

// TestRevWordsFollow: the words kept follow the reveal (a new one has its
// own) and the screen (the summary, then the payout).
func TestRevWordsFollow(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	tb := namedTable(t, fonts, 1280, 800, longNames[:3])
	a, b := summaryReveal(3), summaryReveal(2)
	a.Before, b.Before = tb.sess.View(), tb.sess.View()
	tb.rev = a
	na := len(tb.revWords(false).lines)
	tb.rev = b
	if nb := len(tb.revWords(false).lines); na != 3 || nb != 2 {
		t.Errorf("a summary of 3 seats, then of 2: %d lines, then %d", na, nb)
	}
	sum := *tb.revWords(false)
	if pay := *tb.revWords(true); pay.title == sum.title || pay.label != "Next round" || sum.label != "Continue" {
		t.Errorf("the summary's words %q (%s), then the payout's %q (%s)", sum.title, sum.label, pay.title, pay.label)
	}
}
