package dice

// The hard bot's value of a rollout's end: the chance to win the game.

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// roundSpread is the typical spread (standard deviation, in $10,000 units)
// of one seat's income in one round, by number of seats, measured in
// medium-vs-medium self-play (docs/ai.md).
var roundSpread = [dice.MaxPlayers + 1]float64{0, 0, 5.5, 5.3, 5, 4.7, 5}

// winValue is seat p's chance of winning from s: exact at the end of the
// game, else a softmax of the money whose temperature follows the luck of
// the rounds left.
func winValue(s *dice.State, p int, temp float64) float64 {
	n := s.Rules().Players
	if s.IsTerminal() {
		return finalShare(s, p)
	}
	left := s.Rules().Rounds - s.Round()
	if left < 1 {
		left = 1
	}
	// A difference of two Gumbels with scale T has the spread of a
	// difference of two incomes when T = spread*sqrt(6*left)/pi.
	T := temp * roundSpread[n] * math.Sqrt(6*float64(left)) / math.Pi * dice.NoteUnit
	mp := float64(s.Money(p))
	z := 0.0
	for q := 0; q < n; q++ {
		z += math.Exp((float64(s.Money(q)) - mp) / T)
	}
	return 1 / z
}

// finalShare is p's share of the win at the end of the game: 1 for a sole
// winner, 1/k for k winners sharing first place (money, then notes).
func finalShare(s *dice.State, p int) float64 {
	n := s.Rules().Players
	mp, np := s.Money(p), s.NotesWon(p)
	k := 1
	for q := 0; q < n; q++ {
		if q == p {
			continue
		}
		mq, nq := s.Money(q), s.NotesWon(q)
		if mq > mp || (mq == mp && nq > np) {
			return 0
		}
		if mq == mp && nq == np {
			k++
		}
	}
	return 1 / float64(k)
}
