package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
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
// log or rules open, cards selected or a message, which Esc clears), so
// that Esc may offer the window's menu instead.
func (t *Table) Calm() bool {
	return !t.showLog && !t.showHelp && t.on == [len(t.on)]bool{} && t.msg == ""
}

// SetMotion sets the speed of the table's flights and of the waits of its
// summaries (the window's speed and reduced-motion settings, when hosted).
func (t *Table) SetMotion(m ui.Motion) { t.motion = m }

// SetHandover turns the handover screens of hot seat on or off (the
// window's setting; the setup screen calls it on a hosted table).
func (t *Table) SetHandover(on bool) { t.sess.SetHandover(on) }
