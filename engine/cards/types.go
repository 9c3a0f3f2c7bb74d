package cards

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// Card is a kind of dice card, 0-11: Card(2*(face-1)) shows one die of
// face, Card(2*(face-1)+1) is the double card that shows two. Its text form
// is the face for a single card ("5") and the face twice for a double
// ("55").
type Card uint8

// CardOf is the card showing face (1-6), doubled or not.
func CardOf(face int, double bool) Card {
	c := Card(2 * (face - 1))
	if double {
		c++
	}
	return c
}

// Face is the number the card shows: its casino.
func (c Card) Face() int { return int(c)/2 + 1 }

// Double reports whether the card shows two dice.
func (c Card) Double() bool { return c%2 == 1 }

// Dice is the number of dice the card shows: 1, or 2 for a double.
func (c Card) Dice() int { return 1 + int(c%2) }

func (c Card) String() string {
	if c >= NumCards {
		return fmt.Sprintf("card(%d)", uint8(c))
	}
	f := strconv.Itoa(c.Face())
	if c.Double() {
		return f + f
	}
	return f
}

// ParseCard reads a card's text form: "1"-"6" or "11"-"66".
func ParseCard(s string) (Card, error) {
	if len(s) == 0 || len(s) > 2 || s[0] < '1' || s[0] > '6' || (len(s) == 2 && s[1] != s[0]) {
		return 0, fmt.Errorf("card %q: want a face 1-6 for a single card, or the face twice (\"55\") for a double", shortText(s))
	}
	return CardOf(int(s[0]-'0'), len(s) == 2), nil
}

// Pick is a multiset of cards: how many of each kind. A seat's hand, deck,
// glass and cards at the casinos are Picks, and so is the choice of a turn,
// which therefore does not depend on the order of the hand.
type Pick [NumCards]uint8

// Size is the number of cards.
func (p Pick) Size() int {
	n := 0
	for _, k := range p {
		n += int(k)
	}
	return n
}

// DiceAt is the number of dice the cards show at casino face (1-6).
func (p Pick) DiceAt(face int) int {
	if face < 1 || face > NumCasinos {
		return 0
	}
	return int(p[CardOf(face, false)]) + 2*int(p[CardOf(face, true)])
}

// Contains reports whether p holds every card of q.
func (p Pick) Contains(q Pick) bool {
	for k := range p {
		if q[k] > p[k] {
			return false
		}
	}
	return true
}

// add adds (sign 1) or takes away (sign -1) q's cards.
func (p *Pick) add(q Pick, sign int) {
	for k := range p {
		p[k] = uint8(int(p[k]) + sign*int(q[k]))
	}
}

// Valid reports whether p is a possible choice of one turn by the selection
// criteria alone: 1-2 cards, or up to 5 cards that all show the same number
// (a double card shows one number). It does not look at a hand.
func (p Pick) Valid() bool {
	n, faces := 0, 0
	for f := 1; f <= NumCasinos; f++ {
		k := int(p[CardOf(f, false)]) + int(p[CardOf(f, true)])
		if k > 0 {
			faces++
		}
		n += k
	}
	return n >= 1 && n <= HandSize && (n <= 2 || faces == 1)
}

// String lists the cards in order, comma-separated: "5,5,55".
func (p Pick) String() string {
	var b strings.Builder
	for k := Card(0); k < NumCards; k++ {
		for i := 0; i < int(p[k]); i++ {
			if b.Len() > 0 {
				b.WriteByte(',')
			}
			b.WriteString(k.String())
		}
	}
	return b.String()
}

// ParsePick reads a comma-separated list of cards (any order) that meets
// the selection criteria.
func ParsePick(s string) (Pick, error) {
	var p Pick
	if s == "" {
		return p, fmt.Errorf("an empty pick: choose 1-%d cards", HandSize)
	}
	parts := strings.Split(s, ",")
	if len(parts) > HandSize {
		return p, fmt.Errorf("a pick of %d cards: at most %d", len(parts), HandSize)
	}
	for _, t := range parts {
		c, err := ParseCard(t)
		if err != nil {
			return p, err
		}
		p[c]++
	}
	if !p.Valid() {
		return p, fmt.Errorf("pick %s: choose 1-2 cards, or up to %d cards that all show the same number", p, HandSize)
	}
	return p, nil
}

// ActionKind says what an Action does.
type ActionKind uint8

