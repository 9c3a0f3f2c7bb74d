package royale

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Sizes of the game.
const (
	MaxPlayers = 5
	MinPlayers = 2
	Casinos    = 6
	Rounds     = 3
	// RegularDice and the one Biggy are each seat's dice.
	RegularDice = 7
	// NeutralDice are rolled for the imaginary player at 2 players: 7 small
	// dice and the Biggy with the rules' NeutralBiggy (R32), else 8 small.
	NeutralDice = 8
	GreyDice    = 9
	BlackDice   = 2
	// ChipsPerRound are given to every seat at each round's start.
	ChipsPerRound = 2
	// ChipValue is what a leftover chip is worth at the end, in dollars.
	ChipValue = 10000
	// Unit is the unit of card values: cards are $30k-$100k, 3-10 units.
	Unit = 10000
	// pairsDealt is the number of cards dealt each round (6 pairs).
	pairsDealt = 2 * Casinos
)

// Owners of dice besides the seats 0-4: the neutral dice of the 2-player
// variant and the grey (blank) dice of Block It! and Handicap are two
// different imaginary players.
const (
	Neutral = 5
	Grey    = 6
	owners  = 7
)

const (
	cardKinds = 11 // index 0..10; 3..10 used
	minCard   = 3
	maxCard   = 10
	deckSize  = 90
)

// Cards counts money cards by value (index = units of $10,000).
type Cards [cardKinds]uint8

// N is the number of cards.
func (c *Cards) N() int {
	n := 0
	for _, x := range c {
		n += int(x)
	}
	return n
}

// Dollars is the cards' total value.
func (c *Cards) Dollars() int {
	d := 0
	for v, x := range c {
		d += v * int(x) * Unit
	}
	return d
}

func (c *Cards) add(o *Cards) {
	for v := range c {
		c[v] += o[v]
	}
}

// Roll is the outcome of rolling dice: how many show each face (C[f-1] for
// face f), and the Biggy's face (0: no Biggy rolled). A roll is canonical by
// construction: the order the dice fell in is not kept.
type Roll struct {
	C   [6]uint8
	Big uint8
}

// N is the number of dice rolled, the Biggy included.
func (r Roll) N() int {
	n := 0
	for _, x := range r.C {
		n += int(x)
	}
	if r.Big != 0 {
		n++
	}
	return n
}

// Has reports whether face f shows on any die of the roll.
func (r Roll) Has(f int) bool {
	return f >= 1 && f <= 6 && (r.C[f-1] > 0 || int(r.Big) == f)
}

// String writes the faces in order, then "b" and the Biggy's face:
// "11356b4".
func (r Roll) String() string {
	var b strings.Builder
	for f, x := range r.C {
		for range x {
			b.WriteByte(byte('1' + f))
		}
	}
	if r.Big != 0 {
		b.WriteByte('b')
		b.WriteByte('0' + r.Big)
	}
	return b.String()
}

func parseRoll(s string) (Roll, error) {
	var r Roll
	digits, big, hasBig := strings.Cut(s, "b")
	if hasBig {
		if len(big) != 1 || big[0] < '1' || big[0] > '6' {
			return r, fmt.Errorf("roll %q: the Biggy's face after \"b\" must be one digit 1-6", s)
		}
		r.Big = big[0] - '0'
	}
	if len(digits) > 16 {
		return r, fmt.Errorf("roll %q: too many dice", s)
	}
	for i := 0; i < len(digits); i++ {
		c := digits[i]
		if c < '1' || c > '6' {
			return r, fmt.Errorf("roll %q: faces are digits 1-6", s)
		}
		r.C[c-'1']++
	}
	if r.N() == 0 {
		return r, fmt.Errorf("roll %q: no dice", s)
	}
	return r, nil
}

// ActKind is the kind of an action.
type ActKind uint8

