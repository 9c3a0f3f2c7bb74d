package dice

import (
	"slices"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// The payout types of the shared rule (engine/casino), under the names this
// package has always used.
type (
	Contender = casino.Contender
	Payout    = casino.Payout
	TieGroup  = casino.TieGroup
	Standing  = engine.Standing
)

// PayoutOrder applies the payout rule of every Las Vegas edition to one
// casino (casino.Order): contenders with equal dice cancel out, then the rest
// rank by dice, highest first. With slot set, equal dice are first broken by
// the higher sum of faces, then by the highest face, and only a full tie
// cancels (online edition). Contenders with no dice are ignored.
func PayoutOrder(cs []Contender, slot bool) Payout { return casino.Order(cs, slot) }

// score pays out every casino, ends the round, and sets up the next one.
func (s *State) score(evs []Event) []Event {
	for ci := 0; ci < int(s.nCas); ci++ {
		evs = s.scoreCasino(ci, evs)
	}
	s.slotFace = [Neutral + 1][7]uint8{}
	s.slotUsed = 0
	for p := 0; p < int(s.n); p++ {
		s.roundMoney[s.round][p] = int32(s.money[p])*NoteUnit + int32(s.chipMoney(p))
	}
	if !s.quiet {
		evs = append(evs, Event{Kind: EvRoundEnded, Round: s.round})
	}
	s.round++
	if int(s.round) >= s.rules.Rounds {
		s.phase = PhaseOver
		if !s.quiet {
			evs = append(evs, Event{Kind: EvGameEnded, Round: s.round - 1})
		}
		return evs
	}
	s.start = (s.start + 1) % s.n
	s.startRound()
	if !s.quiet {
		evs = append(evs, Event{Kind: EvRoundStarted, Round: s.round, Player: s.start})
	}
	return evs
}

// scoreCasino pays out casino index ci without allocating: the same rule as
// PayoutOrder, specialised to the state's arrays.
func (s *State) scoreCasino(ci int, evs []Event) []Event {
	k := &s.cas[ci]
	slot := ci+1 == SlotMachine
	var who [Neutral + 1]int8
	var key [Neutral + 1]int32
	var units, sum, high [Neutral + 1]uint8
	n := 0
	add := func(q int) {
		c := s.contender(ci, q)
		if c.Units == 0 {
			return
		}
		who[n] = int8(q)
		units[n] = uint8(c.Units)
		sum[n], high[n] = uint8(c.Sum), uint8(c.High)
		key[n] = c.Key(slot)
		n++
	}
	for q := 0; q < int(s.n); q++ {
		add(q)
	}
	add(Neutral)
	var tied [Neutral + 1]bool
	var order [Neutral + 1]int
	m := casino.Resolve(key[:n], tied[:n], order[:n])
	// Ties cancel: one event per group of equal keys, at its first member.
	if !s.quiet {
		for i := 0; i < n; i++ {
			if !tied[i] || slices.Contains(key[:i], key[i]) {
				continue
			}
			mask := uint8(0)
			for j := i; j < n; j++ {
				if key[j] == key[i] {
					mask |= 1 << uint(who[j])
				}
			}
			evs = append(evs, Event{Kind: EvTieRemoved, Round: s.round, Casino: uint8(ci + 1), Mask: mask, Count: units[i]})
		}
	}
	for r := 0; r < int(k.nNotes); r++ {
		note := k.notes[r]
		if r < m {
			i := order[r]
			q := who[i]
			if !s.quiet {
				evs = append(evs, Event{Kind: EvNotePaid, Round: s.round, Casino: uint8(ci + 1), Player: q, Note: note, Rank: uint8(r), Count: units[i], Sum: sum[i], High: high[i]})
			}
			if q == Neutral {
				s.pushBottom(note)
			} else {
				s.money[q] += int16(note)
				s.notes[q]++
				s.won[q][note]++
			}
			continue
		}
		s.pushBottom(note)
		if !s.quiet {
			evs = append(evs, Event{Kind: EvNoteReturned, Round: s.round, Casino: uint8(ci + 1), Note: note})
		}
	}
	k.notes = [maxNotesPerCasino]Note{}
	k.nNotes = 0
	k.cnt = [Neutral + 1]uint8{}
	k.big = [Neutral + 1]uint8{}
	return evs
}

// Standings ranks the seats by money, then by number of notes; seats equal
// on both share their place (and a shared first place is a shared win).
// During the game it ranks the money won so far. Hidden money (in a View)
// ranks as unknown: use it only on full states.
func (s *State) Standings() []Standing {
	out := make([]Standing, s.n)
	for p := 0; p < int(s.n); p++ {
		cm := s.chipMoney(p)
		out[p] = Standing{Seat: p, NoteMoney: int(s.money[p]) * NoteUnit, ChipMoney: cm, Money: int(s.money[p])*NoteUnit + cm, Notes: int(s.notes[p])}
	}
	casino.RankStandings(out)
	return out
}

// Winners returns the seats in first place.
func (s *State) Winners() []int {
	var w []int
	for _, st := range s.Standings() {
		if st.Winner {
			w = append(w, st.Seat)
		}
	}
	return w
}

// contender is participant q's dice on casino index ci as the payout counts
// them: dice (a Biggy counts 2) and, on the slot machine, the sum of the
// faces and the highest face.
func (s *State) contender(ci, q int) Contender {
	c := Contender{Who: q, Units: s.cas[ci].units(q)}
	if ci+1 == SlotMachine && c.Units > 0 {
		for f := 1; f <= 6; f++ {
			if n := int(s.slotFace[q][f]); n > 0 {
				c.Sum += n * f
				c.High = f
			}
		}
	}
	return c
}

// Contenders appends to buf the participants with dice on casino c (1-7),
// seats first, then the neutral player, as the payout counts them: what
// PayoutOrder ranks when the round ends.
func (s *State) Contenders(c int, buf []Contender) []Contender {
	if c < 1 || c > int(s.nCas) {
		return buf
	}
	for q := 0; q < int(s.n); q++ {
		if k := s.contender(c-1, q); k.Units > 0 {
			buf = append(buf, k)
		}
	}
	if k := s.contender(c-1, Neutral); k.Units > 0 {
		buf = append(buf, k)
	}
	return buf
}
