package tournament

import (
	cardbots "github.com/lasvegas-dice/lasvegas/ai/cards"
	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	royalebots "github.com/lasvegas-dice/lasvegas/ai/royale"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/record"
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
		Record: func(end *cards.State, h []cards.Action, by []int, seats []record.SeatInfo, seed uint64) ([]byte, error) {
			return write[*cards.State, cards.Action](cards.NewRecord(r, seats, seed), end, h, by)
		},
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
		Record: func(end *royale.State, h []royale.Action, by []int, seats []record.SeatInfo, seed uint64) ([]byte, error) {
			return write[*royale.State, royale.Action](royale.NewRecord(r, seats, seed), end, h, by)
		},
		Ext: func(command string, seat int, o extbot.Options) (*extbot.Host[*royale.State, royale.Action, royale.Event], error) {
			return extbot.NewRoyale(command, seat, o)
		},
	}
}

// recorder is what write needs of a game's record.
type recorder[S any, A any] interface {
	Add(a A, by int)
	Finish(end S)
	Marshal() ([]byte, error)
}

// write fills rec with a finished game and writes it.
func write[S any, A any](rec recorder[S, A], end S, history []A, by []int) ([]byte, error) {
	for i, a := range history {
		rec.Add(a, by[i])
	}
	rec.Finish(end)
	return rec.Marshal()
}
