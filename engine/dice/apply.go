package dice

import "fmt"

// Apply plays action a and returns the events it caused, including any
// forced follow-ups played automatically. On error the state is unchanged.
func (s *State) Apply(a Action) ([]Event, error) {
	return s.ApplyTo(a, nil)
}

// ApplyTo is Apply appending the events to evs, so a caller can reuse one
// buffer and apply actions without allocating.
func (s *State) ApplyTo(a Action, evs []Event) ([]Event, error) {
	if err := s.Check(a); err != nil {
		return evs, err
	}
	evs = s.do(a, evs)
	return s.advance(evs), nil
}

// Play applies a like Apply but builds no events: the fast path for search
// and simulation. On error the state is unchanged.
func (s *State) Play(a Action) error {
	if err := s.Check(a); err != nil {
		return err
	}
	s.quiet = true
	s.do(a, nil)
	s.advance(nil)
	s.quiet = false
	return nil
}

// Check reports why a cannot be played now, or nil if it can.
func (s *State) Check(a Action) error {
	if s.view >= 0 {
		return ErrView
	}
	if s.phase == PhaseOver {
		return fmt.Errorf("%w: %s", ErrGameOver, a)
	}
	want := s.expectedKind()
	if a.Kind != want {
		return fmt.Errorf("%w: %s: expected %s in phase %s", ErrIllegal, a, want, s.phase)
	}
	if !a.Kind.Chance() && a != decisionOnly(a) {
		// Legal lists decisions with no other field set; Apply takes
		// exactly those.
		return fmt.Errorf("%w: %s: a decision with fields of another kind of action", ErrIllegal, a)
	}
	switch a.Kind {
	case ActDeal:
		if !a.Note.Valid() || s.pile[a.Note] == 0 {
			return fmt.Errorf("%w: %s: no such note left in the pile", ErrIllegal, a)
		}
	case ActDealChip:
		if int(a.Chip) >= NumChipColours || s.chipPool[a.Chip] == 0 {
			return fmt.Errorf("%w: %s: no such chip left", ErrIllegal, a)
		}
	case ActRoll:
		n := s.rollSize()
		if int(a.Dice.N) != n {
			return fmt.Errorf("%w: roll of %d dice: %d dice are rolled", ErrIllegal, a.Dice.N, n)
		}
		for i := 0; i < n; i++ {
			if f := a.Dice.Face[i]; f < 1 || f > 6 {
				return fmt.Errorf("%w: roll face %d: faces are 1-6", ErrIllegal, f)
			}
		}
	case ActPlace:
		f := int(a.Face)
		if f < 1 || f > 6 {
			return fmt.Errorf("%w: %s: faces are 1-6", ErrIllegal, a)
		}
		if s.rollCnt[Regular][f]+s.rollCnt[Biggy][f]+s.rollCnt[Kicker][f]+s.rollCnt[White][f] == 0 {
			return fmt.Errorf("%w: %s: no die shows %d", ErrIllegal, a, f)
		}
		switch {
		case int(a.Casino) == f:
		case a.Casino == SlotMachine && s.rules.Slot:
			if s.slotUsed&(1<<f) != 0 {
				return fmt.Errorf("%w: %s: %ds are already on the slot machine", ErrIllegal, a, f)
			}
		default:
			or := ""
			if s.rules.Slot {
				or = " or the slot machine"
			}
			return fmt.Errorf("%w: %s: dice showing %d go to casino %d%s", ErrIllegal, a, f, f, or)
		}
	case ActKick:
		if !s.kickable(a.Target) {
			return fmt.Errorf("%w: %s: no such die the Kicker may knock off %s", ErrIllegal, a, CasinoName(int(s.pCas)+1))
		}
	case ActTakeChip:
		if int(a.Chip) >= NumChipColours || s.cas[s.pCas].chips[a.Chip] == 0 {
			return fmt.Errorf("%w: %s: no such chip on %s", ErrIllegal, a, CasinoName(int(s.pCas)+1))
		}
	}
	return nil
}

