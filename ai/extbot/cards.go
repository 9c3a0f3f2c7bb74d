package extbot

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	cardbots "github.com/lasvegas-dice/lasvegas/ai/cards"
	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// CardsBot is an external program in a seat of the card game.
type CardsBot = Host[*cards.State, cards.Action, cards.Event]

// NewCards starts the program given by command for seat of the card game
// (docs/bot-protocol.md, "The card game"). The medium bot plays the moves
// it fails to make.
// seat is the first game's; a reused host takes the seat of each game.
func NewCards(command string, seat int, o Options) (*CardsBot, error) {
	if _, err := cardbots.New("medium", seat, o.Seed); err != nil {
		return nil, err
	}
	fb := func(seat int, seed uint64) bot.Bot[*cards.State, cards.Action] {
		b, _ := cardbots.New("medium", seat, seed) // checked above
		return b
	}
	return NewHost[*cards.State, cards.Action, cards.Event](command, o, cardsCodec{}, fb), nil
}

// cardsCodec is the card game's protocol. The host gives it the seat's
// view, so the state block shows no other seat's hand.
type cardsCodec struct{}

func (cardsCodec) Hello(s *cards.State) []string {
	r := s.Rules()
	return []string{fmt.Sprintf("lasvegas %d", ProtocolVersion), "game cards",
		fmt.Sprintf("rules players=%d sequential=%d chips=%d", r.Players, b01(r.Sequential), b01(r.Chips))}
}

func b01(b bool) int {
	if b {
		return 1
	}
	return 0
}

// CardsActionText is an action as the protocol writes it: the record's
// text with a colon, "pick:5,5,55" or "chip:red".
func CardsActionText(a cards.Action) string { return strings.Replace(a.String(), " ", ":", 1) }

// ParseCardsAction reads an action written by CardsActionText.
func ParseCardsAction(s string) (cards.Action, error) {
	w, v, ok := strings.Cut(strings.TrimSpace(s), ":")
	if !ok || strings.ContainsAny(v, " \t") {
		return cards.Action{}, fmt.Errorf("%s: want pick:CARDS or chip:COLOUR", Quote(s, 80))
	}
	return cards.ParseAction(w + " " + v)
}

func (cardsCodec) Action(a cards.Action) string { return CardsActionText(a) }
func (cardsCodec) Parse(text string) (cards.Action, error) {
	return ParseCardsAction(text)
}

func (cardsCodec) Check(s *cards.State, seat int, a cards.Action) error {
	legal := s.Legal()
	if s.CurrentPlayer() == engine.SimultaneousPlayer {
		legal = s.LegalFor(seat)
	}
	if !slices.Contains(legal, a) {
		return fmt.Errorf("%w: %s is not among the seat's choices", engine.ErrIllegal, CardsActionText(a))
	}
	return nil
}

// Event is "KIND key=value ...", the keys that the kind uses.
func (cardsCodec) Event(e cards.Event) string {
	var b strings.Builder
	b.WriteString(e.Kind.String())
	kv := func(k string, v any) { fmt.Fprintf(&b, " %s=%v", k, v) }
	switch e.Kind {
	case cards.EvRoundStarted, cards.EvTurn, cards.EvRoundEnded:
		kv("round", e.Round)
		kv("turn", e.Turn)
	}
	if e.Seat >= 0 && e.Kind != cards.EvTie && e.Kind != cards.EvNoteReturned {
		kv("seat", e.Seat)
	}
	if e.Casino > 0 {
		kv("casino", e.Casino)
	}
	switch e.Kind {
	case cards.EvDrew:
		if !e.Hidden {
			kv("card", e.Card)
		}
	case cards.EvPlaced, cards.EvDiscarded:
		kv("count", e.Count)
		if !e.Hidden {
			kv("cards", e.Pick)
		}
	case cards.EvStopped:
		kv("count", e.Count)
		kv("moved", e.Moved)
	case cards.EvChipDealt, cards.EvChipTaken:
		kv("chip", e.Chip)
	case cards.EvTie:
		kv("mask", e.Mask)
		kv("count", e.Count)
	case cards.EvNoteDealt, cards.EvNoteReturned:
		kv("note", e.Note.Dollars())
	case cards.EvNotePaid:
		kv("note", e.Note.Dollars())
		kv("rank", e.Rank)
		kv("count", e.Count)
	}
	return b.String()
}

var cardsPhases = [...]string{cards.PhNotes: "notes", cards.PhChips: "chips", cards.PhDraw: "draw", cards.PhPick: "pick", cards.PhChip: "chip", cards.PhOver: "over"}

// State is the state block: the round, each seat's public cards and
// counts (and its hand where the view knows it: the bot's own), the
// casinos.
func (cardsCodec) State(s *cards.State) []string {
	phase := "?"
	if int(s.Phase()) < len(cardsPhases) {
		phase = cardsPhases[s.Phase()]
	}
	out := []string{fmt.Sprintf("state round=%d turn=%d phase=%s player=%d start=%d", s.Round(), s.Turn(), phase, s.CurrentPlayer(), s.StartPlayer())}
	for p := 0; p < s.Players(); p++ {
		line := fmt.Sprintf("seat %d placed=%s hand=%d deck=%d glass=%d stopped=%d money=%d notes=%d", p, orDash(s.Placed(p).String()),
			s.HandSize(p), s.DeckSize(p), s.GlassSize(p), b01(s.Stopped(p)), s.Money(p), s.NotesWon(p))
		if s.Rules().Chips {
			line += " chips=" + counts(s.Chips(p))
		}
		if h := s.Hand(p); h.Size() > 0 && h.Size() == s.HandSize(p) {
			line += " cards=" + h.String()
		}
		out = append(out, line)
	}
	for c := 1; c <= cards.NumCasinos; c++ {
		n := s.NotesAt(c)
		line := fmt.Sprintf("casino %d notes=%s,%s", c, noteOrDash(n[0]), noteOrDash(n[1]))
		if s.Rules().Chips {
			line += " chips=" + counts(s.ChipsAt(c))
		}
		out = append(out, line)
	}
	return append(out, "end")
}

func orDash(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

func noteOrDash(n cards.Note) string {
	if n == 0 {
		return "-"
	}
	return strconv.Itoa(n.Dollars())
}

func counts(k [casino.NumChipColours]uint8) string {
	parts := make([]string, len(k))
	for i, n := range k {
		parts[i] = strconv.Itoa(int(n))
	}
	return strings.Join(parts, ",")
}
