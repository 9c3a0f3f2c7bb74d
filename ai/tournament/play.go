package tournament

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	dicebots "github.com/lasvegas-dice/lasvegas/ai/dice"
	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game"
)

type action interface {
	comparable
	fmt.Stringer
}

// Game is what a tournament needs of one game of the family.
type Game[S engine.State[S, A, E], A action, E any] struct {
	Name    string // as in its records: "dice", "cards", "royale"
	Players int
	// New starts a game (at its first chance node).
	New func() (S, error)
	// Intro is what an external bot is told before the first decision
	// (nil: nothing).
	Intro func(S) []E
	// Bot makes the built-in bot of a level for a seat.
	Bot    func(level string, seat int, seed uint64) (bot.Bot[S, A], error)
	Levels []string
	// Ext starts an external program in a seat (nil: the game has no
	// protocol yet).
	Ext func(command string, seat int, o extbot.Options) (*extbot.Host[S, A, E], error)
	// Record writes a finished game's record: its history, who took each
	// step, the seats and the seed of its chance.
	Record func(end S, history []A, by []int, seats []record.SeatInfo, seed uint64) ([]byte, error)
}

// DiceGame is the dice game with rules r.
func DiceGame(r dice.Rules) Game[*dice.State, dice.Action, dice.Event] {
	return Game[*dice.State, dice.Action, dice.Event]{
		Name:    dice.GameName,
		Players: r.Players,
		New:     func() (*dice.State, error) { return dice.NewGame(r) },
		Intro:   func(s *dice.State) []dice.Event { return s.Intro() },
		Bot: func(level string, _ int, seed uint64) (bot.Bot[*dice.State, dice.Action], error) {
			return dicebots.New(level, seed)
		},
		Levels: dicebots.Levels,
		Ext: func(command string, _ int, o extbot.Options) (*extbot.Host[*dice.State, dice.Action, dice.Event], error) {
			return extbot.New(command, o)
		},
		Record: func(end *dice.State, h []dice.Action, by []int, seats []record.SeatInfo, seed uint64) ([]byte, error) {
			return write[*dice.State, dice.Action](dice.NewRecord(r, seats, seed), end, h, by)
		},
	}
}

// Play runs a tournament of the dice game with cfg.Rules.
func Play(cfg Config) (*Result, error) {
	if err := cfg.Rules.Validate(); err != nil {
		return nil, err
	}
	return PlayGame(DiceGame(cfg.Rules), cfg)
}

// PlayGame runs the tournament described by cfg (whose Rules it ignores)
// of game g.
func PlayGame[S engine.State[S, A, E], A action, E any](g Game[S, A, E], cfg Config) (*Result, error) {
	if err := check(g, &cfg); err != nil {
		return nil, err
	}
	start := time.Now()
	results := playAll(g, &cfg, start)
	elapsed := time.Since(start)
	res := &Result{Game: g.Name, Players: g.Players, SeatSpecs: cfg.Seats, Games: cfg.Games, Seed: cfg.Seed, Elapsed: elapsed}
	res.GamesPerSecond = float64(cfg.Games) / elapsed.Seconds()
	if err := res.tally(results); err != nil {
		return nil, err
	}
	return res, nil
}

// check reports what is wrong with a tournament's configuration.
func check[S engine.State[S, A, E], A action, E any](g Game[S, A, E], cfg *Config) error {
	if len(cfg.Seats) != g.Players {
		return fmt.Errorf("tournament: %d seat specs for %d players", len(cfg.Seats), g.Players)
	}
	if cfg.Games <= 0 {
		return fmt.Errorf("tournament: %d games", cfg.Games)
	}
	for _, sp := range cfg.Seats {
		_, sp = splitName(sp)
		if strings.HasPrefix(sp, "exec:") {
			if g.Ext == nil {
				return fmt.Errorf("tournament: seat %q: external bots do not play %s yet", sp, g.Name)
			}
			continue
		}
		if _, err := g.Bot(sp, 0, 0); err != nil {
			return fmt.Errorf("tournament: seat %q: want %s or exec:COMMAND", sp, strings.Join(g.Levels, ", "))
		}
	}
	return nil
}

// seatBot is a bot in a seat, with its timings.
type seatBot[S engine.State[S, A, E], A action, E any] struct {
	spec    string
	bot     bot.Bot[S, A]
	ext     *extbot.Host[S, A, E]
	faults0 int // the external bot's faults before this game
}

// extPool keeps a worker's external bots between games, by spec: one
// process plays many games (the protocol's newgame), since starting an
// interpreter can cost more than a game.
type extPool[S engine.State[S, A, E], A action, E any] map[string][]*extbot.Host[S, A, E]

