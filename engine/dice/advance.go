package dice

// advance plays everything that needs no outside input: deals from the known
// bottom of the pile, forced decisions (with AutoForced), turn order,
// scoring, and the next round's setup. Each phase's step says whether the
// state now waits for outside input (a chance outcome or a decision).
func (s *State) advance(evs []Event) []Event {
	for {
		var wait bool
		switch s.phase {
		case PhaseDeal:
			evs, wait = s.advanceDeal(evs)
		case PhaseChipDeal:
			if s.rules.Chips && s.dealAt < NumCasinos && s.chipPoolN > 0 {
				return evs
			}
			s.dealAt = 0
			s.phase = PhaseExtraRoll
		case PhaseExtraRoll:
			if !s.extra && s.rules.ExtraNeutralDice() > 0 {
				return evs
			}
			s.cur = s.start
			s.phase = phaseNextTurn
		case phaseNextTurn:
			evs, wait = s.advanceTurn(evs)
		case PhasePlace:
			evs, wait = s.advancePlace(evs)
		case PhaseKick:
			evs, wait = s.advanceKick(evs)
		case PhaseChip:
			evs, wait = s.advanceChip(evs)
		case PhaseRainbow:
			evs, wait = s.advanceRainbow(evs)
		default: // PhaseRoll, PhaseOver
			return evs
		}
		if wait {
			return evs
		}
	}
}

// advanceDeal deals the casino being dealt from the known bottom of the
// pile, or moves on; it waits for a draw from the shuffled pile.
func (s *State) advanceDeal(evs []Event) ([]Event, bool) {
	if s.dealAt >= s.nCas {
		s.dealAt = 0
		s.phase = PhaseChipDeal
		return evs, false
	}
	k := &s.cas[s.dealAt]
	if k.noteUnits() >= int(s.min) {
		s.dealAt++
		return evs, false
	}
	if s.pileN > 0 {
		return evs, true
	}
	if s.botLen > 0 {
		n := s.popBottom()
		k.addNote(n)
		if !s.quiet {
			evs = append(evs, Event{Kind: EvNoteDealt, Round: s.round, Casino: s.dealAt + 1, Note: n, Auto: true})
		}
		return evs, false
	}
	if !s.quiet {
		evs = append(evs, Event{Kind: EvPileEmpty, Round: s.round, Casino: s.dealAt + 1})
	}
	s.dealAt++
	return evs, false
}

// advanceTurn finds the next seat with dice (it then waits for its roll), or
// ends the placing when nobody has dice left.
func (s *State) advanceTurn(evs []Event) ([]Event, bool) {
	p := s.cur
	for i := int8(0); i < s.n; i++ {
		q := (p + i) % s.n
		if s.DiceLeft(int(q)) > 0 {
			s.cur = q
			s.phase = PhaseRoll
			if !s.quiet {
				evs = append(evs, Event{Kind: EvTurn, Round: s.round, Player: s.cur})
			}
			return evs, true
		}
	}
	s.dealAt = 0
	s.phase = PhaseRainbow
	return evs, false
}

// advancePlace plays a placement that is the only choice (AutoForced).
func (s *State) advancePlace(evs []Event) ([]Event, bool) {
	if !s.rules.AutoForced {
		return evs, true
	}
	var only Action
	n := 0
	for f := 1; f <= 6 && n < 2; f++ {
		if s.rollCnt[Regular][f]+s.rollCnt[Biggy][f]+s.rollCnt[Kicker][f]+s.rollCnt[White][f] == 0 {
			continue
		}
		only = Place(f)
		n++
		if s.rules.Slot && s.slotUsed&(1<<f) == 0 {
			n++
		}
	}
	if n != 1 {
		return evs, true
	}
	return s.doPlace(only, true, evs), false
}

// advanceKick wastes a Kicker with nothing to kick, or plays the only
// target (AutoForced).
func (s *State) advanceKick(evs []Event) ([]Event, bool) {
	ts := s.kickTargets()
	if ts[0].Owner < 0 {
		// Nothing to kick: the Kicker goes to the display card.
		s.pKicks--
		if !s.quiet {
			evs = append(evs, Event{Kind: EvKickWasted, Round: s.round, Player: s.cur, Casino: s.pCas + 1, Face: s.pFace})
		}
		if s.pKicks == 0 {
			evs = s.afterKicks(evs)
		}
		return evs, false
	}
	if !s.rules.AutoForced || ts[1].Owner >= 0 {
		return evs, true
	}
	return s.doKick(ts[0], true, evs), false
}

// advanceChip takes the only chip colour on offer (AutoForced).
func (s *State) advanceChip(evs []Event) ([]Event, bool) {
	if !s.rules.AutoForced {
		return evs, true
	}
	only, n := Chip(0), 0
	for c, k := range s.cas[s.pCas].chips {
		if k > 0 {
			only = Chip(c)
			n++
		}
	}
	if n != 1 {
		return evs, true
	}
	return s.doTakeChip(only, true, evs), false
}

// advanceRainbow replaces the Rainbow cards casino by casino before the
// payout, then scores the round; it waits for a draw from the shuffled pile.
func (s *State) advanceRainbow(evs []Event) ([]Event, bool) {
	if !s.rules.Rainbow || s.dealAt >= s.nCas {
		return s.score(evs), false
	}
	k := &s.cas[s.dealAt]
	has := false
	for i := 0; i < int(k.nNotes); i++ {
		if k.notes[i] == Rainbow {
			has = true
			break
		}
	}
	if !has {
		s.dealAt++
		return evs, false
	}
	if s.pileN > 0 {
		return evs, true
	}
	if s.botLen > 0 {
		return s.swapRainbow(s.popBottom(), true, evs), false
	}
	// Nothing left to draw: the Rainbow card is discarded unreplaced.
	k.removeNote(Rainbow)
	s.discarded++
	if !s.quiet {
		evs = append(evs, Event{Kind: EvPileEmpty, Round: s.round, Casino: s.dealAt + 1})
	}
	return evs, false
}
