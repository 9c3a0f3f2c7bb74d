package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
)

// The seats' panels tell the story the reveal has shown so far. The
// session applies a placement before the table shows it, so the panels
// do not read the session's view while a reveal is shown: they count from
// the reveal's board (Reveal.Before) and its own events. While the cards
// fly a panel says what it said before; when they land (the summary
// appears) every panel says at once what the summary and the log tell:
// the cards placed and stopped, the hand emptied, the cards set aside
// (the rest of the hand, and a stopping seat's draw pile), the chip cards
// taken, which leave their casinos then too (chipsLeft), and the top
// bar's line tells the placement (topline.go); when the payout appears,
// the money it pays. The cards of a tie
// stay counted as placed at the payout, where the board still shows every
// card placed; the next round takes them all back anyway. The counts are
// those of the shared view (Reveal.Before and the events as the viewer
// sees them): in hot seat nobody's hand, only how many cards.

// seatCounts is what a seat's panel counts.
type seatCounts struct {
	placed, hand, deck, glass int
	chips                     [casino.NumChipColours]uint8
	notes                     int // the money of its notes won
}

// money is the seat's money as cards.State.Money counts it: its notes and
// its chip cards.
func (c *seatCounts) money() int {
	m := c.notes
	for _, k := range c.chips {
		m += casino.ChipSetValue(int(k))
	}
	return m
}

// countsOf is each seat's counts in s.
func countsOf(s *cards.State) [cards.MaxPlayers]seatCounts {
	var out [cards.MaxPlayers]seatCounts
	for p := 0; p < min(s.Players(), cards.MaxPlayers); p++ {
		out[p] = seatCounts{placed: s.Placed(p).Size(), hand: s.HandSize(p), deck: s.DeckSize(p), glass: s.GlassSize(p),
			chips: s.Chips(p), notes: s.Money(p) - s.ChipMoney(p)}
	}
	return out
}

// Which of a reveal's counts a panel shows (revealCounts).
const (
	shownBefore = iota // the cards fly
	shownLanded        // they have landed: the summary
	shownPaid          // the payout
	numShown
)

// revealCounts is each seat's counts at each moment of reveal r: before,
// once its cards have landed, once it is paid out. It counts r's events
// about its own turn (the next turn's start, the next round's deal and
// the game's end are not its story).
func revealCounts(r *cardplay.Reveal) [numShown][cards.MaxPlayers]seatCounts {
	var out [numShown][cards.MaxPlayers]seatCounts
	out[shownBefore] = countsOf(r.Before)
	landed := out[shownBefore]
	var won [cards.MaxPlayers]int // the notes the payout pays
	for _, e := range r.Events {
		if e.Kind == cards.EvTurn || e.Kind == cards.EvRoundStarted || e.Kind == cards.EvGameEnded {
			break
		}
		if e.Kind == cards.EvNotePaid && e.Seat >= 0 && int(e.Seat) < cards.MaxPlayers {
			won[e.Seat] += e.Note.Dollars()
		}
		countEvent(&landed, e)
	}
	out[shownLanded], out[shownPaid] = landed, landed
	for p := range won {
		out[shownPaid][p].notes += won[p]
	}
	return out
}

// countEvent adds event e of a placement to the seats' counts.
func countEvent(c *[cards.MaxPlayers]seatCounts, e cards.Event) {
	if e.Seat < 0 || int(e.Seat) >= cards.MaxPlayers {
		return
	}
	q := &c[e.Seat]
	switch e.Kind {
	case cards.EvPlaced:
		q.placed += int(e.Count)
		q.hand -= int(e.Count)
	case cards.EvDiscarded:
		q.glass += int(e.Count)
		q.hand -= int(e.Count)
	case cards.EvStopped:
		q.deck -= int(e.Moved)
		q.glass += int(e.Moved)
	case cards.EvChipTaken:
		if int(e.Chip) < casino.NumChipColours {
			q.chips[e.Chip]++
		}
	}
}

// chipsOf is the chip cards at each casino in s.
func chipsOf(s *cards.State) [cards.NumCasinos][casino.NumChipColours]uint8 {
	var out [cards.NumCasinos][casino.NumChipColours]uint8
	for c := range out {
		out[c] = s.ChipsAt(c + 1)
	}
	return out
}

// chipsLeft is the chip cards at each casino once reveal r's cards have
// landed: those before, less those it tells taken.
func chipsLeft(r *cardplay.Reveal) [cards.NumCasinos][casino.NumChipColours]uint8 {
	out := chipsOf(r.Before)
	for _, e := range r.Events {
		if e.Kind == cards.EvTurn || e.Kind == cards.EvRoundStarted || e.Kind == cards.EvGameEnded {
			break
		}
		if e.Kind == cards.EvChipTaken && e.Casino >= 1 && int(e.Casino) <= cards.NumCasinos && int(e.Chip) < casino.NumChipColours && out[e.Casino-1][e.Chip] > 0 {
			out[e.Casino-1][e.Chip]--
		}
	}
	return out
}
