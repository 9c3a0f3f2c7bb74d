//go:build !js

package main

import (
	"io"

	"github.com/lasvegas-dice/lasvegas/game/cli"
)

// exitBad is the exit status of bad input (as the commands' cli.ExitBad).
const exitBad = cli.ExitBad

// isCommand reports whether name is a headless command (replay, sim...).
func isCommand(name string) bool { return cli.IsCommand(name) }

// runCommand runs a headless command.
func runCommand(args []string, stdout, stderr io.Writer) int { return cli.Run(args, stdout, stderr) }

// commandsHelp prints the headless commands' help.
func commandsHelp(w io.Writer) { cli.Run([]string{"help"}, w, w) }
