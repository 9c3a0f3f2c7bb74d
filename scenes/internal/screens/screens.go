// Package screens holds the window sizes the scenes' tests lay the dice
// table and the shell's screens out at, so that the tests of package
// scenes and of scenes/dicetable check the same sizes. Only tests of
// scenes/... import it.
package screens

// Upright are the phones held upright the dice table's phone layout is
// checked at: CSS width, height and device scale.
var Upright = [][3]float64{{390, 844, 2}, {360, 780, 3}}

// Phones are the phones held upright the setup, the dice game's round
// summary and game end are checked at: CSS width, height and device
// scale, from the smallest (360x640) to the largest (430x932).
var Phones = [][3]float64{{360, 640, 3}, {360, 780, 3}, {390, 844, 2}, {430, 932, 3}}

// OnSide are phones held on their side (setup_land.go, layout_land.go):
// CSS width, height and device scale. The setup's phone tests run there
// too.
var OnSide = [][3]float64{{844, 390, 3}, {640, 360, 3}, {667, 375, 2}, {932, 430, 3}}

// Desktop are the window sizes (device scale 1) the desktop layouts are
// checked at.
var Desktop = [][2]float64{
	{800, 600}, {1280, 720}, {1920, 1080}, {801, 599}, {3000, 700},
	{1024, 768}, {1366, 768}, {2560, 1440}, {640, 480}, {820, 1400}, {3840, 2160}, {1100, 620},
}
