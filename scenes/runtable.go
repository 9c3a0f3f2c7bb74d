package scenes

import (
	"errors"
	"fmt"
	"os"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/tablecli"
)

// RunTable runs a game's table opened from the command line (lasvegas
// --game G) in the window: the table is the first scene of the one shell,
// with the window's Esc menu, settings, sound, help and screenshots, and
// the game's setup after its end (or the exit, with --exit-at-end). It
// returns the exit status.
func RunTable(w tablecli.Window) int {
	opts := Options{Autoplay: w.Autoplay, ExitAtEnd: w.ExitAtEnd, Screenshots: w.Screenshots, Frametimes: w.Frametimes,
		Mute: w.Mute, Width: w.Width, Height: w.Height, MaxFrames: w.MaxFrames}
	e2e := readE2EParams()
	env, settings := newEnv(opts)
	var first scene.Scene = &tableScene{name: w.Game + "-table", game: tabOf(w.Game), t: w.Table, exitAtEnd: w.ExitAtEnd}
	if w.Replay != "" {
		v, err := openTableReplay(tabOf(w.Game), w.Replay, w.Fonts, w.Autoplay, w.ExitAtEnd)
		if err != nil {
			fmt.Fprintf(os.Stderr, "lasvegas: --replay: %v\n", err)
			return 2
		}
		first = v
	}
	err := runWindow(opts, w.Fonts, env, settings, e2e, first, w.Title)
	if err != nil && !errors.Is(err, errQuit) {
		fmt.Fprintf(os.Stderr, "lasvegas: %v\n", err)
		if w.Exit != nil {
			w.Exit()
		}
		return 1
	}
	return w.Exit()
}

// openTableReplay opens the replay viewer on the record in file, a record
// of game g.
func openTableReplay(g setupGame, file string, fonts *assets.Fonts, autoplay, exitAtEnd bool) (*replayViewer, error) {
	tg := tableGames[g]
	if tg == nil || tg.replay == nil {
		return nil, fmt.Errorf("%s: this game has no replay viewer", file)
	}
	data, err := storage.ReadFile(file, record.MaxBytes)
	if err != nil {
		return nil, err
	}
	v, err := tableReplayOf(g, fonts, data, autoplay, exitAtEnd)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", file, err)
	}
	return v, nil
}

// tableReplayOf is the replay viewer on data, a record of game g, whose
// table plays a record from any of its steps (Royale, the card game).
func tableReplayOf(g setupGame, fonts *assets.Fonts, data []byte, autoplay, exitAtEnd bool) (*replayViewer, error) {
	tg := tableGames[g]
	if tg == nil || tg.replay == nil {
		return nil, errors.New("this game has no replay viewer")
	}
	open, marks, err := tg.replay(fonts, data, autoplay)
	if err != nil {
		return nil, err
	}
	deck, err := newRebuildDeck(open, marks)
	if err != nil {
		return nil, err
	}
	return newReplayViewer(g, tg.key+"-replay", deck, data, exitAtEnd), nil
}

// tabOf is the setup's tab of the game whose registry key is key (the dice
// game's if none).
func tabOf(key string) setupGame {
	for g, tg := range tableGames {
		if tg != nil && tg.key == key {
			return setupGame(g)
		}
	}
	return gameDice
}
