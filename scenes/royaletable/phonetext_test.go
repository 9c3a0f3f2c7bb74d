package royaletable

import (
	"math"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// phoneSizes are the windows whose texts phonetext's tests check: small
// and large phones either way up, and a desktop.
var phoneSizes = [][2]float64{{360, 640}, {390, 844}, {844, 390}, {640, 360}, {1280, 800}}

func measureKit(t *testing.T) *ui.Kit {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return ui.NewMeasureKit(fonts)
}

// TestTopTitleFits: the top bar's title ends before its first button at
// the size drawDraw draws it (12 CSS px or more), on a phone by a shorter
// form ("Round 2/3", "R2/3"); a desktop and a phone on its side keep the
// full "Royale · Round 2/3" (but for the room a long line of the log
// takes beside it: TestBarLineWhole).
func TestTopTitleFits(t *testing.T) {
	k := measureKit(t)
	for _, sz := range phoneSizes {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			for _, over := range []bool{false, true} {
				var titles [3]string
				for i := range titles {
					titles[i] = topTitle("Royale (basic)", over, 2, i)
				}
				size := math.Max(17*l.u, l.minText)
				got := ui.FitTitle(k, titles, size, l.help.X-20*l.u)
				if w := k.TextWidth(got, ui.FontBold, size); 12*l.u+w > l.help.X {
					t.Errorf("%vx%v, %d seats: the title %q (%.0f wide) runs under the bar's buttons at %.0f", sz[0], sz[1], n, got, w, l.help.X)
				}
				if !over && !strings.Contains(got, "2/3") {
					t.Errorf("%vx%v: the title %q does not say the round", sz[0], sz[1], got)
				}
				if !l.portrait && got != titles[0] {
					t.Errorf("%vx%v: the title is %q, not the full %q", sz[0], sz[1], got, titles[0])
				}
			}
		}
	}
	if got := topTitle("Royale", false, 2, 0); got != "Royale · Round 2/3" {
		t.Errorf("the full title is %q", got)
	}
}

// TestRollGroupLabelsFit: every label of a roll's group (up to eight dice
// of a face, and the Biggy) fits its box at 12 CSS px or more, in a short
// form ("2×3+B") where the words do not.
func TestRollGroupLabelsFit(t *testing.T) {
	k := measureKit(t)
	for _, sz := range phoneSizes {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			roll := royale.Roll{C: [6]uint8{8, 8, 8, 8, 8, 8}, Big: 6}
			for _, g := range l.rollGroupsTo(roll, nil) {
				for dice := 0; dice <= 8; dice++ {
					for _, big := range []bool{false, true} {
						if dice == 0 && !big {
							continue
						}
						u := l.u
						size, w := math.Max(math.Min(16*u, g.r.H*0.22), l.minText), g.r.W-6*u
						label := groupWords(dice, g.face, big, "your")
						if k.TextWidth(label, ui.FontBold, size) > w {
							label = groupShort(dice, g.face, big)
						}
						if dice > 0 && k.TextWidth(label, ui.FontBold, size) > w {
							label = groupShort(dice, g.face, false)
						}
						if k.TextWidth(label, ui.FontBold, size) > w {
							t.Errorf("%vx%v, %d seats: the group label %q does not fit %.0f at %.1f CSS px", sz[0], sz[1], n, label, w, size/l.css)
						}
					}
				}
			}
		}
	}
}

// TestTileTextsFit: every tile's name (with its badge where it fits, else
// on two lines) and its state (or "more: ?") fit the tile beside every
// casino at 12 CSS px or more: nothing is cut with "…".
func TestTileTextsFit(t *testing.T) {
	k := measureKit(t)
	states := []string{"spaces: 1 Ana, 4 Ben", "$10,000 a casino with your dice", "token: on the tile", "6 tokens, 2 piles"}
	eachTile(phoneSizes, func(l *layout, r ui.Rect, sz [2]float64, n, c int) {
		lines, size := l.tileRows(r)
		u := l.u
		ns, ss := math.Max(size, l.minText), math.Max(size*0.9, l.minText)
		w := l.tileTextW(r, lines)
		for id := 0; id < 16; id++ {
			badge, name := royale.TileID(id), royale.TileName(id)
			for _, st := range states {
				tx := tileTexts(k, badge, name, st, ns, ss, 14*u, w)
				nw := w
				if tx.badge {
					nw -= k.TextWidth(badge, ui.FontBold, ns) + 14*u
				}
				if k.TextWidth(tx.name, ui.FontBold, ns) > nw || k.TextWidth(tx.name2, ui.FontBold, ns) > w || k.TextWidth(tx.state, ui.FontRegular, ss) > w {
					t.Errorf("%vx%v, %d seats, casino %d: tile %s %+v does not fit %.0f", sz[0], sz[1], n, c+1, badge, tx, w)
				}
				if tx.name+" "+tx.name2 != name && tx.name != name {
					t.Errorf("tile %s's name %q shows as %+v", badge, name, tx)
				}
				if tx.name2 == "" && tx.state != st && tx.state != tileSeeMore {
					t.Errorf("tile %s's state %q shows as %q", badge, st, tx.state)
				}
				if sz[0] == 1280 && (!tx.badge || tx.name2 != "") {
					t.Errorf("a desktop's tile %s lost its badge or line: %+v", badge, tx)
				}
			}
		}
	})
}
