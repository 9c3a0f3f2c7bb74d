// Command lasvegas is Rüdiger Dorn's Las Vegas family of games: with no
// arguments it opens the dice game's window (--game cards opens the card
// game's table); the replay and sim subcommands run headless.
package main

import (
	"fmt"
	"os"

	"github.com/lasvegas-dice/lasvegas/game/cli"
	"github.com/lasvegas-dice/lasvegas/scenes"
	"github.com/lasvegas-dice/lasvegas/scenes/cardtable"
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
		fmt.Fprintln(os.Stderr, "lasvegas: Las Vegas Royale has no table yet; its bots play headless: lasvegas sim --game royale --seats hard,medium")
		os.Exit(cli.ExitBad)
	}
	if err := scenes.Main(args); err != nil {
		fmt.Fprintln(os.Stderr, "lasvegas:", err)
		os.Exit(1)
	}
}
