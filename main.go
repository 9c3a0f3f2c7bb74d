// Command lasvegas is Rüdiger Dorn's Las Vegas family of games: with no
// arguments it opens the dice game's window (--game cards and --game royale
// open those games' tables); the replay and sim subcommands run headless.
package main

import (
	"fmt"
	"os"

	"github.com/lasvegas-dice/lasvegas/game/cli"
	"github.com/lasvegas-dice/lasvegas/scenes"
	"github.com/lasvegas-dice/lasvegas/scenes/cardtable"
	"github.com/lasvegas-dice/lasvegas/scenes/royaletable"
)

func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	game, args, err := cli.SplitGame(append(webArgs(), os.Args[1:]...))
	if err != nil {
		fmt.Fprintln(os.Stderr, "lasvegas:", err)
		os.Exit(cli.ExitBad)
	}
	switch game {
	case "cards":
		os.Exit(cardtable.Main(args))
	case "royale":
		os.Exit(royaletable.Main(args))
	}
	if err := scenes.Main(args); err != nil {
		fmt.Fprintln(os.Stderr, "lasvegas:", err)
		os.Exit(1)
	}
}
