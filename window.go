package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game/registry"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// window is one game's window.
type window struct {
	// run opens the window with the game's flags and returns the exit
	// status.
	run func(args []string) int
	// parse reads the game's flags; with -help it prints them to w.
	parse func(args []string, w io.Writer) error
	// replays: the window has the replay viewer (--replay FILE).
	replays bool
}

// replayFile finds --replay FILE (or --replay=FILE) in args.
func replayFile(args []string) (string, bool) {
	for i, a := range args {
		if a == "--" {
			break
		}
		name, v, eq := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "replay" {
			continue
		}
		if eq {
			return v, true
		}
		if i+1 < len(args) {
			return args[i+1], true
		}
	}
	return "", false
}

// recordGame is the key of the game whose window replays the record in
// file, or why none can: one line.
func recordGame(file string) (string, error) {
	data, err := storage.ReadFile(file, record.MaxBytes)
	if err != nil {
		return "", fmt.Errorf("--replay: %v", err)
	}
	g, ok := registry.Lookup(record.GameOf(data))
	if !ok {
		return "", fmt.Errorf("--replay: %s is a record of the game \"%s\", which this program does not know (it plays %s)", file, record.Short([]byte(record.GameOf(data))), registry.KeyList())
	}
	if w, ok := windows[g.Key]; !ok || !w.replays {
		return "", fmt.Errorf("--replay: %s is a record of %s, whose table has no replay viewer yet; lasvegas replay %s checks it step by step", file, g.Name, file)
	}
	return g.Key, nil
}

func isHelp(a string) bool { return a == "help" || a == "-h" || a == "-help" || a == "--help" }

// help prints the headless commands, then every game's window flags.
func help(w io.Writer) int {
	commandsHelp(w)
	for _, g := range registry.All() {
		win, ok := windows[g.Key]
		if !ok {
			continue
		}
		fmt.Fprintf(w, "\nlasvegas --game %s [flags]: %s, %d-%d players\n", g.Key, g.Name, g.MinPlayers, g.MaxPlayers)
		fmt.Fprint(w, flagText(win))
	}
	return 0
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
