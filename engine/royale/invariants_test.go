package royale

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// checkInvariants checks that nothing is made or lost: every money card is
// in the pile, under it, set aside, in the bank, beside a casino or won;
// every chip given out is held or was paid back; every die of every colour
// is in its supply, a casino or on a tile.
func checkInvariants(s *State) error {
	var all Cards
	for _, c := range []*Cards{&s.deck, &s.under, &s.bank, &s.aside} {
		all.add(c)
	}
	for p := range s.won {
		all.add(&s.won[p])
	}
	for c := range s.pair {
		for _, v := range s.pair[c] {
			all[v]++
		}
	}
	for _, v := range s.dealt {
		all[v]++
	}
	all[0] = 0
	if all != deckCounts {
		return fmt.Errorf("cards %v, want %v", all, deckCounts)
	}
	held := int16(0)
	for p := range s.chips {
		if s.chips[p] < 0 {
			return fmt.Errorf("seat %d has %d chips", p, s.chips[p])
		}
		held += s.chips[p]
	}
	if held+s.chipsOut != s.chipsIn {
		return fmt.Errorf("chips: %d held + %d paid != %d given", held, s.chipsOut, s.chipsIn)
	}
	if err := checkBlack(s); err != nil {
		return err
	}
	return checkDice(s)
}

// checkBlack: the black dice in the casinos (Prime Time) are 2 at most,
// and only where Prime Time is in play.
func checkBlack(s *State) error {
	n := 0
	for c := range s.dice {
		for o := range s.dice[c] {
			n += int(s.dice[c][o].Blk)
		}
	}
	if n > BlackDice || (n > 0 && s.tileCasino(tB1) < 0) {
		return fmt.Errorf("%d black dice in the casinos", n)
	}
	return nil
}

func checkDice(s *State) error {
	if s.ph == phOver {
		return nil
	}
	for o := 0; o < owners; o++ {
		var d Dice
		for f, x := range s.tv.nice {
			if int(x) == o+1 {
				big := s.tv.niceBig >> f & 1
				d.Reg, d.Big = d.Reg+1-big, d.Big+big
			}
		}
		for c := range s.dice {
			d.Reg += s.dice[c][o].Reg
			d.Big += s.dice[c][o].Big
			d.Blk += s.dice[c][o].Blk
		}
		want := Dice{}
		switch {
		case o < int(s.n):
			for _, x := range []Dice{s.supply[o], s.tv.double[o], s.tv.bar[o], s.tv.choice[o]} {
				d.Reg += x.Reg
				d.Big += x.Big
			}
			want = Dice{Reg: RegularDice, Big: 1}
		case o == Neutral && s.n == 2 && s.ph > phNeutral:
			want = Dice{Reg: NeutralDice}
			if s.nbig {
				want = Dice{Reg: NeutralDice - 1, Big: 1}
			}
		case o == Grey && (s.tileCasino(tF1) >= 0 || s.tileCasino(tF2) >= 0) && s.ph > phAside:
			want = Dice{Reg: GreyDice}
			for _, k := range s.tv.clusters {
				d.Reg += k
			}
			if s.tileCasino(tF2) >= 0 {
				d.Reg += GreyDice - s.tv.hcap[0] - s.tv.hcap[1] - s.tv.hcap[2]
			}
		}
		if s.ph <= phNeutral && o == Neutral {
			want = Dice{}
		}
		if d.Reg != want.Reg || d.Big != want.Big {
			return fmt.Errorf("owner %d has %+v, want %+v", o, d, want)
		}
	}
	return nil
}

// playChecked plays a random game, checking the invariants and a clone's
// independence at every step, and records it. It returns the record and
// the final state.
func playChecked(t *testing.T, r Rules, seed uint64) (*Record, *State) {
	t.Helper()
	s, err := NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRand(seed)
	rec := NewRecord(r, nil, seed)
	for step := 0; !s.IsTerminal(); step++ {
		if err := checkInvariants(s); err != nil {
			t.Fatalf("%+v seed %d step %d: %v", r, seed, step, err)
		}
		for p := 0; p < int(s.n) && s.secretBy >= 0; p++ {
			if v := s.View(p); p != int(s.secretBy) && (v.ctx.a != 0 || !v.veiled) {
				t.Fatalf("seat %d's view shows the secret of seat %d", p, s.secretBy)
			}
		}
		var a Action
		if cp := s.CurrentPlayer(); cp == engine.ChancePlayer {
			a = s.SampleChance(rng)
		} else {
			l := s.Legal()
			a = l[rng.Intn(len(l))]
		}
		if b, err := ParseAction(a.String()); err != nil || b != a {
			t.Fatalf("%v: its text reads back as %v, %v", a, b, err)
		}
		before := *s
		c := s.Clone()
		if _, err := c.Apply(a); err != nil {
			t.Fatalf("%+v seed %d step %d: %v: %v", r, seed, step, a, err)
		}
		if *s != before {
			t.Fatalf("applying to a clone changed the original")
		}
		rec.Add(a, s.CurrentPlayer())
		*s = *c
	}
	if err := checkInvariants(s); err != nil {
		t.Fatalf("%+v seed %d at the end: %v", r, seed, err)
	}
	rec.Finish(s)
	return rec, s
}

// Random games over 2-5 players, the basic and the main game with every
// number of tiles and each tile alone: conservation of cards, chips and
// dice at every step, clones independent, secrets hidden in the other
// seats' views, every action's text read back, every tile acting at least
// once, and every game's record round-trips and replays to the same end.
func TestRandomGamesKeepInvariants(t *testing.T) {
	games := 8
	if testing.Short() {
		games = 2
	}
	var acted [numTiles]bool // tiles that did something
	defer func() {
		for tl, ok := range acted {
			if !ok {
				t.Errorf("tile %s never acted in the random games", TileID(tl))
			}
		}
	}()
	for i, r := range allRules() {
		for g := 0; g < games; g++ {
			rec, end := playChecked(t, r, uint64(1000*i+g))
			data, err := rec.Marshal()
			if err != nil {
				t.Fatal(err)
			}
			back, err := ParseRecord(data)
			if err != nil {
				t.Fatalf("%+v: the record does not parse: %v", r, err)
			}
			got, err := back.Replay(func(_ int, _ Action, evs []Event) {
				for _, e := range evs {
					if e.Kind != EvTile && e.Tile >= 0 {
						acted[e.Tile] = true
					}
				}
			})
			if err != nil {
				t.Fatalf("%+v: the record does not replay: %v", r, err)
			}
			if *got != *end {
				t.Fatalf("%+v: the replay ends elsewhere than the game", r)
			}
		}
	}
}