// take returns a live bot of spec readied for a game with seed, or nil.
func (p extPool[S, A, E]) take(spec string, seed uint64) *extbot.Host[S, A, E] {
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

func (p extPool[S, A, E]) put(spec string, b *extbot.Host[S, A, E]) { p[spec] = append(p[spec], b) }

func (p extPool[S, A, E]) close() {
	for _, bs := range p {
		for _, b := range bs {
			b.Close()
		}
	}
}

func newSeatBot[S engine.State[S, A, E], A action, E any](g Game[S, A, E], spec string, seat int, seed uint64, cfg *Config, log io.Writer, pool extPool[S, A, E]) (*seatBot[S, A, E], error) {
	_, spec = splitName(spec)
	if b := pool.take(spec, seed); b != nil {
		return &seatBot[S, A, E]{spec: spec, bot: b, ext: b, faults0: b.Faults()}, nil
	}
	if cmd, ok := strings.CutPrefix(spec, "exec:"); ok {
		b, err := g.Ext(cmd, seat, extbot.Options{Timeout: cfg.ExtTimeout, StartTimeout: cfg.ExtStartTimeout, Log: log, Seed: seed, Name: spec})
		if err != nil {
			return nil, err
		}
		return &seatBot[S, A, E]{spec: spec, bot: b, ext: b}, nil
	}
	b, err := g.Bot(spec, seat, seed)
	if err != nil {
		return nil, err
	}
	return &seatBot[S, A, E]{spec: spec, bot: b}, nil
}

// playAll plays the games on cfg.Workers goroutines (0: one per CPU),
// logging progress every tenth of the games.
func playAll[S engine.State[S, A, E], A action, E any](g Game[S, A, E], cfg *Config, start time.Time) []gameResult {
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
			pool := extPool[S, A, E]{}
			defer pool.close()
			for n := range jobs {
				results[n] = playGame(g, cfg, n, log, pool)
				if d := int(finished.Add(1)); d%step == 0 && d < cfg.Games {
					fmt.Fprintf(log, "tournament: %d/%d games, %.0f s\n", d, cfg.Games, time.Since(start).Seconds())
				}
			}
		}()
	}
	for n := 0; n < cfg.Games; n++ {
		jobs <- n
	}
	close(jobs)
	wg.Wait()
	return results
}

// playGame plays game number gn: seat s is taken by entry (s+gn) mod n.
func playGame[S engine.State[S, A, E], A action, E any](g Game[S, A, E], cfg *Config, gn int, log io.Writer, pool extPool[S, A, E]) (gr gameResult) {
	n := g.Players
	gr.share, gr.money = make([]float64, n), make([]float64, n)
	gr.times, gr.faults = make([][]time.Duration, n), make([]int, n)
	gseed := splitmix(cfg.Seed ^ splitmix(uint64(gn)+1))
	entryOf := make([]int, n) // seat -> entry
	bots := make([]*seatBot[S, A, E], n)
	for s := 0; s < n; s++ {
		e := (s + gn) % n
		entryOf[s] = e
		b, err := newSeatBot(g, cfg.Seats[e], s, splitmix(gseed+uint64(s)+1), cfg, log, pool)
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
	st, err := g.New()
	if err != nil {
		gr.err = err
		return gr
	}
	loop, err := run(g, st, bots, gseed, cfg.Budget, gr.times, entryOf)
	if err != nil {
		gr.err = err
		return gr
	}
	if cfg.Save != nil && g.Record != nil {
		seats := make([]record.SeatInfo, n)
		for s, b := range bots {
			name, _ := splitName(cfg.Seats[entryOf[s]])
			seats[s] = record.SeatInfo{Name: name, Kind: "bot:" + b.spec}
			if b.ext != nil {
				seats[s].Kind = b.spec
			}
		}
		data, err := g.Record(st, loop.History, loop.By, seats, gseed)
		if err != nil {
			gr.err = err
			return gr
		}
		cfg.Save(gn, data)
	}
	for _, x := range st.Standings() {
		e := entryOf[x.Seat]
		gr.money[e] = float64(x.Money)
		if x.Winner {
			gr.share[e] = 1
		}
		if b := bots[x.Seat]; b.ext != nil {
			gr.faults[e] = b.ext.Faults() - b.faults0
		}
	}
	if w := sum(gr.share); w > 1 {
		for e := range gr.share {
			gr.share[e] /= w // a shared first place counts 1/k
		}
	}
	return gr
}

func sum(xs []float64) (t float64) {
	for _, x := range xs {
		t += x
	}
	return t
}

// run plays st to its end through the one game loop, the external bots
// told what their seats see.
func run[S engine.State[S, A, E], A action, E any](g Game[S, A, E], st S, bots []*seatBot[S, A, E], seed uint64, budget time.Duration, times [][]time.Duration, entryOf []int) (*game.Loop[S, A, E], error) {
	for s, b := range bots {
		if b.ext != nil {
			var intro []E
			if g.Intro != nil {
				intro = g.Intro(st)
			}
			b.ext.StartGame(st.View(s), s, game.EventsFor(st, s, intro))
		}
	}
	loop := &game.Loop[S, A, E]{State: st, Rand: engine.NewRand(seed)}
	for s, b := range bots {
		loop.Seats = append(loop.Seats, &timedBot[S, A, E]{bot: b.bot, ext: b.ext, budget: budget, times: &times[entryOf[s]]})
	}
	loop.Events = func(evs []E) {
		for s, b := range bots {
			if b.ext != nil {
				b.ext.Observe(st.View(s), game.EventsFor(st, s, evs))
			}
		}
	}
	if err := loop.Run(); err != nil {
		return nil, err
	}
	for s, b := range bots {
		if b.ext != nil {
			b.ext.EndGame(st.View(s))
		}
	}
	return loop, nil
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
type timedBot[S engine.State[S, A, E], A action, E any] struct {
	bot    bot.Bot[S, A]
	ext    *extbot.Host[S, A, E]
	budget time.Duration
	times  *[]time.Duration
}

func (t *timedBot[S, A, E]) Choose(v S, seat int) (A, error) {
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
