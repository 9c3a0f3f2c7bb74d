package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// The Royale table hosted in the dice game's window: the setup screen
// chooses the game, its seats and rules, and runs this table as one of
// its scenes until the game ends (Update returns ebiten.Termination) or
// the person leaves for the menu (the game stays saved).

// Open makes the table for a game chosen on the setup screen, with its
// autosave in store (nil: none). resume continues the saved Royale game;
// otherwise a new game of rules and seats starts with seed, and an
// unfinished one is kept aside (royaleplay.PreviousKey).
func Open(fonts *assets.Fonts, store storage.Store, rules royale.Rules, seats []royaleplay.Seat, seed uint64, resume bool) (*Table, error) {
	o := Options{Players: rules.Players, Basic: !rules.Main, Tiles: rules.Tiles, TileSet: rules.TileSet, Seed: seed,
		Seats: map[int]royaleplay.Seat{}, Continue: resume, New: !resume, Width: 1280, Height: 800}
	for i, s := range seats {
		o.Seats[i+1] = s
	}
	return o.open(fonts, store)
}

// Saved reports whether store holds an unfinished Royale game.
func Saved(store storage.Store) bool { return royaleGame.Saved(store) }

// Calm reports whether nothing of the table's own would take an Esc (its
// help, its log, the thing a tile's decision points at, a message it
// clears), so that Esc may offer the window's menu
// instead (a guide's page takes Esc: it skips the guide).
func (t *Table) Calm() bool {
	return !t.showHelp && !t.showLog && t.sel == "" && t.msg == "" && (t.guide == nil || !t.guide.open)
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
