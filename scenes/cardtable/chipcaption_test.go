package cardtable

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestChipCardsSaySo: the chip cards at every casino say what they are,
// at every size with 2 to 5 seats, after a casino's two notes and with
// one or two chip cards: each card says "chip" where it is wide enough,
// else a caption beside them does ("chip card", or more), whole within
// the casino's row at 12 CSS px or more on a phone, wherever the row has
// room for "chip" beside the cards (a phone on its side often has none:
// a tap on the casino explains them). Before, a phone's chip cards were
// blank coloured cards: the "chip" in them did not fit at 12 CSS px and
// the two-line caption did not fit the row.
func TestChipCardsSaySo(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := ui.NewMeasureKit(fonts)
	blank, told, left := 0, 0, 0
	for _, sz := range [][3]float64{{360, 640, 3}, {390, 844, 3}, {844, 390, 3}, {640, 360, 3}, {1280, 800, 1}, {800, 600, 1}} {
		vp := ui.ComputeViewport(sz[0], sz[1], sz[2])
		for n := 2; n <= 5; n++ {
			tb := &Table{kit: k, lay: newLayout(vp.W, vp.H, n, tapUnits(vp, sz[2]))}
			for c := 1; c <= 6; c++ {
				r := tb.lay.casinoParts(c-1, n).notes
				_, step := tb.noteSize(r)
				x := r.X + 2*step
				for chips := 1; chips <= 2; chips++ {
					name := fmt.Sprintf("%vx%v, %d seats, casino %d, %d chip cards", sz[0], sz[1], n, c, chips)
					_, labelled := tb.chipCard(0, x, r)
					lines, size, cx := tb.chipCaptionAt(chips, x, r)
					if !labelled {
						blank++
					}
					room := r.MaxX() - cx
					switch {
					case labelled:
					case len(lines) > 0:
						told++
					case room >= k.TextWidth("chip", ui.FontRegular, size):
						t.Errorf("%s: the cards are blank and no caption fits, with %.0f units left beside them", name, room)
					default:
						left++ // a phone on its side: no room beside the cards (a tap explains them)
					}
					if len(lines) > 0 && (size < tb.lay.least() || captionH(len(lines), size) > r.H) {
						t.Errorf("%s: the caption %q at %.1f units (least %.1f) in a row %.1f high", name, lines, size, tb.lay.least(), r.H)
					}
					for _, line := range lines {
						if w := k.TextWidth(line, ui.FontRegular, size); cx+w > r.MaxX() {
							t.Errorf("%s: %q ends at %.0f, past the row's end %.0f", name, line, cx+w, r.MaxX())
						}
					}
				}
			}
		}
	}
	if blank == 0 || told == 0 {
		t.Errorf("%d rows of blank chip cards, %d captioned: the captions test nothing", blank, told)
	}
	t.Logf("%d rows of chip cards too narrow to say chip: %d captioned, %d with no room beside them", blank, told, left)
}
