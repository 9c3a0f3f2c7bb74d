package dicetable

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// deciderCases lays the table out on every phone of phoneScreens (360 x
// 640 with them), 2 to 6 players, with and without the slot machine.
func deciderCases(t *testing.T) []phoneCase {
	var cs []phoneCase
	for _, ph := range phoneScreens {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		for n := 2; n <= MaxSeats; n++ {
			for _, slot := range []bool{false, true} {
				o := TableLayoutOptions{Players: n, Slot: slot}
				l := ComputeTableLayout(vp.W, vp.H, o)
				name := fmt.Sprintf("%vx%v@%v n=%d slot=%v", ph[0], ph[1], ph[2], n, slot)
				if !l.Phone {
					t.Fatalf("%s: not laid out as a phone", name)
				}
				cs = append(cs, phoneCase{name, l, o, vp.Scale / ph[2]})
			}
		}
	}
	return cs
}

// kickTable is a table on phone layout l deciding a Kicker's target on
// casino cas crowded with a die and a Biggy of every seat and white dice:
// 2n+1 targets.
func kickTable(l TableLayout, n, cas int) *Table {
	t := &Table{L: l, m: &Model{Players: n, Casinos: 6}, deciding: true, sel: -1, kickCasino: cas}
	cv := &t.m.Casino[CasinoIndex(cas)]
	for q := 0; q < n; q++ {
		cv.Dice[q], cv.Biggies[q] = 2, 1
		t.legal = append(t.legal, dice.Kick(q, dice.Regular), dice.Kick(q, dice.Biggy))
	}
	cv.Dice[dice.Neutral] = 2
	t.legal = append(t.legal, dice.Kick(dice.Neutral, dice.White))
	for p := 0; p < n; p++ {
		t.last.Seat[p] = LastPlace{Casino: CasinoIndex(cas), Units: 2, Owner: p}
	}
	t.layoutOptions()
	return t
}

// A Kicker's decision on a phone: every target is a button at least 44
// CSS px each way, in the arena, over no other button, the prompt or its
// buttons, one for every target (up to eleven on a five-seat casino); a
// tap anywhere else picks nothing (the casino's groups picked a target
// before, in cells 13 to 30 units tall).
func TestPhoneKickTargetsAreTaps(t *testing.T) {
	for _, pc := range deciderCases(t) {
		for _, cas := range []int{1, 6} {
			tb := kickTable(pc.l, pc.o.Players, cas)
			name := fmt.Sprintf("%s casino %d", pc.name, cas)
			if tb.nOptRects != len(tb.legal) {
				t.Fatalf("%s: %d buttons for %d targets", name, tb.nOptRects, len(tb.legal))
			}
			if p := optionProblem(tb, pc.css); p != "" {
				t.Errorf("%s: %s", name, p)
			}
			if p := tapsOffButtons(tb); p != "" {
				t.Errorf("%s: %s", name, p)
			}
		}
	}
}

// optionProblem is what is wrong with table tb's option buttons.
func optionProblem(tb *Table, css float64) string {
	l := &tb.L
	others := []ui.Rect{l.Prompt, l.Confirm, l.HintButton()}
	for j, r := range tb.optRects[:tb.nOptRects] {
		if r.W*css < 44-1e-6 || r.H*css < 44-1e-6 {
			return fmt.Sprintf("button %d is %.1fx%.1f CSS px", j, r.W*css, r.H*css)
		}
		if !r.Within(l.Arena) {
			return fmt.Sprintf("button %d %+v outside the arena %+v", j, r, l.Arena)
		}
		for _, o := range append(others, tb.optRects[j+1:tb.nOptRects]...) {
			if r.Overlaps(o) {
				return fmt.Sprintf("button %d %+v over %+v", j, r, o)
			}
		}
	}
	return ""
}

// tapsOffButtons says where, off the option buttons, a tap picks a
// target, or "".
func tapsOffButtons(tb *Table) string {
	l := &tb.L
	for y := 0.0; y < l.H; y += l.U {
		for x := 0.0; x < l.W; x += l.U {
			j := tb.hitOption(x, y)
			if j < 0 {
				continue
			}
			on := false
			for k, r := range tb.optRects[:tb.nOptRects] {
				on = on || tb.optIdx[k] == j && r.Contains(x, y)
			}
			if !on {
				return fmt.Sprintf("a tap at (%.0f, %.0f) picks target %d off its button", x/l.U, y/l.U, j)
			}
		}
	}
	return ""
}
