//go:build e2e

package dicetable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Resting the pointer on a piece of a player's panel shows its legend:
// each die left to roll by kind, and the START tag; nothing on the felt;
// the legend goes when the pointer moves.
func TestLegendOnPieces(t *testing.T) {
	k := measureKit(t)
	seats := make([]SeatDesc, 3)
	for i := range seats {
		seats[i] = SeatDesc{Name: []string{"You", "Ann", "Bob"}[i], Colour: pieces.DieColour(i), Bot: "random"}
	}
	src, err := NewLocalSource(dice.Online(3), seats, 2)
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(src)
	for e, ok := src.NextEvent(); ok; e, ok = src.NextEvent() {
		tb.m.Apply(e)
	}
	tb.m.Sync(src.View())
	vp := ui.ComputeViewport(1600, 900, 1)
	tb.L = ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: 3, Slot: tb.m.Casinos > 6})
	u := tb.L.U
	pz := panelSizes(tb.L.Players[0], u)
	s := &tb.m.Seats[0]
	x, y := pz.in.X+pz.dieS/2, pz.in.MaxY()-pz.dieS/2
	want := map[string]bool{}
	limit := pz.in.MaxX() - k.TextWidth(tb.m.DiceLabel[0], ui.FontRegular, 11*u) - pz.dieS*0.8
	for _, kd := range [4]dice.DieKind{dice.Regular, dice.Biggy, dice.Kicker, dice.White} {
		for i := 0; i < s.Supply[kd] && x+pz.dieS/2 <= limit; i++ {
			if i == s.Supply[kd]-1 {
				if got := tb.legendAt(k, x, y); got != KindLegend(kd) {
					t.Errorf("die of kind %v at %.0f,%.0f: %q", kd, x, y, got)
				}
				want[KindLegend(kd)] = true
			}
			x += pz.dieS * 1.1
		}
	}
	if !want[LegendBiggy] || !want[LegendDie] {
		t.Fatalf("the test needs a die and a Biggy in the panel: %v", s.Supply)
	}
	tb.m.Start, tb.m.Turn = 0, 1
	tw := k.TextWidth("START", ui.FontBold, 10*u) + 10*u
	if got := tb.legendAt(k, pz.in.MaxX()-tw/2, pz.ty); got != LegendStart {
		t.Errorf("START tag: %q", got)
	}
	tb.nDice, tb.dieSize = 1, 30
	tb.dice[0] = arenaDie{kind: dice.Kicker, face: 3, x1: tb.L.Arena.CX(), y1: tb.L.Arena.CY()}
	if got := tb.legendAt(k, tb.L.Arena.CX()+10, tb.L.Arena.CY()-10); got != LegendKicker {
		t.Errorf("a Kicker in the arena: %q", got)
	}
	if got := tb.legendAt(k, 1, tb.L.H-1); got != "" {
		t.Errorf("the felt: %q", got)
	}
	checkLegendPointer(t, tb, k, vp, pz)
}

// checkLegendPointer: the pointer rests on the first die of tb's first
// panel; the legend shows after legendRest ticks (only for a mouse that
// has moved since the table opened) and goes when the pointer moves.
func checkLegendPointer(t *testing.T, tb *Table, k *ui.Kit, vp ui.Viewport, pz panelMetrics) {
	t.Helper()
	// The pointer rests: the legend shows after legendRest ticks, and goes
	// when it moves.
	// A pointer that rests where it was when the table opened shows none
	// (Xvfb's, at the window's centre): the mouse must have moved.
	c := (&scene.Context{Input: ui.NewInput(nil), Kit: k, VP: vp}).FillStage(&ui.Stage{})
	x0, y0 := pz.in.X+pz.dieS/2, pz.in.MaxY()-pz.dieS/2
	c.In.Inject(ui.Action{Kind: ui.ActPointerMove, X: x0, Y: y0})
	for i := 0; i <= 2*legendRest; i++ {
		c.In.Step(vp)
		tb.stepLegend(c)
		if tb.legend != "" {
			t.Fatalf("tick %d: a pointer resting since the table opened shows %q", i, tb.legend)
		}
	}
	// A mouse that came in after the table opened, and rests on a die.
	tb.rest = ui.PointerRest{}
	c.In = ui.NewInput(nil)
	c.In.Step(vp)
	tb.stepLegend(c)
	c.In.Inject(ui.Action{Kind: ui.ActPointerMove, X: x0, Y: y0})
	for i := 0; i <= legendRest; i++ {
		c.In.Step(vp)
		tb.stepLegend(c)
		if (tb.legend != "") != (i == legendRest) {
			t.Fatalf("tick %d: legend %q", i, tb.legend)
		}
	}
	c.In.Inject(ui.Action{Kind: ui.ActPointerMove, X: x0 + 40, Y: y0})
	c.In.Step(vp)
	tb.stepLegend(c)
	if tb.legend != "" {
		t.Error("the legend stayed after the pointer moved")
	}
}
