package dice

import (
	"fmt"
	"strings"
)

// EventKind says what an Event reports.
type EventKind uint8

// Event kinds, in the order they can happen in a round.
const (
	EvNone           EventKind = iota
	EvRoundStarted             // Round begins; Player is the start player
	EvNoteDealt                // Note is dealt to Casino; Auto if it came from the known bottom of the pile
	EvPileEmpty                // the pile ran out while dealing to Casino
	EvChipDealt                // Chip is dealt to Casino
	EvTurn                     // Player is to roll
	EvRolled                   // Player (or Neutral, for the start player's extra white dice) rolled Dice
	EvPlaced                   // Player put Count dice showing Face on Casino (Regular, Biggies, Kickers, Whites say which); Auto if forced and auto-played
	EvKicked                   // Player's Kicker knocked Target off Casino
	EvKickWasted               // Player's Kicker on Casino found nothing it may kick
	EvChipTaken                // Player took a Chip from Casino; Auto if forced
	EvRainbowSwapped           // a Rainbow card on Casino was discarded and Note drawn in its place (Note may be Rainbow again)
	EvTieRemoved               // on Casino the participants in Mask tied with Count dice each and take them back
	EvNotePaid                 // Player (a seat or Neutral) wins Note at Casino, ranked Rank (0 = first); Count, Sum, High are the dice
	EvNoteReturned             // Note was not won at Casino and goes under the pile
	EvRoundEnded               // Round ends; scores are final for it
	EvGameEnded                // the game is over
)

var eventKindNames = [...]string{
	"none", "round_started", "note_dealt", "pile_empty", "chip_dealt", "turn", "rolled", "placed",
	"kicked", "kick_wasted", "chip_taken", "rainbow_swapped", "tie_removed", "note_paid",
	"note_returned", "round_ended", "game_ended",
}

func (k EventKind) String() string {
	if int(k) < len(eventKindNames) {
		return eventKindNames[k]
	}
	return fmt.Sprintf("event(%d)", uint8(k))
}

// Event is one thing that happened. Which fields are meaningful depends on
// Kind (see the EventKind constants). Casino is 1-6 or SlotMachine. Player is
// a seat, or Neutral for the imaginary white player.
type Event struct {
	Kind    EventKind
	Round   int8
	Player  int8
	Casino  uint8
	Face    uint8
	Count   uint8 // dice counted (a Biggy counts 2)
	Regular uint8
	Biggies uint8
	Kickers uint8
	Whites  uint8
	Auto    bool
	Note    Note
	Chip    Chip
	Rank    uint8
	Mask    uint8 // participants, bit i = seat i, bit Neutral = white
	Sum     uint8 // slot machine: sum of faces (a Biggy counts twice)
	High    uint8 // slot machine: highest face
	Target  Target
	Dice    Roll
}