// decisionOnly is decision a with only its kind's fields kept.
func decisionOnly(a Action) Action {
	switch a.Kind {
	case ActPlace:
		return Action{Kind: a.Kind, Face: a.Face, Casino: a.Casino}
	case ActKick:
		return Action{Kind: a.Kind, Target: a.Target}
	case ActTakeChip:
		return Action{Kind: a.Kind, Chip: a.Chip}
	}
	return a
}

func (s *State) expectedKind() ActionKind {
	switch s.phase {
	case PhaseDeal, PhaseRainbow:
		return ActDeal
	case PhaseChipDeal:
		return ActDealChip
	case PhaseExtraRoll, PhaseRoll:
		return ActRoll
	case PhasePlace:
		return ActPlace
	case PhaseKick:
		return ActKick
	case PhaseChip:
		return ActTakeChip
	}
	return ActNone
}

// rollSize is the number of dice in the roll due now.
func (s *State) rollSize() int {
	if s.phase == PhaseExtraRoll {
		return s.rules.ExtraNeutralDice()
	}
	return s.DiceLeft(int(s.cur))
}

// Legal returns the actions the current seat may take, sorted. It is empty
// at chance nodes and at the end.
func (s *State) Legal() []Action { return s.LegalTo(nil) }

// LegalTo is Legal appending to buf.
func (s *State) LegalTo(buf []Action) []Action {
	if s.view >= 0 {
		return buf
	}
	switch s.phase {
	case PhasePlace:
		for f := 1; f <= 6; f++ {
			if s.rollCnt[Regular][f]+s.rollCnt[Biggy][f]+s.rollCnt[Kicker][f]+s.rollCnt[White][f] == 0 {
				continue
			}
			buf = append(buf, Place(f))
			if s.rules.Slot && s.slotUsed&(1<<f) == 0 {
				buf = append(buf, PlaceSlot(f))
			}
		}
	case PhaseKick:
		for _, t := range s.kickTargets() {
			if t.Owner >= 0 {
				buf = append(buf, Action{Kind: ActKick, Target: t})
			}
		}
	case PhaseChip:
		for c := 0; c < NumChipColours; c++ {
			if s.cas[s.pCas].chips[c] > 0 {
				buf = append(buf, TakeChip(Chip(c)))
			}
		}
	}
	return buf
}

// NumLegal is len(Legal()) without allocating.
func (s *State) NumLegal() int {
	var buf [16]Action
	return len(s.LegalTo(buf[:0]))
}

// kickTargets lists the dice the pending Kicker may knock off, sorted by
// owner then kind; unused entries have Owner -1.
func (s *State) kickTargets() (out [2*MaxPlayers + 1]Target) {
	for i := range out {
		out[i].Owner = -1
	}
	n := 0
	k := &s.cas[s.pCas]
	if int(s.pCas)+1 == SlotMachine {
		// Online clarification: on the slot machine a Kicker may only kick
		// a die placed there in the same turn.
		if s.pReg > 0 {
			out[n] = Target{Owner: s.cur, Kind: Regular}
			n++
		}
		if s.pBig > 0 {
			out[n] = Target{Owner: s.cur, Kind: Biggy}
			n++
		}
		if s.pWhite > 0 {
			out[n] = Target{Owner: Neutral, Kind: White}
		}
		return out
	}
	for q := int8(0); q < s.n; q++ {
		if k.cnt[q] > 0 {
			out[n] = Target{Owner: q, Kind: Regular}
			n++
		}
		if k.big[q] > 0 {
			out[n] = Target{Owner: q, Kind: Biggy}
			n++
		}
	}
	if k.cnt[Neutral] > 0 {
		out[n] = Target{Owner: Neutral, Kind: White}
	}
	return out
}

func (s *State) kickable(t Target) bool {
	for _, u := range s.kickTargets() {
		if u.Owner >= 0 && u == t {
			return true
		}
	}
	return false
}

