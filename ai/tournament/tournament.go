// Package tournament plays headless games of any game of the family between
// bots and reports how they fare: first-place rate with a 95% confidence interval
// (a shared first place counts as a fraction), mean money, decision times
// and games per second.
//
// Seats rotate from game to game so that every bot plays every seat equally
// often, and a game's random streams derive from the seed alone, so a run
// is reproducible (bots count their work in rollouts, not time; external
// bots are as reproducible as the programs behind them).
package tournament

import (
	"fmt"
	"io"
	"math"
	"slices"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
)

// Config describes a tournament.
type Config struct {
	// Rules are the dice game's rules, for Play; PlayGame takes its game
	// (and the number of players) from its Game instead.
	Rules dice.Rules
	// Seats are the bot specs, one per seat: "random", "easy", "medium",
	// "hard" or "exec:COMMAND" (an external bot, see docs/bot-protocol.md),
	// optionally after a short display name for the results table,
	// "name=NAME,SPEC". Their number must equal Rules.Players.
	Seats []string
	Games int
	Seed  uint64
	// Workers is the number of games played at once (default: the number
	// of CPUs; 1 gives the cleanest decision times).
	Workers int
	// Log receives progress and external bots' complaints (nil: discarded).
	Log io.Writer
	// ExtTimeout is an external bot's time limit per answer (default 2s).
	ExtTimeout time.Duration
	// ExtStartTimeout is an external bot's time limit to start and answer
	// readyok (default 10s).
	ExtStartTimeout time.Duration
	// Save, if set, receives each finished game's record (JSON; n counts
	// games from 0). It is called from the workers, one game at a time.
	Save func(n int, record []byte)
	// Budget, if positive, is a time limit per decision for the built-in
	// bots (runs are then no longer reproducible). Zero: each bot's full
	// search.
	Budget time.Duration
}

// BotResult is how one bot spec fared. Seats with the same spec are pooled.
type BotResult struct {
	Spec  string
	Seats int // seats per game with this spec
	// Games is seat-games played (games x seats).
	Games int
	// Wins is first places, a shared first place counting 1/k.
	Wins float64
	// WinRate is Wins/Games with its 95% Wilson interval.
	WinRate, WinLow, WinHigh float64
	MeanMoney                float64 // dollars at game end
	Decisions                int
	MeanDecision             time.Duration
	MedianDecision           time.Duration
	P95Decision              time.Duration
	MaxDecision              time.Duration
	Faults                   int // external bots: answers replaced by the fallback
}

// Result is the outcome of a tournament.
type Result struct {
	Game           string // the game's name, as in its records
	Players        int
	SeatSpecs      []string
	Games          int
	Seed           uint64
	Bots           []BotResult
	Elapsed        time.Duration
	GamesPerSecond float64
}

// Bot returns the result of the given spec, or nil (the tests read
// results by spec; the CLI prints them all).
func (r *Result) Bot(spec string) *BotResult {
	for i := range r.Bots {
		if r.Bots[i].Spec == spec {
			return &r.Bots[i]
		}
	}
	return nil
}

// splitName separates a seat spec's display name ("name=NAME,SPEC", or the
// same in quotes) from the spec; without one, the name is the spec itself, cut to 24 characters.
func splitName(spec string) (name, bot string) {
	if q := len(spec); q >= 2 && (spec[0] == '\'' || spec[0] == '"') && spec[q-1] == spec[0] && strings.HasPrefix(spec[1:], "name=") {
		spec = spec[1 : q-1] // 'name=NAME,SPEC', quoted for sim's comma-separated --seats
	}
	if rest, ok := strings.CutPrefix(spec, "name="); ok {
		if n, b, found := strings.Cut(rest, ","); found && strings.TrimSpace(n) != "" {
			return game.CleanName(n), strings.TrimSpace(b)
		}
	}
	name = spec
	if r := []rune(name); len(r) > 24 {
		name = string(r[:23]) + "…"
	}
	return game.CleanName(name), spec
}

