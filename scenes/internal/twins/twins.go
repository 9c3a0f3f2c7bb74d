// Package twins makes twin games for the hot-seat picture tests: two
// records of one game that differ only in something hidden, so that any
// frame a second person may see must be the same picture for both. Only
// tests of scenes/... import it.
package twins

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Cards are two records of a hot-seat game (Leo and Mia, and a bot)
// stopped at Leo's first handover, which differ only in the cards Leo drew
// (each a number higher, 6 becoming 1).
func Cards() (a, b *cards.Record, err error) {
	seats := []playkit.Seat{playkit.PersonSeat("Leo"), playkit.PersonSeat("Mia"), playkit.BotSeat("Ace", "easy")}
	store := storage.NewMemory()
	sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 3}, Seats: seats, Seed: 99}, cardplay.Options{Store: store})
	if err != nil {
		return nil, nil, err
	}
	for i := 0; i < 10; i++ {
		if st, _ := sess.Stage(); st == cardplay.StageHandover {
			break
		}
		sess.Update(0)
	}
	data, err := store.Load(cardplay.AutosaveKey)
	if err != nil {
		return nil, nil, err
	}
	if a, err = cards.ParseRecord(data); err != nil {
		return nil, nil, err
	}
	b, _ = cards.ParseRecord(data)
	var leo []int
	if _, err := a.Replay(func(step int, act cards.Action, evs []cards.Event) {
		for _, e := range evs {
			if e.Kind == cards.EvDrew && e.Seat == 0 {
				leo = append(leo, step)
			}
		}
	}); err != nil {
		return nil, nil, err
	}
	if len(leo) != cards.HandSize {
		return nil, nil, fmt.Errorf("the first seat (Leo) drew %d cards, not a hand", len(leo))
	}
	for _, i := range leo {
		c := b.History[i].Action.Card
		b.History[i].Action.Card = cards.CardOf(c.Face()%cards.NumCasinos+1, c.Double())
	}
	return a, b, nil
}
