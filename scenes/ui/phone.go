package ui

// The phones' units. A phone is drawn in units of one CSS px on a phone
// of the design's size: held upright, its width over PhoneDesignW (the
// dice table, the shell's setup, help, settings, round summaries and
// game ends); held on its side (PhoneOnSide), its height over
// OnSideDesignH. In those units a text is at least PhoneMinText and a
// control at least PhoneTapH, so both hold in CSS px on every phone at
// least 360 px wide (upright) or tall (on its side).

// PhoneDesignW is the CSS width a phone held upright is drawn for.
const PhoneDesignW = 360

// OnSideDesignH is the CSS height a phone held on its side is drawn for.
const OnSideDesignH = 360

// The least sizes on a phone, in its units (CSS px on a 360 px phone).
const (
	PhoneMinText = 12 // the smallest text
	PhoneTapH    = 44 // the smallest control
)

// PhoneUpright reports whether a logical canvas is laid out as a phone
// held upright: a window narrower than the logical minimum (so drawn
// scaled down) at least 1.55 times as tall as wide. A tablet held upright
// (768 x 1024) and a tall desktop window keep the desktop's layout.
func PhoneUpright(w, h float64) bool { return w <= MinLogicalW+1e-9 && h >= w*1.55 }

// OnSideUnit is the unit of a phone on its side for a canvas h units
// tall: one CSS px on a phone 360 px tall.
func OnSideUnit(h float64) float64 { return h / OnSideDesignH }
