package royaletable

// newLayout lays out a logical canvas of w x h for n seats (bank: the main
// game's bank has a place), a logical unit being a CSS pixel.
func newLayout(w, h float64, n int, bank bool) layout { return newLayoutCSS(w, h, n, bank, 1) }
