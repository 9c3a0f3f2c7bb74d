package dicetable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestStoryFromShowsTheNewest: where the arena cannot hold the whole
// payout story (a phone), it drops the casinos told first, never the one
// being paid; where it can, it tells every casino.
func TestStoryFromShowsTheNewest(t *testing.T) {
	k := measureKit(t)
	tb := &Table{}
	tb.L.U = 1
	for i := range tb.casName {
		tb.casName[i] = "Caesars Palace (2)"
	}
	words := []string{"The Rainbow card becomes $30k.", "The Rainbow card becomes another Rainbow card.", "Ace, Roxy and Vera tie on 1 die — cancelled. Lucky wins $80k. $30k goes back under the pile."}
	for i, w := range words {
		tb.story.Casino[i], tb.story.Words[i] = i+1, w
	}
	tb.story.Told = len(words)
	size := 14.0
	lh := size * 1.3
	if from := tb.storyFrom(k, ui.R(0, 0, 800, 20*lh), size, lh); from != 0 {
		t.Errorf("a tall arena starts the story at casino %d", from)
	}
	small := ui.R(0, 0, 300, 3*lh)
	from := tb.storyFrom(k, small, size, lh)
	if from != len(words)-1 {
		t.Errorf("a small arena starts the story at casino %d, want the newest, %d", from, len(words)-1)
	}
	// What it keeps fits: every line's centre above the arena's bottom.
	mid := ui.R(0, 0, 300, 6*lh)
	from = tb.storyFrom(k, mid, size, lh)
	y := mid.Y + lh/2
	for i := from; i < tb.story.Told; i++ {
		nw := k.TextWidth(tb.casName[i]+":", ui.FontBold, size) + 6
		y += float64(len(k.WrapLines(tb.story.Words[i], ui.FontRegular, size, mid.W-nw)))*lh + lh/4
	}
	if last := y - lh - lh/4; from >= tb.story.Told || (last >= mid.MaxY() && from < tb.story.Told-1) {
		t.Errorf("from %d: the last line's centre at %.0f, the arena ends at %.0f", from, last, mid.MaxY())
	}
}
