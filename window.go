package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/lasvegas-dice/lasvegas/game/cli"
	"github.com/lasvegas-dice/lasvegas/game/registry"
)

// window is one game's window.
type window struct {
	// run opens the window with the game's flags and returns the exit
	// status.
	run func(args []string) int
	// parse reads the game's flags; with -help it prints them to w.
	parse func(args []string, w io.Writer) error
}

func isHelp(a string) bool { return a == "help" || a == "-h" || a == "-help" || a == "--help" }

// help prints the headless commands, then every game's window flags.
func help(w io.Writer) int {
	cli.Run([]string{"help"}, w, w)
	for _, g := range registry.All() {
		win, ok := windows[g.Key]
		if !ok {
			continue
		}
		fmt.Fprintf(w, "\nlasvegas --game %s [flags]: %s, %d-%d players\n", g.Key, g.Name, g.MinPlayers, g.MaxPlayers)
		fmt.Fprint(w, flagText(win))
	}
	return cli.ExitOK
}

// flagText is the list of a window's flags, as -help prints them.
func flagText(win window) string {
	var b bytes.Buffer
	if err := win.parse([]string{"-help"}, &b); !errors.Is(err, flag.ErrHelp) {
		return ""
	}
	text := b.String()
	if first, rest, ok := strings.Cut(text, "\n"); ok && strings.HasPrefix(first, "Usage") {
		text = rest
	}
	return text
}

var flagLine = regexp.MustCompile(`(?m)^  -([a-z0-9-]+)`)

// flagNames are the flags a window knows.
func flagNames(win window) map[string]bool {
	names := map[string]bool{}
	for _, m := range flagLine.FindAllStringSubmatch(flagText(win), -1) {
		names[m[1]] = true
	}
	return names
}

// foreignFlag names the first flag in args that game's window does not
// know but another game's does, in one line ("" if none): a rules flag
// meant for another game is refused before any window opens.
func foreignFlag(game string, args []string) string {
	own := flagNames(windows[game])
	for _, a := range args {
		if a == "--" {
			return ""
		}
		if len(a) < 2 || a[0] != '-' {
			continue
		}
		name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if own[name] || name == "" {
			continue
		}
		for _, g := range registry.All() {
			if win, ok := windows[g.Key]; ok && g.Key != game && flagNames(win)[name] {
				this, _ := registry.Lookup(game)
				return fmt.Sprintf("--%s is a flag of %s (--game %s), not of %s (lasvegas --help lists every game's flags)", name, g.Name, g.Key, this.Name)
			}
		}
	}
	return ""
}
