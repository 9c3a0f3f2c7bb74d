package scenes

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/scenes/cardtable"
	"github.com/lasvegas-dice/lasvegas/scenes/royaletable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
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

// gameAbout says in a few lines what the other games are.
var gameAbout = [numGames]string{
	gameRoyale: "Las Vegas Royale (2019). Three rounds: roll your eight dice and put every die of one number at its casino; each casino pays its pair of money cards to the most and second most dice, and ties cancel. Your Biggy counts as two dice, and a chip lets you sit out a roll you dislike. The main game adds casino tiles that change how their casinos play, and a bank.",
	gameCards:  "Las Vegas: The Card Game (2016). Four rounds of up to six turns: from your hand of five, pick 1 or 2 cards, or up to five of one number, and bet their dice on the casinos. Everyone picks in secret and all picks are shown at once (or in turn, in the variation). With eight cards out you stop for the round. Each casino pays its two notes to the most and second most dice; equal counts cancel.",
}

// gameKeys name the other games' keys at the table, after gameAbout
// where the setup speaks of keys (not on a touch screen).
var gameKeys = [numGames]string{
	gameRoyale: "At the table F1 explains every tile; H asks for a hint.",
	gameCards:  "At the table F1 shows the rules; H asks for a hint.",
}

// aboutText is the chosen game's description, with its keys unless touch.
func (s *Setup) aboutText(touch bool) string {
	about := gameAbout[s.game]
	if about == "" || touch {
		return about
	}
	return about + " " + gameKeys[s.game]
}

// gamePreset is one choice of rules on the rules box's preset row.
type gamePreset struct{ name, blurb string }

// royalePresets and cardPresets are the presets of the other games.
var (
	royalePresets = []gamePreset{
		{"Basic game", "Royale without tiles or bank: money-card pairs, chips to sit out, the Biggy. 2-5 players."},
		{"Main game", "The rulebook's game: three casino tiles a round and the bank. 2-5 players."},
		{"Six tiles", "The main game with a tile beside every casino, every round. 2-5 players."},
	}
	cardPresets = []gamePreset{
		{"Secret picks", "The rulebook's game: everyone picks cards in secret, then all are shown. 2-5 players."},
		{"Picks in turn", "The rulebook's variation: seats pick one after another, in the open. 2-5 players."},
	}
)

// chooseGame shows game g's rules (the seats stay).
func (s *Setup) chooseGame(g setupGame) {
	if g >= numGames {
		g = gameDice
	}
	s.game = g
	s.editing = -1
	s.fixPlayers()
}

// maxSeats is the most players the chosen game takes.
func (s *Setup) maxSeats() int {
	switch s.game {
	case gameRoyale:
		return royale.MaxPlayers
	case gameCards:
		return cards.MaxPlayers
	}
	return MaxSeats
}

// presetNames are the chosen game's presets (made once: the setup lays
// itself out every frame).
func (s *Setup) presetNames() []string {
	return presetNames[s.game]
}

// presetNames are each game's presets' names.
var presetNames = func() (out [numGames][]string) {
	for _, p := range diceplay.Presets {
		out[gameDice] = append(out[gameDice], p.Name)
	}
	for _, p := range royalePresets {
		out[gameRoyale] = append(out[gameRoyale], p.name)
	}
	for _, p := range cardPresets {
		out[gameCards] = append(out[gameCards], p.name)
	}
	return out
}()

// curPreset is the chosen game's preset.
func (s *Setup) curPreset() int {
	if s.game == gameDice {
		return s.preset
	}
	return s.presets[s.game]
}

// setPreset chooses the chosen game's preset i.
func (s *Setup) setPreset(i int) {
	if i < 0 || i >= len(s.presetNames()) {
		return
	}
	if s.game == gameDice {
		s.preset = i
		s.applyPreset()
		return
	}
	if s.game == gameCards && i == 0 && s.presets[gameCards] != 0 {
		s.cardChips = false // chips are a house rule in the secret picks: off unless asked for
	}
	s.presets[s.game] = i
}

