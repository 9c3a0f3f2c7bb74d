package cards

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// allRules are the rule sets the random tests cover: 2-5 players, with and
// without the sequential variation and chips.
func allRules() []Rules {
	var out []Rules
	for n := MinPlayers; n <= MaxPlayers; n++ {
		for _, seq := range []bool{false, true} {
			for _, chips := range []bool{false, true} {
				out = append(out, Rules{Players: n, Sequential: seq, Chips: chips})
			}
		}
	}
	return out
}

// step advances s by one chance outcome, decision or joint move, chosen at
// random, and returns the actions taken with the seat of each (the form a
// record keeps).
func step(s *State, rng *engine.Rand) ([]Action, []int, []Event, error) {
	switch cp := s.CurrentPlayer(); cp {
	case engine.ChancePlayer:
		a := s.SampleChance(rng)
		evs, err := s.Apply(a)
		return []Action{a}, []int{cp}, evs, err
	case engine.SimultaneousPlayer:
		acting := s.Acting()
		acts := make([]Action, len(acting))
		for i, p := range acting {
			l := s.LegalFor(p)
			if len(l) == 0 {
				return nil, nil, nil, fmt.Errorf("seat %d picks with no choice", p)
			}
			acts[i] = l[rng.Intn(len(l))]
		}
		evs, err := s.ApplyJoint(acts)
		return acts, acting, evs, err
	default:
		l := s.Legal()
		if len(l) == 0 {
			return nil, nil, nil, fmt.Errorf("seat %d to act has no legal action", cp)
		}
		a := l[rng.Intn(len(l))]
		evs, err := s.Apply(a)
		return []Action{a}, []int{cp}, evs, err
	}
}

// playRandom plays a game of r to the end at random, writing it into a
// record, and calls check after every step.
func playRandom(t testing.TB, r Rules, seed uint64, check func(s *State, evs []Event)) (*State, *Record) {
	t.Helper()
	s, err := NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	rec := NewRecord(r, nil, seed)
	rng := engine.NewRand(seed)
	for n := 0; !s.IsTerminal(); n++ {
		if n > 10000 {
			t.Fatalf("%+v: not over after %d steps", r, n)
		}
		acts, by, evs, err := step(s, rng)
		if err != nil {
			t.Fatalf("%+v step %d: %v", r, n, err)
		}
		for i, a := range acts {
			rec.Add(a, by[i])
		}
		if check != nil {
			check(s, evs)
		}
	}
	return s, rec
}

// checkCards checks that each seat's hand, deck, glass and cards at the
// casinos make up its 30 cards, and that the counts agree with them.
func checkCards(s *State) error {
	for p := 0; p < s.Players(); p++ {
		q := &s.seats[p]
		var all Pick
		all.add(q.hand, 1)
		all.add(q.deck, 1)
		all.add(q.glass, 1)
		all.add(q.placed, 1)
		if all != Deck {
			return fmt.Errorf("seat %d: hand+deck+glass+casinos = %v, not the 30-card deck", p, all)
		}
		if int(q.nHand) != q.hand.Size() || int(q.nGlass) != q.glass.Size() || s.DeckSize(p) != q.deck.Size() {
			return fmt.Errorf("seat %d: counts %d/%d/%d, cards %d/%d/%d", p, q.nHand, q.nGlass, s.DeckSize(p), q.hand.Size(), q.glass.Size(), q.deck.Size())
		}
		if q.stopped && (q.nHand != 0 || q.deck.Size() != 0) {
			return fmt.Errorf("seat %d stopped but holds %d cards and a deck of %d", p, q.nHand, q.deck.Size())
		}
	}
	return nil
}

// chipTotal counts the chip cards in the pile, at the casinos and with the
// seats.
func chipTotal(s *State) int {
	n := sum(s.chipPile[:])
	for c := range s.chipsAt {
		n += sum(s.chipsAt[c][:])
	}
	for p := 0; p < s.Players(); p++ {
		n += sum(s.seats[p].chips[:])
	}
	return n
}

// noteTotal counts the notes in the pile, at the casinos and in the safes;
// returned adds those that left the game.
func noteTotal(s *State, returned int) int {
	n := sum(s.pile[:]) + returned
	for c := range s.notesAt {
		for _, x := range s.notesAt[c] {
			if x != 0 {
				n++
			}
		}
	}
	for p := 0; p < s.Players(); p++ {
		n += s.NotesWon(p)
	}
	return n
}

// script drives a game by hand: at each draw the seat drawing takes the
// next card of its list (or, when the list is used up, its lowest card
// left); notes and chips are dealt lowest first. It stops at the first
// decision.
type script struct {
	draws [MaxPlayers][]Card
}

func (sc *script) run(t *testing.T, s *State) []Event {
	t.Helper()
	var all []Event
	for s.CurrentPlayer() == engine.ChancePlayer {
		var a Action
		if s.phase == PhDraw && len(sc.draws[s.cur]) > 0 {
			a = drawOf(sc.draws[s.cur][0])
			sc.draws[s.cur] = sc.draws[s.cur][1:]
		} else {
			a = s.ChanceOutcomes()[0].Action
		}
		evs, err := s.Apply(a)
		if err != nil {
			t.Fatalf("scripted %v: %v", a, err)
		}
		all = append(all, evs...)
	}
	return all
}

// cards reads card texts ("5", "55") for a test.
func cards(t *testing.T, texts ...string) []Card {
	t.Helper()
	out := make([]Card, len(texts))
	for i, x := range texts {
		c, err := ParseCard(x)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

// pick reads a pick's text for a test.
func pick(t *testing.T, text string) Action {
	t.Helper()
	p, err := ParsePick(text)
	if err != nil {
		t.Fatal(err)
	}
	return PickOf(p)
}
