package royaletable

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// pending is a state where a tile's decision waits, and its legal actions.
type pending struct {
	s     *royale.State
	legal []royale.Action
}

// tileDecisions plays games with random choices, for each tile side alone
// and for six tiles at once, and keeps up to per states of each kind of
// tile decision.
func tileDecisions(t *testing.T, per int) map[royale.ActKind][]pending {
	t.Helper()
	out := map[royale.ActKind][]pending{}
	var sets [][]string
	for _, id := range royale.Tiles() {
		sets = append(sets, []string{id})
	}
	sets = append(sets, nil, nil, nil)
	for i, set := range sets {
		n := 1
		if set == nil {
			n = 6
		}
		for seed := uint64(1); seed <= 6; seed++ {
			rules := royale.Rules{Players: 3 + int(seed%3), Main: true, Tiles: n, TileSet: set}
			s, err := royale.NewGame(rules)
			if err != nil {
				t.Fatal(err)
			}
			r := engine.NewRand(seed*100 + uint64(i))
			for step := 0; step < 3000 && !s.IsTerminal(); step++ {
				var a royale.Action
				if s.CurrentPlayer() == engine.ChancePlayer {
					a = s.SampleChance(r)
				} else {
					legal := s.Legal()
					if tileDecision(legal) && len(out[legal[0].Kind]) < per {
						out[legal[0].Kind] = append(out[legal[0].Kind], pending{s.Clone(), legal})
					}
					a = legal[r.Intn(len(legal))]
				}
				if _, err := s.Apply(a); err != nil {
					t.Fatalf("%v: %v", a, err)
				}
			}
		}
	}
	return out
}

// reach points at a's things one by one, as a person would (pressing a
// phone's More until its button shows), and reports the action chosen
// (and how many points it took).
func reach(l *layout, s *royale.State, legal []royale.Action, a royale.Action) (royale.Action, int, error) {
	sel, focus := "", 0
	for n := 1; n <= 3; n++ {
		opts := options(paths(s, legal), sel)
		rects := l.optionRects(opts, focus)
		i := -1
		for j, o := range opts {
			if leadsTo(o, a) {
				i = j
			}
		}
		if i < 0 {
			return royale.Action{}, n, fmt.Errorf("no option leads to %v (sel %q)", a, sel)
		}
		for more := 0; rects[i].Empty() && more < len(opts); more++ {
			row := l.optionRows(opts, focus)
			if row.more.Empty() {
				break
			}
			focus = row.next // More shows the next page
			rects = l.optionRects(opts, focus)
		}
		r := rects[i]
		if r.W < 1 || r.H < 1 {
			return royale.Action{}, n, fmt.Errorf("option %q has no room: %v", opts[i].th.key, r)
		}
		got, next, ok := pointAt(l, s, legal, sel, focus, r.CX(), r.CY())
		if !ok {
			return royale.Action{}, n, fmt.Errorf("pointing at %q (%v) does nothing", opts[i].th.key, r)
		}
		if next == "" {
			return got, n, nil
		}
		sel, focus = next, 0
	}
	return royale.Action{}, 3, fmt.Errorf("three points and still no action")
}

// TestEveryTileDecisionByPointing: every legal action of every kind of
// tile decision is chosen by pointing at its things on the board (one or
// two points), in a wide window and on phones; the casinos pointed at are
// the real casinos, and the row of buttons has one button per thing.
func TestEveryTileDecisionByPointing(t *testing.T) {
	found := tileDecisions(t, 6)
	kinds := []royale.ActKind{royale.ActClose, royale.ActBlock, royale.ActHandicap, royale.ActPower, royale.ActRotate,
		royale.ActKnock, royale.ActDouble, royale.ActNice, royale.ActFifty, royale.ActPunch, royale.ActGuess,
		royale.ActSplit, royale.ActPick, royale.ActPrime, royale.ActChoose, royale.ActActivate, royale.ActPay}
	for _, k := range kinds {
		if len(found[k]) == 0 {
			t.Errorf("no state with a %v decision was met", royale.Action{Kind: k})
		}
	}
	sizes := [][2]float64{{1280, 800}, {1024, 768}, {1920, 1080}, {390, 844}, {360, 640}, {844, 390}, {640, 360}}
	total := 0
	for _, ps := range found {
		for _, p := range ps {
			for _, sz := range sizes {
				l := cssLayout(sz[0], sz[1], p.s.Players())
				for _, a := range p.legal {
					got, _, err := reach(&l, p.s, p.legal, a)
					if err != nil || got != a {
						t.Errorf("%vx%v, legal %v: pointing for %v chose %v (%v)", sz[0], sz[1], p.legal, a, got, err)
					}
					total++
				}
				checkSizes(t, &l, p)
				if n := len(firstSteps(paths(p.s, p.legal))); n > 9 {
					t.Errorf("legal %v: %d things to point at first (a wall of buttons)", p.legal, n)
				}
			}
		}
	}
	t.Logf("%d actions reached by pointing", total)
}