// do plays a checked action.
func (s *State) do(a Action, evs []Event) []Event {
	switch a.Kind {
	case ActDeal:
		s.pile[a.Note]--
		s.pileN--
		if s.phase == PhaseRainbow {
			return s.swapRainbow(a.Note, false, evs)
		}
		s.cas[s.dealAt].addNote(a.Note)
		if !s.quiet {
			evs = append(evs, Event{Kind: EvNoteDealt, Round: s.round, Casino: s.dealAt + 1, Note: a.Note})
		}
		return evs
	case ActDealChip:
		s.chipPool[a.Chip]--
		s.chipPoolN--
		s.cas[s.dealAt].chips[a.Chip]++
		if !s.quiet {
			evs = append(evs, Event{Kind: EvChipDealt, Round: s.round, Casino: s.dealAt + 1, Chip: a.Chip})
		}
		s.dealAt++
		return evs
	case ActRoll:
		return s.doRoll(a.Dice, evs)
	case ActPlace:
		return s.doPlace(a, false, evs)
	case ActKick:
		return s.doKick(a.Target, false, evs)
	case ActTakeChip:
		return s.doTakeChip(a.Chip, false, evs)
	}
	return evs
}

func (s *State) doRoll(d Roll, evs []Event) []Event {
	if s.phase == PhaseExtraRoll {
		// The start player's extra white dice go to the casinos their faces show.
		for i := 0; i < int(d.N); i++ {
			d.Kind[i] = White
		}
		s.extra = true
		if !s.quiet {
			evs = append(evs, Event{Kind: EvRolled, Round: s.round, Player: Neutral, Dice: d})
		}
		for f := uint8(1); f <= 6; f++ {
			n := uint8(0)
			for i := 0; i < int(d.N); i++ {
				if d.Face[i] == f {
					n++
				}
			}
			if n > 0 {
				s.cas[f-1].cnt[Neutral] += n
				if !s.quiet {
					evs = append(evs, Event{Kind: EvPlaced, Round: s.round, Player: Neutral, Casino: f, Face: f, Count: n, Whites: n, Auto: true})
				}
			}
		}
		s.phase = phaseNextTurn
		return evs
	}
	p := s.cur
	i := 0
	for k := DieKind(0); k < numDieKinds; k++ {
		for j := 0; j < int(s.supply[p][k]); j++ {
			d.Kind[i] = k
			i++
		}
	}
	s.rollCnt = [numDieKinds][7]uint8{}
	for i := 0; i < int(d.N); i++ {
		s.rollCnt[d.Kind[i]][d.Face[i]]++
	}
	s.roll = d
	s.phase = PhasePlace
	if !s.quiet {
		evs = append(evs, Event{Kind: EvRolled, Round: s.round, Player: p, Dice: d})
	}
	return evs
}

func (s *State) doPlace(a Action, auto bool, evs []Event) []Event {
	p := s.cur
	f := a.Face
	ci := a.Casino - 1
	reg, big, kick, white := s.rollCnt[Regular][f], s.rollCnt[Biggy][f], s.rollCnt[Kicker][f], s.rollCnt[White][f]
	s.supply[p][Regular] -= reg
	s.supply[p][Biggy] -= big
	s.supply[p][Kicker] -= kick
	s.supply[p][White] -= white
	s.kickersUsed[p] += kick
	k := &s.cas[ci]
	k.cnt[p] += reg
	k.big[p] += big
	k.cnt[Neutral] += white
	if a.Casino == SlotMachine {
		s.slotFace[p][f] += reg + 2*big
		s.slotFace[Neutral][f] += white
		if reg+big+white > 0 {
			// Kickers never stay, so Kickers alone do not take the face.
			s.slotUsed |= 1 << f
		}
	}
	s.pCas, s.pFace, s.pReg, s.pBig, s.pWhite, s.pKicks = ci, f, reg, big, white, kick
	s.pUnits = reg + 2*big
	if !s.rules.ChipsOwnDiceOnly {
		s.pUnits += white // decision 18: white dice are placed "just as you would your own"
	}
	s.turns++
	if !s.quiet {
		evs = append(evs, Event{Kind: EvPlaced, Round: s.round, Player: p, Casino: a.Casino, Face: f,
			Count: reg + 2*big + white, Regular: reg, Biggies: big, Kickers: kick, Whites: white, Auto: auto})
	}
	if kick > 0 {
		s.phase = PhaseKick
		return evs
	}
	return s.afterKicks(evs)
}

