package diceplay

import (
	"errors"
	"time"

	dicebots "github.com/lasvegas-dice/lasvegas/ai/dice"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// botAgent runs a built-in bot in slices.
type botAgent struct {
	bot    dicebots.Bot
	budget time.Duration
	search dicebots.Search
	spent  time.Duration
	why    string
}

func (b *botAgent) Begin(s *dice.State) {
	b.search = b.bot.Begin(s)
	b.spent = 0
	b.why = ""
}

func (b *botAgent) Think(d time.Duration) (dice.Action, bool) {
	t0 := time.Now()
	done := b.search.Step(d)
	b.spent += time.Since(t0)
	if !done && b.spent < b.budget {
		return dice.Action{}, false
	}
	b.why = dicebots.Why(b.search.Estimates(), 3)
	return b.search.Best(), true
}

func (b *botAgent) Why() string  { return b.why }
func (b *botAgent) Close() error { return nil }

// Hint is the hard bot's view of the decision a human has to make: every
// legal choice with its estimated chance to win and expected money, the
// best marked. It is computed in slices (HintStep) so frames never wait.
type Hint struct {
	search dicebots.Search
	state  dice.State // the position the hint is for
	done   bool
}

// StartHint begins a hint for the human seat to act. The search works on
// its own copy; the live game is never touched.
func (g *Session) StartHint() (*Hint, error) {
	seat, ok := g.HumanToAct()
	if !ok {
		return nil, errors.New("no human decision to advise on")
	}
	seed := g.cfg.Seed ^ uint64(len(g.rec.History))*0x9e3779b97f4a7c15
	h := &Hint{search: dicebots.NewHard(seed, dicebots.HardOptions{}).Begin(g.st.View(seat))}
	h.state.CopyFrom(g.st)
	return h, nil
}

// Step works on the hint for about d and reports whether it is finished.
func (h *Hint) Step(d time.Duration) bool {
	if !h.done {
		h.done = h.search.Step(d)
	}
	return h.done
}

// Done reports whether the search has finished.
func (h *Hint) Done() bool { return h.done }

// Estimates are the figures so far, one per legal action, best marked.
func (h *Hint) Estimates() []dicebots.Estimate { return h.search.Estimates() }

// Best is the recommended action so far.
func (h *Hint) Best() dice.Action { return h.search.Best() }

// Valid reports whether the hint still describes the live position.
func (g *Session) HintValid(h *Hint) bool { return h != nil && h.state == *g.st }
