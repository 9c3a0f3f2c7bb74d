package cardtable

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// After the picks of a turn have flown to the casinos, the reveal stays
// as a summary of who played what where, in the hand area (no card flies
// while it shows: the next placement waits for it), until the person goes
// on with Continue (Enter, a click or a tap). In hot seat it shows before
// the next handover and waits for Continue; a person playing alone
// against bots has seen it on the one screen, so there it also goes on by
// itself after a delay of the speed setting (ui.Motion); with nobody
// watching it goes on at once. A round's last picks are summarised first,
// then paid out.

// summaryTicks is how long a summary waits at normal speed before it goes
// on by itself; minSummaryTicks the least, even at instant speed.
const (
	summaryTicks    = 150
	minSummaryTicks = 30
)

// summaryLines says who played what where in reveal r: "Ann: two 4s at
// Flamingo", and who stopped for the round with it.
func summaryLines(r *cardplay.Reveal, names []string) []string {
	if r == nil {
		return nil
	}
	var stopped uint8
	for _, e := range r.Events {
		if e.Kind == cards.EvStopped && e.Seat >= 0 {
			stopped |= 1 << uint(e.Seat)
		}
	}
	var out []string
	for p := 0; p < cards.MaxPlayers; p++ {
		if r.Placed&(1<<uint(p)) == 0 {
			continue
		}
		name := fmt.Sprintf("Seat %d", p+1)
		if p < len(names) && names[p] != "" {
			name = names[p]
		}
		line := name + ": " + placedWords(r.Picks[p])
		if stopped&(1<<uint(p)) != 0 {
			line += " · stops for the round"
		}
		out = append(out, line)
	}
	return out
}

// summaryTitle names the turn of reveal r.
func summaryTitle(r *cardplay.Reveal) string {
	return fmt.Sprintf("Round %d, turn %d: who played what", r.Before.Round(), r.Before.Turn())
}

// autoWait is how many ticks a summary (summary: true) or a payout waits
// before it goes on by itself, or -1: it waits for Continue (or Next
// round). A summary goes on by itself with one person at the screen, who
// has seen it; a payout only when nobody plays here.
func autoWait(m ui.Motion, autoplay bool, humans int, summary bool) int {
	switch {
	case autoplay:
		return 2
	case humans == 0 && summary:
		return max(m.Dur(summaryTicks), 1)
	case humans == 0:
		return max(m.Dur(payoutTicks), 1)
	case humans == 1 && summary:
		return max(m.Dur(summaryTicks), minSummaryTicks)
	}
	return -1
}

// waited counts a tick of revWait and reports whether the wait is over
// (never for a wait of -1: it waits for Continue).
func (t *Table) waited() bool {
	if t.revWait < 0 {
		return false
	}
	t.revWait--
	return t.revWait <= 0
}

// afterFlight moves a reveal on once its cards have landed: its summary,
// then its payout, then the table.
func (t *Table) afterFlight() {
	r := t.rev
	humans := t.sess.Humans()
	if !t.summed && r.Placed != 0 {
		t.summary, t.summed, t.revWait = true, true, autoWait(t.motion, t.opts.Autoplay, humans, true)
		t.shoot("summary")
		return
	}
	if t.summary {
		if !t.waited() {
			return
		}
		t.summary = false
	}
	if r.RoundEnded && !t.payout {
		t.payout, t.revWait = true, autoWait(t.motion, t.opts.Autoplay, humans, false)
		t.shoot("payout")
		t.shoot("round-end") // the payout is the round's end: "Round N is paid out", Next round
		return
	}
	if t.payout && !t.waited() {
		return
	}
	t.endReveal()
}

// revText is the words of a reveal's summary or payout: the title, the
// lines and the button's label, made once per reveal (revWords).
type revText struct {
	rev          *cardplay.Reveal
	payout, over bool
	title, label string
	lines        []string
	pay          payPages // a payout's form and pages (paypages.go)
}

// revWords is the words of t.rev's summary, or with payout its payout,
// kept in t.words.rev while the reveal and the game's end stay, so that
// a standing summary or payout allocates nothing (TestLinesBoxSteady).
// The rows they take are fitted to the window as they are drawn, from
// these words (boxRows), with no allocation once t.rows has grown.
func (t *Table) revWords(payout bool) *revText {
	w, over := &t.words.rev, payout && t.sess.Over()
	if w.rev == t.rev && w.payout == payout && w.over == over {
		return w
	}
	*w = revText{rev: t.rev, payout: payout, over: over, label: "Continue"}
	switch {
	case t.rev == nil:
	case payout:
		w.title, w.label = fmt.Sprintf("Round %d is paid out", t.rev.Before.Round()), "Next round"
		if over {
			w.label = "See the result"
		}
		w.lines = payoutLines(t.rev.Events, t.sess.Names())
		w.pay.short = payoutLinesIn(t.rev.Events, t.sess.Names(), shortDollars)
	default:
		w.title, w.lines = summaryTitle(t.rev), summaryLines(t.rev, t.sess.Names())
	}
	return w
}

// drawSummary draws the summary in the hand area with Continue.
func (t *Table) drawSummary(dst *ebiten.Image) {
	t.drawLinesBox(dst, t.revWords(false))
}
