package dicetable

import (
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// SeatFacts are a few facts of a seat's game, for the game end: casinos
// won (first place at a casino's payout), ties suffered (dice cancelled by
// a tie) and the biggest note won.
type SeatFacts struct {
	casinos, ties, biggest int
}

// GameFacts keeps every seat's facts from the game's events.
type GameFacts [MaxSeats]SeatFacts

func (f *GameFacts) Add(e dice.Event) {
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

// Recorder is a source that keeps the game's record (a session does).
type Recorder interface{ Record() *dice.Record }

// AddRecorded adds the facts of the steps already in src's record (a
// resumed game), when it keeps one.
func (f *GameFacts) AddRecorded(src Source) {
	r, ok := src.(Recorder)
	if !ok || r.Record() == nil || len(r.Record().History) == 0 {
		return
	}
	_, _ = r.Record().Replay(func(_ int, _ dice.Action, evs []dice.Event) {
		for _, e := range evs {
			f.Add(e)
		}
	})
}

// line says the facts: "won 3 casinos · 1 tie suffered · biggest note $90k".
func (s SeatFacts) Line() string {
	parts := []string{"won " + ui.Plural(s.casinos, "casino", "casinos"), ui.Plural(s.ties, "tie", "ties") + " suffered"}
	if s.biggest > 0 {
		parts = append(parts, "biggest note "+MoneyShort(float64(s.biggest)))
	}
	return strings.Join(parts, " · ")
}

// RoundsLine is a seat's money won in each round: "Rounds: +$160k, +$110k,
// +$0, +$120k".
func RoundsLine(hist []int) string {
	var b strings.Builder
	b.WriteString("Rounds: ")
	prev := 0
	for r, v := range hist {
		if r > 0 {
			b.WriteString(", ")
		}
		b.WriteString("+" + MoneyShort(float64(v-prev)))
		prev = v
	}
	return b.String()
}
