package tournament

import (
	cardbots "github.com/lasvegas-dice/lasvegas/ai/cards"
	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	royalebots "github.com/lasvegas-dice/lasvegas/ai/royale"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// CardsGame is Las Vegas: The Card Game with rules r.
func CardsGame(r cards.Rules) Game[*cards.State, cards.Action, cards.Event] {
	return Game[*cards.State, cards.Action, cards.Event]{
		Name:    cards.GameName,
		Players: r.Players,
		New:     func() (*cards.State, error) { return cards.NewGame(r) },
		Bot: func(level string, seat int, seed uint64) (bot.Bot[*cards.State, cards.Action], error) {
			return cardbots.New(level, seat, seed)
		},
		Levels: cardbots.Levels,
		Ext: func(command string, seat int, o extbot.Options) (*extbot.Host[*cards.State, cards.Action, cards.Event], error) {
			return extbot.NewCards(command, seat, o)
		},
	}
}

// RoyaleGame is Las Vegas Royale with rules r.
func RoyaleGame(r royale.Rules) Game[*royale.State, royale.Action, royale.Event] {
	return Game[*royale.State, royale.Action, royale.Event]{
		Name:    royale.GameName,
		Players: r.Players,
		New:     func() (*royale.State, error) { return royale.NewGame(r) },
		Bot: func(level string, seat int, seed uint64) (bot.Bot[*royale.State, royale.Action], error) {
			return royalebots.New(level, seat, seed)
		},
		Levels: royalebots.Levels,
	}
}
