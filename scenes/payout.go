package scenes

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// payoutStory tells the round's payout in words, casino by casino: "Ann and
// Bob tie on 3 dice — cancelled. Cleo wins $60k. $20k goes back under the
// pile." The table shows it in the arena while the casinos pay and until
// the next round starts; the round summary repeats it. A seat whose money
// lies face down to the viewer wins "a note", never its value.
type payoutStory struct {
	n      int
	casino [8]int    // table index of each casino told, in the order paid
	words  [8]string // what happened there
	cur    int       // the casino being paid (table index), 0 when none
}

func (s *payoutStory) reset() { *s = payoutStory{} }

// tell adds e (a payout event) to the story; it reports whether e was one.
func (s *payoutStory) tell(e dice.Event, m *dicetable.Model) bool {
	w := payoutWords(e, m)
	if w == "" {
		return false
	}
	idx := casToIdx(int(e.Casino))
	s.cur = idx
	for i := 0; i < s.n; i++ {
		if s.casino[i] == idx {
			s.words[i] += " " + w
			return true
		}
	}
	if s.n < len(s.casino) {
		s.casino[s.n], s.words[s.n] = idx, w
		s.n++
	}
	return true
}

// payoutWords is one payout event in words ("" for other events).
func payoutWords(e dice.Event, m *dicetable.Model) string {
	switch e.Kind {
	case dice.EvRainbowSwapped:
		if e.Note == dice.Rainbow {
			return "The Rainbow card becomes another Rainbow card."
		}
		return "The Rainbow card becomes " + noteMoney(e.Note) + "."
	case dice.EvTieRemoved:
		var who []string
		for p := int8(0); p <= dice.Neutral; p++ {
			if e.Mask&(1<<uint(p)) != 0 {
				who = append(who, participantName(p, m))
			}
		}
		return joinAnd(who) + " tie on " + plural(int(e.Count), "die", "dice") + " — cancelled."
	case dice.EvNotePaid:
		if e.Player == dice.Neutral {
			return "White wins " + noteMoney(e.Note) + ": it goes back under the pile."
		}
		name := participantName(e.Player, m)
		if int(e.Player) < m.Players && m.Seats[e.Player].Money < 0 {
			return dicetable.Subject(name, "win", "wins") + " a note."
		}
		return dicetable.Subject(name, "win", "wins") + " " + noteMoney(e.Note) + "."
	case dice.EvNoteReturned:
		return noteMoney(e.Note) + " goes back under the pile."
	}
	return ""
}

// logWords is event e in the log's words (Event.Describe), except that a
// note won by a seat whose money lies face down to the viewer is "a note",
// never its value, as in the payout story (docs/rules-decisions.md, "What
// face-down money hides from the screen").
func logWords(e dice.Event, m *dicetable.Model, names []string) string {
	if e.Kind == dice.EvNotePaid && e.Player >= 0 && int(e.Player) < m.Players && m.Seats[e.Player].Money < 0 {
		return e.DescribeHidden(names)
	}
	return e.Describe(names)
}

// participantName is a seat's name, or "White" for the neutral dice.
func participantName(p int8, m *dicetable.Model) string {
	if p >= 0 && int(p) < m.Players {
		return m.Seats[p].Name
	}
	if p == dice.Neutral {
		return "White"
	}
	return "Seat " + itoa(int(p)+1)
}

// noteMoney is a note's value, short ("$60k").
func noteMoney(n dice.Note) string { return dicetable.MoneyShort(float64(n.Dollars())) }

// joinAnd joins names as "Ann and Bob" or "Ann, Bob and Cleo".
func joinAnd(s []string) string {
	if len(s) <= 1 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// drawPayoutStory writes the story in the arena: a line per casino paid so
// far, the one being paid in gold, each after its casino's name.
func (t *Table) drawPayoutStory(dst *ebiten.Image, c *Context) {
	s := &t.story
	if s.n == 0 || t.deciding || t.nDice > 0 {
		return
	}
	k := c.Kit
	u := t.L.U
	area := dicetable.ArenaDiceArea(&t.L).Inset(6 * u)
	size := payoutStorySize(&t.L, area, t.src.Rules().Casinos())
	lh := size * 1.3
	y := area.Y + lh/2
	for i := 0; i < s.n && y < area.MaxY(); i++ {
		idx := s.casino[i]
		col, nameCol := ui.ColTextDim, ui.WithAlpha(pieces.CasinoAccent[idx&7], 0.8)
		if idx == s.cur && t.payCasino == idx {
			col, nameCol = ui.ColGold, pieces.CasinoAccent[idx&7]
		}
		name := t.casName[idx&7] + ":"
		nw := k.TextWidth(name, ui.FontBold, size) + 6*u
		k.Text(dst, name, ui.FontBold, size, area.X, y, ui.AlignLeft|ui.AlignMiddle, nameCol)
		for _, ln := range k.WrapLines(s.words[i], ui.FontRegular, size, area.W-nw) {
			if y >= area.MaxY() {
				break
			}
			k.Text(dst, ln, ui.FontRegular, size, area.X+nw, y, ui.AlignLeft|ui.AlignMiddle, col)
			y += lh
		}
		y += lh * 0.25
	}
}

// payoutStorySize is the story's text size in area for a round of casinos
// casinos: room for two lines each, from 15 units down to 11 (never under
// a phone's 12 CSS px). It depends on the casinos in play, not on those
// told so far, so that the lines keep their size (and their sprites) as
// casinos are added: a size that shrank with each casino redrew every
// line at every step, up to 46 new text sprites in one frame.
func payoutStorySize(L *dicetable.TableLayout, area ui.Rect, casinos int) float64 {
	return ui.Clamp(area.H/float64(2*casinos+1), L.TextSize(11), math.Max(15*L.U, L.TextSize(11)))
}