func (s *State) doKick(t Target, auto bool, evs []Event) []Event {
	k := &s.cas[s.pCas]
	slot := int(s.pCas)+1 == SlotMachine
	switch {
	case t.Owner == Neutral:
		k.cnt[Neutral]--
		s.whiteOut++ // online clarification: a kicked white die is out for this round
		if slot {
			s.slotFace[Neutral][s.pFace]--
			s.pWhite--
		}
	case t.Kind == Biggy:
		k.big[t.Owner]--
		s.supply[t.Owner][Biggy]++
		if slot {
			s.slotFace[t.Owner][s.pFace] -= 2
			s.pBig--
		}
	default:
		k.cnt[t.Owner]--
		s.supply[t.Owner][Regular]++
		if slot {
			s.slotFace[t.Owner][s.pFace]--
			s.pReg--
		}
	}
	if slot {
		left := uint8(0)
		for q := range s.slotFace {
			left += s.slotFace[q][s.pFace]
		}
		if left == 0 {
			// No die of this face is on the slot machine any more, so the
			// face is free again (the rule speaks of the numbers on it).
			s.slotUsed &^= 1 << s.pFace
		}
	}
	s.pKicks--
	if !s.quiet {
		evs = append(evs, Event{Kind: EvKicked, Round: s.round, Player: s.cur, Casino: s.pCas + 1, Face: s.pFace, Target: t, Auto: auto})
	}
	if s.pKicks > 0 {
		return evs
	}
	return s.afterKicks(evs)
}

func (s *State) afterKicks(evs []Event) []Event {
	if s.rules.Chips && s.pCas < NumCasinos && s.pUnits >= 2 {
		for _, c := range s.cas[s.pCas].chips {
			if c > 0 {
				s.phase = PhaseChip
				return evs
			}
		}
	}
	return s.endTurn(evs)
}

func (s *State) doTakeChip(c Chip, auto bool, evs []Event) []Event {
	s.cas[s.pCas].chips[c]--
	s.chips[s.cur][c]++
	if !s.quiet {
		evs = append(evs, Event{Kind: EvChipTaken, Round: s.round, Player: s.cur, Casino: s.pCas + 1, Chip: c, Auto: auto})
	}
	return s.endTurn(evs)
}

func (s *State) endTurn(evs []Event) []Event {
	s.cur = (s.cur + 1) % s.n
	s.phase = phaseNextTurn
	return evs
}

func (s *State) popBottom() Note {
	n := s.bottom[s.botHead]
	s.botHead = uint8((int(s.botHead) + 1) % bottomCap)
	s.botLen--
	return n
}

func (s *State) pushBottom(n Note) {
	if int(s.botLen) >= bottomCap {
		return // cannot happen: fewer notes exist
	}
	s.bottom[(int(s.botHead)+int(s.botLen))%bottomCap] = n
	s.botLen++
}

// swapRainbow discards one Rainbow card from the casino being replaced and
// puts n in its place.
func (s *State) swapRainbow(n Note, auto bool, evs []Event) []Event {
	k := &s.cas[s.dealAt]
	k.removeNote(Rainbow)
	s.discarded++
	k.addNote(n)
	if !s.quiet {
		evs = append(evs, Event{Kind: EvRainbowSwapped, Round: s.round, Casino: s.dealAt + 1, Note: n, Auto: auto})
	}
	return evs
}
