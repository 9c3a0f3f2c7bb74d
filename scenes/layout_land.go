package scenes

import "github.com/lasvegas-dice/lasvegas/scenes/ui"

// A phone held on its side (844 x 390, 640 x 360 CSS px) is drawn scaled
// down to the logical minimum height (ui.ComputeViewport): its canvas is
// 600 units tall and about 1070 to 1300 wide, a unit 0.6 to 0.65 CSS px.
// The desktop's layouts would give it texts of 5 CSS px, so the screens
// that are laid out for it take their unit from the height alone, as the
// phone held upright takes it from the width: U = H/360, one CSS px on a
// phone 360 px tall, a little more on taller ones. In those units the
// phone's sizes hold (phoneMinText, phoneTapH), so texts are at least 12
// CSS px and controls at least 44 on every phone held on its side.

// landDesignH is the CSS height the landscape layouts are drawn for.
const landDesignH = 360

// landscapePhone reports whether a logical canvas is a phone held on its
// side: drawn scaled down to the minimum height, at least 1.6 times as
// wide as tall. A small desktop window of that shape is laid out the
// same, with large texts; 1280 x 720 and larger keep the desktop's.
func landscapePhone(w, h float64) bool {
	return h <= ui.MinLogicalH+1e-9 && w >= h*1.6
}

// landUnit is the landscape phone's unit for a canvas h units tall.
func landUnit(h float64) float64 { return h / landDesignH }
