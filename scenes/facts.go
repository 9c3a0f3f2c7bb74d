package scenes

import (
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// seatFacts are a few facts of a seat's game, for the game end: casinos
// won (first place at a casino's payout), ties suffered (dice cancelled by
// a tie) and the biggest note won.
type seatFacts struct {
	casinos, ties, biggest int
}

// gameFacts keeps every seat's facts from the game's events.
type gameFacts [MaxSeats]seatFacts

func (f *gameFacts) add(e dice.Event) {
	switch e.Kind {
	case dice.EvNotePaid:
		p := int(e.Player)
		if p < 0 || p >= MaxSeats {
			return // white dice
		}
		if e.Rank == 0 {
			f[p].casinos++
		}
		f[p].biggest = max(f[p].biggest, e.Note.Dollars())
	case dice.EvTieRemoved:
		for p := 0; p < MaxSeats; p++ {
			if e.Mask&(1<<uint(p)) != 0 {
				f[p].ties++
			}
		}
	}
}

// recorder is a source that keeps the game's record (a session does).
type recorder interface{ Record() *dice.Record }

// replayFacts adds the facts of the steps already in src's record (a
// resumed game), when it keeps one.
func (f *gameFacts) replayFacts(src Source) {
	r, ok := src.(recorder)
	if !ok || r.Record() == nil || len(r.Record().History) == 0 {
		return
	}
	_, _ = r.Record().Replay(func(_ int, _ dice.Action, evs []dice.Event) {
		for _, e := range evs {
			f.add(e)
		}
	})
}

// line says the facts: "won 3 casinos · 1 tie suffered · biggest note $90k".
func (s seatFacts) line() string {
	parts := []string{"won " + plural(s.casinos, "casino", "casinos"), plural(s.ties, "tie", "ties") + " suffered"}
	if s.biggest > 0 {
		parts = append(parts, "biggest note "+formatMoneyShort(float64(s.biggest)))
	}
	return strings.Join(parts, " · ")
}

// roundsLine is a seat's money won in each round: "Rounds: +$160k, +$110k,
// +$0, +$120k".
func roundsLine(hist []int) string {
	var b strings.Builder
	b.WriteString("Rounds: ")
	prev := 0
	for r, v := range hist {
		if r > 0 {
			b.WriteString(", ")
		}
		b.WriteString("+" + formatMoneyShort(float64(v-prev)))
		prev = v
	}
	return b.String()
}
