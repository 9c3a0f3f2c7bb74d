package cardtable

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// logWords writes a step's events as the log's sentences (the session's
// Words): the casinos by their names, money as "$60,000", the cards set
// aside for the round in plain words, and a casino's payout in one line:
// "Ann played two 4s at Flamingo.", "Flamingo pays Ann $60,000 and Bob
// $30,000."
func logWords(evs []cards.Event, names []string) []string {
	who := func(p int8) string {
		if p >= 0 && int(p) < len(names) && names[p] != "" {
			return names[p]
		}
		return "Seat " + strconv.Itoa(int(p)+1)
	}
	var out []string
	for i := 0; i < len(evs); i++ {
		e := evs[i]
		if e.Kind != cards.EvNotePaid {
			out = append(out, eventWords(e, who))
			continue
		}
		// The notes a casino pays, together.
		var paid []string
		for ; i < len(evs) && evs[i].Kind == cards.EvNotePaid && evs[i].Casino == e.Casino; i++ {
			paid = append(paid, who(evs[i].Seat)+" "+ui.Dollars(evs[i].Note.Dollars()))
		}
		i--
		out = append(out, fmt.Sprintf("%s pays %s.", casinoName(int(e.Casino)), andList(paid)))
	}
	return out
}

// eventWords is one event's sentence (a note paid alone as well).
func eventWords(e cards.Event, who func(int8) string) string {
	at := casinoName(int(e.Casino))
	switch e.Kind {
	case cards.EvRoundStarted:
		return fmt.Sprintf("Round %d begins; %s starts.", e.Round, who(e.Seat))
	case cards.EvNoteDealt:
		return fmt.Sprintf("%s gets a %s note.", at, ui.Dollars(e.Note.Dollars()))
	case cards.EvChipDealt:
		return fmt.Sprintf("%s gets a %s chip card.", at, e.Chip)
	case cards.EvTurn:
		return fmt.Sprintf("Round %d, turn %d.", e.Round, e.Turn)
	case cards.EvPlaced:
		return fmt.Sprintf("%s played %s.", who(e.Seat), placedWords(e.Pick))
	case cards.EvDiscarded:
		if e.Hidden {
			return fmt.Sprintf("%s sets %s aside for the round.", who(e.Seat), countWords(int(e.Count), "card"))
		}
		return fmt.Sprintf("%s sets %s aside for the round.", who(e.Seat), cardsWords(e.Pick))
	case cards.EvStopped:
		return fmt.Sprintf("%s has %s at the casinos and stops for the round (%s of the draw pile set aside).", who(e.Seat), countWords(int(e.Count), "card"), countWords(int(e.Moved), "card"))
	case cards.EvChipTaken:
		return fmt.Sprintf("%s takes a %s chip card at %s.", who(e.Seat), e.Chip, at)
	case cards.EvNoChip:
		return fmt.Sprintf("%s placed two dice at %s, but no chip card is left there.", who(e.Seat), at)
	case cards.EvTie:
		var ws []string
		for p := 0; p < cards.MaxPlayers; p++ {
			if e.Mask&(1<<p) != 0 {
				ws = append(ws, who(int8(p)))
			}
		}
		return fmt.Sprintf("%s: %s tie with %s each; those cards are out.", at, andList(ws), countWords(int(e.Count), "die"))
	case cards.EvNotePaid:
		return fmt.Sprintf("%s pays %s %s.", at, who(e.Seat), ui.Dollars(e.Note.Dollars()))
	case cards.EvNoteReturned:
		return fmt.Sprintf("Nobody wins the %s note at %s; it leaves the game.", ui.Dollars(e.Note.Dollars()), at)
	case cards.EvRoundEnded:
		return fmt.Sprintf("Round %d is paid out.", e.Round)
	case cards.EvGameEnded:
		return "The game is over."
	}
	return e.Describe(nil)
}

// casinoName is casino c's name (1-6), or "casino c".
func casinoName(c int) string {
	if c >= 1 && c <= cards.NumCasinos {
		return pieces.CasinoName[c]
	}
	return "casino " + strconv.Itoa(c)
}

// placedWords says where a pick's cards went: "two 4s at Flamingo", "a 3
// at Oasis and a double 5 at Royal".
func placedWords(p cards.Pick) string {
	var parts []string
	for c := 1; c <= cards.NumCasinos; c++ {
		var at cards.Pick
		at[cards.CardOf(c, false)] = p[cards.CardOf(c, false)]
		at[cards.CardOf(c, true)] = p[cards.CardOf(c, true)]
		if at.Size() > 0 {
			parts = append(parts, cardsWords(at)+" at "+casinoName(c))
		}
	}
	if len(parts) == 0 {
		return "no cards"
	}
	return andList(parts)
}

// cardsWords names a pick's cards by kind: "a 2, two 6s and a double 4".
func cardsWords(p cards.Pick) string {
	var ws []string
	for k := cards.Card(0); k < cards.NumCards; k++ {
		n := int(p[k])
		if n == 0 {
			continue
		}
		what := strconv.Itoa(k.Face())
		if k.Double() {
			what = "double " + what
		}
		if n == 1 {
			ws = append(ws, "a "+what)
		} else {
			ws = append(ws, numberWord(n)+" "+what+"s")
		}
	}
	if len(ws) == 0 {
		return "no cards"
	}
	return andList(ws)
}

// countWords writes "1 card", "3 cards", "2 dice".
func countWords(n int, what string) string {
	if n != 1 {
		what += "s"
		if what == "dies" {
			what = "dice"
		}
	}
	return strconv.Itoa(n) + " " + what
}

// numberWord writes 2-9 in words.
func numberWord(n int) string {
	if n >= 2 && n <= 9 {
		return [...]string{"two", "three", "four", "five", "six", "seven", "eight", "nine"}[n-2]
	}
	return strconv.Itoa(n)
}

// andList joins "a", "a and b", "a, b and c".
func andList(ws []string) string {
	if len(ws) <= 1 {
		return strings.Join(ws, "")
	}
	return strings.Join(ws[:len(ws)-1], ", ") + " and " + ws[len(ws)-1]
}