// blurbText says what the chosen preset is.
func (s *Setup) blurbText() string {
	switch s.game {
	case gameRoyale:
		return royalePresets[s.presets[gameRoyale]].blurb
	case gameCards:
		return cardPresets[s.presets[gameCards]].blurb
	}
	return s.blurbs[s.preset]
}

// toggleCount is the number of the rules box's switches.
func (s *Setup) toggleCount() int {
	switch s.game {
	case gameRoyale:
		return 0
	case gameCards:
		return 1
	}
	return min(len(ruleToggles), setupMaxToggles)
}

// toggle is switch i: its label, hint and state.
func (s *Setup) toggle(i int) (label, hint string, on bool) {
	if s.game == gameCards && s.presets[gameCards] == 0 {
		return "Chip cards (house rule)", "Not in the rulebook's secret picks (only in picks in turn): 2+ dice at a casino in one turn take its chip card, the most dice first", s.cardChips
	}
	if s.game == gameCards {
		return "Chip cards", "The rulebook's option for picks in turn: play 2+ dice at a casino in one turn to take its chip card; sets pay at the end", s.cardChips
	}
	t := ruleToggles[i]
	return t.Label, t.Hint, *t.Field(&s.rules)
}

// flip turns switch i over.
func (s *Setup) flip(i int) {
	if s.game == gameCards {
		s.cardChips = !s.cardChips
		return
	}
	p := ruleToggles[i].Field(&s.rules)
	*p = !*p
	s.validate()
}

// validateGame checks the seats against a game other than the dice game.
func (s *Setup) validateGame() {
	if n := len(s.seats); n > s.maxSeats() {
		s.err = fmt.Sprintf("%s is for %d-%d players: remove a seat.", gameTabs[s.game], dice.MinPlayers, s.maxSeats())
	}
}

// royaleRules and cardRules are the rules the setup asks for.
func (s *Setup) royaleRules() royale.Rules {
	n := len(s.seats)
	switch s.presets[gameRoyale] {
	case 0:
		return royale.Basic(n)
	case 2:
		return royale.Rules{Players: n, Main: true, Tiles: 6}.Current()
	}
	return royale.MainGame(n)
}

func (s *Setup) cardRules() cards.Rules {
	return cards.Rules{Players: len(s.seats), Sequential: s.presets[gameCards] == 1, Chips: s.cardChips}
}

// startHosted opens the chosen game's table with seats: a new game, or the
// saved one (resume).
func (s *Setup) startHosted(c *Context, seats []setupSeat, resume bool) {
	if !resume && s.err != "" {
		return
	}
	var (
		t    hostedTable
		err  error
		seed = s.seedValue()
		name string
		ps   []playkit.Seat // the other games' seats (one type for both)
	)
	for _, st := range seats {
		ps = append(ps, playkit.Seat{Name: st.name, Human: st.kind == 0, Level: seatLevels[st.kind]})
	}
	switch s.game {
	case gameRoyale:
		t, err = royaletable.Open(c.Kit.Fonts(), s.env.Store, s.royaleRules(), ps, seed, resume)
		name = "royale-table"
	case gameCards:
		t, err = cardtable.Open(c.Kit.Fonts(), s.env.Store, s.cardRules(), ps, seed, resume)
		name = "cards-table"
	default:
		return
	}
	if err != nil {
		s.err = err.Error()
		return
	}
	if m, ok := t.(interface{ SetMotion(ui.Motion) }); ok {
		m.SetMotion(c.Motion()) // the window's speed and reduced motion
	}
	if h, ok := t.(interface{ SetHandover(bool) }); ok {
		h.SetHandover(!c.Settings.NoHandover) // pass the device between humans
	}
	if !resume {
		s.rememberSetup()
	}
	c.Switch(&tableScene{name: name, game: s.game, t: t})
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
	s.hostedSaved[gameRoyale] = royaletable.Saved(s.env.Store)
	s.hostedSaved[gameCards] = cardtable.Saved(s.env.Store)
}

// canContinue reports whether the chosen game has a game to continue.
func (s *Setup) canContinue() bool {
	if s.game == gameDice {
		return s.saved != nil
	}
	return s.hostedSaved[s.game]
}
