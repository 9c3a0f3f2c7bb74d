//go:build e2e && !js

package scenes

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// localTable is an app with a table of four seats over an engine-only
// source: random bots, and a human in seat 1 when human is set.
func localTable(h *harness, human bool, opts Options, seed uint64) (*App, error) {
	r := dice.Online(4)
	seats := make([]dicetable.SeatDesc, 4)
	for i := range seats {
		seats[i] = dicetable.SeatDesc{Name: defaultNames[i], Colour: pieces.DieColour(i), Human: human && i == 0, Bot: "random"}
	}
	src, err := dicetable.NewLocalSource(r, seats, seed)
	if err != nil {
		return nil, err
	}
	h.src = &countingSource{Source: src}
	opts.Mute = true
	app := NewApp(opts, h.fonts, nil, diceScene(dicetable.NewTable(h.src)))
	app.ctx.Settings.Speed = ui.SpeedFast
	app.ctx.Settings.Sound = false
	return app, nil
}

// boardSprites counts the cached casino tiles, panels and notes.
func boardSprites(k *ui.Kit) int {
	return k.CountSprites(pieces.KindTile, ui.KindPanel, pieces.KindNote)
}

// dt is the dice table that the table scene s runs.
func dt(s *tableScene) *dicetable.Table {
	t, _ := s.diceTable()
	return t
}
