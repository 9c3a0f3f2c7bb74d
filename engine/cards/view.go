package cards

import (
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// View is what seat may know with perfect memory (decision C9): its own
// hand, deck and glass (the deck as a multiset: its order is not drawn
// yet); for every other seat only how many cards its hand, deck and glass
// hold, with the cards it has placed; and everything public: the casinos'
// notes and chip cards, the piles' contents, every seat's notes, money and
// chips (every payout is public). A view can be played; a seat whose cards
// it does not know has no LegalFor (play on Resample). View of a seat out
// of range hides every seat: what a spectator sees.
func (s *State) View(seat int) *State {
	v := s.Clone()
	for p := 0; p < int(s.n); p++ {
		q := &v.seats[p]
		if p == seat || q.hidden {
			continue
		}
		q.deck.add(q.hand, 1)
		q.deck.add(q.glass, 1)
		q.hand, q.glass = Pick{}, Pick{}
		q.hidden = true
	}
	return v
}

// Resample returns a full state consistent with this view: each hidden
// seat's unknown cards are dealt at random to its hand, its glass and its
// deck, in the numbers the view shows. On a full state it is a copy.
func (s *State) Resample(r *engine.Rand) *State {
	c := s.Clone()
	for p := 0; p < int(s.n); p++ {
		q := &c.seats[p]
		if !q.hidden {
			continue
		}
		pool := q.deck
		q.hand = drawN(&pool, int(q.nHand), r)
		q.glass = drawN(&pool, int(q.nGlass), r)
		q.deck = pool
		q.hidden = false
	}
	return c
}

// drawN takes n cards at random from pool.
func drawN(pool *Pick, n int, r *engine.Rand) Pick {
	var out Pick
	total := pool.Size()
	for ; n > 0 && total > 0; n-- {
		x := r.Intn(total)
		for k := range pool {
			if x < int(pool[k]) {
				pool[k]--
				out[k]++
				break
			}
			x -= int(pool[k])
		}
		total--
	}
	return out
}

// ChipMoney is what seat p's chip cards are worth: for each colour,
// casino.ChipSetValue of how many it holds.
func (s *State) ChipMoney(p int) int {
	m := 0
	for _, k := range s.at(p).chips {
		m += casino.ChipSetValue(int(k))
	}
	return m
}

// Money is seat p's money: its notes and its chip cards.
func (s *State) Money(p int) int { return int(s.at(p).money) + s.ChipMoney(p) }

// NotesWon is the number of notes seat p has won.
func (s *State) NotesWon(p int) int { return sum(s.at(p).notes[:]) }

// Standings ranks the seats by money (notes and chip cards), then by the
// number of notes; seats equal on both share their place.
func (s *State) Standings() []engine.Standing {
	out := make([]engine.Standing, s.n)
	for p := range out {
		out[p] = engine.Standing{Seat: p, Money: s.Money(p), NoteMoney: int(s.seats[p].money), ChipMoney: s.ChipMoney(p), Notes: s.NotesWon(p)}
	}
	casino.RankStandings(out)
	return out
}
