// Package tournament plays headless games of Las Vegas between bots and
// reports how they fare: first-place rate with a 95% confidence interval
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
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai"
	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
)

// Config describes a tournament.
type Config struct {
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
	Rules          dice.Rules
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
	fmt.Fprintf(&b, "%d games, %d players, seats %s, seed %d\n", r.Games, r.Rules.Players, strings.Join(r.SeatSpecs, ","), r.Seed)
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
	fmt.Fprintf(&b, "fair share %.1f%%; %.1f s, %.2f games/s\n", 100/float64(r.Rules.Players), r.Elapsed.Seconds(), r.GamesPerSecond)
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

// seatBot is a bot in a seat, with its timings.
type seatBot struct {
	spec    string
	bot     ai.Bot
	ext     *extbot.Bot
	faults0 int // the external bot's faults before this game
	times   []time.Duration
}

// extPool keeps a worker's external bots between games, by spec: one
// process plays many games (the protocol's newgame), since starting an
// interpreter can cost more than a game.
type extPool map[string][]*extbot.Bot

// take returns a live bot of spec readied for a game with seed, or nil.
func (p extPool) take(spec string, seed uint64) *extbot.Bot {
	for len(p[spec]) > 0 {
		b := p[spec][len(p[spec])-1]
		p[spec] = p[spec][:len(p[spec])-1]
		if b.NextGame(seed) {
			return b
		}
		b.Close()
	}
	return nil
}

func (p extPool) put(spec string, b *extbot.Bot) { p[spec] = append(p[spec], b) }

func (p extPool) close() {
	for _, bs := range p {
		for _, b := range bs {
			b.Close()
		}
	}
}

func newSeatBot(spec string, seed uint64, cfg *Config, log io.Writer, pool extPool) (*seatBot, error) {
	_, spec = splitName(spec)
	if b := pool.take(spec, seed); b != nil {
		return &seatBot{spec: spec, bot: b, ext: b, faults0: b.Faults()}, nil
	}
	if cmd, ok := strings.CutPrefix(spec, "exec:"); ok {
		b, err := extbot.New(cmd, extbot.Options{Timeout: cfg.ExtTimeout, StartTimeout: cfg.ExtStartTimeout, Log: log, Seed: seed, Name: spec})
		if err != nil {
			return nil, err
		}
		return &seatBot{spec: spec, bot: b, ext: b}, nil
	}
	b, err := ai.New(spec, seed)
	if err != nil {
		return nil, err
	}
	return &seatBot{spec: spec, bot: b}, nil
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

// Play runs the tournament described by cfg.
func Play(cfg Config) (*Result, error) {
	if err := cfg.check(); err != nil {
		return nil, err
	}
	start := time.Now()
	results := playAll(&cfg, start)
	elapsed := time.Since(start)
	res := &Result{Rules: cfg.Rules, SeatSpecs: cfg.Seats, Games: cfg.Games, Seed: cfg.Seed, Elapsed: elapsed}
	res.GamesPerSecond = float64(cfg.Games) / elapsed.Seconds()
	if err := res.tally(results); err != nil {
		return nil, err
	}
	return res, nil
}

// check reports what is wrong with a tournament's configuration.
func (cfg *Config) check() error {
	n := cfg.Rules.Players
	if len(cfg.Seats) != n {
		return fmt.Errorf("tournament: %d seat specs for %d players", len(cfg.Seats), n)
	}
	if err := cfg.Rules.Validate(); err != nil {
		return err
	}
	if cfg.Games <= 0 {
		return fmt.Errorf("tournament: %d games", cfg.Games)
	}
	for _, sp := range cfg.Seats {
		_, sp = splitName(sp)
		if strings.HasPrefix(sp, "exec:") {
			continue
		}
		if _, err := ai.New(sp, 0); err != nil {
			return fmt.Errorf("tournament: seat %q: want %s or exec:COMMAND", sp, strings.Join(ai.Levels, ", "))
		}
	}
	return nil
}

// playAll plays the games on cfg.Workers goroutines (0: one per CPU),
// logging progress every tenth of the games.
func playAll(cfg *Config, start time.Time) []gameResult {
	log := cfg.Log
	if log == nil {
		log = io.Discard
	}
	log = &syncWriter{w: log}
	workers := cfg.Workers
	if workers <= 0 {
		workers = runtime.NumCPU()
	}
	workers = min(workers, cfg.Games)
	results := make([]gameResult, cfg.Games)
	var finished atomic.Int64
	step := max(cfg.Games/10, 1)
	var wg sync.WaitGroup
	jobs := make(chan int)
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			pool := extPool{}
			defer pool.close()
			for g := range jobs {
				results[g] = playGame(cfg, g, log, pool)
				if d := int(finished.Add(1)); d%step == 0 && d < cfg.Games {
					fmt.Fprintf(log, "tournament: %d/%d games, %.0f s\n", d, cfg.Games, time.Since(start).Seconds())
				}
			}
		}()
	}
	for g := 0; g < cfg.Games; g++ {
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	return results
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

// playGame plays game g: seat s is taken by entry (s+g) mod n.
func playGame(cfg *Config, g int, log io.Writer, pool extPool) (gr gameResult) {
	n := cfg.Rules.Players
	gr.share = make([]float64, n)
	gr.money = make([]float64, n)
	gr.times = make([][]time.Duration, n)
	gr.faults = make([]int, n)
	gseed := splitmix(cfg.Seed ^ splitmix(uint64(g)+1))
	entryOf := make([]int, n) // seat -> entry
	bots := make([]*seatBot, n)
	for s := 0; s < n; s++ {
		e := (s + g) % n
		entryOf[s] = e
		b, err := newSeatBot(cfg.Seats[e], splitmix(gseed+uint64(s)+1), cfg, log, pool)
		if err != nil {
			gr.err = err
			return gr
		}
		bots[s] = b
	}
	defer func() {
		for _, b := range bots {
			if b.ext != nil {
				pool.put(b.spec, b.ext)
			}
		}
	}()
	st, err := dice.NewGame(cfg.Rules)
	if err != nil {
		gr.err = err
		return gr
	}
	for s, b := range bots {
		if b.ext != nil {
			b.ext.StartGame(st.View(s), s, st.Intro())
		}
	}
	loop := &game.Loop[*dice.State, dice.Action, dice.Event]{State: st, Rand: engine.NewRand(gseed)}
	for s, b := range bots {
		loop.Seats = append(loop.Seats, &timedBot{bot: b.bot, ext: b.ext, budget: cfg.Budget, times: &gr.times[entryOf[s]]})
	}
	loop.Events = func(evs []dice.Event) {
		for s, b := range bots {
			if b.ext != nil {
				b.ext.Observe(st.View(s), game.EventsFor(st, s, evs))
			}
		}
	}
	if err := loop.Run(); err != nil {
		gr.err = err
		return gr
	}
	for _, b := range bots {
		if b.ext != nil {
			b.ext.EndGame(st)
		}
	}
	winners := st.Winners()
	for s := 0; s < n; s++ {
		e := entryOf[s]
		gr.money[e] = float64(st.Money(s))
		if slices.Contains(winners, s) {
			gr.share[e] = 1 / float64(len(winners))
		}
		if bots[s].ext != nil {
			gr.faults[e] = bots[s].ext.Faults() - bots[s].faults0
		}
	}
	return gr
}

type syncWriter struct {
	mu sync.Mutex
	w  io.Writer
}

func (s *syncWriter) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// timedBot is a seat's bot in the game loop: it decides from the seat's
// view and keeps its decision times. An external bot's decision that the
// fallback bot made (a fault) is left out of its times.
type timedBot struct {
	bot    ai.Bot
	ext    *extbot.Bot
	budget time.Duration
	times  *[]time.Duration
}

func (t *timedBot) Choose(v *dice.State, seat int) (dice.Action, error) {
	faults := 0
	if t.ext != nil {
		faults = t.ext.Faults()
	}
	t0 := time.Now()
	a := t.bot.Choose(v, t.budget)
	if t.ext == nil || t.ext.Faults() == faults {
		*t.times = append(*t.times, time.Since(t0))
	}
	return a, nil
}
