// Command lasvegas is Rüdiger Dorn's Las Vegas family of games: with no
// arguments it opens the window at the setup (--game royale and --game
// cards open those games' tables); the replay and sim subcommands run
// headless. Only this file and game/registry know every game.
package main

import (
	"fmt"
	"io"
	"os"

	"github.com/lasvegas-dice/lasvegas/game/registry"
	"github.com/lasvegas-dice/lasvegas/scenes"
	"github.com/lasvegas-dice/lasvegas/scenes/cardtable"
	"github.com/lasvegas-dice/lasvegas/scenes/royaletable"
)

// windows are the games' windows, by the registry's keys: how each runs,
// and how it reads its flags (for --help and for a flag of another game).
var windows = map[string]window{
	"dice": {run: diceMain, replays: true, parse: func(a []string, w io.Writer) error { _, err := scenes.ParseFlags(a, w); return err }},
	"royale": {run: func(a []string) int { return royaletable.Main(a, scenes.RunTable) }, replays: true, parse: func(a []string, w io.Writer) error {
		_, err := royaletable.ParseFlags(a, w)
		return err
	}},
	"cards": {run: func(a []string) int { return cardtable.Main(a, scenes.RunTable) }, replays: true, parse: func(a []string, w io.Writer) error { _, err := cardtable.ParseFlags(a, w); return err }},
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

func run(args []string, stdout, stderr io.Writer) int {
	if len(args) > 0 && isHelp(args[0]) {
		return help(stdout)
	}
	if len(args) > 0 && isCommand(args[0]) {
		return runCommand(args, stdout, stderr)
	}
	game, rest, err := registry.SplitGame(append(webArgs(), args...))
	if err != nil {
		fmt.Fprintln(stderr, "lasvegas:", err)
		return exitBad
	}
	if file, ok := replayFile(rest); ok {
		// The record says which game's window replays it.
		if game, err = recordGame(file); err != nil {
			fmt.Fprintln(stderr, "lasvegas:", err)
			return exitBad
		}
	}
	w, ok := windows[game]
	if !ok {
		fmt.Fprintf(stderr, "lasvegas: --game %s has no window\n", game)
		return exitBad
	}
	if msg := foreignFlag(game, rest); msg != "" {
		fmt.Fprintln(stderr, "lasvegas:", msg)
		return exitBad
	}
	return w.run(rest)
}

func diceMain(args []string) int {
	if err := scenes.Main(args); err != nil {
		fmt.Fprintln(os.Stderr, "lasvegas:", err)
		return 1
	}
	return 0
}
