package diceplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
)

// Preset is a named rules setup offered on the setup screen.
type Preset struct {
	Name  string
	Blurb string
	Rules func(players int) dice.Rules
}

// Presets are the editions offered on the setup screen.
var Presets = []Preset{
	{Name: "Classic 2012", Blurb: "The alea rulebook: 2-5 players, six casinos, $50,000 minimum.", Rules: dice.Classic},
	{Name: "Classic with white dice", Blurb: "The rulebook's neutral-dice variant: white dice score as an imaginary player.", Rules: dice.ClassicNeutral},
	{Name: "Online edition, all modules", Blurb: "2-6 players with every Boulevard module: $100k notes, Biggies, Kickers, Rainbow cards, slot machine.", Rules: dice.Online},
}

// BotNames are the default names of bot seats.
var BotNames = []string{"Ace", "Lucky", "Roxy", "Duke", "Vera", "Max"}

// QuickStart is one human against bots of the given level.
func QuickStart(players int, level string, seed uint64, rules dice.Rules) Config {
	rules.Players = players
	if players == dice.MaxPlayers {
		rules.SixthPlayer = true
	}
	seats := []game.Seat{{Name: "You", Kind: game.Human, Colour: 0}}
	for i := 1; i < players; i++ {
		seats = append(seats, game.Seat{Name: BotNames[i%len(BotNames)], Kind: game.Bot, Level: level, Colour: i})
	}
	return Config{Rules: rules, Seats: seats, Seed: seed}
}

// AllBots is a config with bots of the given level in every seat.
func AllBots(rules dice.Rules, level string, seed uint64) Config {
	seats := make([]game.Seat, rules.Players)
	for i := range seats {
		seats[i] = game.Seat{Name: BotNames[i%len(BotNames)], Kind: game.Bot, Level: level, Colour: i}
	}
	return Config{Rules: rules, Seats: seats, Seed: seed}
}
