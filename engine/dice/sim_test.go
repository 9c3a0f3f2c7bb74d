package dice

import (
	"flag"
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// allRules lists every module combination for every legal player count.
func allRules() []Rules {
	var out []Rules
	for mask := 0; mask < 1<<9; mask++ {
		for p := MinPlayers; p <= MaxPlayers; p++ {
			r := Rules{
				Players:      p,
				Rounds:       DefaultRound,
				NeutralDice:  mask&1 != 0,
				MinByPlayers: mask&2 != 0,
				HundredK:     mask&4 != 0,
				Biggies:      mask&8 != 0,
				Kickers:      mask&16 != 0,
				Rainbow:      mask&32 != 0,
				Slot:         mask&64 != 0,
				Chips:        mask&128 != 0,
				AutoForced:   mask&256 != 0,
				SixthPlayer:  p == MaxPlayers,
			}
			out = append(out, r)
		}
	}
	return out
}

func totalNotes(r Rules) int {
	t := 0
	for _, c := range baseNotes {
		t += int(c)
	}
	if r.HundredK {
		t += hundredKNotes
	}
	if r.Rainbow {
		t += rainbowCards
	}
	return t
}

// checkInvariants checks conservation of notes, chips and dice.
func checkInvariants(s *State) error {
	notes := int(s.pileN) + int(s.botLen) + int(s.discarded)
	sum := 0
	for _, c := range s.pile {
		sum += int(c)
	}
	if sum != int(s.pileN) {
		return fmt.Errorf("pile counts %d != pileN %d", sum, s.pileN)
	}
	for c := 0; c < int(s.nCas); c++ {
		notes += int(s.cas[c].nNotes)
	}
	for p := 0; p < int(s.n); p++ {
		notes += int(s.notes[p])
	}
	if want := totalNotes(s.rules); notes != want {
		return fmt.Errorf("notes: %d accounted, want %d", notes, want)
	}
	if s.rules.Chips {
		chips := int(s.chipPoolN)
		for c := 0; c < NumCasinos; c++ {
			for _, k := range s.cas[c].chips {
				chips += int(k)
			}
		}
		for p := 0; p < int(s.n); p++ {
			for _, k := range s.chips[p] {
				chips += int(k)
			}
		}
		if chips != NumChipColours*chipsPerColour {
			return fmt.Errorf("chips: %d accounted", chips)
		}
	}
	if s.phase == PhaseDeal || s.phase == PhaseOver {
		return nil // between rounds the casinos are being refilled
	}
	d := s.dice
	whites := int(s.whiteOut)
	for p := 0; p < int(s.n); p++ {
		own := int(s.supply[p][Regular]) + int(s.kickersUsed[p]) + int(s.supply[p][Kicker])
		big := int(s.supply[p][Biggy])
		for c := 0; c < int(s.nCas); c++ {
			own += int(s.cas[c].cnt[p])
			big += int(s.cas[c].big[p])
		}
		if own != d.Regular+d.Kicker || big != d.Biggy {
			return fmt.Errorf("seat %d dice: %d regular+kicker (want %d), %d biggies (want %d)", p, own, d.Regular+d.Kicker, big, d.Biggy)
		}
		whites += int(s.supply[p][White])
	}
	for c := 0; c < int(s.nCas); c++ {
		whites += int(s.cas[c].cnt[Neutral])
	}
	want := d.Neutral * int(s.n)
	if s.extra {
		want += s.rules.ExtraNeutralDice()
	}
	if whites != want {
		return fmt.Errorf("white dice: %d accounted, want %d", whites, want)
	}
	for f := 1; f <= 6; f++ {
		slotDice := 0
		for q := range s.slotFace {
			slotDice += int(s.slotFace[q][f])
		}
		if (slotDice > 0) != (s.slotUsed&(1<<f) != 0) {
			return fmt.Errorf("slot face %d: %d dice but taken=%v", f, slotDice, s.slotUsed&(1<<f) != 0)
		}
	}
	return nil
}

// tracker rebuilds every casino's dice from the events alone, to check the
// payout against PayoutOrder independently of the engine's arrays.
type tracker struct {
	units [MaxCasinos + 1][Neutral + 1]int
	faces [Neutral + 1][7]int // slot machine
	paid  [MaxCasinos + 1]uint8
	rank  [MaxCasinos + 1][]Contender
}

func (tr *tracker) event(e Event, n int) error {
	c := int(e.Casino)
	switch e.Kind {
	case EvPlaced:
		p := int(e.Player)
		own := int(e.Regular) + 2*int(e.Biggies)
		if p == Neutral {
			own = 0
		}
		tr.units[c][p] += own
		tr.units[c][Neutral] += int(e.Whites)
		if c == SlotMachine {
			tr.faces[p][e.Face] += own
			tr.faces[Neutral][e.Face] += int(e.Whites)
		}
	case EvKicked:
		u := 1
		if e.Target.Kind == Biggy {
			u = 2
		}
		tr.units[c][e.Target.Owner] -= u
		if c == SlotMachine {
			tr.faces[e.Target.Owner][e.Face] -= u
		}
	case EvTieRemoved, EvNotePaid:
		if tr.rank[c] == nil {
			var cs []Contender
			for q := 0; q <= Neutral; q++ {
				if q >= n && q != Neutral {
					continue
				}
				k := Contender{Who: q, Units: tr.units[c][q]}
				if c == SlotMachine {
					for f := 1; f <= 6; f++ {
						if tr.faces[q][f] > 0 {
							k.Sum += f * tr.faces[q][f]
							k.High = f
						}
					}
				}
				cs = append(cs, k)
			}
			po := PayoutOrder(cs, c == SlotMachine)
			tr.rank[c] = append([]Contender{{Who: -1}}, po.Ranked...)
		}
		if e.Kind == EvNotePaid {
			r := tr.rank[c][1:]
			if int(e.Rank) >= len(r) || r[e.Rank].Who != int(e.Player) {
				return fmt.Errorf("casino %d: rank %d paid to %d, PayoutOrder says %+v", c, e.Rank, e.Player, r)
			}
			if e.Player != Neutral {
				if tr.paid[c]&(1<<uint(e.Player)) != 0 {
					return fmt.Errorf("casino %d: seat %d paid twice", c, e.Player)
				}
				tr.paid[c] |= 1 << uint(e.Player)
			}
		}
	case EvRoundEnded:
		*tr = tracker{}
	}
	return nil
}

// -long plays 50 games per module combination and player count instead of 2
// (about 150,000 games; minutes, not seconds).
var long = flag.Bool("long", false, "random-sim: 50 games per configuration")

// randomGameChecked plays one game with random decisions and checks
// everything after every step: conservation, money, Legal against Check,
// chance probabilities, clones, and at one random step a cut record that
// must round-trip and resume. It returns the record. With deep unset it
// leaves out the costlier checks (Legal against Check, chance sums, the cut
// record).
//
// Long function: one pass over the game with every check in step order.
func randomGameChecked(t *testing.T, r Rules, seed uint64, deep bool) *Record {
	t.Helper()
	s, err := NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRand(seed)
	rec := NewRecord(r, nil, seed)
	var tr tracker
	var buf []Action
	cut := 40 + rng.Intn(200)
	for step := 0; !s.IsTerminal(); step++ {
		if deep && step == cut {
			if err := checkCut(s, rec, rng); err != nil {
				t.Fatalf("%+v seed %d step %d: %v", r, seed, step, err)
			}
		}
		if step > 5000 {
			t.Fatalf("%+v seed %d: game does not end", r, seed)
		}
		var a Action
		p := s.CurrentPlayer()
		if p == ChancePlayer {
			if deep {
				if err := checkChance(s); err != nil {
					t.Fatalf("%+v seed %d step %d: %v", r, seed, step, err)
				}
			}
			a = s.SampleChance(rng)
		} else {
			buf = s.LegalTo(buf[:0])
			if len(buf) == 0 {
				t.Fatalf("%+v seed %d step %d: no legal action in phase %v", r, seed, step, s.Phase())
			}
			for i := 1; i < len(buf); i++ {
				if !actionLess(buf[i-1], buf[i]) {
					t.Fatalf("legal actions not sorted: %v", buf)
				}
			}
			if deep {
				if err := checkLegalAgreesWithCheck(s, buf); err != nil {
					t.Fatalf("%+v seed %d step %d: %v", r, seed, step, err)
				}
			}
			a = buf[rng.Intn(len(buf))]
			// An illegal action must change nothing.
			before := *s
			if _, err := s.Apply(Action{Kind: ActPlace, Face: 7, Casino: 7}); err == nil || *s != before {
				t.Fatalf("illegal action accepted or state changed")
			}
		}
		// Clone independence: play the action on a clone first.
		c := s.Clone()
		before := *s
		if _, err := c.Apply(a); err != nil {
			t.Fatalf("clone: %v", err)
		}
		if *s != before {
			t.Fatalf("applying to a clone changed the original")
		}
		evs, err := s.Apply(a)
		if err != nil {
			t.Fatalf("%+v seed %d step %d %v: %v", r, seed, step, a, err)
		}
		if *c != *s {
			t.Fatalf("clone and original diverged")
		}
		rec.Add(a, p)
		for _, e := range evs {
			if err := tr.event(e, r.Players); err != nil {
				t.Fatalf("%+v seed %d step %d: %v", r, seed, step, err)
			}
		}
		if err := checkInvariants(s); err != nil {
			t.Fatalf("%+v seed %d step %d after %v: %v", r, seed, step, a, err)
		}
		if err := checkMoney(s); err != nil {
			t.Fatalf("%+v seed %d step %d after %v: %v", r, seed, step, a, err)
		}
	}
	rec.Finish(s)
	// The record round-trips through JSON and replays to the same state.
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseRecord(data)
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, data)
	}
	s2, err := back.Replay(nil)
	if err != nil {
		t.Fatalf("replay: %v", err)
	}
	if *s2 != *s {
		t.Fatalf("replayed state differs")
	}
	return rec
}

