// Command lasvegas is Rüdiger Dorn's Las Vegas dice game: with no arguments
// it opens the game window; the replay and sim subcommands run headless.
package main

import (
	"fmt"
	"os"

	"github.com/lasvegas-dice/lasvegas/game/cli"
	"github.com/lasvegas-dice/lasvegas/scenes"
)

func main() {
	if len(os.Args) > 1 && cli.IsCommand(os.Args[1]) {
		os.Exit(cli.Run(os.Args[1:], os.Stdout, os.Stderr))
	}
	if err := scenes.Main(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "lasvegas:", err)
		os.Exit(1)
	}
}
