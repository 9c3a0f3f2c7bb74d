package scenes

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// deskSetup is a desktop setup of five seats on game g at window sz,
// measured with k.
func deskSetup(t *testing.T, k *ui.Kit, sz [2]float64, g setupGame) (*Setup, *App) {
	t.Helper()
	s := NewSetup(&Env{Store: storage.NewMemory()}, Options{Players: 5})
	a := headlessApp(t, s)
	a.ctx.Kit = k
	a.ctx.VP = ui.ComputeViewport(sz[0], sz[1], 1)
	s.chooseGame(g)
	return s, a
}

// Every switch whose hint is not in its row shows an (i) (setup_hints.go)
// in its row, right of its whole label and left of its pill, over no
// other switch: at every desktop size, in every game and preset. Before,
// nothing on the screen said that those hints were there (at 800x600 the
// dice game's eleven switches, at 1280x800 the card game's one).
func TestSetupDesktopHintMarks(t *testing.T) {
	k := measureKit(t)
	marks := map[string]int{}
	for _, sz := range setupDeskSizes {
		for g := range numGames {
			s, a := deskSetup(t, k, sz, g)
			u := ui.Unit(sz[0], sz[1])
			for p := range s.presetNames() {
				s.setPreset(p)
				l := s.layout(&a.ctx)
				for i := range s.toggleCount() {
					label, hint, _ := s.toggle(i)
					r := l.toggles[i]
					if hint == "" || hintInRow(k, r, hint, u) {
						continue
					}
					key := fmt.Sprintf("%vx%v %s preset %d", sz[0], sz[1], gameTabs[g], p)
					name := fmt.Sprintf("%s switch %d", key, i)
					m := hintMark(k, r, label, u)
					if !m.Empty() {
						marks[key]++
					}
					pill := r.MaxX() - 50*u // ui.Kit.ToggleSized's pill: 44 wide, 6 in
					lw := k.TextWidth(label, ui.FontBold, 14*u)
					switch {
					case m.Empty():
						t.Errorf("%s: no (i) beside %q", name, label)
					case !m.Within(r) || m.X < r.X+8*u+lw+4*u || m.MaxX() > pill-4*u:
						t.Errorf("%s: (i) %+v not between the label's end %.1f and the pill %.1f in %+v", name, m, r.X+8*u+lw, pill, r)
					case m.H < hintMarkText(u):
						t.Errorf("%s: (i) %.1f high, under its letter's %.1f", name, m.H, hintMarkText(u))
					}
					for j := range s.toggleCount() {
						if j != i && m.Overlaps(l.toggles[j]) {
							t.Errorf("%s: (i) over switch %d", name, j)
						}
					}
				}
			}
		}
	}
	if marks["800x600 Las Vegas preset 0"] != 11 || marks["1280x800 The Card Game preset 0"] != 1 {
		t.Errorf("(i) marks: %v; want 11 at 800x600 in the dice game, 1 at 1280x800 in the card game", marks)
	}
}

// The hint beside a switch: the pointed one's, else the focused one's,
// else, after a tap, the last tapped one's until another is tapped (touch
// has no pointer); with a mouse away from the switches, none. At 800x600
// in the dice game, where no hint is in its row.
func TestSetupDesktopHintTip(t *testing.T) {
	s, a := deskSetup(t, measureKit(t), [2]float64{800, 600}, gameDice)
	c, u := &a.ctx, ui.Unit(800, 600)
	l := s.layout(c)
	in := c.Input
	in.TouchKnown = true
	at := func(i int) { in.HasPoint, in.PX, in.PY = true, l.toggles[i].CX(), l.toggles[i].CY() }
	check := func(what string, want int) {
		t.Helper()
		if got := s.hintTipFor(c, &l, u); got != want {
			t.Errorf("%s: the hint of switch %d shows, want %d", what, got, want)
		}
	}
	check("nothing pointed, focused or tapped", -1)
	s.hint = 5 // switch 4 was clicked
	check("a mouse away from the switches after a click", -1)
	at(2)
	check("the pointer on switch 2", 2)
	in.HasPoint = false
	for f, r := range s.focusables(&l, nil) {
		if r == l.toggles[7] {
			s.focus = f
		}
	}
	check("switch 7 focused", 7)
	s.focus = -1
	in.Touch = true
	check("switch 4 tapped last", 4)
	at(9)
	check("a touch resting on switch 9", 9)
}

// A click on a switch's (i) shows its hint and leaves the switch as it
// is; a click on the rest of its row flips it. A new tab asks for no
// hint of its own switches yet.
func TestSetupDesktopHintMarkClick(t *testing.T) {
	s, a := deskSetup(t, measureKit(t), [2]float64{800, 600}, gameDice)
	c, u := &a.ctx, ui.Unit(800, 600)
	l := s.layout(c)
	const i = 3
	label, _, on := s.toggle(i)
	m := hintMark(c.Kit, l.toggles[i], label, u)
	if m.Empty() {
		t.Fatalf("switch %d (%q) has no (i) at 800x600", i, label)
	}
	s.click(c, &l, m.CX(), m.CY())
	if _, _, now := s.toggle(i); now != on || s.hint != i+1 {
		t.Errorf("a click on the (i): the switch went from %v to %v, hint %d", on, now, s.hint)
	}
	r := l.toggles[i]
	s.click(c, &l, r.MaxX()-20*u, r.CY())
	if _, _, now := s.toggle(i); now == on {
		t.Errorf("a click on the switch's pill left it %v", now)
	}
	s.chooseGame(gameCards)
	if s.hint != 0 {
		t.Errorf("the card game's tab asks for hint %d", s.hint)
	}
}
