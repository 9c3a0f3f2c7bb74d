package cards

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// Random games over every rule set keep their cards, notes and chip cards:
// each seat's deck, hand, glass and cards at the casinos are its 30 cards;
// the 48 notes are in the pile, at a casino, in a safe or out of the game;
// the 25 chip cards are in the pile, at a casino or with a seat. At every
// pick every seat picking holds exactly 5 cards (decision C4).
func TestRandomGamesKeepCardsNotesAndChips(t *testing.T) {
	games := 8
	if testing.Short() {
		games = 2
	}
	for _, r := range allRules() {
		for g := 0; g < games; g++ {
			returned, picks, rounds, turns := 0, 0, 0, 0
			check := func(s *State, evs []Event) {
				for _, e := range evs {
					switch e.Kind {
					case EvNoteReturned:
						returned++
					case EvRoundStarted:
						rounds++
					case EvTurn:
						turns++
					}
				}
				if err := checkCards(s); err != nil {
					t.Fatalf("%+v game %d: %v", r, g, err)
				}
				if n := noteTotal(s, returned); n != TotalNotes {
					t.Fatalf("%+v game %d: %d notes", r, g, n)
				}
				if n := chipTotal(s); n != casino.NumChipColours*casino.ChipsPerColour {
					t.Fatalf("%+v game %d: %d chip cards", r, g, n)
				}
				if !r.Chips && sum(s.chipPile[:]) != 25 {
					t.Fatalf("%+v game %d: chip cards dealt without the option", r, g)
				}
				checkHands(t, s, &picks)
			}
			s, _ := playRandom(t, r, uint64(1000*g+r.Players), check)
			if picks == 0 || sum(s.pile[:]) != 0 || rounds != Rounds || turns < 2*Rounds || turns > Turns*Rounds {
				t.Fatalf("%+v game %d: %d picks, %d notes left in the pile, %d rounds, %d turns", r, g, picks, sum(s.pile[:]), rounds, turns)
			}
		}
	}
}

// checkHands: at a pick every seat picking holds 5 cards.
func checkHands(t *testing.T, s *State, picks *int) {
	t.Helper()
	var seats []int
	switch cp := s.CurrentPlayer(); {
	case cp == engine.SimultaneousPlayer:
		seats = s.Acting()
	case cp >= 0 && s.phase == PhPick:
		seats = []int{cp}
	}
	for _, p := range seats {
		*picks++
		if s.HandSize(p) != HandSize {
			t.Fatalf("round %d turn %d: seat %d picks from %d cards", s.round, s.turn, p, s.HandSize(p))
		}
	}
}

// A clone is independent of its original at every kind of node: playing
// the clone on leaves the original as it was.
func TestClonesAreIndependent(t *testing.T) {
	for i, r := range allRules() {
		rng := engine.NewRand(uint64(i))
		kinds := map[int]bool{}
		playRandom(t, r, uint64(i), func(s *State, _ []Event) {
			if s.IsTerminal() {
				return
			}
			kinds[s.CurrentPlayer()] = true
			before := *s
			c := s.Clone()
			if _, _, _, err := step(c, rng); err != nil {
				t.Fatal(err)
			}
			if *s != before || *c == before {
				t.Fatalf("%+v: the clone and the original are not independent", r)
			}
		})
		if !kinds[engine.ChancePlayer] || kinds[engine.SimultaneousPlayer] == r.Sequential || r.Sequential && !kinds[0] {
			t.Fatalf("%+v: nodes seen %v", r, kinds)
		}
	}
}
