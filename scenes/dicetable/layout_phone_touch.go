package dicetable

import "github.com/lasvegas-dice/lasvegas/scenes/ui"

// Whether the table speaks of tapping or of clicking and keys: the input
// layer remembers whether the last press was a finger's (ui.Input.Touch):
// a touch makes the prompts say "tap", a mouse button or a key makes them
// say "click" and name the keys again. Before any press the table guesses
// from its layout: a phone held upright is touched.

// noteTouch follows the last press; it rewrites the prompt when the words
// change.
func (t *Table) noteTouch(c *ui.Stage) {
	was := t.touch
	if c.In.TouchKnown {
		t.touch = c.In.Touch
	} else {
		t.touch = t.L.Phone
	}
	if t.touch != was {
		t.updatePrompt()
	}
}