// TestPointingAtCasinosAndArena: a Handicap decision points first at the
// casino with grey dice (its real rect), then at a space in the arena; a
// point off every target chooses nothing.
func TestPointingAtCasinosAndArena(t *testing.T) {
	found := tileDecisions(t, 3)
	ps := found[royale.ActHandicap]
	if len(ps) == 0 {
		t.Fatal("no Handicap decision met")
	}
	p := ps[0]
	l := newLayout(1280, 800, p.s.Players(), true)
	var a royale.Action
	for _, b := range p.legal {
		if b.X > 0 {
			a = b
		}
	}
	c := l.casinos[a.X-1]
	got, next, ok := pointAt(&l, p.s, p.legal, "", 0, c.X+4, c.Y+4)
	if n := 0; ok && next == "" {
		for _, b := range p.legal {
			if b.X == a.X {
				n++
			}
		}
		if n != 1 || got.X != a.X {
			t.Errorf("pointing at casino %d chose %v at once", a.X, got)
		}
	} else if !ok || next != fmt.Sprintf("c%d", a.X) {
		t.Errorf("pointing at casino %d: %v %q %v", a.X, got, next, ok)
	}
	for _, b := range p.legal { // with one casino chosen, a point at another chooses that one
		if b.X > 0 && b.X != a.X {
			o := l.casinos[b.X-1]
			if _, next, ok := pointAt(&l, p.s, p.legal, fmt.Sprintf("c%d", a.X), 0, o.X+4, o.Y+4); !ok || (next != "" && next != fmt.Sprintf("c%d", b.X)) {
				t.Errorf("with casino %d chosen, a point at casino %d: %q %v", a.X, b.X, next, ok)
			}
			break
		}
	}
	if _, _, ok := pointAt(&l, p.s, p.legal, "", 0, 2, l.H-2); ok {
		t.Error("a point in the dock's corner chose something")
	}
	prompt := decisionPrompt(p.s, p.legal, "", "Ana", true)
	if !strings.HasPrefix(prompt, "Ana: Handicap — Tap the casino") {
		t.Errorf("touch prompt %q", prompt)
	}
	if prompt := decisionPrompt(p.s, p.legal, fmt.Sprintf("c%d", a.X), "Ana", false); !strings.Contains(prompt, "Click the space for the grey die from ") {
		t.Errorf("second prompt %q", prompt)
	}
}

// checkSizes: every thing to point at is at least a finger's size (44
// units) and lies inside the window.
func checkSizes(t *testing.T, l *layout, p pending) {
	t.Helper()
	check := func(opts []option) {
		var rects []ui.Rect
		for focus := range opts { // every page of a phone's row
			row := l.optionRows(opts, focus)
			for i, r := range l.optionRects(opts, focus) {
				if casinoOf(opts[i].th.key) > 0 || !r.Empty() {
					rects = append(rects, r)
				}
			}
			for _, r := range append(row.rects, row.more) {
				if !r.Empty() {
					rects = append(rects, r)
				}
			}
		}
		for i, r := range rects {
			if r.W < l.tap-0.01 || r.H < l.tap-0.01 || r.X < 0 || r.Y < 0 || r.MaxX() > l.W+0.01 || r.MaxY() > l.H+0.01 {
				t.Errorf("%vx%v, legal %v: target %d of %d is %v", l.W, l.H, p.legal, i, len(opts), r)
				return
			}
		}
	}
	ps := paths(p.s, p.legal)
	first := options(ps, "")
	check(first)
	for _, o := range first {
		if len(o.acts) > 1 {
			check(options(ps, o.th.key))
		}
	}
}

// cssLayout is the table's layout for a window of w x h CSS pixels (a
// phone's is drawn on a wider logical canvas; ui.ComputeViewport).
func cssLayout(w, h float64, n int) layout {
	vp := ui.ComputeViewport(w, h, 1)
	return newLayoutCSS(vp.W, vp.H, n, true, 1/vp.Scale)
}
