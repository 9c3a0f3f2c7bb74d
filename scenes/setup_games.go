package scenes

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"

	"github.com/lasvegas-dice/lasvegas/game/diceplay"
)

// The setup screen chooses one of the family's three games (the tabs of
// its title row). The players box is the same for all three; the rules
// box shows the chosen game's presets and options; Start, Quick start
// and Continue open that game's table in this window (hosted.go).

// setupGame is a game of the family.
type setupGame uint8

const (
	gameDice setupGame = iota
	gameRoyale
	gameCards
	numGames
)

// gameTabs are the tabs' labels.
var gameTabs = [numGames]string{"Las Vegas", "Royale", "The Card Game"}

// aboutText is the chosen game's description, with its keys unless touch.
func (s *Setup) aboutText(touch bool) string { return s.tab().about(touch) }

// gamePreset is one choice of rules on the rules box's preset row.
type gamePreset struct{ name, blurb string }

// chooseGame shows game g's rules (the seats stay).
func (s *Setup) chooseGame(g setupGame) {
	if g >= numGames {
		g = gameDice
	}
	s.game = g
	s.editing = -1
	s.hint = 0 // another game's switches: no hint asked for yet
	s.fixPlayers()
}

// maxSeats is the most players the chosen game takes.
func (s *Setup) maxSeats() int { return s.tab().maxSeats() }

// presetNames are the chosen game's presets (made once: the setup lays
// itself out every frame).
func (s *Setup) presetNames() []string {
	return presetNames[s.game]
}

// presetNames are each game's presets' names.
var presetNames = func() (out [numGames][]string) {
	for g, t := range setupTabs {
		out[g] = t.presetNames()
	}
	return out
}()

// curPreset is the chosen game's preset.
func (s *Setup) curPreset() int { return s.tab().preset(s) }

// setPreset chooses the chosen game's preset i.
func (s *Setup) setPreset(i int) {
	if i >= 0 && i < len(s.presetNames()) {
		s.tab().setPreset(s, i)
	}
}

// blurbText says what the chosen preset is.
func (s *Setup) blurbText() string { return s.tab().blurb(s) }

// toggleCount is the number of the rules box's switches.
func (s *Setup) toggleCount() int { return s.tab().toggles(s) }

// toggle is switch i: its label, hint and state.
func (s *Setup) toggle(i int) (label, hint string, on bool) { return s.tab().toggle(s, i) }

// flip turns switch i over.
func (s *Setup) flip(i int) { s.tab().flip(s, i) }

// startHosted opens the chosen game's table with seats: a new game, or the
// saved one (resume).
func (s *Setup) startHosted(c *scene.Context, seats []setupSeat, resume bool) {
	if !resume && s.err != "" {
		return
	}
	tg := tableGames[s.game]
	if tg == nil {
		return
	}
	var ps []game.Seat
	for _, st := range seats {
		ps = append(ps, st.seat())
	}
	t, err := tg.open(c.Kit.Fonts(), s.env.Store, s, ps, s.seedValue(), resume)
	name := tg.key + "-table"
	if err != nil {
		s.err = err.Error()
		return
	}
	ts := &tableScene{name: name, game: s.game, t: t}
	if !resume {
		s.rememberSetup()
	}
	c.Switch(ts)
}

// quickSeats are a quick start's seats: you against medium bots, as many
// as the setup's seats (at most the game's).
func (s *Setup) quickSeats() []setupSeat {
	n := min(len(s.seats), s.maxSeats())
	out := []setupSeat{{name: "You"}}
	for i := 1; i < n; i++ {
		out = append(out, setupSeat{name: diceplay.BotNames[i%len(diceplay.BotNames)], kind: 2, colour: i})
	}
	return out
}

// savedGames finds the other games' unfinished autosaves.
func (s *Setup) savedGames() {
	if s.env == nil || s.env.Store == nil {
		return
	}
	for g, tg := range tableGames {
		if tg != nil {
			s.hostedSaved[g] = tg.saved(s.env.Store)
			s.tableGuideSeen[g] = tg.guideSeen != nil && tg.guideSeen(s.env.Store)
		}
	}
}

// canContinue reports whether the chosen game has a game to continue.
func (s *Setup) canContinue() bool { return s.tab().canContinue(s) }
