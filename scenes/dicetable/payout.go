package dicetable

import (
	"math"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// PayoutStory tells the round's payout in words, casino by casino: "Ann and
// Bob tie on 3 dice — cancelled. Cleo wins $60k. $20k goes back under the
// pile." The table shows it in the arena while the casinos pay and until
// the next round starts; the round summary repeats it. A seat whose money
// lies face down to the viewer wins "a note", never its value.
type PayoutStory struct {
	Told   int       // casinos told so far
	Casino [8]int    // table index of each casino told, in the order paid
	Words  [8]string // what happened there
	Paying int       // the casino being paid (table index), 0 when none
}

// Reset empties the story (a new round).
func (s *PayoutStory) Reset() { *s = PayoutStory{} }

// Tell adds e (a payout event) to the story; it reports whether e was one.
func (s *PayoutStory) Tell(e dice.Event, m *Model) bool {
	w := payoutWords(e, m)
	if w == "" {
		return false
	}
	idx := CasinoIndex(int(e.Casino))
	s.Paying = idx
	for i := 0; i < s.Told; i++ {
		if s.Casino[i] == idx {
			if e.Kind == dice.EvRainbowSwapped && strings.Contains(s.Words[i], rainbowBecomes) {
				// A casino's second Rainbow card: "The next Rainbow card
				// becomes $20k.", not the same sentence again.
				w = "The next" + strings.TrimPrefix(w, "The")
			}
			s.Words[i] += " " + w
			return true
		}
	}
	if s.Told < len(s.Casino) {
		s.Casino[s.Told], s.Words[s.Told] = idx, w
		s.Told++
	}
	return true
}

// rainbowBecomes is the words of a Rainbow card swapped before a payout.
const rainbowBecomes = " Rainbow card becomes "

// payoutWords is one payout event in words ("" for other events).
func payoutWords(e dice.Event, m *Model) string {
	switch e.Kind {
	case dice.EvRainbowSwapped:
		if e.Note == dice.Rainbow {
			return "The" + rainbowBecomes + "another Rainbow card."
		}
		return "The" + rainbowBecomes + noteMoney(e.Note) + "."
	case dice.EvTieRemoved:
		var who []string
		for p := int8(0); p <= dice.Neutral; p++ {
			if e.Mask&(1<<uint(p)) != 0 {
				who = append(who, participantName(p, m))
			}
		}
		return JoinAnd(who) + " tie on " + ui.Plural(int(e.Count), "die", "dice") + " — cancelled."
	case dice.EvNotePaid:
		if e.Player == dice.Neutral {
			return "White wins " + noteMoney(e.Note) + ": it goes back under the pile."
		}
		name := participantName(e.Player, m)
		if int(e.Player) < m.Players && m.Seats[e.Player].Money < 0 {
			return Subject(name, "win", "wins") + " a note."
		}
		return Subject(name, "win", "wins") + " " + noteMoney(e.Note) + "."
	case dice.EvNoteReturned:
		return noteMoney(e.Note) + " goes back under the pile."
	}
	return ""
}

// LogWords is event e in the log's words (Event.Describe), except that a
// note won by a seat whose money lies face down to the viewer is "a note",
// never its value, as in the payout story (docs/rules-decisions.md, "What
// face-down money hides from the screen").
func LogWords(e dice.Event, m *Model, names []string) string {
	if e.Kind == dice.EvNotePaid && e.Player >= 0 && int(e.Player) < m.Players && m.Seats[e.Player].Money < 0 {
		return e.DescribeHidden(names)
	}
	return e.Describe(names)
}

// participantName is a seat's name, or "White" for the neutral dice.
func participantName(p int8, m *Model) string {
	if p >= 0 && int(p) < m.Players {
		return m.Seats[p].Name
	}
	if p == dice.Neutral {
		return "White"
	}
	return "Seat " + strconv.Itoa(int(p)+1)
}

// noteMoney is a note's value, short ("$60k").
func noteMoney(n dice.Note) string { return MoneyShort(float64(n.Dollars())) }

// JoinAnd joins names as "Ann and Bob" or "Ann, Bob and Cleo".
func JoinAnd(s []string) string {
	if len(s) <= 1 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// PayoutStorySize is the story's text size in area for a round of casinos
// casinos: room for two lines each, from 15 units down to 11 (never under
// a phone's 12 CSS px). It depends on the casinos in play, not on those
// told so far, so that the lines keep their size (and their sprites) as
// casinos are added: a size that shrank with each casino redrew every
// line at every step, up to 46 new text sprites in one frame.
func PayoutStorySize(L *TableLayout, area ui.Rect, casinos int) float64 {
	return ui.Clamp(area.H/float64(2*casinos+1), L.TextSize(11), math.Max(15*L.U, L.TextSize(11)))
}
