package scenes

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
)

// lastSetupKey keeps the seats and the preset of the last game started from
// the setup screen, so that the next setup starts from them.
const lastSetupKey = "last-setup.json"

// lastSetup is what the setup screen remembers: names, kinds (an index into
// seatKinds), colours, the dice game's preset and the game. Programs are never remembered.
type lastSetup struct {
	Seats []struct {
		Name   string `json:"name"`
		Kind   int    `json:"kind"`
		Colour int    `json:"colour"`
	} `json:"seats"`
	Preset int `json:"preset"`
	// Game is the game chosen (setupGame; 0, the dice game, if absent).
	Game int `json:"game,omitempty"`
}

// rememberSetup stores the seats and preset of a game that starts now. A
// failure only loses the convenience: it is not reported.
func (s *Setup) rememberSetup() {
	if s.env.Store == nil {
		return
	}
	var l lastSetup
	l.Preset, l.Game = s.preset, int(s.game)
	for _, st := range s.seats {
		l.Seats = append(l.Seats, struct {
			Name   string `json:"name"`
			Kind   int    `json:"kind"`
			Colour int    `json:"colour"`
		}{st.name, st.kind, st.colour})
	}
	if data, err := json.Marshal(l); err == nil {
		_ = s.env.Store.Save(lastSetupKey, data)
	}
}

// recallSetup returns the remembered seats, preset and game, checked: nothing
// (ok false) when there are none or they do not make a setup. A file that
// cannot be read is kept aside, and the message says so.
func recallSetup(store storage.Store) (seats []setupSeat, preset int, g setupGame, ok bool, msg string) {
	if store == nil {
		return nil, 0, 0, false, ""
	}
	data, err := store.Load(lastSetupKey)
	if err != nil {
		return nil, 0, 0, false, ""
	}
	var l lastSetup
	if err := json.Unmarshal(data, &l); err != nil || !validSetup(l) {
		if err == nil {
			err = errors.New("not a setup")
		}
		aside, qerr := store.Quarantine(lastSetupKey, err.Error())
		if qerr != nil {
			return nil, 0, 0, false, ""
		}
		return nil, 0, 0, false, fmt.Sprintf("The last setup could not be read; it was kept aside as %s.", aside)
	}
	for _, st := range l.Seats {
		seats = append(seats, setupSeat{name: game.CleanName(st.Name), kind: st.Kind, colour: st.Colour})
	}
	return seats, l.Preset, setupGame(l.Game), true, ""
}

func validSetup(l lastSetup) bool {
	if len(l.Seats) < 2 || len(l.Seats) > MaxSeats || l.Preset < 0 || l.Preset >= len(diceplay.Presets) || l.Game < 0 || l.Game >= int(numGames) {
		return false
	}
	used := map[int]bool{}
	for _, st := range l.Seats {
		if st.Kind < 0 || st.Kind >= len(seatKinds) || st.Colour < 0 || st.Colour >= pieces.NumPlayerColours || used[st.Colour] {
			return false
		}
		used[st.Colour] = true
	}
	return true
}