// String formats the result as a table.
func (r *Result) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d games of %s, %d players, seats %s, seed %d\n", r.Games, r.Game, r.Players, strings.Join(r.SeatSpecs, ","), r.Seed)
	fmt.Fprintf(&b, "%-24s %5s %8s %17s %10s %9s %9s %9s %9s\n", "bot", "seats", "1st", "95% CI", "money", "decisions", "mean", "median", "p95")
	for _, x := range r.Bots {
		name, _ := splitName(x.Spec)
		fmt.Fprintf(&b, "%-24s %5d %7.1f%% [%5.1f%%, %5.1f%%] %9.0fk %9d %9s %9s %9s",
			name, x.Seats, 100*x.WinRate, 100*x.WinLow, 100*x.WinHigh, x.MeanMoney/1000, x.Decisions,
			round(x.MeanDecision), round(x.MedianDecision), round(x.P95Decision))
		if x.Faults > 0 {
			fmt.Fprintf(&b, "  %d faults", x.Faults)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "fair share %.1f%%; %.1f s, %.2f games/s\n", 100/float64(r.Players), r.Elapsed.Seconds(), r.GamesPerSecond)
	return b.String()
}

// Print writes String to w.
func (r *Result) Print(w io.Writer) error {
	_, err := io.WriteString(w, r.String())
	return err
}

func round(d time.Duration) string {
	switch {
	case d >= time.Second:
		return d.Round(time.Millisecond).String()
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond).String()
	}
	return d.Round(time.Microsecond).String()
}

// gameResult is one game's outcome by spec index (position in Seats).
type gameResult struct {
	share  []float64 // by entry
	money  []float64
	times  [][]time.Duration
	faults []int
	err    error
}

// splitmix is the seed derivation for games and seats.
func splitmix(x uint64) uint64 {
	x += 0x9E3779B97F4A7C15
	x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9
	x = (x ^ (x >> 27)) * 0x94D049BB133111EB
	return x ^ (x >> 31)
}

// tally pools the games' results by seat spec into r.Bots.
func (r *Result) tally(results []gameResult) error {
	idx := map[string]int{}
	var times [][]time.Duration
	for _, sp := range r.SeatSpecs {
		if _, ok := idx[sp]; !ok {
			idx[sp] = len(r.Bots)
			r.Bots = append(r.Bots, BotResult{Spec: sp})
			times = append(times, nil)
		}
		r.Bots[idx[sp]].Seats++
	}
	for g := range results {
		gr := &results[g]
		if gr.err != nil {
			return fmt.Errorf("tournament: game %d: %w", g, gr.err)
		}
		for e, sp := range r.SeatSpecs {
			b := &r.Bots[idx[sp]]
			b.Games++
			b.Wins += gr.share[e]
			b.MeanMoney += gr.money[e]
			b.Faults += gr.faults[e]
			times[idx[sp]] = append(times[idx[sp]], gr.times[e]...)
		}
	}
	for i := range r.Bots {
		r.Bots[i].finish(times[i])
	}
	return nil
}

// finish turns b's sums into means and rates, and ts (its decision
// times, sorted in place) into the time figures.
func (b *BotResult) finish(ts []time.Duration) {
	b.MeanMoney /= float64(b.Games)
	b.WinRate = b.Wins / float64(b.Games)
	b.WinLow, b.WinHigh = wilson(b.WinRate, float64(b.Games))
	b.Decisions = len(ts)
	if len(ts) == 0 {
		return
	}
	slices.Sort(ts)
	var sum time.Duration
	for _, t := range ts {
		sum += t
	}
	b.MeanDecision = sum / time.Duration(len(ts))
	b.MedianDecision = ts[len(ts)/2]
	b.P95Decision = ts[min(len(ts)-1, len(ts)*95/100)]
	b.MaxDecision = ts[len(ts)-1]
}

// wilson is the 95% Wilson score interval of a rate p over n trials.
func wilson(p, n float64) (float64, float64) {
	const z = 1.959964
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return math.Max(0, c-h), math.Min(1, c+h)
}
