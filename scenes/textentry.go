package scenes

import "github.com/lasvegas-dice/lasvegas/scenes/ui"

// textEntry takes the typing of a text field (the setup's names and seed)
// from the platform's text input, where the game's key reading cannot: in
// the browser, a phone shows its on-screen keyboard only for a focused text
// element, never for the game's canvas (textentry_js.go, through
// Ebitengine's exp/textinput). On the desktop it takes nothing
// (textentry_other.go) and the field is typed from the keys the game reads
// (ui.ActChar, ui.ActBackspace), as it always was.
type textEntry interface {
	// Offer names the fields a tap or click may start typing in now (in
	// vp's logical units): in the browser a release on one focuses the
	// page's text input within the gesture itself, as a phone requires to
	// show its keyboard. Called every tick the fields are on the screen;
	// an offer a few ticks old lapses.
	Offer(vp ui.Viewport, fields []ui.Rect)
	// Start begins taking the typing of a field whose text is text now,
	// drawn at bounds (logical units of vp); keep makes a text one the
	// field takes (its characters, its length).
	Start(text string, bounds ui.Rect, vp ui.Viewport, keep func(string) string)
	// Update reads the typing since the last tick. cur is the field's
	// text now. typing reports whether the entry takes the keys: then
	// text is the field's new text (kept by keep), and the keys the game
	// reads must not type it again; when false, text is cur and the caller
	// types from the keys. done reports that the player ended the typing
	// on the platform's side (a phone's keyboard closed).
	Update(cur string) (text string, typing, done bool)
	// Stop ends the typing (a phone's keyboard closes).
	Stop()
}