// Action kinds. ActNote, ActChipDeal and ActDraw are chance outcomes.
const (
	ActNone     ActionKind = iota
	ActNote                // chance: Note is dealt to the next casino
	ActChipDeal            // chance: Chip is dealt to the next casino
	ActDraw                // chance: the seat drawing draws Card
	ActPick                // a seat places the cards of Pick
	ActChip                // a seat takes a chip card of colour Chip
)

// Action is a move or a chance outcome. It is a small comparable value;
// fields that its Kind does not use are zero.
type Action struct {
	Kind ActionKind
	Card Card
	Note Note
	Chip casino.Chip
	Pick Pick
}

// Action constructors.
func (n Note) deal() Action         { return Action{Kind: ActNote, Note: n} }
func drawOf(c Card) Action          { return Action{Kind: ActDraw, Card: c} }
func chipDeal(c casino.Chip) Action { return Action{Kind: ActChipDeal, Chip: c} }

// PickOf is the action that places the cards of p.
func PickOf(p Pick) Action { return Action{Kind: ActPick, Pick: p} }

// TakeChip is the action that takes a chip card of colour c.
func TakeChip(c casino.Chip) Action { return Action{Kind: ActChip, Chip: c} }

// String is the action's text form, read back by ParseAction: "note 60000",
// "chipdeal red", "draw 55", "pick 5,5,55", "chip gold".
func (a Action) String() string {
	switch a.Kind {
	case ActNote:
		return "note " + strconv.Itoa(a.Note.Dollars())
	case ActChipDeal:
		return "chipdeal " + a.Chip.String()
	case ActDraw:
		return "draw " + a.Card.String()
	case ActPick:
		return "pick " + a.Pick.String()
	case ActChip:
		return "chip " + a.Chip.String()
	}
	return fmt.Sprintf("action(%d)", uint8(a.Kind))
}

// actionKeys are the words of the text form, which are also the keys of a
// record's history steps.
var actionKeys = []string{"note", "chipdeal", "draw", "pick", "chip"}

// ParseAction reads an action's text form (see Action.String).
func ParseAction(s string) (Action, error) {
	key, val, ok := strings.Cut(s, " ")
	if !ok {
		return Action{}, fmt.Errorf("action %q: want a word (%s) and a value, such as \"pick 5,5\"", shortText(s), strings.Join(actionKeys, ", "))
	}
	return parseValue(key, val)
}

// parseValue reads the value of an action whose word is key.
func parseValue(key, val string) (Action, error) {
	switch key {
	case "note":
		d, err := strconv.Atoi(val)
		n, ok := NoteFromDollars(d)
		if err != nil || !ok {
			return Action{}, fmt.Errorf("note %q: want a dollar value from 30000 to 100000 in steps of 10000", shortText(val))
		}
		return n.deal(), nil
	case "chipdeal", "chip":
		c, ok := casino.ParseChip(val)
		if !ok || val != c.String() {
			return Action{}, fmt.Errorf("%s %q: want a colour (red, blue, green, gold, pink)", key, shortText(val))
		}
		if key == "chip" {
			return TakeChip(c), nil
		}
		return chipDeal(c), nil
	case "draw":
		c, err := ParseCard(val)
		if err != nil {
			return Action{}, err
		}
		return drawOf(c), nil
	case "pick":
		p, err := ParsePick(val)
		if err != nil {
			return Action{}, err
		}
		return PickOf(p), nil
	}
	return Action{}, fmt.Errorf("unknown action %q (want %s)", shortText(key), strings.Join(actionKeys, ", "))
}

// shortText quotes text for an error on one line, at most 40 characters.
func shortText(s string) string {
	if len(s) > 40 {
		s = s[:37] + "..."
	}
	q := strconv.QuoteToASCII(s)
	return q[1 : len(q)-1]
}

// Note is a money note in units of $10,000: 3 ($30,000) to 10 ($100,000);
// 0 is no note.
type Note uint8

// Note values.
const (
	NoteUnit = 10000
	MinNote  = Note(3)
	MaxNote  = Note(10)
	// numNoteKinds is the number of note values, MinNote to MaxNote.
	numNoteKinds = int(MaxNote-MinNote) + 1
)

// Dollars is the note's value.
func (n Note) Dollars() int { return int(n) * NoteUnit }

// NoteFromDollars is the note worth d dollars, if there is one.
func NoteFromDollars(d int) (Note, bool) {
	if d%NoteUnit != 0 || d < MinNote.Dollars() || d > MaxNote.Dollars() {
		return 0, false
	}
	return Note(d / NoteUnit), true
}
