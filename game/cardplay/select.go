package cardplay

import (
	"errors"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// Slots lays a hand out as cards in a row, lowest face first, a face's
// single cards before its double.
func Slots(hand cards.Pick) []cards.Card {
	var out []cards.Card
	for k := cards.Card(0); k < cards.NumCards; k++ {
		for i := 0; i < int(hand[k]); i++ {
			out = append(out, k)
		}
	}
	return out
}

// Selected is the pick of the slots that are on.
func Selected(slots []cards.Card, on []bool) cards.Pick {
	var p cards.Pick
	for i, c := range slots {
		if i < len(on) && on[i] && c < cards.NumCards {
			p[c]++
		}
	}
	return p
}

// Reasons for a card that cannot join the selection, and for a pick that
// cannot be locked.
const (
	ReasonOneNumber = "3+ cards: one number only"
	ReasonEmpty     = "choose at least one card"
	ReasonNotHeld   = "you do not hold these cards"
)

// Blocked says in a few words why slot i cannot be selected now, or "": a
// selection of three or more cards must show one number (a double shows
// one number), and one or two cards may show any.
func Blocked(slots []cards.Card, on []bool, i int) string {
	if i < 0 || i >= len(slots) || (i < len(on) && on[i]) {
		return ""
	}
	p := Selected(slots, on)
	if slots[i] < cards.NumCards {
		p[slots[i]]++
	}
	if !p.Valid() {
		return ReasonOneNumber
	}
	return ""
}

// CheckPick says why pk cannot be locked from hand, or nil.
func CheckPick(hand, pk cards.Pick) error {
	switch {
	case pk.Size() == 0:
		return errors.New(ReasonEmpty)
	case !pk.Valid():
		return errors.New("choose 1-2 cards, or 3 or more that all show one number")
	case !hand.Contains(pk):
		return errors.New(ReasonNotHeld)
	}
	return nil
}

// Standing is one casino as a pick would leave it, from what is known now
// (the cards placed; other seats' secret picks are not known).
type Standing struct {
	Casino int                   // 1-6
	Dice   [cards.MaxPlayers]int // each seat's dice there after the pick
	// Note is what seat would win there if the round ended now (0: none),
	// and Tied whether its dice cancel with another seat's.
	Note cards.Note
	Tied bool
}

// Preview is the standing of every casino that pk reaches, for seat, in
// the view s.
func Preview(s *cards.State, seat int, pk cards.Pick) []Standing {
	var out []Standing
	for c := 1; c <= cards.NumCasinos; c++ {
		if pk.DiceAt(c) == 0 {
			continue
		}
		st := Standing{Casino: c}
		var cs []casino.Contender
		for p := 0; p < s.Players(); p++ {
			st.Dice[p] = s.Placed(p).DiceAt(c)
			if p == seat {
				st.Dice[p] += pk.DiceAt(c)
			}
			cs = append(cs, casino.Contender{Who: p, Units: st.Dice[p]})
		}
		pay := casino.Order(cs, false)
		for _, t := range pay.Ties {
			st.Tied = st.Tied || t.Mask&(1<<uint(seat)) != 0
		}
		notes := s.NotesAt(c)
		hi, lo := max(notes[0], notes[1]), min(notes[0], notes[1])
		for rank, n := range []cards.Note{hi, lo} {
			if rank < len(pay.Ranked) && pay.Ranked[rank].Who == seat {
				st.Note = n
			}
		}
		out = append(out, st)
	}
	return out
}
