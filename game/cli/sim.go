package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/registry"
)

// gameFlag finds --game in args before they are parsed: the game decides
// which other flags exist.
func gameFlag(args []string) string {
	for i, a := range args {
		a = strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")
		if v, ok := strings.CutPrefix(a, "game="); ok {
			return v
		}
		if a == "game" && i+1 < len(args) {
			return args[i+1]
		}
	}
	return registry.DefaultKey
}

func sim(args []string, stdout, stderr io.Writer) int {
	name := gameFlag(args)
	desc, ok := registry.Lookup(name)
	if !ok || name == "" {
		fmt.Fprintf(stderr, "lasvegas sim: --game %q: want %s\n", record.Short([]byte(name)), registry.KeyList())
		return ExitBad
	}
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.String("game", registry.DefaultKey, "the game: "+registry.KeyList()+" (each has its own rules flags: see --game NAME --help)")
	games := fs.Int("games", 1000, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game (the run is reproducible from it)")
	seats := fs.String("seats", "", "comma-separated bots, one per seat: random, easy, medium, hard or exec:COMMAND; empty plays uniformly random games through the engine alone and measures its speed")
	workers := fs.Int("workers", 0, "games played at once with --seats (default: one per CPU)")
	budget := fs.Duration("budget", 0, "time limit per bot decision (0: each bot's full search; a limit makes runs irreproducible)")
	quiet := fs.Bool("q", false, "no progress lines")
	extTimeout := fs.Duration("ext-timeout", 0, "time limit for each answer of an exec: bot (default 2s)")
	extStart := fs.Duration("ext-start-timeout", 0, "time limit for an exec: bot to start and say readyok (default 10s)")
	records := fs.String("records", "", "with --seats: write each game's record into this directory (game-0001.json, ...), for lasvegas replay")
	rules := desc.Rules(fs)
	if err := fs.Parse(args); err != nil {
		return ExitBad
	}
	g, err := rules()
	if err != nil {
		fmt.Fprintf(stderr, "lasvegas sim: %v\n", err)
		return ExitBad
	}
	if *games < 1 {
		fmt.Fprintln(stderr, "lasvegas sim: --games must be at least 1")
		return ExitBad
	}
	if *seats == "" {
		if err := g.Random(*games, *seed, stdout); err != nil {
			fmt.Fprintf(stderr, "lasvegas sim: %v\n", err)
			return ExitError
		}
		return ExitOK
	}
	specs, code := simSeats(fs, *seats, g, stderr)
	if code != ExitOK {
		return code
	}
	var log io.Writer = stderr
	if *quiet {
		log = io.Discard
	}
	// A program is found now, when it is given, and the log says which.
	for i, sp := range specs {
		if cmd, ok := strings.CutPrefix(sp, "exec:"); ok {
			specs[i] = "exec:" + game.ResolveCommand(cmd)
			fmt.Fprintf(log, "lasvegas sim: seat %d is the program %s\n", i+1, extbot.Quote(strings.TrimPrefix(specs[i], "exec:"), 200))
		}
	}
	cfg := tournament.Config{Seats: specs, Games: *games, Seed: *seed, Workers: *workers, Log: log, Budget: *budget, ExtTimeout: *extTimeout, ExtStartTimeout: *extStart}
	if *records != "" {
		save, err := saveRecords(*records, log)
		if err != nil {
			fmt.Fprintf(stderr, "lasvegas sim: --records: %v\n", err)
			return ExitError
		}
		cfg.Save = save
	}
	res, err := g.Tournament(cfg)
	if err != nil {
		fmt.Fprintf(stderr, "lasvegas sim: %v\n", err)
		return ExitBad
	}
	if err := res.Print(stdout); err != nil {
		return ExitError
	}
	return ExitOK
}

// saveRecords makes dir and returns the function that writes game n's
// record there; a failed write is logged and the run goes on.
func saveRecords(dir string, log io.Writer) (func(int, []byte), error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	return func(n int, data []byte) {
		name := filepath.Join(dir, fmt.Sprintf("game-%04d.json", n+1))
		if err := os.WriteFile(name, data, 0o644); err != nil {
			fmt.Fprintf(log, "lasvegas sim: %v\n", err)
		}
	}, nil
}

// splitSeats splits --seats at the commas that are not inside quotes, so
// that exec:'my bot --mode=a,b' is one seat. The quotes stay, for the
// command's own splitting (extbot.SplitCommand).
func splitSeats(s string) ([]string, error) {
	var out []string
	var quote byte
	start := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case quote != 0:
			if c == '\\' && quote == '"' && i+1 < len(s) {
				i++
			} else if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == ',':
			out = append(out, strings.TrimSpace(s[start:i]))
			start = i + 1
		}
	}
	if quote != 0 {
		return nil, fmt.Errorf("a %c is not closed", quote)
	}
	return append(out, strings.TrimSpace(s[start:])), nil
}

// simSeats reads --seats: one bot per seat, at least two; without
// --players their number sets the players.
func simSeats(fs *flag.FlagSet, seats string, g registry.Sim, stderr io.Writer) ([]string, int) {
	specs, err := splitSeats(seats)
	if err != nil {
		fmt.Fprintf(stderr, "lasvegas sim: --seats: %v\n", err)
		return nil, ExitBad
	}
	if len(specs) < 2 {
		fmt.Fprintf(stderr, "lasvegas sim: --seats %q names 1 seat; a game needs 2 or more, comma-separated (random, easy, medium, hard or exec:COMMAND)\n", seats)
		return nil, ExitBad
	}
	if len(specs) != g.Players() {
		if registry.FlagSet(fs, "players") {
			fmt.Fprintf(stderr, "lasvegas sim: %d seats given for %d players\n", len(specs), g.Players())
			return nil, ExitBad
		}
		if err := g.SetPlayers(len(specs)); err != nil {
			fmt.Fprintf(stderr, "lasvegas sim: %v\n", err)
			return nil, ExitBad
		}
	}
	return specs, ExitOK
}
