package dice

import "github.com/lasvegas-dice/lasvegas/engine"

func (s *State) hidden(p int) bool {
	return s.view >= 0 && int(s.view) != p && !s.rules.OpenMoney
}

// TableView returns what the screen shows seat: every other seat's money is face down (its
// number of notes stays visible) unless the rules make money open. A view
// cannot be played.
func (s *State) TableView(seat int) *State {
	v := s.Clone()
	v.view = int8(seat)
	if !s.rules.OpenMoney {
		for p := 0; p < int(s.n); p++ {
			if p != seat {
				v.money[p] = 0
				v.won[p] = [numNoteKinds]uint8{}
				for r := range v.roundMoney {
					v.roundMoney[r][p] = 0
				}
			}
		}
	}
	return v
}

// IsView reports whether s is a TableView.
func (s *State) IsView() bool { return s.view >= 0 }

// Pending is the placement being resolved during PhaseKick and PhaseChip:
// the casino (1-7) and the face placed; (0, 0) in other phases.
func (s *State) Pending() (casino, face int) {
	if s.phase != PhaseKick && s.phase != PhaseChip {
		return 0, 0
	}
	return int(s.pCas) + 1, int(s.pFace)
}

// View is what seat may know with perfect memory: in the dice game every
// deal, roll and payout happens in public, so it is the whole position
// (rules decision 23), and it can be played. The screen may still hide money
// lying face down: see TableView.
func (s *State) View(seat int) *State { return s.Clone() }

// Resample returns a full position consistent with what this view shows, as
// search under hidden information needs. The dice game hides nothing from a
// player with perfect memory, so it is a copy; r is not used.
func (s *State) Resample(r *engine.Rand) *State { return s.Clone() }

// Players is the number of seats.
func (s *State) Players() int { return int(s.n) }
