package cards

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// chanceCounts is what the chance node due draws from: the kind of outcome
// and how many of each value are left (notes by value from MinNote, chips
// by colour, or cards by kind).
func (s *State) chanceCounts() (ActionKind, []uint8) {
	switch s.phase {
	case PhNotes:
		return ActNote, s.pile[:]
	case PhChips:
		return ActChipDeal, s.chipPile[:]
	case PhDraw:
		// In a view, the deck of a seat whose cards are hidden is the whole
		// unknown pool, which is what the viewer may think it draws from.
		return ActDraw, s.seats[s.cur].deck[:]
	}
	return ActNone, nil
}

// outcome is the chance outcome of kind k with value i.
func outcome(k ActionKind, i int) Action {
	switch k {
	case ActNote:
		return (MinNote + Note(i)).deal()
	case ActChipDeal:
		return chipDeal(casino.Chip(i))
	}
	return drawOf(Card(i))
}

// ChanceOutcomes lists the chance outcomes due, each value once, with its
// probability (how many are left of it, out of all left); nil if no chance
// outcome is due.
func (s *State) ChanceOutcomes() []engine.Outcome[Action] {
	k, counts := s.chanceCounts()
	total := sum(counts)
	if total == 0 {
		return nil
	}
	var out []engine.Outcome[Action]
	for i, c := range counts {
		if c > 0 {
			out = append(out, engine.Outcome[Action]{Action: outcome(k, i), Prob: float64(c) / float64(total)})
		}
	}
	return out
}

// SampleChance draws the chance outcome due with r: a note from the pile, a
// chip card from its pile, or the top card of a shuffled deck.
func (s *State) SampleChance(r *engine.Rand) Action {
	k, counts := s.chanceCounts()
	total := sum(counts)
	if total == 0 {
		return Action{}
	}
	x := r.Intn(total)
	for i, c := range counts {
		if x < int(c) {
			return outcome(k, i)
		}
		x -= int(c)
	}
	return Action{}
}

// checkChance says why a is not the chance outcome due, or nil.
func (s *State) checkChance(a Action) error {
	k, counts := s.chanceCounts()
	if a.Kind != k {
		return fmt.Errorf("%w: %v: a chance outcome is due (%s)", ErrIllegal, a, dueText(k))
	}
	var i int
	var clean bool
	switch k {
	case ActNote:
		i, clean = int(a.Note)-int(MinNote), a.Card == 0 && a.Chip == 0 && a.Pick == Pick{}
	case ActChipDeal:
		i, clean = int(a.Chip), a.Card == 0 && a.Note == 0 && a.Pick == Pick{}
	default:
		i, clean = int(a.Card), a.Note == 0 && a.Chip == 0 && a.Pick == Pick{}
	}
	if !clean || i < 0 || i >= len(counts) || counts[i] == 0 {
		return fmt.Errorf("%w: %v: %s", ErrIllegal, a, s.noneLeft(k))
	}
	return nil
}

// noneLeft says where the chance outcome of kind k was not found.
func (s *State) noneLeft(k ActionKind) string {
	switch k {
	case ActNote:
		return "no such note is left in the pile"
	case ActChipDeal:
		return "no chip card of that colour is left in the pile"
	}
	return fmt.Sprintf("seat %d has no such card left to draw", s.cur)
}

// dueText names the chance outcome of kind k.
func dueText(k ActionKind) string {
	switch k {
	case ActNote:
		return "a note is dealt"
	case ActChipDeal:
		return "a chip card is dealt"
	}
	return "a card is drawn"
}

// applyChance applies a checked chance outcome.
func (s *State) applyChance(a Action, evs []Event) []Event {
	switch a.Kind {
	case ActNote:
		if s.dealt == 0 {
			evs = append(evs, s.event(Event{Kind: EvRoundStarted, Seat: s.start}))
		}
		c := s.dealt / NotesPerCasino
		s.notesAt[c][s.dealt%NotesPerCasino] = a.Note
		s.pile[a.Note-MinNote]--
		s.dealt++
		return append(evs, s.event(Event{Kind: EvNoteDealt, Seat: -1, Casino: uint8(c) + 1, Note: a.Note}))
	case ActChipDeal:
		c := s.dealt
		s.chipsAt[c][a.Chip]++
		s.chipPile[a.Chip]--
		s.dealt++
		return append(evs, s.event(Event{Kind: EvChipDealt, Seat: -1, Casino: uint8(c) + 1, Chip: a.Chip}))
	}
	q := &s.seats[s.cur]
	if !q.hidden {
		q.deck[a.Card]--
		q.hand[a.Card]++
	}
	q.nHand++
	return append(evs, s.event(Event{Kind: EvDrew, Seat: s.cur, Card: a.Card}))
}
