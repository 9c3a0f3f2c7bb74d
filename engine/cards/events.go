package cards

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// EventKind says what an Event reports.
type EventKind uint8

// Event kinds.
const (
	EvNone         EventKind = iota
	EvRoundStarted           // a round begins (with its first note dealt); Seat is its start player
	EvNoteDealt              // Note is dealt to Casino
	EvChipDealt              // a chip card of colour Chip is dealt to Casino
	EvTurn                   // a turn begins (Round, Turn)
	EvDrew                   // Seat drew Card (Hidden: another seat's card, not shown)
	EvPlaced                 // Seat placed the Count cards of Pick at their casinos
	EvDiscarded              // Seat put the Count cards of Pick under its glass (Hidden: not shown)
	EvStopped                // Seat has Count cards placed and stops; Moved cards of its deck go under its glass
	EvChipTaken              // Seat took a chip card of colour Chip at Casino (Auto: the only colour there)
	EvNoChip                 // Seat placed two dice at Casino, but no chip card was left there
	EvTie                    // at Casino the seats in Mask tied with Count dice each; their cards go to their glasses
	EvNotePaid               // Seat wins Note at Casino with Count dice, ranked Rank (0 = most)
	EvNoteReturned           // Note at Casino was not won and leaves the game
	EvRoundEnded             // the round is paid out
	EvGameEnded              // the game is over
)

var eventKindNames = [...]string{
	"none", "round_started", "note_dealt", "chip_dealt", "turn", "drew", "placed", "discarded",
	"stopped", "chip_taken", "no_chip", "tie", "note_paid", "note_returned", "round_ended", "game_ended",
}

func (k EventKind) String() string {
	if int(k) < len(eventKindNames) {
		return eventKindNames[k]
	}
	return fmt.Sprintf("event(%d)", uint8(k))
}

// Event is one thing that happened. Which fields mean something depends on
// Kind; Seat is -1 where no seat is concerned. Casino is 1-6.
type Event struct {
	Kind   EventKind
	Round  int8
	Turn   int8
	Seat   int8
	Casino uint8
	Card   Card
	Pick   Pick
	Count  uint8
	Moved  uint8
	Note   Note
	Chip   casino.Chip
	Rank   uint8
	Mask   uint8 // seats, bit p = seat p
	Auto   bool
	Hidden bool // the cards (Card, Pick) are not shown to the seat seeing the event
}

// SeenBy is what seat sees of e: the cards another seat draws or discards
// are face down (Hidden, with Card and Pick cleared; the count stays). The
// rest is public.
func (s *State) SeenBy(seat int, e Event) (Event, bool) {
	if (e.Kind == EvDrew || e.Kind == EvDiscarded) && int(e.Seat) != seat {
		e.Card, e.Pick, e.Hidden = 0, Pick{}, true
	}
	return e, true
}

// Describe says in one line what happened, with seat names from names (a
// missing name becomes "Seat N").
//
// Long function: one case per event kind, each a sentence.
func (e Event) Describe(names []string) string {
	who := func(p int8) string {
		if p >= 0 && int(p) < len(names) && names[p] != "" {
			return names[p]
		}
		return "Seat " + strconv.Itoa(int(p)+1)
	}
	switch e.Kind {
	case EvRoundStarted:
		return fmt.Sprintf("Round %d begins; %s starts.", e.Round, who(e.Seat))
	case EvNoteDealt:
		return fmt.Sprintf("Casino %d gets a %s note.", e.Casino, money(e.Note.Dollars()))
	case EvChipDealt:
		return fmt.Sprintf("Casino %d gets a %s chip card.", e.Casino, e.Chip)
	case EvTurn:
		return fmt.Sprintf("Round %d, turn %d.", e.Round, e.Turn)
	case EvDrew:
		if e.Hidden {
			return fmt.Sprintf("%s draws a card.", who(e.Seat))
		}
		return fmt.Sprintf("%s draws %s.", who(e.Seat), cardWords(e.Card))
	case EvPlaced:
		return fmt.Sprintf("%s places %s.", who(e.Seat), pickWords(e.Pick))
	case EvDiscarded:
		if e.Hidden {
			return fmt.Sprintf("%s puts %s under the cocktail glass.", who(e.Seat), plural(int(e.Count), "card"))
		}
		return fmt.Sprintf("%s puts %s under the cocktail glass.", who(e.Seat), pickWords(e.Pick))
	case EvStopped:
		return fmt.Sprintf("%s has %s at the casinos and stops for the round (%s from the draw pile go under the glass).", who(e.Seat), plural(int(e.Count), "card"), plural(int(e.Moved), "card"))
	case EvChipTaken:
		return fmt.Sprintf("%s takes a %s chip card at casino %d.", who(e.Seat), e.Chip, e.Casino)
	case EvNoChip:
		return fmt.Sprintf("%s placed two dice at casino %d, but no chip card is left there.", who(e.Seat), e.Casino)
	case EvTie:
		var ws []string
		for p := 0; p < MaxPlayers; p++ {
			if e.Mask&(1<<p) != 0 {
				ws = append(ws, who(int8(p)))
			}
		}
		return fmt.Sprintf("Casino %d: %s tie with %s each; their cards go under their glasses.", e.Casino, strings.Join(ws, " and "), plural(int(e.Count), "die"))
	case EvNotePaid:
		return fmt.Sprintf("%s wins %s at casino %d with %s.", who(e.Seat), money(e.Note.Dollars()), e.Casino, plural(int(e.Count), "die"))
	case EvNoteReturned:
		return fmt.Sprintf("Nobody wins the %s note at casino %d; it leaves the game.", money(e.Note.Dollars()), e.Casino)
	case EvRoundEnded:
		return fmt.Sprintf("Round %d is paid out.", e.Round)
	case EvGameEnded:
		return "The game is over."
	}
	return e.Kind.String()
}

// money writes dollars as "$60,000".
func money(d int) string {
	s := strconv.Itoa(d)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return "$" + s
}

// plural writes "1 card", "2 cards", "1 die", "3 dice".
func plural(n int, what string) string {
	if n != 1 {
		if what == "die" {
			what = "dice"
		} else {
			what += "s"
		}
	}
	return strconv.Itoa(n) + " " + what
}

// cardWords names a card: "a 5", "a double 5".
func cardWords(c Card) string {
	if c.Double() {
		return fmt.Sprintf("a double %d", c.Face())
	}
	return fmt.Sprintf("a %d", c.Face())
}

// pickWords names the cards of a pick: "a 5, a 5 and a double 5".
func pickWords(p Pick) string {
	var ws []string
	for k := Card(0); k < NumCards; k++ {
		for i := 0; i < int(p[k]); i++ {
			ws = append(ws, cardWords(k))
		}
	}
	if len(ws) == 0 {
		return "no cards"
	}
	if len(ws) == 1 {
		return ws[0]
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}
