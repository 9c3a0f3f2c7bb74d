package registry

import (
	"flag"
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// Dice is Las Vegas, the dice game (2012), with the online edition's
// modules and chip cards.
func Dice() Game {
	return Game{
		Key: dice.GameName, Name: "Las Vegas",
		MinPlayers: dice.MinPlayers, MaxPlayers: dice.MaxPlayers,
		Replay: replayDice,
		Rules: func(fs *flag.FlagSet) func() (Sim, error) {
			rules := DiceRules(fs)
			return func() (Sim, error) {
				r, err := rules()
				if err != nil {
					return nil, err
				}
				return diceSim(r), nil
			}
		},
	}
}

// DiceRules registers the dice game's rules options on fs and returns a
// function that builds the rules after parsing.
func DiceRules(fs *flag.FlagSet) func() (dice.Rules, error) {
	players := fs.Int("players", 4, "number of players, 2-6")
	preset := fs.String("preset", "classic", "starting rules: classic, neutral (classic with white dice) or online (every module)")
	rounds := fs.Int("rounds", dice.DefaultRound, "number of rounds")
	var set = map[string]*string{}
	for _, m := range dice.SetupModules() {
		set[m.Flag] = fs.String(m.Flag, "", m.Label+": "+m.Hint+" (on/off; default from the preset)")
	}
	return func() (dice.Rules, error) {
		var r dice.Rules
		switch *preset {
		case "classic":
			r = dice.Classic(*players)
		case "neutral":
			r = dice.ClassicNeutral(*players)
		case "online":
			r = dice.Online(*players)
		default:
			return r, fmt.Errorf("unknown preset %q (want classic, neutral or online)", *preset)
		}
		r.Rounds = *rounds
		if *players == dice.MaxPlayers {
			r.SixthPlayer = true
		}
		for _, m := range dice.SetupModules() {
			v := *set[m.Flag]
			if v == "" {
				continue
			}
			on, err := ParseOnOff(v)
			if err != nil {
				return r, fmt.Errorf("--%s: %v", m.Flag, err)
			}
			*m.Field(&r) = on
		}
		return r, r.Validate()
	}
}

func replayDice(data []byte, each func(int, string)) (*Replayed, error) {
	rec, err := dice.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	names := SeatNames(rec.Seats, rec.Rules.Players)
	st, err := rec.Replay(words[dice.Action, dice.Event](names, each))
	if err != nil {
		return nil, err
	}
	out := &Replayed{Game: dice.GameName, Names: names, Steps: len(rec.History), Finished: st.IsTerminal(),
		Round: st.Round() + 1, Rounds: st.Rules().Rounds, Phase: "phase " + st.Phase().String(), Notes: "notes", Standings: st.Standings(), Seats: rec.Seats}
	if out.Finished {
		out.Round = out.Rounds
	}
	return out, nil
}
