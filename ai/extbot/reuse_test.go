package extbot_test

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

const garbageSpec = "exec:python3 testdata/garbage_bot.py"

// reuseSeats are the seats of a reuse test: the sample bot, at 3 players
// with the faulting program beside it (two external seats), or the
// faulting program alone against the sample bot.
func reuseSeats(sample string, players int, faulty bool) []string {
	switch {
	case players == 3:
		return []string{sample, garbageSpec, "easy"}
	case faulty:
		return []string{garbageSpec, "easy"}
	}
	return []string{sample, "easy"}
}

// checkReuse checks a reuse run: no error, the sample bot without a fault,
// the faulting program with its faults and nothing but answer faults.
func checkReuse(t *testing.T, res *tournament.Result, err error, log, sample string, seats []string) {
	t.Helper()
	if err != nil {
		t.Fatalf("%v\nlog:\n%s", err, log)
	}
	for _, sp := range seats {
		b := res.Bot(sp)
		switch sp {
		case sample:
			if b.Faults != 0 || b.Decisions == 0 {
				t.Errorf("%s: %d faults, %d decisions", sp, b.Faults, b.Decisions)
			}
		case garbageSpec:
			if b.Faults == 0 {
				t.Errorf("%s: no faults", sp)
			}
		}
	}
	if strings.Contains(log, "illegal") || strings.Contains(log, "plays for it from now on") {
		t.Errorf("a reused program was refused a move:\n%.3000s", log)
	}
}

// A program is reused by a worker at another seat in every game: sim
// rotates the seats. Four games on one worker, at 2 and 3 players, for
// every game: the sample bots play without a fault, and the fallback bot
// answers a faulting program's moves at whatever seat it is.
func TestReusedProgramAtAnySeat(t *testing.T) {
	needPython(t)
	type run func(seats []string, cfg tournament.Config) (*tournament.Result, error)
	games := []struct {
		name, sample string
		play         func(players int) run
	}{
		{"dice", "exec:python3 testdata/example_bot.py", func(n int) run {
			return func(seats []string, cfg tournament.Config) (*tournament.Result, error) {
				cfg.Rules, cfg.Seats = dice.Classic(n), seats
				return tournament.Play(cfg)
			}
		}},
		{"cards", "exec:python3 testdata/cards_bot.py", func(n int) run {
			return func(seats []string, cfg tournament.Config) (*tournament.Result, error) {
				cfg.Seats = seats
				return tournament.PlayGame(tournament.CardsGame(cards.Rules{Players: n, Chips: true}), cfg)
			}
		}},
		{"royale", royaleSpec, func(n int) run {
			return func(seats []string, cfg tournament.Config) (*tournament.Result, error) {
				cfg.Seats = seats
				return tournament.PlayGame(tournament.RoyaleGame(royale.Basic(n)), cfg)
			}
		}},
	}
	for _, g := range games {
		for _, c := range []struct {
			players int
			faulty  bool
		}{{2, false}, {2, true}, {3, true}} {
			t.Run(fmt.Sprintf("%s/%dp/faulty=%v", g.name, c.players, c.faulty), func(t *testing.T) {
				var log bytes.Buffer
				seats := reuseSeats(g.sample, c.players, c.faulty)
				cfg := tournament.Config{Games: 4, Seed: 7, Workers: 1, Log: &log, ExtTimeout: 5 * time.Second}
				res, err := g.play(c.players)(seats, cfg)
				checkReuse(t, res, err, log.String(), g.sample, seats)
			})
		}
	}
}
