package royaletable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestPhoneDecisionButtonsWhole: on a phone (360x640, 390x844 upright;
// 844x390, 640x360 on its side) with 2 to 5 seats, every decision's
// buttons say their words whole, at 12 CSS px or more, in buttons 44 CSS
// px high or more inside the dock: a placement's one to seven buttons
// (six casinos and sitting out, any dice and the Biggy, in the row's
// form: rowForm) and every page of every tile decision's row met in
// random games (pagedRow, its More button too). Before the paged row and
// the casino numbers' form, seven placements at 640x360 had 40 CSS px
// for "Horseshoe 2+B" (88), and a Split's "$60,000+$20,000+$20,000"
// (144) had 49.
func TestPhoneDecisionButtonsWhole(t *testing.T) {
	k := measureKit(t)
	found := tileDecisions(t, 8)
	for _, sz := range phoneSizes[:4] {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			l.meas = k
			bad := 0
			ok := func(what, label string, r ui.Rect) {
				size := buttonSize(l.u, r)
				switch {
				case r.H < l.tap-1e-9 || size < l.minText-1e-9:
					t.Errorf("%vx%v, %d seats, %s: button %q is %.0f CSS px high, its words %.1f CSS px", sz[0], sz[1], n, what, label, r.H/l.css, size/l.css)
				case !labelFits(k, l.u, r, label):
					t.Errorf("%vx%v, %d seats, %s: %q is cut in a button %.0f CSS px wide", sz[0], sz[1], n, what, label, r.W/l.css)
				case r.X < l.buttons.X-1e-9 || r.Y < l.buttons.Y-1e-9 || r.MaxX() > l.buttons.MaxX()+1e-9 || r.MaxY() > l.dock.MaxY()+1e-9:
					t.Errorf("%vx%v, %d seats, %s: button %q leaves the dock", sz[0], sz[1], n, what, label)
				default:
					return
				}
				bad++
			}
			for nb := 1; nb <= 7 && bad < 5; nb++ {
				rects := l.buttonRectsTo(nb, nil)
				for _, r := range rects {
					for c := 0; c <= 6; c++ {
						for dice := 0; dice <= 8; dice++ {
							for _, big := range []bool{false, true} {
								if dice == 0 && !big && c > 0 {
									continue
								}
								// the row's form is at worst the last one
								ok("placing", placeWords(c, dice, big, placeForms-1), r)
							}
						}
					}
				}
			}
			for _, ps := range found {
				for _, p := range ps {
					if bad >= 5 {
						break
					}
					pth := paths(p.s, p.legal)
					first := options(pth, "")
					all := [][]option{first}
					for _, o := range first {
						if len(o.acts) > 1 {
							all = append(all, options(pth, o.th.key))
						}
					}
					for _, opts := range all {
						what := royale.TileName(p.s.Board().Resolving)
						for focus := range opts {
							row := l.optionRows(opts, focus)
							if row.rects[focus].Empty() {
								t.Errorf("%vx%v, %s: the focused button %q is on no page shown", sz[0], sz[1], what, opts[focus].th.label)
							}
							for i, r := range row.rects {
								if !r.Empty() {
									ok(what, opts[i].th.label, r)
								}
							}
							if m := row.more; !m.Empty() {
								ok(what, row.moreLabel(), m)
							}
						}
					}
				}
			}
		}
	}
}

// TestRowForm: a row of placement buttons takes one form, the longest in
// which every button's words are whole, and the shortest when none is.
func TestRowForm(t *testing.T) {
	// widths[i] is the longest form button i fits (placeForms: none).
	for _, c := range []struct {
		widths []int
		want   int
	}{
		{[]int{0, 0, 0}, 0},
		{[]int{0, 2, 1}, 2},
		{[]int{3, 0, 4}, 4},
		{[]int{0, placeForms}, placeForms - 1},
	} {
		got := rowForm(len(c.widths), placeForms, func(i, form int) bool { return form >= c.widths[i] })
		if got != c.want {
			t.Errorf("rowForm(%v) = %d, want %d", c.widths, got, c.want)
		}
	}
}

// TestPagedRowMore: a phone's paged row shows every option once over its
// pages, More moving to the next page and from the last back to the
// first; a row that fits has no More.
func TestPagedRowMore(t *testing.T) {
	l := cssLayout(640, 360, 3)
	wide := l.buttons.W * 0.45 // two a row: one option and More
	row := l.pagedRow(5, wide, 0)
	if row.more.Empty() || row.pages != 5 || row.page != 1 {
		t.Fatalf("5 buttons %.0f wide in %.0f: page %d of %d, More %v", wide, l.buttons.W, row.page, row.pages, row.more)
	}
	seen := map[int]int{}
	focus := 0
	for p := 1; p <= row.pages; p++ {
		row = l.pagedRow(5, wide, focus)
		if row.page != p {
			t.Errorf("after %d Mores: page %d", p-1, row.page)
		}
		for i, r := range row.rects {
			if !r.Empty() {
				seen[i]++
				if r.Overlaps(row.more) {
					t.Errorf("option %d under More", i)
				}
			}
		}
		focus = row.next
	}
	if focus != 0 || len(seen) != 5 {
		t.Errorf("the pages showed %v, More from the last goes to %d", seen, focus)
	}
	if row := l.pagedRow(3, l.tap, 2); !row.more.Empty() || row.rects[0].Empty() || row.rects[2].Empty() {
		t.Errorf("3 narrow buttons: %+v", row)
	}
}
