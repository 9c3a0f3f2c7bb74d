package dice

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// NoteUnit is the value of one note unit in dollars: notes are multiples of
// $10,000.
const NoteUnit = 10000

// Note is a banknote: its value in units of $10,000 (1-10), or Rainbow.
type Note uint8

// Rainbow is a Rainbow card: worth $40,000 while dealing, replaced by a note
// from the pile before scoring.
const Rainbow Note = 11

const numNoteKinds = 12 // index 1..11

// rainbowDealUnits is the value of a Rainbow card while dealing (online edition).
const rainbowDealUnits = 4

// Dollars is the note's value in dollars (a Rainbow card counts $40,000).
func (n Note) Dollars() int { return int(n.dealUnits()) * NoteUnit }

func (n Note) dealUnits() uint8 {
	if n == Rainbow {
		return rainbowDealUnits
	}
	return uint8(n)
}

// Valid reports whether n is a note that exists.
func (n Note) Valid() bool { return (n >= 1 && n <= 10) || n == Rainbow }

func (n Note) String() string {
	if n == Rainbow {
		return "rainbow"
	}
	if !n.Valid() {
		return fmt.Sprintf("note(%d)", uint8(n))
	}
	return "$" + strconv.Itoa(int(n)*10) + "k"
}

// NoteFromDollars converts a dollar value such as 60000 to its note.
func NoteFromDollars(d int) (Note, bool) {
	if d%NoteUnit != 0 || d < NoteUnit || d > 10*NoteUnit {
		return 0, false
	}
	return Note(d / NoteUnit), true
}

// Banknotes of the 2012 rulebook (54): 6x$10k, 8x$20k, 8x$30k, 6x$40k,
// 6x$50k, 5x$60k, 5x$70k, 5x$80k, 5x$90k. Indexed by Note.
var baseNotes = [numNoteKinds]uint8{0, 6, 8, 8, 6, 6, 5, 5, 5, 5, 0, 0}

// Five $100,000 notes (online edition) and six Rainbow cards (Boulevard
// rulebook inventory).
const (
	hundredKNotes = 5
	rainbowCards  = 6
)

// Chip is a chip-card colour (the shared component, engine/casino).
type Chip = casino.Chip

// NumChipColours is the number of chip colours; there are 5 cards of each.
const (
	NumChipColours = casino.NumChipColours
	chipsPerColour = casino.ChipsPerColour
)

// chipNames are the colours' names, in order.
var chipNames = func() (n [NumChipColours]string) {
	for i := range n {
		n[i] = Chip(i).String()
	}
	return n
}()

// ParseChip parses a chip colour name.
func ParseChip(s string) (Chip, bool) { return casino.ParseChip(s) }

// ChipSetValue is what n chip cards of one colour are worth at game end, in
// dollars (casino.ChipSetValue).
func ChipSetValue(n int) int { return casino.ChipSetValue(n) }

// DieKind is the kind of a die.
type DieKind uint8

// Die kinds. Order matters: a roll lists a seat's dice in this order.
const (
	Regular DieKind = iota // a die of the seat's colour
	Biggy                  // counts as two dice
	Kicker                 // violet: knocks one die off its casino, never stays
	White                  // neutral die: scores for the imaginary player
	numDieKinds
)

var dieKindNames = [numDieKinds]string{"regular", "biggy", "kicker", "neutral"}

