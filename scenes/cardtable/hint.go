package cardtable

import (
	"fmt"
	"math"
	"time"

	cardbots "github.com/lasvegas-dice/lasvegas/ai/cards"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// hintSlice is how long the advisor thinks per frame: the browser runs Go
// on one thread, so a frame never waits long.
const hintSlice = 4 * time.Millisecond

// hint is the advisor's work for the person picking: the hard bot's search
// on that seat's view (never the full state), stepped a slice a frame.
type hint struct {
	seat        int
	round, turn int
	search      cardbots.Search
	done        bool
	text        string
}

// askHint starts the advisor for the seat picking now (H).
func (t *Table) askHint() {
	st, seat := t.sess.Stage()
	if st != cardplay.StagePick || seat != t.handSeat || seat < 0 {
		t.say("A hint is for your pick.")
		return
	}
	v := t.sess.View()
	b, err := cardbots.New("hard", seat, t.tick+1)
	if err != nil {
		return
	}
	t.hint = &hint{seat: seat, round: v.Round(), turn: v.Turn(), search: b.Begin(v), text: "Thinking…"}
}

// stepHint works on the hint for one slice; when it is done it names the
// pick with its figures and selects its cards. A hint for a pick that has
// passed is dropped.
func (t *Table) stepHint() {
	h := t.hint
	if h == nil {
		return
	}
	st, seat := t.sess.Stage()
	v := t.sess.SharedView()
	if st != cardplay.StagePick || seat != h.seat || v.Round() != h.round || v.Turn() != h.turn {
		t.hint = nil
		return
	}
	if h.done {
		return
	}
	h.done = h.search.Step(hintSlice)
	if !h.done {
		return
	}
	best := h.search.Best()
	for _, e := range h.search.Estimates() {
		if e.Action == best {
			h.text = hintText(e.Action.Pick, e.WinProb, e.Money)
		}
	}
	t.selectPick(best.Pick)
}

// hintText says a hint in words: "Hint: 3, double 3 · 61% chance to win ·
// expected $230,000" (the expectation rounded to the thousand).
func hintText(p cards.Pick, win, money float64) string {
	s := "Hint: " + pickText(p)
	if win >= 0 {
		s += fmt.Sprintf(" · %.0f%% chance to win", 100*win)
	}
	return s + fmt.Sprintf(" · expected %s", ui.Dollars(int(math.Round(money/1000))*1000))
}

// pickText lists a pick's cards in words: "3, 3, double 5".
func pickText(p cards.Pick) string {
	s := ""
	for k := cards.Card(0); k < cards.NumCards; k++ {
		for i := 0; i < int(p[k]); i++ {
			if s != "" {
				s += ", "
			}
			if k.Double() {
				s += fmt.Sprintf("double %d", k.Face())
			} else {
				s += k.String()
			}
		}
	}
	return s
}

// selectPick selects the hand's cards that make up p.
func (t *Table) selectPick(p cards.Pick) {
	t.on = [len(t.on)]bool{}
	for i, c := range t.slots {
		if i < len(t.on) && p[c] > 0 {
			t.on[i] = true
			p[c]--
		}
	}
}
