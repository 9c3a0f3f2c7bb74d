package dice

import "sort"

// Contender is one participant's dice on a casino, for payout.
type Contender struct {
	Who   int // seat, or Neutral
	Units int // dice, a Biggy counting 2
	Sum   int // slot machine tie-break: sum of faces (a Biggy counts twice)
	High  int // slot machine tie-break: highest face
}

func (c Contender) key(slot bool) int {
	if !slot {
		return c.Units
	}
	return c.Units<<16 | c.Sum<<8 | c.High
}

// Payout is the result of paying out one casino.
type Payout struct {
	// Ties are the groups that cancelled, as participant masks, with the
	// dice each of them had.
	Ties []TieGroup
	// Ranked are the contenders left after ties, best first; Ranked[i] wins
	// notes[i] if there is one.
	Ranked []Contender
}

// TieGroup is a set of participants that tied and took their dice back.
type TieGroup struct {
	Mask  uint8
	Units int
}

// PayoutOrder applies the payout rule of every Las Vegas edition to one
// casino: contenders with equal dice cancel out, then the rest rank by dice,
// highest first. With slot set, equal dice are first broken by the higher sum
// of faces, then by the highest face, and only a full tie cancels (online
// edition). Contenders with no dice are ignored. The result is deterministic.
func PayoutOrder(cs []Contender, slot bool) Payout {
	var p Payout
	var buf [Neutral + 1]Contender
	live := buf[:0]
	for _, c := range cs {
		if c.Units > 0 {
			live = append(live, c)
		}
	}
	var tieKeys []int
	var kept []Contender
	for i, c := range live {
		k := c.key(slot)
		tied := false
		for j, d := range live {
			if i != j && d.key(slot) == k {
				tied = true
				break
			}
		}
		if !tied {
			kept = append(kept, c)
			continue
		}
		g := -1
		for t, tk := range tieKeys {
			if tk == k {
				g = t
			}
		}
		if g < 0 {
			tieKeys = append(tieKeys, k)
			p.Ties = append(p.Ties, TieGroup{Units: c.Units})
			g = len(p.Ties) - 1
		}
		p.Ties[g].Mask |= 1 << uint(c.Who)
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].key(slot) > kept[j].key(slot) })
	p.Ranked = kept
	return p
}

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
		u := k.units(q)
		if u == 0 {
			return
		}
		who[n] = int8(q)
		units[n] = uint8(u)
		key[n] = int32(u)
		if slot {
			sm, hi := 0, 0
			for f := 1; f <= 6; f++ {
				if c := int(s.slotFace[q][f]); c > 0 {
					sm += c * f
					hi = f
				}
			}
			sum[n], high[n] = uint8(sm), uint8(hi)
			key[n] = int32(u)<<16 | int32(sm)<<8 | int32(hi)
		}
		n++
	}
	for q := 0; q < int(s.n); q++ {
		add(q)
	}
	add(Neutral)
	// Ties cancel: emit one event per tied key.
	var tied [Neutral + 1]bool
	for i := 0; i < n; i++ {
		if tied[i] {
			continue
		}
		mask := uint8(0)
		for j := i + 1; j < n; j++ {
			if key[j] == key[i] {
				tied[j] = true
				mask |= 1 << uint(who[j])
			}
		}
		if mask != 0 {
			tied[i] = true
			mask |= 1 << uint(who[i])
			if !s.quiet {
				evs = append(evs, Event{Kind: EvTieRemoved, Round: s.round, Casino: uint8(ci + 1), Mask: mask, Count: units[i]})
			}
		}
	}
	// Rank the rest: insertion sort by key, highest first.
	var order [Neutral + 1]int
	m := 0
	for i := 0; i < n; i++ {
		if tied[i] {
			continue
		}
		j := m
		for j > 0 && key[order[j-1]] < key[i] {
			order[j] = order[j-1]
			j--
		}
		order[j] = i
		m++
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

// Standing is one seat's result.
type Standing struct {
	Seat      int
	Money     int // dollars, notes plus chip sets
	NoteMoney int
	ChipMoney int
	Notes     int
	Rank      int // 1 = first; seats that share a place share a rank
	Winner    bool
	// TieBreak says how this seat's place was separated from a seat with
	// equal money: "notes" (decided on number of notes) or "shared" (no
	// tie-break separated them), or "" if money alone decided.
	TieBreak string
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
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Money != out[j].Money {
			return out[i].Money > out[j].Money
		}
		return out[i].Notes > out[j].Notes
	})
	for i := range out {
		out[i].Rank = i + 1
		if i > 0 && out[i].Money == out[i-1].Money && out[i].Notes == out[i-1].Notes {
			out[i].Rank = out[i-1].Rank
		}
		for j := range out {
			if j != i && out[j].Money == out[i].Money {
				if out[j].Notes == out[i].Notes {
					out[i].TieBreak = "shared"
					break
				}
				out[i].TieBreak = "notes"
			}
		}
		out[i].Winner = out[i].Rank == 1
	}
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
