//go:build !js

package scenes

import "github.com/lasvegas-dice/lasvegas/scenes/ui"

// keyEntry is the desktop's textEntry: the window has the keyboard, so
// the field is typed from the keys the game reads.
type keyEntry struct{}

func newTextEntry() textEntry { return keyEntry{} }

func (keyEntry) Offer(ui.Viewport, []ui.Rect)                            {}
func (keyEntry) Start(string, ui.Rect, ui.Viewport, func(string) string) {}
func (keyEntry) Update(cur string) (string, bool, bool)                  { return cur, false, false }
func (keyEntry) Stop()                                                   {}
