package registry_test

import (
	"encoding/json"
	"flag"
	"fmt"
	"strconv"

	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/testgame"
	"github.com/lasvegas-dice/lasvegas/game/registry"
)

// The contract's test game, Pick, as a fourth game of the family: what a
// new game's descriptor needs, and no more. Its record is the shared
// record format with one key a step.

type pickRules struct {
	Players int `json:"players"`
}

func (r pickRules) check() (int, error) {
	if r.Players < 2 || r.Players > testgame.MaxSeats {
		return 0, fmt.Errorf("%d players (want 2-%d)", r.Players, testgame.MaxSeats)
	}
	return r.Players, nil
}

var pickSpec = record.Spec{Game: "pick", Rules: pickRules{}, Steps: []string{"card"}}

type pickDoc = record.Doc[pickRules, testgame.Action]

func pickGame() registry.Game {
	return registry.Game{
		Key: "pick", Name: "Pick", MinPlayers: 2, MaxPlayers: testgame.MaxSeats,
		Replay: replayPick,
		Rules: func(fs *flag.FlagSet) func() (registry.Sim, error) {
			players := fs.Int("players", 3, "number of players, 2-4")
			return func() (registry.Sim, error) {
				if _, err := (pickRules{*players}).check(); err != nil {
					return nil, err
				}
				return registry.SimOf(*players, pickTournament), nil
			}
		},
	}
}

func pickTournament(n int) (tournament.Game[*testgame.State, testgame.Action, testgame.Event], error) {
	r := pickRules{n}
	_, err := r.check()
	return tournament.Game[*testgame.State, testgame.Action, testgame.Event]{
		Name: "pick", Players: n,
		New:    func() (*testgame.State, error) { return testgame.New(n) },
		Bot:    tournament.UniformBot[*testgame.State, testgame.Action, testgame.Event],
		Levels: tournament.UniformLevels,
		Record: func(end *testgame.State, h []testgame.Action, by []int, seats []record.SeatInfo, seed uint64) ([]byte, error) {
			d := record.NewDoc[pickRules, testgame.Action]("pick", r, seats, seed)
			for i, a := range h {
				d.Add(a, by[i])
			}
			d.Finish(end)
			return d.Marshal(func(st record.Step[testgame.Action]) ([]byte, error) {
				return record.WriteStep("card", strconv.Itoa(int(st.Action)), st.By), nil
			})
		},
	}, err
}

func replayPick(data []byte, each func(int, string)) (*registry.Replayed, error) {
	d, err := record.Parse(data, pickSpec, pickRules.check, func(_ string, raw json.RawMessage) (testgame.Action, error) {
		n, err := strconv.Atoi(string(raw))
		if err != nil || n < 1 || n > 6 {
			return 0, fmt.Errorf("a card is 1-6, not %s", raw)
		}
		return testgame.Action(n), nil
	})
	if err != nil {
		return nil, err
	}
	s, err := testgame.New(d.Rules.Players)
	if err != nil {
		return nil, err
	}
	var fn func(int, testgame.Action, []testgame.Event)
	if each != nil {
		fn = func(step int, a testgame.Action, _ []testgame.Event) { each(step, a.String()) }
	}
	s, err = record.ReplayDoc((*pickDoc)(d), s, fn)
	if err != nil {
		return nil, err
	}
	return &registry.Replayed{Game: "pick", Names: registry.SeatNames(d.Seats, d.Rules.Players), Steps: len(d.History),
		Finished: s.IsTerminal(), Round: 1, Rounds: 1, Phase: "in play", Notes: "notes", Standings: s.Standings()}, nil
}
