package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Whether the table speaks of tapping or of clicking and keys. The input
// layer (ui.Input) turns touches into pointer actions without saying
// where they came from, so the table looks at the last press itself: a
// touch makes the prompts say "tap", a mouse button or a key makes them say
// "click" and name the keys again. Before any press the table guesses from
// its layout: a phone held upright is touched.

// noteTouch follows the last press; it rewrites the prompt when the words
// change.
func (t *Table) noteTouch() {
	was := t.touch
	t.touchIDs = inpututil.AppendJustPressedTouchIDs(t.touchIDs[:0])
	t.keys = inpututil.AppendJustPressedKeys(t.keys[:0])
	switch {
	case len(t.touchIDs) > 0:
		t.touch, t.touchKnown = true, true
	case len(t.keys) > 0, inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft):
		t.touch, t.touchKnown = false, true
	case !t.touchKnown:
		t.touch = t.L.Phone
	}
	if t.touch != was {
		t.updatePrompt()
	}
}
