package cards

import (
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// LegalTo appends seat's choices in s to buf[:0] and returns it, without
// allocating when buf is large enough (64 covers any hand): its picks at a
// simultaneous node (as LegalFor), the legal actions if it is to act (as
// Legal), else none. Searches call it in their rollouts.
func (s *State) LegalTo(seat int, buf []Action) []Action {
	buf = buf[:0]
	switch {
	case s.CurrentPlayer() == engine.SimultaneousPlayer:
		if seat < 0 || seat >= int(s.n) || !s.active(seat) || s.seats[seat].hidden {
			return buf
		}
	case s.CurrentPlayer() != seat:
		return buf
	case s.phase == PhChip:
		for c, k := range s.chipsAt[s.claims[s.claimAt].casino] {
			if k > 0 {
				buf = append(buf, TakeChip(casino.Chip(c)))
			}
		}
		return buf
	case s.seats[seat].hidden:
		return buf
	}
	var cur Pick
	return enumPicks(&s.seats[seat].hand, NumCards-1, 0, 0, &cur, buf)
}

// ActingTo is Acting appended to buf[:0] (no allocation when buf holds
// MaxPlayers).
func (s *State) ActingTo(buf []int) []int {
	buf = buf[:0]
	if s.CurrentPlayer() != engine.SimultaneousPlayer {
		return buf
	}
	for p := 0; p < int(s.n); p++ {
		if s.active(p) {
			buf = append(buf, p)
		}
	}
	return buf
}
