package cli

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// diceGame is the dice game's part of sim.
type diceGame struct{ r dice.Rules }

func diceSim(fs *flag.FlagSet) func() (simGame, error) {
	rules := RulesFlags(fs)
	return func() (simGame, error) {
		r, err := rules()
		return &diceGame{r}, err
	}
}

func (g *diceGame) players() int { return g.r.Players }
func (g *diceGame) setPlayers(n int) error {
	g.r.Players = n
	g.r.SixthPlayer = g.r.SixthPlayer || n == dice.MaxPlayers
	return g.r.Validate()
}
func (g *diceGame) random(games int, seed uint64, w io.Writer) int {
	return simRandom(g.r, games, seed, w)
}
func (g *diceGame) tournament(cfg tournament.Config) (*tournament.Result, error) {
	cfg.Rules = g.r
	return tournament.Play(cfg)
}

// cardsGame is the card game's part of sim.
type cardsGame struct{ r cards.Rules }

func cardsSim(fs *flag.FlagSet) func() (simGame, error) {
	players := fs.Int("players", 4, fmt.Sprintf("number of players, %d-%d", cards.MinPlayers, cards.MaxPlayers))
	variant := fs.String("variant", "simultaneous", "simultaneous (everyone picks at once, in secret) or sequential (one after another)")
	chips := fs.String("chips", "off", "chip cards (on/off)")
	return func() (simGame, error) {
		r := cards.Rules{Players: *players}
		switch *variant {
		case "simultaneous":
		case "sequential":
			r.Sequential = true
		default:
			return nil, fmt.Errorf("--variant %q: want simultaneous or sequential", *variant)
		}
		on, err := parseOnOff(*chips)
		if err != nil {
			return nil, fmt.Errorf("--chips: %v", err)
		}
		r.Chips = on
		return &cardsGame{r}, r.Validate()
	}
}

func (g *cardsGame) players() int { return g.r.Players }
func (g *cardsGame) setPlayers(n int) error {
	g.r.Players = n
	return g.r.Validate()
}
func (g *cardsGame) random(games int, seed uint64, w io.Writer) int {
	return randomGames(func() (*cards.State, error) { return cards.NewGame(g.r) }, g.r.Players, games, seed, w)
}
func (g *cardsGame) tournament(cfg tournament.Config) (*tournament.Result, error) {
	return tournament.PlayGame(tournament.CardsGame(g.r), cfg)
}

// randomGames plays uniformly random games of any game through the
// contract and prints their speed and the seats' results.
func randomGames[S engine.State[S, A, E], A comparable, E any](newGame func() (S, error), players, games int, seed uint64, w io.Writer) int {
	rng := engine.NewRand(seed)
	wins := make([]float64, players)
	money := make([]float64, players)
	actions := 0
	t0 := time.Now()
	for g := 0; g < games; g++ {
		s, err := newGame()
		if err != nil {
			fmt.Fprintln(w, err)
			return ExitBad
		}
		n, err := playRandom(s, rng)
		if err != nil {
			fmt.Fprintf(w, "game %d: %v\n", g+1, err)
			return ExitError
		}
		actions += n
		tally(s.Standings(), wins, money)
	}
	el := time.Since(t0)
	fmt.Fprintf(w, "%d random games, %d players, seed %d: %.0f games/s (%.2f µs/game, %.0f actions/game)\n",
		games, players, seed, float64(games)/el.Seconds(), float64(el.Microseconds())/float64(games), float64(actions)/float64(games))
	for p := 0; p < players; p++ {
		fmt.Fprintf(w, "  seat %d: first place %5.1f%%, mean money $%s\n", p+1, 100*wins[p]/float64(games), thousands(int(money[p]/float64(games))))
	}
	return ExitOK
}

// playRandom plays s to its end with uniformly random choices and returns
// the number of actions and chance outcomes applied.
func playRandom[S engine.State[S, A, E], A comparable, E any](s S, rng *engine.Rand) (int, error) {
	n := 0
	for ; !s.IsTerminal(); n++ {
		if n > 1_000_000 {
			return n, fmt.Errorf("not over after %d steps", n)
		}
		var err error
		switch cp := s.CurrentPlayer(); cp {
		case engine.ChancePlayer:
			_, err = s.Apply(s.SampleChance(rng))
		case engine.SimultaneousPlayer:
			j := any(s).(engine.Joint[A, E])
			var acts []A
			for _, p := range j.Acting() {
				l := j.LegalFor(p)
				acts = append(acts, l[rng.Intn(len(l))])
			}
			_, err = j.ApplyJoint(acts)
		default:
			l := s.Legal()
			_, err = s.Apply(l[rng.Intn(len(l))])
		}
		if err != nil {
			return n, err
		}
	}
	return n, nil
}

// tally adds a finished game's standings: first places (shared ones as a
// fraction) and money.
func tally(st []engine.Standing, wins, money []float64) {
	nw := 0
	for _, x := range st {
		if x.Winner {
			nw++
		}
	}
	for _, x := range st {
		money[x.Seat] += float64(x.Money)
		if x.Winner {
			wins[x.Seat] += 1 / float64(nw)
		}
	}
}

// royaleGame is Las Vegas Royale's part of sim.
type royaleGame struct{ r royale.Rules }

func royaleSim(fs *flag.FlagSet) func() (simGame, error) {
	players := fs.Int("players", 4, fmt.Sprintf("number of players, %d-%d", royale.MinPlayers, royale.MaxPlayers))
	variant := fs.String("variant", "main", "basic (no tiles) or main (casino tiles and the bank)")
	tiles := fs.Int("tiles", royale.DefaultTiles, "main game: tiles a round, 0-6, beside casinos 1 to N")
	set := fs.String("tileset", "", "main game: only these tile sides, comma-separated; default every side ("+strings.Join(royale.Tiles(), ",")+")")
	return func() (simGame, error) {
		r := royale.Basic(*players)
		switch *variant {
		case "basic":
			if flagSet(fs, "tiles") || *set != "" {
				return nil, fmt.Errorf("--tiles and --tileset are for --variant main")
			}
		case "main":
			r = royale.MainGame(*players)
			r.Tiles = *tiles
			if *set != "" {
				r.TileSet = strings.Split(*set, ",")
			}
		default:
			return nil, fmt.Errorf("--variant %q: want basic or main", *variant)
		}
		return &royaleGame{r}, r.Validate()
	}
}

func (g *royaleGame) players() int { return g.r.Players }
func (g *royaleGame) setPlayers(n int) error {
	g.r.Players = n
	return g.r.Validate()
}
func (g *royaleGame) random(games int, seed uint64, w io.Writer) int {
	return randomGames(func() (*royale.State, error) { return royale.NewGame(g.r) }, g.r.Players, games, seed, w)
}
func (g *royaleGame) tournament(cfg tournament.Config) (*tournament.Result, error) {
	return tournament.PlayGame(tournament.RoyaleGame(g.r), cfg)
}
