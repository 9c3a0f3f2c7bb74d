// Package twins makes twin games for the hot-seat picture tests: two
// records of one game that differ only in something hidden, so that any
// frame a second person may see must be the same picture for both. Only
// tests of scenes/... import it.
package twins

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
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

// punchRules put Lucky Punch beside casino 1, the only tile.
var punchRules = royale.Rules{Players: 3, Main: true, Tiles: 1, TileSet: []string{"A1"}}

// drive plays sess headless, the people placing on casino 1 when they can
// (else their first choice) and confirming handovers, until stop says so;
// it reports whether stop did.
func drive(sess *royaleplay.Session, stop func() bool) bool {
	for i := 0; i < 5000 && !sess.Over(); i++ {
		if stop() {
			return true
		}
		switch st, _ := sess.Stage(); st {
		case royaleplay.StageHandover:
			_ = sess.Confirm()
			continue
		case royaleplay.StageDecide:
			l := sess.Legal()
			a := l[0]
			if slices.Contains(l, royale.Place(1)) {
				a = royale.Place(1)
			}
			_ = sess.Decide(a)
		}
		sess.Update(time.Second)
	}
	return false
}

// RoyalePunch is the autosave of a Royale game stopped where Leo (seat 1)
// is to hold Lucky Punch's tokens: behind the handover in hot seat (Leo and
// Mia and a bot), or at the choice itself against two bots.
func RoyalePunch(hot bool) ([]byte, error) {
	seats := []playkit.Seat{playkit.PersonSeat("Leo"), playkit.BotSeat("Ace", "easy"), playkit.BotSeat("Lucky", "easy")}
	if hot {
		seats[1] = playkit.PersonSeat("Mia")
	}
	for seed := uint64(1); seed < 30; seed++ {
		store := storage.NewMemory()
		sess, err := royaleplay.New(royaleplay.Config{Rules: punchRules, Seats: seats, Seed: seed}, royaleplay.Options{Store: store})
		if err != nil {
			return nil, err
		}
		found := drive(sess, func() bool {
			st, seat := sess.Stage()
			if hot {
				return st == royaleplay.StageHandover && !sess.After() && seat == 0
			}
			return st == royaleplay.StageDecide && seat == 0 && royaleplay.Secret(sess.Legal())
		})
		if found {
			return store.Load(royaleplay.AutosaveKey)
		}
	}
	return nil, errors.New("no seed brings Leo to Lucky Punch")
}

// RoyaleHeld are two records of a Royale game against bots that end just after
// Leo (seat 1) has held Lucky Punch's tokens in secret: the fewest tokens
// in one, the most in the other; the bot's guess has not come.
func RoyaleHeld() (a, b *royale.Record, err error) {
	data, err := RoyalePunch(false)
	if err != nil {
		return nil, nil, err
	}
	rec, err := royale.ParseRecord(data)
	if err != nil {
		return nil, nil, err
	}
	sess, err := royaleplay.Resume(rec, royaleplay.Options{})
	if err != nil {
		return nil, nil, err
	}
	for i := 0; i < 100; i++ {
		if st, seat := sess.Stage(); st == royaleplay.StageDecide && seat == 0 {
			break
		}
		sess.Update(0)
	}
	l := sess.Legal()
	if !royaleplay.Secret(l) || len(l) < 2 {
		return nil, nil, errors.New("the first seat (Leo) is not at a secret hold")
	}
	leo := 0
	out := [2]*royale.Record{}
	for i, act := range []royale.Action{l[0], l[len(l)-1]} {
		r, err := royale.ParseRecord(data)
		if err != nil {
			return nil, nil, err
		}
		r.History = append(r.History, record.Step[royale.Action]{Action: act, By: &leo})
		if _, err := r.Replay(nil); err != nil {
			return nil, nil, err
		}
		out[i] = r
	}
	return out[0], out[1], nil
}
