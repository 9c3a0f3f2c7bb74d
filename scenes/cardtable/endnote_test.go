package cardtable

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// endNotes are the notes Save the record writes at the game's end
// (tablecli.Records.Keep): where a browser keeps the record, a file's
// path, a failure.
var endNotes = []string{
	"This browser keeps the last game's record as last-game-cards.json (autosave-cards.json until a new game starts).",
	"Saved as /home/maximilianus/.config/lasvegas/cards-20261128-012037.json",
	"The record was not kept: the game could not be saved (storage: save \"autosave-cards.json\": storage: full: the browser's storage quota is used up).",
}

// TestEndNoteWhole: at the game's end the note of Save the record is
// whole on a phone (390x844, 360x640, 844x390, 640x360) with two to five
// seats: in lines between words, a file's path broken after a "/", each
// line within the panel at 12 CSS px or more, between the ranking and
// Save the record. Before, a note of more than two lines was put on one
// line and cut: at 390x844 "This browser keeps the last game's record
// as last-ga…" and "/tmp/…/cards-20261128-012037…".
func TestEndNoteWhole(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, sz := range [][2]int{{390, 844}, {360, 640}, {844, 390}, {640, 360}} {
		for n := cards.MinPlayers; n <= cards.MaxPlayers; n++ {
			tb := namedTable(t, fonts, sz[0], sz[1], longNames[:n])
			for _, note := range endNotes {
				checkEndNote(t, tb, fmt.Sprintf("%dx%d, %d seats", sz[0], sz[1], n), note)
			}
		}
	}
}

// checkEndNote checks note's lines at tb's end.
func checkEndNote(t *testing.T, tb *Table, where, note string) {
	t.Helper()
	size, w, most, rankY, lh := tb.noteGeom(len(tb.sess.Seats()))
	lines := tb.noteLines(note, size, w, most)
	if size*tb.vp.Scale < minText-0.01 {
		t.Errorf("%s: the note at %.1f CSS px", where, size*tb.vp.Scale)
	}
	var drawn []string
	for _, line := range lines {
		s := tb.cutTo(line, ui.FontRegular, size, w) // as fitLeast on a phone
		if tb.kit.TextWidth(s, ui.FontRegular, size) > w {
			t.Errorf("%s: %q is wider than %.0f", where, s, w)
		}
		drawn = append(drawn, s)
	}
	if strings.ReplaceAll(strings.Join(drawn, ""), " ", "") != strings.ReplaceAll(note, " ", "") {
		t.Errorf("%s: the note shows %q", where, drawn)
	}
	top := tb.lay.save.Y - 10*tb.lay.u - size*1.3*float64(len(lines))
	if bottom := rankY + lh*float64(len(tb.sess.Seats())); top < bottom-1e-6 {
		t.Errorf("%s: %d lines of the note reach the ranking (%.0f above %.0f)", where, len(lines), top, bottom)
	}
}
