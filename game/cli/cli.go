// Package cli has the headless subcommands of the lasvegas binary: replay
// and sim. They need no display.
package cli

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game/registry"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Exit codes.
const (
	ExitOK    = 0
	ExitError = 1 // a failure of the program or the system
	ExitBad   = 2 // bad input: usage, or a malformed or illegal record
)

// IsCommand reports whether name is a headless subcommand.
func IsCommand(name string) bool {
	switch name {
	case "replay", "sim", "help", "-h", "--help", "version", "--version":
		return true
	}
	return false
}

// Version is the program version, set by the build.
var Version = ""

// version is Version, or the module's build information: the module
// version, else the commit and its time from the build's VCS stamp.
func version() string {
	if Version != "" {
		return Version
	}
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "(unknown build)"
	}
	if v := bi.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	var rev, at, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.time":
			at = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = ", modified"
			}
		}
	}
	if rev == "" {
		return "(development build, " + bi.GoVersion + ")"
	}
	return fmt.Sprintf("commit %.12s (%s%s), %s", rev, at, dirty, bi.GoVersion)
}

// Run runs a subcommand and returns its exit code.
func Run(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		usage(stderr)
		return ExitBad
	}
	switch args[0] {
	case "replay":
		return replay(args[1:], stdout, stderr)
	case "sim":
		return sim(args[1:], stdout, stderr)
	case "version", "--version":
		fmt.Fprintln(stdout, "lasvegas", version())
		return ExitOK
	case "help", "-h", "--help":
		usage(stdout)
		return ExitOK
	}
	fmt.Fprintf(stderr, "lasvegas: unknown command %q\n", args[0])
	usage(stderr)
	return ExitBad
}

func usage(w io.Writer) {
	fmt.Fprint(w, `usage:
  lasvegas [--game `+strings.Join(registry.Keys(), "|")+`] [flags]
                                  open the window: the setup, or with --game that game's table
                                  (lasvegas --help lists every game's flags)
  lasvegas replay [--json] [-v] FILE
                                  check a record of any game step by step and print the standings
  lasvegas sim [--game KEY] [flags]
                                  play games headless and print games per second and win rates
  lasvegas version

Run "lasvegas sim --game KEY --help" for a game's rules options.
`)
}

func replay(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the standings as JSON")
	verbose := fs.Bool("v", false, "print every event in words")
	if err := fs.Parse(args); err != nil {
		return ExitBad
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "usage: lasvegas replay [--json] [-v] FILE")
		return ExitBad
	}
	name := fs.Arg(0)
	var data []byte
	var err error
	if name == "-" {
		data, err = readRecord(os.Stdin)
	} else {
		data, err = storage.ReadFile(name, dice.MaxRecordBytes)
	}
	if err != nil {
		fmt.Fprintf(stderr, "lasvegas replay: %v\n", err)
		return ExitBad
	}
	g, ok := registry.Lookup(record.GameOf(data))
	if !ok {
		fmt.Fprintf(stderr, "lasvegas replay: %s: a record of the game \"%s\", which this program does not know (it plays %s)\n", name, record.Short([]byte(record.GameOf(data))), registry.KeyList())
		return ExitBad
	}
	var each func(step int, line string)
	if *verbose {
		each = func(step int, line string) { fmt.Fprintf(stdout, "%4d  %s\n", step+1, line) }
	}
	out, err := g.Replay(data, each)
	if err != nil {
		fmt.Fprintf(stderr, "lasvegas replay: %s: %v\n", name, err)
		return ExitBad
	}
	if *asJSON {
		return printJSON(stdout, out)
	}
	printText(stdout, out)
	return ExitOK
}

// readRecord reads at most one byte more than a record may have, so that
// a huge or endless input (replay /dev/zero) fails at once in ParseRecord.
func readRecord(r io.Reader) ([]byte, error) {
	return io.ReadAll(io.LimitReader(r, dice.MaxRecordBytes+1))
}

// StandingJSON is one seat in `replay --json`.
type StandingJSON struct {
	Seat     int    `json:"seat"`
	Name     string `json:"name"`
	Money    int    `json:"money"`
	Notes    int    `json:"notes"`
	Chips    int    `json:"chip_money,omitempty"`
	Rank     int    `json:"rank"`
	Winner   bool   `json:"winner"`
	TieBreak string `json:"tie_break,omitempty"`
}

// ReplayJSON is the output of `replay --json`.
type ReplayJSON struct {
	Game      string         `json:"game"`
	Steps     int            `json:"steps"`
	Finished  bool           `json:"finished"`
	Round     int            `json:"round"`
	Standings []StandingJSON `json:"standings"`
	Winners   []int          `json:"winners"`
}

func standings(out *registry.Replayed) []StandingJSON {
	var sj []StandingJSON
	for _, s := range out.Standings {
		sj = append(sj, StandingJSON{Seat: s.Seat, Name: out.Names[s.Seat], Money: s.Money, Notes: s.Notes, Chips: s.ChipMoney, Rank: s.Rank, Winner: s.Winner, TieBreak: s.TieBreak})
	}
	return sj
}

func printJSON(w io.Writer, out *registry.Replayed) int {
	js := ReplayJSON{Game: out.Game, Steps: out.Steps, Finished: out.Finished, Round: out.Round, Standings: standings(out)}
	if out.Finished {
		for _, s := range out.Standings {
			if s.Winner {
				js.Winners = append(js.Winners, s.Seat)
			}
		}
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	if err := enc.Encode(js); err != nil {
		return ExitError
	}
	return ExitOK
}

func printText(w io.Writer, out *registry.Replayed) {
	if out.Finished {
		fmt.Fprintf(w, "Game over after %d steps.\n", out.Steps)
	} else {
		fmt.Fprintf(w, "Game in progress after %d steps: round %d of %d, %s.\n", out.Steps, out.Round, out.Rounds, out.Phase)
	}
	for _, s := range standings(out) {
		mark := ""
		if s.Winner && out.Finished {
			mark = "  winner"
		}
		tb := ""
		if s.TieBreak != "" {
			tb = " (tie-break: " + s.TieBreak + ")"
		}
		chips := ""
		if s.Chips > 0 {
			chips = fmt.Sprintf(" incl. chips $%s", registry.Thousands(s.Chips))
		}
		fmt.Fprintf(w, "%d. %-16s $%9s%s  %2d %s%s%s\n", s.Rank, s.Name, registry.Thousands(s.Money), chips, s.Notes, out.Notes, tb, mark)
	}
}
