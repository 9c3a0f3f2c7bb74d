package royaletable

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTrackLeavesTileWhole: a counter's track (the Jackpot's, Fifty
// Fifty's, No Entry!'s) slides over the tile's lower half and leaves its
// "?" circle whole, its words whole at 12 CSS px or more (a desktop's in
// the long form, a phone's short where need be: "$80k", "12 lost"), its
// pips 0.35 of the band or more, at every size and beside every casino.
// Before, the band ran to the tile's right edge: half the "?" was under
// it, and the words were cut on a phone.
func TestTrackLeavesTileWhole(t *testing.T) {
	k := measureKit(t)
	labels := [][2]string{{"$80,000", "$80k"}, {"sum 12 · lost", "12 lost"}, {"sum 12", "12"}, {"space 6", "6"}}
	sizes := append([][2]float64{{800, 600}}, phoneSizes...)
	eachTile(sizes, func(l *layout, r ui.Rect, sz [2]float64, n, c int) {
		checkTrack(t, k, l, r, labels, sz, n, c)
	})
}

// eachTile calls f with the tile's rect beside every casino (c) that has
// one, at every window of sizes (CSS px) and for every number of seats
// (n), in that window's layout.
func eachTile(sizes [][2]float64, f func(l *layout, r ui.Rect, sz [2]float64, n, c int)) {
	for _, sz := range sizes {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			for c := 0; c < royale.Casinos; c++ {
				if r := l.casinoParts(c, true).tile; !r.Empty() {
					f(&l, r, sz, n, c)
				}
			}
		}
	}
}

func checkTrack(t *testing.T, k measurer, l *layout, r ui.Rect, labels [][2]string, sz [2]float64, n, c int) {
	t.Helper()
	qx, qy, qr := l.tileQ(r)
	for _, forms := range labels {
		band, pips, words, size, label := l.trackParts(k, r, forms[0], forms[1])
		where := func() string { return fmt.Sprintf("%q at %vx%v, %d seats, casino %d", label, sz[0], sz[1], n, c+1) }
		if band.MaxX() > qx-qr || band.X < r.X || band.MaxY() > r.MaxY() {
			t.Errorf("%s: the track %v covers the \"?\" at (%.0f, %.0f) r %.0f or leaves tile %v", where(), band, qx, qy, qr, r)
		}
		if size < l.minText-1e-9 {
			t.Errorf("%s: the words are %.1f CSS px", where(), size/l.css)
		}
		if w := k.TextWidth(label, ui.FontBold, size); w > words.W {
			t.Errorf("%s: the words need %.0f, have %.0f", where(), w, words.W)
		}
		if !l.phone && label != forms[0] {
			t.Errorf("%s: a desktop's track says the short form", where())
		}
		if pips.W < band.W*trackPips-1e-9 || words.X < pips.MaxX() || words.MaxX() > band.MaxX()+1e-9 {
			t.Errorf("%s: pips %v and words %v in band %v", where(), pips, words, band)
		}
	}
}
