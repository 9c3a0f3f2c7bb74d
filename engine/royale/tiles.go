package royale

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// implemented is the set of tile sides this engine plays (bit t = side t).
const implemented uint16 = 0

var tileNames = [numTiles]string{"Lucky Punch", "Jackpot", "Prime Time", "Fifty Fifty", "High Five", "Bad Luck",
	"Pay Day", "Power Play", "No Entry!", "Knockout?", "Block It!", "Handicap", "Black Box", "Double Down",
	"Nice Dice", "My Choice"}

// TileName is a tile side's name.
func TileName(t int) string {
	if t < 0 || t >= numTiles {
		return "?"
	}
	return tileNames[t]
}

func (s *State) tileActor() int                                          { return -1 }
func (s *State) tileLegal() []Action                                     { return nil }
func (s *State) placeExtras(out []Action) []Action                       { return out }
func (s *State) open(f int) bool                                         { return true }
func (s *State) turnStartHook(evs []Event) []Event                       { return evs }
func (s *State) setupTiles(evs []Event) []Event                          { return evs }
func (s *State) tileRollDice() (int, bool)                               { return 0, false }
func (s *State) hide(seat int)                                           {}
func (s *State) fill(r *engine.Rand)                                     {}
func seenBy(seat int, e Event) (Event, bool)                             { return e, true }
func describeTile(e Event, who string, names []string) string            { return "?" }
func tileActionString(a Action) (string, bool)                           { return "", false }
func parseTileAction(word, arg string) (Action, bool, error)             { return Action{}, false, nil }
func (s *State) activate(c int, evs []Event) ([]Event, error)            { return s.endTurn(evs), nil }
func (s *State) placeExtra(a Action, evs []Event) (bool, []Event, error) { return false, nil, nil }
func (s *State) applyTile(a Action, evs []Event) ([]Event, error) {
	return nil, fmt.Errorf("%w: %v", ErrIllegal, a)
}
