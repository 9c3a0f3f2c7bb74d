package royaletable

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// deskSizes are the desktop windows whose dock buttons are checked whole.
var deskSizes = [][2]float64{{800, 600}, {1024, 768}, {1280, 800}}

// placeBtn is one placement button: n dice (and the Biggy: big) on casino
// c, 0 sitting out.
type placeBtn struct {
	c, n int
	big  bool
}

// deskText is deskPlace's words for b in form form.
func deskText(b placeBtn, form int) string {
	if form <= 0 {
		return longPlace(b.c, b.n, b.big)
	}
	return placeWords(b.c, b.n, b.big, form-1)
}

// everyPlaceRow calls f with every row of placement buttons a roll can
// offer: the casinos rolled (one to six, in order) with their dice (9 at
// most in all, the Biggy with one group or alone), and sitting out or not.
func everyPlaceRow(f func(row []placeBtn)) {
	var row []placeBtn
	var casinos []int
	var walk func(i, left int, bigUsed bool)
	walk = func(i, left int, bigUsed bool) {
		if i == len(casinos) {
			f(row)
			f(append(row, placeBtn{}))
			return
		}
		c := casinos[i]
		for n := 0; n <= left; n++ {
			for _, big := range []bool{false, true} {
				if big && bigUsed || n == 0 && !big {
					continue
				}
				row = append(row, placeBtn{c, n, big})
				walk(i+1, left-n, bigUsed || big)
				row = row[:len(row)-1]
			}
		}
	}
	for mask := 1; mask < 1<<royale.Casinos; mask++ {
		casinos = casinos[:0]
		for c := 1; c <= royale.Casinos; c++ {
			if mask&(1<<(c-1)) != 0 {
				casinos = append(casinos, c)
			}
		}
		walk(0, 9, false)
	}
}

// TestDeskPlaceWords: deskText, the words the tests list, are deskPlace's
// for the placements of random games in every form.
func TestDeskPlaceWords(t *testing.T) {
	s, err := royale.NewGame(royale.Rules{Players: 4, Main: true})
	if err != nil {
		t.Fatal(err)
	}
	r := engine.NewRand(7)
	checked := 0
	for step := 0; step < 3000 && !s.IsTerminal(); step++ {
		a := royale.Action{}
		if s.CurrentPlayer() == engine.ChancePlayer {
			a = s.SampleChance(r)
		} else {
			legal := s.Legal()
			a = legal[r.Intn(len(legal))]
			checked += checkDeskWords(t, s, legal)
		}
		if _, err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	if checked < 100 {
		t.Errorf("only %d words checked", checked)
	}
}

// checkDeskWords compares deskPlace and deskText for legal's placements
// and reports how many words it compared.
func checkDeskWords(t *testing.T, s *royale.State, legal []royale.Action) int {
	checked := 0
	for _, a := range legal {
		b := placeBtn{}
		switch a.Kind {
		case royale.ActPlace:
			roll := s.CurrentRoll()
			b = placeBtn{int(a.X), int(roll.C[a.X-1]), int(roll.Big) == int(a.X)}
		case royale.ActSitOut:
		default:
			continue
		}
		for form := 0; form < deskForms; form++ {
			checked++
			if got, want := deskPlace(s, a, form), deskText(b, form); got != want {
				t.Errorf("form %d: deskPlace says %q, deskText %q", form, got, want)
			}
		}
	}
	return checked
}

// TestDeskDockButtonsWhole: on a desktop (800x600, 1024x768, 1280x800)
// with 2 to 5 seats every dock button says its words whole: every row of
// placement buttons a roll can offer (one to six casinos by name, any dice
// and the Biggy, sitting out or not; Pass) in the row's one form
// (rowForm: the session's long words first, then a phone's), every tile
// decision's row met in random games (with the keys' numbers), and the
// payout's button. Before, the long words were the only form: at 800x600
// "Place 1 die and the Biggy on Horseshoe" read "Place 1 die and the Big…".
func TestDeskDockButtonsWhole(t *testing.T) {
	k := measureKit(t)
	found := tileDecisions(t, 8)
	for _, sz := range deskSizes {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			l.meas = k
			widths := map[string]float64{}
			fits := func(r ui.Rect, label string) bool {
				key := fmt.Sprintf("%.3f|%s", buttonSize(l.u, r), label)
				w, ok := widths[key]
				if !ok {
					w = k.TextWidth(label, ui.FontBold, buttonSize(l.u, r))
					widths[key] = w
				}
				return w <= r.W-8*l.u
			}
			where := fmt.Sprintf("%vx%v, %d seats", sz[0], sz[1], n)
			cut := deskPlaceRowsCut(t, l, where, fits)
			for _, ps := range found {
				for _, p := range ps {
					cut += deskTileRowCut(t, l, where, p, fits)
				}
			}
			for _, label := range []string{"Next round", "Show all", "See the result", "More (3/3)"} {
				if !fits(l.next, label) {
					t.Errorf("%s: the payout's %q is cut", where, label)
					cut++
				}
			}
			if cut > 0 {
				t.Logf("%s: %d buttons cut", where, cut)
			}
		}
	}
}