func actionLess(a, b Action) bool {
	if a.Kind != b.Kind {
		return a.Kind < b.Kind
	}
	if a.Face != b.Face {
		return a.Face < b.Face
	}
	if a.Casino != b.Casino {
		return a.Casino < b.Casino
	}
	if a.Target.Owner != b.Target.Owner {
		return a.Target.Owner < b.Target.Owner
	}
	if a.Target.Kind != b.Target.Kind {
		return a.Target.Kind < b.Target.Kind
	}
	return a.Chip < b.Chip
}

// TestRandomSim plays random games over every module combination and player
// count (OpenSpiel's RandomSimTest).
func TestRandomSim(t *testing.T) {
	games, stride := 2, 1
	if *long {
		games = 50
	}
	if testing.Short() {
		games, stride = 1, 5 // every player count, a fifth of the module combinations
	}
	for i, r := range allRules() {
		if i%stride != 0 {
			continue
		}
		for g := 0; g < games; g++ {
			randomGameChecked(t, r, uint64(i*7919+g), g%2 == 0)
		}
	}
}

// Play (no events) and Apply reach the same states with the same stream.
func TestPlayMatchesApply(t *testing.T) {
	for i, r := range allRules() {
		if i%37 != 0 {
			continue
		}
		a, _ := NewGame(r)
		b, _ := NewGame(r)
		ra, rb := engine.NewRand(uint64(i)), engine.NewRand(uint64(i))
		na := playRandom(a, ra, nil, nil)
		nb := b.PlayRandom(rb)
		if na != nb || *a != *b {
			t.Fatalf("%+v: Play and Apply diverge (%d vs %d actions)", r, na, nb)
		}
	}
}

