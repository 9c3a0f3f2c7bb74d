package registry

import (
	"flag"
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
)

// Cards is Las Vegas: The Card Game (2016).
func Cards() Game {
	return Game{
		Key: cards.GameName, Name: "Las Vegas: The Card Game",
		MinPlayers: cards.MinPlayers, MaxPlayers: cards.MaxPlayers,
		Replay: replayCards,
		Rules:  cardsRules,
	}
}

func cardsRules(fs *flag.FlagSet) func() (Sim, error) {
	players := fs.Int("players", 4, fmt.Sprintf("number of players, %d-%d", cards.MinPlayers, cards.MaxPlayers))
	variant := fs.String("variant", "simultaneous", "simultaneous (everyone picks at once, in secret) or sequential (one after another)")
	chips := fs.String("chips", "off", "chip cards (on/off): the rulebook's option in the sequential variation, a house rule in the simultaneous game")
	return func() (Sim, error) {
		r := cards.Rules{Players: *players}
		switch *variant {
		case "simultaneous":
		case "sequential":
			r.Sequential = true
		default:
			return nil, fmt.Errorf("--variant %q: want simultaneous or sequential", *variant)
		}
		on, err := ParseOnOff(*chips)
		if err != nil {
			return nil, fmt.Errorf("--chips: %v", err)
		}
		r.Chips = on
		if err := r.Validate(); err != nil {
			return nil, err
		}
		return cardsSim(r), nil
	}
}

func replayCards(data []byte, each func(int, string)) (*Replayed, error) {
	rec, err := cards.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	names := SeatNames(rec.Seats, rec.Rules.Players)
	st, err := rec.Replay(words[cards.Action, cards.Event](names, each))
	if err != nil {
		return nil, err
	}
	return &Replayed{Game: cards.GameName, Names: names, Steps: len(rec.History), Finished: st.IsTerminal(),
		Round: st.Round(), Rounds: cards.Rounds, Phase: fmt.Sprintf("turn %d of %d", st.Turn(), cards.Turns), Notes: "notes", Standings: st.Standings(), Seats: rec.Seats}, nil
}
