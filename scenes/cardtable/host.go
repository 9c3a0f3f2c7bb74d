package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// The card table hosted in the dice game's window: the setup screen
// chooses the game, its seats and rules, and runs this table as one of
// its scenes until the game ends (Update returns ebiten.Termination) or
// the person leaves for the menu (the game stays saved).

// Open makes the table for a game chosen on the setup screen, with its
// autosave in store (nil: none). resume continues the saved card game;
// otherwise a new game of rules and seats starts with seed, and an
// unfinished one is kept aside (cardplay.PreviousKey).
func Open(fonts *assets.Fonts, store storage.Store, rules cards.Rules, seats []cardplay.Seat, seed uint64, resume bool) (*Table, error) {
	o := Options{Players: rules.Players, Sequential: rules.Sequential, Chips: rules.Chips, Seed: seed,
		Seats: map[int]cardplay.Seat{}, Continue: resume, New: !resume, Width: 1280, Height: 800}
	for i, s := range seats {
		o.Seats[i+1] = s
	}
	return o.open(fonts, store)
}

// Saved reports whether store holds an unfinished card game.
func Saved(store storage.Store) bool { return cardGame.Saved(store) }

// Calm reports whether nothing of the table's own would take an Esc (its
// log or rules open, cards selected or a message, which Esc clears, or a
// page of the guide, which Esc skips), so that Esc may offer the window's
// menu instead.
func (t *Table) Calm() bool {
	return !t.showLog && !t.showHelp && t.on == [len(t.on)]bool{} && t.msg == "" && (t.guide == nil || !t.guide.open)
}

// Finished implements ui.Table: the record of the finished game, once its
// last payout has been shown (false while it goes on); the window shows
// the game end.
func (t *Table) Finished() ([]byte, bool) {
	if !t.sess.Over() || t.endTick == 0 {
		return nil, false
	}
	data, err := t.sess.Record()
	return data, err == nil
}