// deskPlaceRowsCut checks every placement row's words at l in the row's
// form (rowForm of deskForms), logs the forms taken, and reports how many
// words were cut (the first few named).
func deskPlaceRowsCut(t *testing.T, l layout, where string, fits func(ui.Rect, string) bool) int {
	cut := 0
	var forms [8][deskForms]int // rows of n buttons that took each form
	everyPlaceRow(func(row []placeBtn) {
		rects := l.buttonRectsTo(len(row), nil)
		form := rowForm(len(row), deskForms, func(i, form int) bool { return fits(rects[i], deskText(row[i], form)) })
		forms[len(row)][form]++
		for i, b := range row {
			if w := deskText(b, form); !fits(rects[i], w) {
				if cut++; cut <= 5 {
					t.Errorf("%s, %d buttons: %q is cut in a button %.0f CSS px wide", where, len(row), w, rects[i].W/l.css)
				}
			}
		}
	})
	pass := l.buttonRectsTo(1, nil)[0]
	pa := royale.Action{Kind: royale.ActPass}
	pf := rowForm(1, deskForms, func(_, form int) bool { return fits(pass, deskPlace(nil, pa, form)) })
	if w := deskPlace(nil, pa, pf); !fits(pass, w) {
		t.Errorf("%s: %q is cut", where, w)
		cut++
	}
	for nb := 1; nb < len(forms); nb++ {
		t.Logf("%s, %d buttons: rows in each form %v", where, nb, forms[nb])
	}
	return cut
}

// deskTileRowCut checks a tile decision's rows (the first choice and each
// second) at l, the keys' numbers before the first seven labels as a
// desktop writes them, and reports how many were cut.
func deskTileRowCut(t *testing.T, l layout, where string, p pending, fits func(ui.Rect, string) bool) int {
	cut := 0
	pth := paths(p.s, p.legal)
	first := options(pth, "")
	all := [][]option{first}
	for _, o := range first {
		if len(o.acts) > 1 {
			all = append(all, options(pth, o.th.key))
		}
	}
	what := royale.TileName(p.s.Board().Resolving)
	for _, opts := range all {
		for focus := range opts { // every page of a paged row
			row := l.optionRows(opts, focus)
			if row.rects[focus].Empty() {
				t.Errorf("%s, %s: the focused button %q is on no page shown", where, what, opts[focus].th.label)
			}
			cut += deskRowCut(t, l, where+", "+what, opts, row, fits)
		}
	}
	return cut
}

// deskRowCut checks the buttons of row shown (the keys' numbers before the
// first seven on every one or on none, as drawTileDock writes them) and
// its More, and reports how many were cut.
func deskRowCut(t *testing.T, l layout, where string, opts []option, row pageRow, fits func(ui.Rect, string) bool) int {
	cut := 0
	keyed := true
	for i, r := range row.rects {
		keyed = keyed && (i >= 7 || r.Empty() || fits(r, keyLabel(i, opts[i].th.label)))
	}
	for i, r := range row.rects {
		label := opts[i].th.label
		if keyed && i < 7 {
			label = keyLabel(i, label)
		}
		if !r.Empty() && !fits(r, label) {
			if cut++; cut <= 3 {
				t.Errorf("%s: %q is cut in a button %.0f CSS px wide", where, label, r.W/l.css)
			}
		}
	}
	if m := row.more; !m.Empty() && !fits(m, row.moreLabel()) {
		t.Errorf("%s: %q is cut", where, row.moreLabel())
		cut++
	}
	return cut
}

// longPlace is royaleplay.Words of placing n dice (and the Biggy: big) on
// casino c (0: sitting out), for the tests that list every placement.
func longPlace(c, n int, big bool) string {
	if c < 1 || c > 6 {
		return "Pay a chip to sit out"
	}
	d := strconv.Itoa(n) + " dice"
	if n == 1 {
		d = "1 die"
	}
	switch {
	case big && n == 0:
		d = "the Biggy"
	case big:
		d += " and the Biggy"
	}
	return "Place " + d + " on " + pieces.CasinoName[c]
}