func TestChanceOutcomesSumToOne(t *testing.T) {
	r := Online(2)
	r.Chips = true
	s, _ := NewGame(r)
	rng := engine.NewRand(3)
	seen := map[Phase]bool{}
	for !s.IsTerminal() && len(seen) < 4 {
		if s.IsChance() {
			outs := s.ChanceOutcomes()
			if outs == nil && s.NumChanceOutcomes() <= MaxListedOutcomes {
				t.Fatalf("phase %v: no outcomes listed", s.Phase())
			}
			if !seen[s.Phase()] && outs != nil {
				seen[s.Phase()] = true
				if len(outs) != s.NumChanceOutcomes() {
					t.Errorf("phase %v: %d outcomes listed, NumChanceOutcomes %d", s.Phase(), len(outs), s.NumChanceOutcomes())
				}
				total := 0.0
				for _, o := range outs {
					if err := s.Clone().Check(o.Action); err != nil {
						t.Fatalf("outcome %v not legal: %v", o.Action, err)
					}
					total += o.Prob
				}
				if total < 0.999999 || total > 1.000001 {
					t.Errorf("phase %v: probabilities sum to %v", s.Phase(), total)
				}
			}
			s.Apply(s.SampleChance(rng))
			continue
		}
		l := s.Legal()
		s.Apply(l[rng.Intn(len(l))])
	}
	if len(seen) < 3 {
		t.Errorf("saw only chance phases %v", seen)
	}
}

func TestRollOutcomesSmall(t *testing.T) {
	s, _ := NewGame(Classic(2))
	dealFifty(t, s)
	// Two dice of one kind: 21 outcomes; doubles have probability 1/36.
	s.supply[0] = [numDieKinds]uint8{2, 0, 0, 0}
	out := s.ChanceOutcomes()
	if len(out) != 21 {
		t.Fatalf("%d outcomes", len(out))
	}
	for _, o := range out {
		want := 2.0 / 36
		if o.Action.Dice.Face[0] == o.Action.Dice.Face[1] {
			want = 1.0 / 36
		}
		if d := o.Prob - want; d > 1e-12 || d < -1e-12 {
			t.Errorf("%v: %v, want %v", o.Action, o.Prob, want)
		}
	}
}