func (k DieKind) String() string {
	if k < numDieKinds {
		return dieKindNames[k]
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// Roll is the outcome of rolling a set of dice: one face (1-6) per die, the
// dice listed in a fixed order (regular, biggy, kickers, neutral).
type Roll struct {
	N    uint8
	Face [maxRollDice]uint8
	Kind [maxRollDice]DieKind
}

// n is the number of dice, bounded by the array (a Roll built with too many
// faces says so with N > 12 and is never legal).
func (r *Roll) n() int { return min(int(r.N), maxRollDice) }

// Faces returns the faces as a slice.
func (r *Roll) Faces() []uint8 { return r.Face[:r.n()] }

// Count returns how many dice of kind k show face f.
func (r *Roll) Count(f uint8, k DieKind) int {
	n := 0
	for i := 0; i < r.n(); i++ {
		if r.Face[i] == f && r.Kind[i] == k {
			n++
		}
	}
	return n
}

func (r Roll) String() string {
	var b strings.Builder
	if int(r.N) > maxRollDice {
		return fmt.Sprintf("(%d dice: too many)", r.N)
	}
	for i := 0; i < r.n(); i++ {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte('0' + r.Face[i])
		switch r.Kind[i] {
		case Biggy:
			b.WriteString("B")
		case Kicker:
			b.WriteString("K")
		case White:
			b.WriteString("w")
		}
	}
	return b.String()
}

// Target is a die on a casino that a Kicker can knock off: its owner (a
// seat, or Neutral) and its kind (Regular, Biggy or White).
type Target struct {
	Owner int8
	Kind  DieKind
}

func (t Target) String() string {
	if t.Owner == Neutral {
		return "neutral die"
	}
	return fmt.Sprintf("seat %d's %s die", t.Owner, t.Kind)
}

// ActionKind says what an Action does.
type ActionKind uint8

// Action kinds. Deal, Roll and DealChip are chance outcomes; the others are
// decisions of the player to act.
const (
	ActNone     ActionKind = iota
	ActDeal                // chance: Note is drawn from the pile (to a casino, or replacing a Rainbow card)
	ActDealChip            // chance: Chip is dealt to the next casino
	ActRoll                // chance: Dice is the roll of the dice being rolled
	ActPlace               // decision: place all dice showing Face on Casino (Face, or SlotMachine)
	ActKick                // decision: the Kicker knocks Target off the casino
	ActTakeChip            // decision: take a chip of colour Chip from the casino
)

var actionKindNames = [...]string{"none", "deal", "chipdeal", "roll", "place", "kick", "takechip"}

func (k ActionKind) String() string {
	if int(k) < len(actionKindNames) {
		return actionKindNames[k]
	}
	return fmt.Sprintf("action(%d)", uint8(k))
}

// Chance reports whether k is a chance outcome.
func (k ActionKind) Chance() bool { return k == ActDeal || k == ActDealChip || k == ActRoll }

// Action is a decision or a chance outcome. It is a small comparable value.
type Action struct {
	Kind   ActionKind
	Face   uint8 // ActPlace: the face 1-6
	Casino uint8 // ActPlace: 1-6, or SlotMachine
	Note   Note  // ActDeal
	Chip   Chip  // ActDealChip, ActTakeChip
	Target Target
	Dice   Roll // ActRoll: faces in the order of the dice being rolled
}

// Place returns the action placing the dice showing face on its casino.
func Place(face int) Action {
	f := faceByte(face)
	return Action{Kind: ActPlace, Face: f, Casino: f}
}

// faceByte narrows a face to a byte; out-of-range values become 0, which no
// action accepts.
func faceByte(face int) uint8 {
	if face < 0 || face > 255 {
		return 0
	}
	return uint8(face)
}

// PlaceSlot returns the action placing the dice showing face on the slot machine.
func PlaceSlot(face int) Action {
	return Action{Kind: ActPlace, Face: faceByte(face), Casino: SlotMachine}
}

// Kick returns the action of knocking a die of the given owner and kind off.
func Kick(owner int, kind DieKind) Action {
	if owner < -1 || owner > Neutral {
		owner = -1 // never a legal target
	}
	return Action{Kind: ActKick, Target: Target{Owner: int8(owner), Kind: kind}}
}

// TakeChip returns the action of taking a chip of colour c.
func TakeChip(c Chip) Action { return Action{Kind: ActTakeChip, Chip: c} }

// Deal returns the chance outcome of drawing note n.
func Deal(n Note) Action { return Action{Kind: ActDeal, Note: n} }

// DealChip returns the chance outcome of dealing a chip of colour c.
func DealChip(c Chip) Action { return Action{Kind: ActDealChip, Chip: c} }

// RollOf returns the chance outcome of a roll with the given faces. The die
// kinds are filled in by the state when the roll is applied.
func RollOf(faces ...int) Action {
	a := Action{Kind: ActRoll}
	for i, f := range faces {
		if i >= maxRollDice {
			break
		}
		if f < 0 || f > 255 {
			f = 0 // never a legal face
		}
		a.Dice.Face[i] = uint8(f)
		a.Dice.N++
	}
	if len(faces) > maxRollDice {
		a.Dice.N = maxRollDice + 1 // never legal: too many dice
	}
	return a
}

func (a Action) String() string {
	switch a.Kind {
	case ActDeal:
		return "deal " + a.Note.String()
	case ActDealChip:
		return "chipdeal " + a.Chip.String()
	case ActRoll:
		return "roll " + a.Dice.String()
	case ActPlace:
		if a.Casino == SlotMachine {
			return fmt.Sprintf("place %d on slot", a.Face)
		}
		return fmt.Sprintf("place %d", a.Face)
	case ActKick:
		return "kick " + a.Target.String()
	case ActTakeChip:
		return "take " + a.Chip.String() + " chip"
	}
	return a.Kind.String()
}
