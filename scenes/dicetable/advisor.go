package dicetable

import (
	"math"
	"strconv"
	"time"

	dicebots "github.com/lasvegas-dice/lasvegas/ai/dice"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The advisor: while a human decides, H (or the Hint button) asks the hard
// bot for its view of every legal choice. The search runs in slices of
// hintSlice per tick, so frames never wait (the browser runs Go on one
// thread). The figures are shown next to each choice, the best one marked;
// the hint never plays anything by itself and vanishes when the position
// changes.

// hintSlice is the advisor's work per tick.
const hintSlice = 4 * time.Millisecond

// hinter is what the advisor needs from a session (*diceplay.Session has it).
type hinter interface {
	StartHint() (*diceplay.Hint, error)
	HintValid(h *diceplay.Hint) bool
}

// hinterOf finds the session behind a table's source, if it can advise.
// Wrapping sources may expose the wrapped one with Unwrap.
func hinterOf(src Source) hinter {
	for i := 0; i < 8 && src != nil; i++ {
		switch s := src.(type) {
		case *GameSource:
			if s.S == nil {
				return nil
			}
			return s.S
		case hinter:
			return s
		case interface{ Unwrap() Source }:
			src = s.Unwrap()
		default:
			return nil
		}
	}
	return nil
}

// hintEntry is the advisor's figures for one legal choice.
type hintEntry struct {
	ok      bool
	win     float64 // 0..1, or -1 when unknown
	money   float64 // dollars
	samples int
	best    bool
	// labels say the figures from the longest to the shortest: "41%
	// chance to win · expected $230k", "41% to win · expected $230k",
	// "41% to win · $230k"; a badge shows the longest that fits.
	labels [3]string
	slot   [3]string // the same after "Slot " (a face column's badge for the slot machine)
}

// advisor is the table's hint state for the current decision.
type advisor struct {
	h        *diceplay.Hint
	src      hinter
	done     bool
	err      string
	budget   int     // the expected number of rollouts, for the progress bar
	progress float64 // 0..1
	samples  int
	entries  []hintEntry // by index into Table.legal
	best     int         // index into Table.legal, -1 none
	ticks    int
}

func (a *advisor) active() bool { return a.h != nil }

// formatWinProb writes a probability as a whole percentage ("41%"), with
// "<1%" and ">99%" at the ends so a long shot never reads as impossible.
func formatWinProb(p float64) string {
	switch {
	case p < 0:
		return ""
	case p > 0 && p < 0.005:
		return "<1%"
	case p < 1 && p > 0.995:
		return ">99%"
	}
	return strconv.Itoa(int(math.Round(p*100))) + "%"
}

// estimateLabels are the labels shown next to a choice, longest first:
// "41% chance to win · expected $230k", "41% to win · expected $230k",
// "41% to win · $230k"; only the money ("expected $90k") when the search
// has no win figure (a forced choice).
func estimateLabels(win, money float64) [3]string {
	w := formatWinProb(win)
	m := MoneyShort(money)
	if w == "" {
		return [3]string{"expected " + m, "exp. " + m, m}
	}
	return [3]string{w + " chance to win · expected " + m, w + " to win · expected " + m, w + " to win · " + m}
}

// fitLabel is the longest of labels whose width at size is at most w (the
// shortest when none fits).
func fitLabel(k *ui.Kit, labels *[3]string, size, w float64) string {
	for _, l := range labels[:2] {
		if k.TextWidth(l, ui.FontBold, size) <= w {
			return l
		}
	}
	return labels[2]
}

// mapHint matches the search's estimates to the table's legal choices (by
// action) and returns an entry per choice and the index of the best one
// (-1 when none is marked). Choices the search does not mention stay !ok.
func mapHint(legal []dice.Action, est []dicebots.Estimate, dst []hintEntry) ([]hintEntry, int) {
	dst = dst[:0]
	best := -1
	for i, a := range legal {
		e := hintEntry{win: -1}
		for _, x := range est {
			if x.Action != a {
				continue
			}
			e = hintEntry{ok: true, win: x.WinProb, money: x.Money, samples: x.Samples, best: x.Best}
			e.labels = estimateLabels(x.WinProb, x.Money)
			for j, l := range e.labels {
				e.slot[j] = "Slot " + l
			}
			if x.Best && best < 0 {
				best = i
			}
			break
		}
		dst = append(dst, e)
	}
	return dst, best
}

// hintBudget guesses how many rollouts the hard bot spends on a decision
// (as ai does with its defaults), for the progress bar.
func hintBudget(st *dice.State) int {
	if st == nil {
		return dicebots.MaxRollouts
	}
	dice := 0
	for q := 0; q < st.Rules().Players; q++ {
		dice += st.DiceLeft(q)
	}
	steps := math.Max(float64(dice)/2, 1)
	return min(max(int(dicebots.DefaultWork/steps), dicebots.MinRollouts), dicebots.MaxRollouts)
}

// canHint reports whether the advisor can help with the current decision.
func (t *Table) canHint() bool {
	return t.deciding && len(t.legal) > 0 && hinterOf(t.src) != nil
}

// toggleHint asks for a hint, or hides the one shown.
func (t *Table) toggleHint(c *ui.Stage) {
	if t.adv.active() {
		t.clearHint()
		c.Say(ui.CueClick)
		return
	}
	t.startHint(c)
}

func (t *Table) startHint(c *ui.Stage) {
	t.clearHint()
	if !t.deciding {
		return
	}
	hs := hinterOf(t.src)
	if hs == nil {
		t.adv.err = "No hint is available in this game"
		return
	}
	h, err := hs.StartHint()
	if err != nil {
		t.adv.err = "No hint: " + err.Error()
		return
	}
	t.adv.h, t.adv.src = h, hs
	t.adv.budget = hintBudget(t.src.View())
	c.Say(ui.CueClick)
	t.stepHint(c)
}

// clearHint drops the hint (the position changed, or the player chose).
func (t *Table) clearHint() {
	ents := t.adv.entries[:0]
	t.adv = advisor{entries: ents, best: -1}
}

// stepHint runs one slice of the hint's search and refreshes its figures.
// It is called every tick; it drops a hint that no longer fits.
func (t *Table) stepHint(c *ui.Stage) {
	a := &t.adv
	if a.h == nil {
		if !t.deciding {
			a.err = ""
		}
		return
	}
	if !t.deciding || !a.src.HintValid(a.h) {
		t.clearHint()
		return
	}
	if a.done || !c.Work(hintSlice) {
		return
	}
	a.ticks++
	a.done = a.h.Step(hintSlice)
	est := a.h.Estimates()
	a.entries, a.best = mapHint(t.legal, est, a.entries)
	a.samples = 0
	for _, e := range est {
		a.samples += e.Samples
	}
	if a.done {
		a.progress = 1
		switch t.choiceKind() {
		case dice.ActKick:
			c.Snap("table-hint-kick")
		case dice.ActTakeChip:
			c.Snap("table-hint-chip")
		default:
			c.Snap("table-hint")
		}
	} else if a.budget > 0 {
		a.progress = math.Min(0.97, float64(a.samples)/float64(a.budget))
		if a.ticks == 4 {
			c.Snap("table-hint-thinking")
		}
	}
}

// hintEntry returns the figures of legal choice i, if shown.
func (t *Table) hintFor(i int) (hintEntry, bool) {
	a := &t.adv
	if a.h == nil || !a.done || i < 0 || i >= len(a.entries) || !a.entries[i].ok {
		return hintEntry{}, false
	}
	return a.entries[i], true
}

// hintButton is the Hint button, left of Confirm in the prompt row.
func (t *Table) hintButton() ui.Rect { return t.L.HintButton() }

// promptTextBox is the room for the prompt's text in layout L, with or
// without the Hint button in the row.
func promptTextBox(L *TableLayout, hint bool) (w, h float64) {
	w = L.Prompt.W - 16*L.U
	if hint {
		w -= L.HintButton().W + 6*L.U
	}
	return w, L.Prompt.H - 4*L.U
}

// advisorInput handles the hint key and button; it reports whether action
// i was used.
func (t *Table) advisorInput(c *ui.Stage, i int, a ui.Action) bool {
	switch a.Kind {
	case ui.ActHint:
		c.In.Consume(i)
		t.toggleHint(c)
		return true
	case ui.ActClick:
		if t.canHint() && t.hintButton().Contains(a.X, a.Y) {
			c.In.Consume(i)
			t.toggleHint(c)
			return true
		}
	}
	return false
}
