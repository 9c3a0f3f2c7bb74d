package ui

// The one rule for "a phone held on its side", shared by every screen
// that has a layout for it: the dice table, the setup, the help and the
// game end (scenes/layout_land.go), Royale's table (royaletable: its wide
// layout) and the card game's (cardtable: its side layout).
//
// A phone on its side is short: 844x390, 640x360, 667x375 CSS px. Its
// window is drawn on the least logical canvas (ComputeViewport), 600
// units tall and scaled down, so the canvas alone tells it: 600 units
// tall (the window is 600 CSS px tall or less) and at least OnSideAspect
// times as wide. A touch tablet and a desktop window of the same size
// cannot be told apart, and are laid out the same: a 1024x600 tablet or a
// 1066x600 browser window gets the phone's large texts and finger-sized
// controls; 800x600 (not wide enough), 1280x720 and larger keep the
// desktop's.

// OnSideAspect is how many times as wide as tall a canvas is, at least,
// to be a phone on its side (a phone's 16:9 is 1.78, a 16:10 screen 1.6).
const OnSideAspect = 1.6

// PhoneOnSide reports whether a logical canvas of w x h units (a
// Viewport's W and H) is laid out as a phone held on its side.
func PhoneOnSide(w, h float64) bool {
	return h > 0 && h <= MinLogicalH+1e-9 && w >= h*OnSideAspect
}
