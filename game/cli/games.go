package cli

import (
	"fmt"
	"slices"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
)

// replayed is a replayed record, in terms every game shares.
type replayed struct {
	game          string
	names         []string
	steps         int
	finished      bool
	round, rounds int    // 1-based round reached, and the game's rounds
	phase         string // where the game stopped, in words
	notes         string // what the tie-break counts: "notes", "cards"
	standings     []engine.Standing
}

// replayers read and replay a record of each game; each, if not nil, gets
// every event in words. The key is the record's "game" ("" is the dice
// game, whose first records had none).
var replayers = map[string]func(data []byte, each func(step int, line string)) (*replayed, error){
	"":              replayDice,
	dice.GameName:   replayDice,
	cards.GameName:  replayCards,
	royale.GameName: replayRoyale,
}

func gameNames() []string {
	var out []string
	for g := range replayers {
		if g != "" {
			out = append(out, g)
		}
	}
	slices.Sort(out)
	return out
}

// seatNames are the names to print for a record's seats: cleaned of
// terminal escapes and cut to game.MaxNameLen, or "Seat N".
func seatNames(seats []record.SeatInfo, players int) []string {
	names := make([]string, players)
	for i := range names {
		names[i] = fmt.Sprintf("Seat %d", i+1)
		if i < len(seats) {
			if n := game.CleanName(seats[i].Name); n != "" {
				names[i] = n
			}
		}
	}
	return names
}

func replayDice(data []byte, each func(int, string)) (*replayed, error) {
	rec, err := dice.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	names := seatNames(rec.Seats, rec.Rules.Players)
	var fn func(int, dice.Action, []dice.Event)
	if each != nil {
		fn = func(step int, _ dice.Action, evs []dice.Event) {
			for _, e := range evs {
				each(step, e.Describe(names))
			}
		}
	}
	st, err := rec.Replay(fn)
	if err != nil {
		return nil, err
	}
	out := &replayed{game: dice.GameName, names: names, steps: len(rec.History), finished: st.IsTerminal(),
		round: st.Round() + 1, rounds: st.Rules().Rounds, phase: "phase " + st.Phase().String(), notes: "notes", standings: st.Standings()}
	if out.finished {
		out.round = out.rounds
	}
	return out, nil
}

func replayCards(data []byte, each func(int, string)) (*replayed, error) {
	rec, err := cards.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	names := seatNames(rec.Seats, rec.Rules.Players)
	var fn func(int, cards.Action, []cards.Event)
	if each != nil {
		fn = func(step int, _ cards.Action, evs []cards.Event) {
			for _, e := range evs {
				each(step, e.Describe(names))
			}
		}
	}
	st, err := rec.Replay(fn)
	if err != nil {
		return nil, err
	}
	return &replayed{game: cards.GameName, names: names, steps: len(rec.History), finished: st.IsTerminal(),
		round: st.Round(), rounds: cards.Rounds, phase: fmt.Sprintf("turn %d of %d", st.Turn(), cards.Turns), notes: "notes", standings: st.Standings()}, nil
}

func replayRoyale(data []byte, each func(int, string)) (*replayed, error) {
	rec, err := royale.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	names := seatNames(rec.Seats, rec.Rules.Players)
	var fn func(int, royale.Action, []royale.Event)
	if each != nil {
		fn = func(step int, _ royale.Action, evs []royale.Event) {
			for _, e := range evs {
				each(step, e.Describe(names))
			}
		}
	}
	st, err := rec.Replay(fn)
	if err != nil {
		return nil, err
	}
	out := &replayed{game: royale.GameName, names: names, steps: len(rec.History), finished: st.IsTerminal(),
		round: min(st.Round(), royale.Rounds), rounds: royale.Rounds, phase: "in play", notes: "cards and chips", standings: st.Standings()}
	return out, nil
}
