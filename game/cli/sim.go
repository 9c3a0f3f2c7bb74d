package cli

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
)

// simGame is one game's part of sim: its rules flags, then what sim does
// with them.
type simGame interface {
	// players is the number of players the flags give; setPlayers changes
	// it (to the number of --seats when --players is not given).
	players() int
	setPlayers(n int) error
	// random plays uniformly random games and prints their speed.
	random(games int, seed uint64, w io.Writer) int
	// tournament plays the seats' bots against one another.
	tournament(cfg tournament.Config) (*tournament.Result, error)
}

// simGames register each game's rules flags on fs and return a function
// that checks them after parsing.
var simGames = map[string]func(fs *flag.FlagSet) func() (simGame, error){
	dice.GameName:   diceSim,
	cards.GameName:  cardsSim,
	royale.GameName: royaleSim,
}

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
	return dice.GameName
}

func sim(args []string, stdout, stderr io.Writer) int {
	name := gameFlag(args)
	mk, ok := simGames[name]
	if !ok {
		fmt.Fprintf(stderr, "lasvegas sim: --game %q: want %s\n", record.Short([]byte(name)), strings.Join(gameNames(), ", "))
		return ExitBad
	}
	fs := flag.NewFlagSet("sim", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.String("game", dice.GameName, "the game: "+strings.Join(gameNames(), ", ")+" (each has its own rules flags: see --game NAME --help)")
	games := fs.Int("games", 1000, "number of games")
	seed := fs.Uint64("seed", 1, "seed of the first game (the run is reproducible from it)")
	seats := fs.String("seats", "", "comma-separated bots, one per seat: random, easy, medium, hard or exec:COMMAND; empty plays uniformly random games through the engine alone and measures its speed")
	workers := fs.Int("workers", 0, "games played at once with --seats (default: one per CPU)")
	budget := fs.Duration("budget", 0, "time limit per bot decision (0: each bot's full search; a limit makes runs irreproducible)")
	quiet := fs.Bool("q", false, "no progress lines")
	extTimeout := fs.Duration("ext-timeout", 0, "time limit for each answer of an exec: bot (default 2s)")
	extStart := fs.Duration("ext-start-timeout", 0, "time limit for an exec: bot to start and say readyok (default 10s)")
	records := fs.String("records", "", "with --seats: write each game's record into this directory (game-0001.json, ...), for lasvegas replay")
	rules := mk(fs)
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
		return g.random(*games, *seed, stdout)
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
	res, err := g.tournament(cfg)
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

func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}

// simRandom plays uniformly random games through the engine alone.
func simRandom(r dice.Rules, games int, seed uint64, w io.Writer) int {
	s, err := dice.NewGame(r)
	if err != nil {
		fmt.Fprintln(w, err)
		return ExitBad
	}
	rng := engine.NewRand(seed)
	wins := make([]float64, r.Players)
	money := make([]float64, r.Players)
	actions := 0
	t0 := time.Now()
	for g := 0; g < games; g++ {
		s.Reset()
		actions += s.PlayRandom(rng)
		var win [dice.MaxPlayers]bool
		nw := 0
		for p := 0; p < r.Players; p++ {
			money[p] += float64(s.Money(p))
		}
		for _, st := range s.Standings() {
			if st.Winner {
				win[st.Seat] = true
				nw++
			}
		}
		for p := 0; p < r.Players; p++ {
			if win[p] {
				wins[p] += 1 / float64(nw)
			}
		}
	}
	el := time.Since(t0)
	fmt.Fprintf(w, "%d random games, %d players, seed %d: %.0f games/s (%.2f µs/game, %.0f actions/game)\n",
		games, r.Players, seed, float64(games)/el.Seconds(), float64(el.Microseconds())/float64(games), float64(actions)/float64(games))
	for p := 0; p < r.Players; p++ {
		fmt.Fprintf(w, "  seat %d: first place %5.1f%%, mean money $%s\n", p+1, 100*wins[p]/float64(games), thousands(int(money[p]/float64(games))))
	}
	return ExitOK
}

// simSeats reads --seats: one bot per seat, at least two; without
// --players their number sets the players.
func simSeats(fs *flag.FlagSet, seats string, g simGame, stderr io.Writer) ([]string, int) {
	specs, err := splitSeats(seats)
	if err != nil {
		fmt.Fprintf(stderr, "lasvegas sim: --seats: %v\n", err)
		return nil, ExitBad
	}
	if len(specs) < 2 {
		fmt.Fprintf(stderr, "lasvegas sim: --seats %q names 1 seat; a game needs 2 or more, comma-separated (random, easy, medium, hard or exec:COMMAND)\n", seats)
		return nil, ExitBad
	}
	if len(specs) != g.players() {
		if flagSet(fs, "players") {
			fmt.Fprintf(stderr, "lasvegas sim: %d seats given for %d players\n", len(specs), g.players())
			return nil, ExitBad
		}
		if err := g.setPlayers(len(specs)); err != nil {
			fmt.Fprintf(stderr, "lasvegas sim: %v\n", err)
			return nil, ExitBad
		}
	}
	return specs, ExitOK
}
