// Command simrun runs a tournament for measurements (docs/ai.md):
//
//	go run ./ai/internal/simrun -seats hard,medium -games 200 -seed 1 -online
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

func main() {
	seats := flag.String("seats", "medium,random", "comma-separated seat specs")
	games := flag.Int("games", 100, "games")
	seed := flag.Uint64("seed", 1, "seed")
	online := flag.Bool("online", false, "all online modules (engine.Online)")
	chips := flag.Bool("chips", false, "chip cards")
	neutral := flag.Bool("neutral", false, "classic with neutral dice")
	workers := flag.Int("workers", 0, "parallel games (0: CPUs)")
	flag.Parse()
	specs := strings.Split(*seats, ",")
	n := len(specs)
	r := dice.Classic(n)
	if *neutral {
		r = dice.ClassicNeutral(n)
	}
	if *online {
		r = dice.Online(n)
	}
	r.Chips = *chips
	res, err := tournament.Play(tournament.Config{Rules: r, Seats: specs, Games: *games, Seed: *seed, Workers: *workers, Log: os.Stderr})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	res.Print(os.Stdout)
}