// Describe says in words what happened, with seat names from names (a
// missing name becomes "Seat N").
//
// Long function: one case per event kind, each a sentence; split, the
// sentences would be harder to compare with each other.
func (e Event) Describe(names []string) string {
	who := func(p int8) string {
		if p == Neutral {
			return "White"
		}
		if p >= 0 && int(p) < len(names) && names[p] != "" {
			return names[p]
		}
		return fmt.Sprintf("Seat %d", p+1)
	}
	// "You" (a hot-seat or single-player name) takes the second person.
	you := func(p int8) bool { return who(p) == "You" }
	poss := func(p int8) string {
		if you(p) {
			return "Your"
		}
		return who(p) + "'s"
	}
	possObj := func(p int8) string {
		if you(p) {
			return "your"
		}
		return who(p) + "'s"
	}
	obj := func(p int8) string {
		if you(p) {
			return "you"
		}
		return who(p)
	}
	verb := func(p int8, third string) string {
		if you(p) {
			return strings.TrimSuffix(third, "s")
		}
		return third
	}
	casino := CasinoName(int(e.Casino))
	switch e.Kind {
	case EvRoundStarted:
		return fmt.Sprintf("Round %d begins. %s %s.", e.Round+1, who(e.Player), verb(e.Player, "starts"))
	case EvNoteDealt:
		return fmt.Sprintf("%s is dealt to %s.", noteWords(e.Note), casino)
	case EvPileEmpty:
		return fmt.Sprintf("The pile is empty: %s stays short this round.", casino)
	case EvChipDealt:
		return fmt.Sprintf("A %s chip is dealt to %s.", e.Chip, casino)
	case EvTurn:
		return fmt.Sprintf("%s turn.", poss(e.Player))
	case EvRolled:
		if e.Player == Neutral {
			return fmt.Sprintf("The start player rolls the extra white dice: %s.", e.Dice.String())
		}
		return fmt.Sprintf("%s %s %s.", who(e.Player), verb(e.Player, "rolls"), e.Dice.String())
	case EvPlaced:
		var parts []string
		if e.Regular > 0 {
			parts = append(parts, plural(int(e.Regular), "die", "dice"))
		}
		if e.Biggies > 0 {
			parts = append(parts, plural(int(e.Biggies), "Biggy", "Biggies"))
		}
		if e.Kickers > 0 {
			parts = append(parts, plural(int(e.Kickers), "Kicker", "Kickers"))
		}
		if e.Whites > 0 {
			parts = append(parts, plural(int(e.Whites), "white die", "white dice"))
		}
		auto := ""
		if e.Auto {
			auto = " (forced)"
		}
		if e.Player == Neutral {
			return fmt.Sprintf("White %d goes to %s.", e.Face, casino)
		}
		return fmt.Sprintf("%s %s %s showing %d on %s%s.", who(e.Player), verb(e.Player, "places"), strings.Join(parts, " and "), e.Face, casino, auto)
	case EvKicked:
		if e.Target.Owner == Neutral {
			return fmt.Sprintf("%s Kicker knocks a white die off %s; it is out for this round.", poss(e.Player), casino)
		}
		return fmt.Sprintf("%s Kicker knocks %s %s off %s; it goes back to %s.", poss(e.Player), possObj(e.Target.Owner), kindWord(e.Target.Kind), casino, obj(e.Target.Owner))
	case EvKickWasted:
		return fmt.Sprintf("%s Kicker finds nothing to kick on %s.", poss(e.Player), casino)
	case EvChipTaken:
		return fmt.Sprintf("%s %s a %s chip from %s.", who(e.Player), verb(e.Player, "takes"), e.Chip, casino)
	case EvRainbowSwapped:
		return fmt.Sprintf("A Rainbow card on %s is replaced by %s.", casino, noteWords(e.Note))
	case EvTieRemoved:
		var ws []string
		for p := int8(0); p <= Neutral; p++ {
			if e.Mask&(1<<uint(p)) != 0 {
				ws = append(ws, who(p))
			}
		}
		return fmt.Sprintf("Tie on %s: %s take back %s each.", casino, strings.Join(ws, ", "), plural(int(e.Count), "die", "dice"))
	case EvNotePaid:
		if e.Player == Neutral {
			return fmt.Sprintf("White wins %s at %s; it goes under the pile.", noteWords(e.Note), casino)
		}
		return fmt.Sprintf("%s %s %s at %s.", who(e.Player), verb(e.Player, "wins"), noteWords(e.Note), casino)
	case EvNoteReturned:
		return fmt.Sprintf("Nobody wins %s at %s; it goes under the pile.", noteWords(e.Note), casino)
	case EvRoundEnded:
		return fmt.Sprintf("Round %d ends.", e.Round+1)
	case EvGameEnded:
		return "The game is over."
	}
	return e.Kind.String()
}

// DescribeHidden is Describe for a viewer to whom the money of the seat
// that wins a note lies face down: the note is "a note", its value left
// out ("Roxy wins a note at casino 3."). Other events read as Describe.
func (e Event) DescribeHidden(names []string) string {
	d := e.Describe(names)
	if e.Kind != EvNotePaid || e.Player == Neutral {
		return d
	}
	return strings.Replace(d, " "+noteWords(e.Note)+" at ", " a note at ", 1)
}

func noteWords(n Note) string {
	if n == Rainbow {
		return "a Rainbow card"
	}
	return fmt.Sprintf("$%d,000", int(n)*10)
}

func kindWord(k DieKind) string {
	switch k {
	case Biggy:
		return "Biggy"
	case White:
		return "white die"
	}
	return "die"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// casinoNames are the casinos of the 2012 edition, by number.
var casinoNames = [...]string{"", "Golden Nugget (1)", "Caesars Palace (2)", "The Mirage (3)", "Sahara (4)", "Luxor (5)", "Circus Circus (6)", "the slot machine"}

// CasinoName is the name of casino 1-6, or "the slot machine".
func CasinoName(c int) string {
	if c >= 1 && c < len(casinoNames) {
		return casinoNames[c]
	}
	return fmt.Sprintf("casino %d", c)
}
