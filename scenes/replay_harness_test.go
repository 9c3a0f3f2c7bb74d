//go:build e2e && !js

package scenes

import (
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// finishedRecords are a finished record of each game, for the viewers'
// tests.
var finishedRecords = map[string]string{
	"dice":   "../engine/dice/testdata/saves-2026-11-25/classic-4p-finished.json",
	"royale": "../game/registry/testdata/records-2026-11-27/royale-2p-main.json",
	"cards":  "../game/registry/testdata/records-2026-11-27/cards-3p-simultaneous.json",
}

// viewerOf opens the replay viewer on game g's finished record, hurrying
// as --autoplay does if autoplay.
func viewerOf(fonts *assets.Fonts, g string, autoplay bool) (*replayViewer, error) {
	if g == "dice" {
		rec, err := LoadReplay(finishedRecords[g])
		if err != nil {
			return nil, err
		}
		return diceReplay(rec, false), nil
	}
	return openTableReplay(tabOf(g), finishedRecords[g], fonts, autoplay, false)
}

// viewerApp is a window with opts (muted) that shows the viewer of game
// g's finished record, at speed.
func viewerApp(h *harness, g string, opts Options, speed ui.Speed) (*App, error) {
	v, err := viewerOf(h.fonts, g, opts.Autoplay)
	if err != nil {
		return nil, err
	}
	opts.Mute = true
	app := NewApp(opts, h.fonts, nil, v)
	app.ctx.Settings.Sound = false
	app.ctx.Settings.Speed = speed
	return app, nil
}

// dt is the dice table the viewer v shows.
func (v *replayViewer) dt() *dicetable.Table { return v.dr().Dice() }

// bar is the viewer's bar in c's window.
func (v *replayViewer) bar(c *scene.Context) ui.ReplayBar {
	l, _, _ := v.deck.Bar(v.ts.stage(c))
	return l
}
