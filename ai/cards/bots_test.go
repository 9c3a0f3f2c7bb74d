package cards

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	"github.com/lasvegas-dice/lasvegas/engine"
	cg "github.com/lasvegas-dice/lasvegas/engine/cards"
)

// twins plays two games to the first pick that differ only in what seat 0
// cannot see: at every chance node the second game takes another outcome
// whenever seat 0's view stays the same.
func twins(t *testing.T, r cg.Rules, seed uint64) (a, b *cg.State) {
	t.Helper()
	a, _ = cg.NewGame(r)
	b, _ = cg.NewGame(r)
	rng := engine.NewRand(seed)
	for a.CurrentPlayer() == engine.ChancePlayer {
		x := a.SampleChance(rng)
		if _, err := a.Apply(x); err != nil {
			t.Fatal(err)
		}
		y := x
		for _, o := range b.ChanceOutcomes() {
			c := b.Clone()
			if _, err := c.Apply(o.Action); o.Action != x && err == nil && *c.View(0) == *a.View(0) {
				y = o.Action
				break
			}
		}
		if _, err := b.Apply(y); err != nil {
			t.Fatal(err)
		}
	}
	if *a.View(0) != *b.View(0) {
		t.Fatal("the twins' views differ")
	}
	if *a == *b {
		t.Fatal("the twins are the same game: no hidden card differs")
	}
	return a, b
}

// Every level decides from the view alone: on two games that differ only
// in hidden cards, it makes the same choices for the same seeds, so its
// picks are identically distributed.
func TestPicksDoNotDependOnHiddenCards(t *testing.T) {
	for _, r := range []cg.Rules{{Players: 3}, {Players: 2, Chips: true}} {
		a, b := twins(t, r, 4)
		for _, level := range append(Levels[:len(Levels):len(Levels)], Opponents...) {
			for seed := uint64(1); seed <= 4; seed++ {
				ba, _ := New(level, 0, seed)
				bb, _ := New(level, 0, seed)
				pa, pb := ba.Choose(a.View(0), 0), bb.Choose(b.View(0), 0)
				if pa != pb {
					t.Errorf("%s, seed %d: %v in one game, %v in its twin", level, seed, pa, pb)
				}
			}
		}
	}
}

// The hard bot's pick is a draw from a mixed strategy: over seeds, the
// same view gets more than one pick.
func TestHardMixesItsPicks(t *testing.T) {
	a, _ := twins(t, cg.Rules{Players: 2}, 7)
	seen := map[cg.Action]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		h, _ := New("hard", 0, seed)
		seen[h.Choose(a.View(0), 0)] = true
	}
	if len(seen) < 2 {
		t.Errorf("12 seeds gave one pick: %v", seen)
	}
}

// Each level's choice is one of the seat's legal actions, and its
// estimates list them all.
func TestChoicesAreLegal(t *testing.T) {
	rng := engine.NewRand(3)
	for _, level := range append(Levels[:len(Levels):len(Levels)], Opponents...) {
		s, _ := cg.NewGame(cg.Rules{Players: 3, Chips: true, Sequential: level == "easy"})
		bots := make([]*Bot, 3)
		for p := range bots {
			bots[p], _ = New(level, p, uint64(p))
		}
		for steps := 0; !s.IsTerminal() && steps < 400; steps++ {
			switch cp := s.CurrentPlayer(); cp {
			case engine.ChancePlayer:
				s.Apply(s.SampleChance(rng))
			case engine.SimultaneousPlayer:
				var acts []cg.Action
				for _, p := range s.Acting() {
					sr := bots[p].Begin(s.View(p))
					a := bot.Run(sr, 0)
					if len(sr.Estimates()) != len(s.LegalFor(p)) {
						t.Fatalf("%s: %d estimates for %d picks", level, len(sr.Estimates()), len(s.LegalFor(p)))
					}
					acts = append(acts, a)
				}
				if _, err := s.ApplyJoint(acts); err != nil {
					t.Fatalf("%s: %v", level, err)
				}
			default:
				if _, err := s.Apply(bots[cp].Choose(s.View(cp), 0)); err != nil {
					t.Fatalf("%s: %v", level, err)
				}
			}
		}
	}
}

func TestUnknownLevel(t *testing.T) {
	if _, err := New("expert", 0, 1); err == nil {
		t.Error("an unknown level made a bot")
	}
}

// The fixed strategies do what they say: longest places the most cards,
// onebest one card.
func TestFixedStrategies(t *testing.T) {
	a, _ := twins(t, cg.Rules{Players: 4}, 5)
	v := a.View(0)
	most := 0
	for _, x := range v.LegalFor(0) {
		most = max(most, x.Pick.Size())
	}
	r := engine.NewRand(1)
	if got := Longest(v, 0, r).Pick.Size(); got != most {
		t.Errorf("longest placed %d cards, the most is %d", got, most)
	}
	if got := OneBest(v, 0, r).Pick.Size(); got != 1 {
		t.Errorf("onebest placed %d cards", got)
	}
}

// The hard bot's measurement options parse, play legal picks, and bad
// ones are refused.
func TestHardOptions(t *testing.T) {
	a, _ := twins(t, cg.Rules{Players: 3, Chips: true}, 6)
	legal := map[cg.Action]bool{}
	for _, x := range a.LegalFor(0) {
		legal[x] = true
	}
	for _, spec := range []string{"hard:work=300", "hard:search=mc:roll=lead", "hard:search=mc:roll=mix:root=model:work=300", "hard:roll=easy:work=300"} {
		b, err := New(spec, 0, 1)
		if err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
		if p := b.Choose(a.View(0), 0); !legal[p] {
			t.Errorf("%s: illegal pick %v", spec, p)
		}
	}
	for _, spec := range []string{"hard:roll=none", "hard:root=x", "hard:search=x", "hard:work=x", "hard:depth=2", "hardest"} {
		if _, err := New(spec, 0, 1); err == nil {
			t.Errorf("%s made a bot", spec)
		}
	}
}
