package scenes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/screens"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// phoneEndGame is a game end of n seats with the longest names, ties
// decided on notes and the longest facts.
func phoneEndGame(n int) *TableEnd {
	g := &TableEnd{title: strings.Repeat("W", 16) + " wins!"}
	for p := 0; p < n; p++ {
		g.d.standings = append(g.d.standings, dice.Standing{Seat: p, Rank: p + 1, Winner: p == 0, Money: 1_220_000, Notes: 14})
		g.d.names = append(g.d.names, strings.Repeat("W", 16))
		g.d.colours = append(g.d.colours, pieces.DieColour(p))
		g.lines = append(g.lines, "$1,220,000 · 14 notes (tie on money, decided on notes)")
		g.rounds2 = append(g.rounds2, "Rounds: +$170k, +$190k, +$110k, +$110k")
		g.facts = append(g.facts, "won 7 casinos · 10 ties suffered · biggest note $100k")
	}
	return g
}

// The game end on a phone held upright: its five buttons a tap
// tall (44 CSS px or more each way, labels whole at 12 or more) at the
// bottom, the texts at 12 CSS px or more, the ranking of 2 to 6 seats
// whole in its panel (wrapped, never shrunk), and the money chart where
// 200 units are left for it. The desktop's screen, which phones had
// before, drew texts of 4.7 CSS px and buttons 17.3 tall at 360x640.
func TestPhoneGameEndSizes(t *testing.T) {
	k := measureKit(t)
	for _, ph := range screens.Phones {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		css := vp.Scale / ph[2]
		c := &scene.Context{VP: vp, Kit: k, Settings: scene.DefaultSettings()}
		u := vp.W / ui.PhoneDesignW
		screen := ui.R(0, 0, vp.W, vp.H)
		for n := 2; n <= MaxSeats; n++ {
			name := fmt.Sprintf("%vx%v, %d seats", ph[0], ph[1], n)
			g := phoneEndGame(n)
			l := g.rects(c)
			if l2, _ := g.phoneEndRects(c); l2 != l {
				t.Fatalf("%s: the game end's rects are not the phone's", name)
			}
			_, rounds := g.phoneEndRects(c)
			checkPhoneEndButtons(t, name, k, l, u, css, screen)
			if l.rank.Overlaps(l.chart) || l.rank.Overlaps(l.note) || l.chart.Overlaps(l.note) || !l.rank.Within(screen) || l.rank.Y < 40*u {
				t.Errorf("%s: ranking %+v, chart %+v, note %+v", name, l.rank, l.chart, l.note)
			}
			if need := g.phoneRanking(nil, c, l.rank, u, rounds); need > l.rank.H+1e-6 {
				t.Errorf("%s: the ranking needs %.0f in %.0f", name, need, l.rank.H)
			}
			full := g.phoneRanking(nil, c, l.rank, u, true) <= l.rank.H+1e-6
			if (rounds && !l.chart.Empty()) || (l.chart.Empty() && rounds != full) || (!l.chart.Empty() && l.chart.H < phoneEndChartMin*u) {
				t.Errorf("%s: chart %+v, rounds in the ranking %v", name, l.chart, rounds)
			}
			// Every line whole in its room at its size.
			w := l.rank.W - 16*u - phoneEndIndent*u
			for _, s := range []struct {
				s    string
				f    ui.FontID
				size float64
			}{{g.lines[0], ui.FontBold, phoneEndMoney}, {g.rounds2[0], ui.FontRegular, phoneEndLine}, {g.facts[0], ui.FontRegular, phoneEndLine}} {
				for _, ln := range k.WrapLines(s.s, s.f, s.size*u, w) {
					if k.TextWidth(ln, s.f, s.size*u) > w {
						t.Errorf("%s: %q is wider than %.0f", name, ln, w)
					}
				}
			}
			if nw := k.TextWidth(g.d.names[0], ui.FontBold, phoneEndName*u); nw > l.rank.W-16*u-38*u {
				t.Errorf("%s: a 16-letter name is %.0f wide", name, nw)
			}
			// The notes a phone's browser shows, on two lines at most.
			for _, note := range []string{"This browser keeps the last game's record as last-game.json.", "The record was not saved: the storage quota was exceeded"} {
				if ls := k.WrapLines(note, ui.FontRegular, phoneEndLine*u, l.note.W); len(ls) > 2 || l.note.H < 2*phoneEndNoteStep*u-1e-6 {
					t.Errorf("%s: the note %q takes %d lines in %+v", name, note, len(ls), l.note)
				}
			}
			if tw := k.TextWidth(g.title, ui.FontBold, phoneEndTitle*u); 12*tw/(phoneEndTitle*u) > vp.W-16*u {
				t.Errorf("%s: the title would shrink under 12", name)
			}
		}
		for what, z := range map[string]float64{"title": phoneEndTitle, "name": phoneEndName, "money": phoneEndMoney, "line": phoneEndLine} {
			if z*u*css < 12-1e-6 {
				t.Errorf("%vx%v: %s at %.1f CSS px", ph[0], ph[1], what, z*u*css)
			}
		}
	}
	// The chart is kept where there is room: at 390x844 with six seats,
	// and with three at 360x640.
	for _, tc := range []struct {
		w, h, dpr float64
		n         int
	}{{390, 844, 2, 6}, {360, 640, 3, 3}} {
		c := &scene.Context{VP: ui.ComputeViewport(tc.w, tc.h, tc.dpr), Kit: k}
		if _, rounds := phoneEndGame(tc.n).phoneEndRects(c); rounds {
			t.Errorf("%vx%v with %d seats: no chart", tc.w, tc.h, tc.n)
		}
	}
}

// checkPhoneEndButtons: the game end's five buttons on a phone are a tap
// each way, their labels whole at 12 CSS px or more, inside the screen,
// over no other button and over none of the ranking, chart and note.
func checkPhoneEndButtons(t *testing.T, name string, k *ui.Kit, l tableEndRects, u, css float64, screen ui.Rect) {
	t.Helper()
	btns := []ui.Rect{l.watch, l.save, l.rematch, l.setup, l.out}
	for i, b := range btns {
		label := landEndButtons[i]
		size := ui.ButtonLabelSize(b, u)
		if b.W*css < 44-1e-6 || b.H*css < 44-1e-6 || size*css < 12-1e-6 || k.TextWidth(label, ui.FontBold, size) > b.W-8*u || !b.Within(screen) {
			t.Errorf("%s: %q button %+v (%.1fx%.1f CSS px), label at %.1f CSS px", name, label, b, b.W*css, b.H*css, size*css)
		}
		for _, o := range append(btns[i+1:], l.rank, l.chart, l.note) {
			if b.Overlaps(o) {
				t.Errorf("%s: %q button %+v over %+v", name, label, b, o)
			}
		}
	}
}
