package royaletable

import (
	"fmt"
	"math"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A tile's decision is made by pointing at what it concerns: a casino
// (its key is "c1" to "c6") or a mark the arena shows while the tile
// resolves (a space of Handicap or Nice Dice, a cluster of grey dice, a
// Black Box pile, the bar...). A decision with two parts (Handicap: the
// casino, then the space; Block It!: the cluster, then the casino) takes
// two points: the first chooses the thing, the second the action.

// thing is what a person points at: key names it, label says it in a few
// words (the fallback button's text and the arena mark's).
type thing struct{ key, label string }

// path is how a legal action is reached: one or two things.
type path struct {
	a     royale.Action
	steps []thing
}

// option is a thing to point at now and the actions it leads to.
type option struct {
	th   thing
	acts []royale.Action
}

// casinoThing is casino c as a thing to point at.
func casinoThing(c int) thing {
	if c < 1 || c > royale.Casinos {
		return thing{key: "?", label: "?"}
	}
	return thing{key: fmt.Sprintf("c%d", c), label: pieces.CasinoName[c]}
}

func mark(key string, n int, label string) thing {
	return thing{key: fmt.Sprintf("%s%d", key, n), label: label}
}

// dieThing is the die a decision moves: a regular one or the Biggy.
func dieThing(y uint8) thing {
	if y == 1 {
		return thing{key: "d1", label: "The Biggy"}
	}
	return thing{key: "d0", label: "A die"}
}

// paths says how each legal action of a tile's decision is pointed at.
func paths(s *royale.State, legal []royale.Action) []path {
	out := make([]path, 0, len(legal))
	for _, a := range legal {
		out = append(out, path{a: a, steps: stepsOf(s, a)})
	}
	return out
}

// stepsOf is the one or two things that choose a.
func stepsOf(s *royale.State, a royale.Action) []thing {
	x, y := int(a.X), int(a.Y)
	switch a.Kind {
	case royale.ActClose:
		if x == 0 {
			return []thing{{key: "keep", label: "Leave the token"}}
		}
		return []thing{casinoThing(x)}
	case royale.ActBlock:
		n := 0
		if x >= 1 && x <= 5 {
			n = s.Board().Clusters[x-1]
		}
		return []thing{mark("g", x, fmt.Sprintf("%d grey (#%d)", n, x)), casinoThing(y)}
	case royale.ActHandicap:
		if x == 0 {
			return []thing{{key: "none", label: "Take none"}}
		}
		return []thing{casinoThing(x), mark("h", y, [...]string{"?", "Chip", "$30,000", "Turn/take back"}[min(y, 3)])}
	case royale.ActPower, royale.ActRotate:
		if x == 0 {
			return []thing{{key: "roll", label: "Roll as usual"}}
		}
		return []thing{dieThing(a.Y), casinoThing(x)}
	case royale.ActReturn:
		return []thing{casinoThing(x), mark("back", y, [...]string{"A die back", "The Biggy back"}[min(y, 1)])}
	case royale.ActKnock:
		return []thing{mark("bar", x, [...]string{"A die", "The Biggy"}[min(x, 1)])}
	case royale.ActDouble:
		n := fmt.Sprintf("%d dice", x)
		if x == 1 {
			n = "1 die"
		}
		return []thing{mark("n", x, n), mark("with", y, [...]string{"No Biggy", "And the Biggy"}[min(y, 1)])}
	case royale.ActNice:
		if x == 0 {
			return []thing{{key: "none", label: "No die"}}
		}
		return []thing{mark("s", x, fmt.Sprintf("Space %d", x)), dieThing(a.Y)}
	case royale.ActSplit:
		size := 0
		for _, c := range royaleplay.Words(s, a) {
			if c == '+' {
				size++
			}
		}
		return []thing{mark("size", size+1, fmt.Sprintf("%d in pile 1", size+1)), mark("split", x, strings.ReplaceAll(strings.TrimPrefix(royaleplay.Words(s, a), "Pile 1: "), " + ", "+"))}
	case royale.ActActivate:
		return []thing{casinoThing(x)}
	}
	return []thing{mark(fmt.Sprintf("k%d-", a.Kind), x*8+y, shortWords(s, a))}
}

// shortWords are the few words of the decisions pointed at in the arena.
func shortWords(s *royale.State, a royale.Action) string {
	switch a.Kind {
	case royale.ActFifty:
		return [...]string{"Stop", "Higher", "Lower"}[min(a.X, 2)]
	case royale.ActPunch:
		return fmt.Sprintf("Hold %d", a.X)
	case royale.ActGuess:
		return fmt.Sprintf("Guess %d", a.X)
	case royale.ActPay:
		if a.X == 0 {
			return "A chip"
		}
		return ui.Dollars(int(a.X)*royale.Unit) + " card"
	case royale.ActPrime:
		switch {
		case a.X == 0:
			return "None"
		case a.Y == 0:
			return fmt.Sprintf("The %d", a.X)
		}
		return fmt.Sprintf("Both: %d, %d", a.X, a.Y)
	case royale.ActChoose:
		return [...]string{"?", "1: a chip", "2: 2 chips", "3: $30,000", "4: a tile", "5: turn a die", "6: $60,000"}[min(a.X, 6)]
	}
	return royaleplay.Words(s, a)
}

// options are the things to point at now, sel being the thing chosen
// first ("" none). When every action starts at one thing, that thing is
// taken as chosen.
func options(ps []path, sel string) []option {
	if sel == "" {
		first := firstSteps(ps)
		if len(first) != 1 || len(first[0].acts) == 1 {
			return first
		}
		sel = first[0].th.key
	}
	var out []option
	for _, p := range ps {
		if len(p.steps) < 2 || p.steps[0].key != sel {
			continue
		}
		out = addOption(out, p.steps[1], p.a)
	}
	if len(out) == 0 {
		return firstSteps(ps)
	}
	return out
}

func firstSteps(ps []path) []option {
	var out []option
	for _, p := range ps {
		if len(p.steps) > 0 {
			out = addOption(out, p.steps[0], p.a)
		}
	}
	return out
}

func addOption(out []option, th thing, a royale.Action) []option {
	for i := range out {
		if out[i].th.key == th.key {
			out[i].acts = append(out[i].acts, a)
			return out
		}
	}
	return append(out, option{th: th, acts: []royale.Action{a}})
}

// casinoOf is the casino (1-6) a key names, 0 for a mark.
func casinoOf(key string) int {
	if len(key) == 2 && key[0] == 'c' && key[1] >= '1' && key[1] <= '6' {
		return int(key[1] - '0')
	}
	return 0
}

// optionRects is where each option is pointed at: its casino, or its mark
// in the arena (on a phone its button in the dock: an empty rect for one
// on another page of the row than focus's, optionRows).
func (l *layout) optionRects(opts []option, focus int) []ui.Rect {
	n := 0
	for _, o := range opts {
		if casinoOf(o.th.key) == 0 {
			n++
		}
	}
	slots := l.arenaSlots(n)
	if l.phone {
		slots = l.optionRows(opts, focus).rects // a phone's arena is too small for a finger
	}
	out := make([]ui.Rect, len(opts))
	i := 0
	for j, o := range opts {
		if c := casinoOf(o.th.key); c > 0 {
			out[j] = l.casinos[c-1]
			continue
		}
		if l.phone {
			out[j] = slots[j]
			continue
		}
		out[j] = slots[i]
		i++
	}
	return out
}

// optionRows are the dock's row of buttons for opts: on a phone a paged
// row (pagedRow) showing focus's page, on a desktop every button where
// each is as wide as its words need, else a paged row too (800x600: a
// Black Box's six piles of "$60,000+$20,000+$20,000", 144 CSS px, had
// 125 each).
func (l *layout) optionRows(opts []option, focus int) pageRow {
	need := l.labelWidth(opts)
	if !l.phone {
		if rects := l.rowRects(len(opts), need); len(rects) == 0 || rects[0].W >= need-1e-9 {
			return pageRow{rects: rects}
		}
	}
	return l.pagedRow(len(opts), need, focus)
}

// arenaSlots lays n marks out in the arena below its title, in a grid of
// up to three columns, each at least a finger's size where it fits.
func (l *layout) arenaSlots(n int) []ui.Rect {
	if n <= 0 {
		return nil
	}
	u := l.u
	_, area := l.arena.Inset(8*u).SplitTop(28*u, 4*u)
	gap := 6 * u
	cols := max(1, min(n, 4, int((area.W+gap)/(84*u+gap))))
	rows := (n + cols - 1) / cols
	cw := (area.W - float64(cols-1)*gap) / float64(cols)
	rh := math.Min((area.H-float64(rows-1)*gap)/float64(rows), 64*u)
	out := make([]ui.Rect, n)
	for i := range out {
		out[i] = ui.R(area.X+float64(i%cols)*(cw+gap), area.Y+float64(i/cols)*(rh+gap), cw, rh)
	}
	return out
}

// pointAt is what pointing at (x, y) does at a tile's decision whose first
// chosen thing is sel (its row of buttons showing focus's page): it
// chooses an action (ok, a), or a thing whose actions need a second point
// (ok, next), or nothing (!ok).
func pointAt(l *layout, s *royale.State, legal []royale.Action, sel string, focus int, x, y float64) (a royale.Action, next string, ok bool) {
	opts := options(paths(s, legal), sel)
	rects := l.optionRects(opts, focus)
	for i := len(opts) - 1; i >= 0; i-- { // the arena's marks lie over no casino, but check them first
		if casinoOf(opts[i].th.key) == 0 && rects[i].Contains(x, y) {
			return pick(opts[i])
		}
	}
	for i, o := range opts {
		if rects[i].Contains(x, y) {
			return pick(o)
		}
	}
	if sel != "" { // a point at another first thing chooses it instead
		return pointAt(l, s, legal, "", 0, x, y)
	}
	return royale.Action{}, "", false
}

// pick is what choosing option o does.
func pick(o option) (royale.Action, string, bool) {
	if len(o.acts) == 1 {
		return o.acts[0], "", true
	}
	return royale.Action{}, o.th.key, true
}