// Action kinds. Chance outcomes: ActTile, ActCard, ActRoll. Decisions: the
// rest.
const (
	ActNone     ActKind = iota
	ActTile             // chance: a tile side (X) is drawn for the next casino
	ActCard             // chance: a money card of X units is drawn
	ActRoll             // chance: a roll
	ActPlace            // place all dice showing face X
	ActSitOut           // pay a chip and sit out the turn
	ActDouble           // Double Down: move X dice (and the Biggy if Y=1) onto the tile
	ActFifty            // Fifty Fifty: X = 0 stop, 1 bet higher, 2 bet lower
	ActNice             // Nice Dice: put a die showing X (Y=1: the Biggy) on the tile; X=0 none
	ActPower            // Power Play: rotate a remaining die (Y=1: the Biggy) to X and place it; X=0: do not
	ActKnock            // Knockout?: put a die (X=0) or the Biggy (X=1) in the bar
	ActClose            // No Entry!: close casino X; X=0 leave the token
	ActBlock            // Block It!: the grey dice of cluster X into casino Y
	ActHandicap         // Handicap: a grey die from casino X onto a space of kind Y; X=0 none
	ActRotate           // rotate a remaining die (Y=1: the Biggy) to X and place it, without activating
	ActReturn           // take one of your dice (Y=1: the Biggy) in casino X back
	ActPass             // a roll with no open casino and no chip: pass
	ActPunch            // Lucky Punch: hold X tokens (secret)
	ActGuess            // Lucky Punch: guess X tokens
	ActSplit            // Black Box: pile 1 holds the tokens X (boxCode; secret)
	ActPick             // Black Box: take pile X (1 or 2)
	ActPrime            // Prime Time: place the black dice showing X and Y (0: not)
	ActChoose           // My Choice: do the action of face X
	ActActivate         // My Choice: activate the tile of casino X
	ActPay              // Bad Luck: pay a card of X units (X=0: a chip)
	numActKinds
)

// Action is a decision or a chance outcome. It is a small comparable value.
type Action struct {
	Kind ActKind
	X, Y uint8
	Roll Roll
}

// ErrIllegal is returned, wrapped, for an action that is not legal now.
var ErrIllegal = engine.ErrIllegal

// Constructors of actions.
func Place(face int) Action { return Action{Kind: ActPlace, X: uint8(face)} }

// SitOut pays a chip to sit out the turn.
func SitOut() Action { return Action{Kind: ActSitOut} }

// RollOf is a roll chance outcome.
func RollOf(r Roll) Action { return Action{Kind: ActRoll, Roll: r} }

// String is the action's text form, read back by ParseAction.
func (a Action) String() string {
	switch a.Kind {
	case ActTile:
		return "tile " + TileID(int(a.X))
	case ActCard:
		return "card " + strconv.Itoa(int(a.X)*10) + "k"
	case ActRoll:
		return "roll " + a.Roll.String()
	case ActPlace:
		return "place " + strconv.Itoa(int(a.X))
	case ActSitOut:
		return "sitout"
	}
	if s, ok := tileString(a); ok {
		return s
	}
	return fmt.Sprintf("action(%d,%d,%d)", a.Kind, a.X, a.Y)
}

// ParseAction reads an action's text form.
func ParseAction(s string) (Action, error) {
	if len(s) > 64 {
		return Action{}, fmt.Errorf("action too long (%d bytes)", len(s))
	}
	word, arg, _ := strings.Cut(strings.TrimSpace(s), " ")
	switch word {
	case "tile":
		t, ok := ParseTileID(arg)
		if !ok {
			return Action{}, fmt.Errorf("tile %q: want a tile side A1-H2", arg)
		}
		return Action{Kind: ActTile, X: uint8(t)}, nil
	case "card":
		v, err := strconv.Atoi(strings.TrimSuffix(arg, "k"))
		if err != nil || !strings.HasSuffix(arg, "k") || v%10 != 0 || v/10 < minCard || v/10 > maxCard {
			return Action{}, fmt.Errorf("card %q: want a value 30k-100k in steps of 10k", arg)
		}
		return Action{Kind: ActCard, X: uint8(v / 10)}, nil
	case "roll":
		r, err := parseRoll(arg)
		if err != nil {
			return Action{}, err
		}
		return RollOf(r), nil
	case "place":
		f, err := strconv.Atoi(arg)
		if err != nil || f < 1 || f > 6 {
			return Action{}, fmt.Errorf("place %q: want a face 1-6", arg)
		}
		return Place(f), nil
	case "sitout":
		if arg != "" {
			return Action{}, fmt.Errorf("sitout takes no argument")
		}
		return SitOut(), nil
	}
	if a, ok, err := parseTileAction(word, arg); ok {
		return a, err
	}
	return Action{}, fmt.Errorf("unknown action %q", s)
}
