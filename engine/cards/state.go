package cards

import (
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// GameName is the record's "game" for Las Vegas: The Card Game.
const GameName = "cards"

// Phase is the part of a round the game is in.
type Phase uint8

// Phases, in the order of a round.
const (
	PhNotes Phase = iota // chance: two notes are dealt to each casino
	PhChips              // chance: a chip card is dealt to each casino
	PhDraw               // chance: a seat draws up to five cards
	PhPick               // seats pick (all at once, or one after another)
	PhChip               // a seat that qualified chooses a chip card's colour
	PhOver               // the game is over
)

// maxClaims bounds the chip claims of one turn: a pick reaches at most two
// casinos with two dice each.
const maxClaims = 2 * MaxPlayers

// claim is a seat's right to a chip card at a casino (0-5).
type claim struct {
	seat, casino int8
}

// seat is one player's cards, safe and chips.
type seat struct {
	// hand, deck, glass and placed (cards at the casinos) always add up
	// to the 30-card Deck. In a view, for a seat whose cards the viewer
	// does not know, hand and glass are empty and deck holds the whole
	// unknown pool (hand, deck and glass together); nHand and nGlass still
	// say how many cards the hand and the glass hold.
	hand, deck, glass, placed Pick
	nHand, nGlass             uint8
	hidden                    bool // in a view: the cards are not known
	stopped                   bool // 8 or more cards placed this round
	notes                     [numNoteKinds]uint8
	money                     int32 // dollars from notes
	chips                     [casino.NumChipColours]uint8
}

// State is a position of the card game. It is a plain value (Clone is a
// copy, == compares), with no pointers and no hidden order: decks are
// multisets and each card is drawn by a chance outcome, so a shuffle is
// written card by card in a record.
type State struct {
	rules    Rules
	n        int8
	round    int8 // 1-4
	turn     int8 // 1-6
	phase    Phase
	start    int8 // the round's start player
	cur      int8 // the seat drawing, picking (sequential) or choosing a chip
	seq      int8 // sequential: how many seats after start have played this turn
	dealt    int8 // notes or chips dealt this round
	pile     [numNoteKinds]uint8
	notesAt  [NumCasinos][NotesPerCasino]Note
	chipPile [casino.NumChipColours]uint8
	chipsAt  [NumCasinos][casino.NumChipColours]uint8
	claims   [maxClaims]claim
	nClaims  int8
	claimAt  int8
	seats    [MaxPlayers]seat
}

var (
	_ engine.State[*State, Action, Event] = (*State)(nil)
	_ engine.Joint[Action, Event]         = (*State)(nil)
	_ engine.Secret[Event]                = (*State)(nil)
)

// NewGame starts a game. It begins at a chance node: the notes are dealt.
func NewGame(r Rules) (*State, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := &State{rules: r, n: int8(r.Players), round: 1, turn: 1, pile: NotePile}
	for c := range s.chipPile {
		s.chipPile[c] = casino.ChipsPerColour
	}
	for p := 0; p < r.Players; p++ {
		s.seats[p].deck = Deck
	}
	return s, nil
}

// Rules are the game's rules.
func (s *State) Rules() Rules { return s.rules }

// Players is the number of seats.
func (s *State) Players() int { return int(s.n) }

// Round is the round, 1-4.
func (s *State) Round() int { return int(s.round) }

// Turn is the turn of the round, 1-6.
func (s *State) Turn() int { return int(s.turn) }

// Phase is the part of the round the game is in.
func (s *State) Phase() Phase { return s.phase }

// StartPlayer is the seat that begins the round.
func (s *State) StartPlayer() int { return int(s.start) }

// CurrentPlayer is ChancePlayer while notes, chips or cards are dealt,
// SimultaneousPlayer when the seats pick at once, the seat to pick in the
// sequential variation, the seat choosing a chip card, or TerminalPlayer.
func (s *State) CurrentPlayer() int {
	switch s.phase {
	case PhNotes, PhChips, PhDraw:
		return engine.ChancePlayer
	case PhPick:
		if !s.rules.Sequential {
			return engine.SimultaneousPlayer
		}
		return int(s.cur)
	case PhChip:
		return int(s.cur)
	}
	return engine.TerminalPlayer
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.phase == PhOver }

// Hand is seat p's hand (empty where a view does not know it).
func (s *State) Hand(p int) Pick { return s.at(p).hand }

// HandSize is the number of cards in seat p's hand.
func (s *State) HandSize(p int) int { return int(s.at(p).nHand) }

// DeckSize is the number of cards left in seat p's draw pile.
func (s *State) DeckSize(p int) int {
	if p < 0 || p >= int(s.n) {
		return 0
	}
	q := &s.seats[p]
	return DeckSize - q.placed.Size() - int(q.nHand) - int(q.nGlass)
}

// GlassSize is the number of cards under seat p's cocktail glass.
func (s *State) GlassSize(p int) int { return int(s.at(p).nGlass) }

// Placed is seat p's cards at the casinos (each at the casino of its face).
func (s *State) Placed(p int) Pick { return s.at(p).placed }

// Stopped reports whether seat p has stopped for the round.
func (s *State) Stopped(p int) bool { return s.at(p).stopped }

// NotesAt is casino's notes (casino 1-6; 0 = none).
func (s *State) NotesAt(casino int) [NotesPerCasino]Note {
	if casino < 1 || casino > NumCasinos {
		return [NotesPerCasino]Note{}
	}
	return s.notesAt[casino-1]
}

// ChipsAt is the chip cards lying at casino (1-6), by colour.
func (s *State) ChipsAt(c int) [casino.NumChipColours]uint8 {
	if c < 1 || c > NumCasinos {
		return [casino.NumChipColours]uint8{}
	}
	return s.chipsAt[c-1]
}

// ClaimCasino is the casino (1-6) where the seat to act chooses a chip
// card's colour, or 0 when no seat is choosing.
func (s *State) ClaimCasino() int {
	if s.phase != PhChip {
		return 0
	}
	return int(s.claims[s.claimAt].casino) + 1
}

// Chips is seat p's chip cards, by colour.
func (s *State) Chips(p int) [casino.NumChipColours]uint8 { return s.at(p).chips }

// at is seat p, or an empty seat if there is no seat p: the accessors
// never panic.
func (s *State) at(p int) *seat {
	if p < 0 || p >= int(s.n) {
		return &seat{}
	}
	return &s.seats[p]
}

// Clone copies the state.
func (s *State) Clone() *State { c := *s; return &c }

// active reports whether seat p still plays this round.
func (s *State) active(p int) bool { return !s.seats[p].stopped }

// Acting lists the seats that pick now at a simultaneous node, in seat
// order: every seat that has not stopped.
func (s *State) Acting() []int {
	if s.CurrentPlayer() != engine.SimultaneousPlayer {
		return nil
	}
	var out []int
	for p := 0; p < int(s.n); p++ {
		if s.active(p) {
			out = append(out, p)
		}
	}
	return out
}

// Legal lists the actions of the seat to act, sorted: its picks in the
// sequential variation, or the chip colours it may take. At a chance node
// and at a simultaneous node it is nil (see ChanceOutcomes, LegalFor).
func (s *State) Legal() []Action {
	switch {
	case s.phase == PhPick && s.rules.Sequential:
		return s.picks(int(s.cur))
	case s.phase == PhChip:
		var out []Action
		for c, k := range s.chipsAt[s.claims[s.claimAt].casino] {
			if k > 0 {
				out = append(out, TakeChip(casino.Chip(c)))
			}
		}
		return out
	}
	return nil
}

// LegalFor lists seat's picks at a simultaneous node, sorted; nil if the
// seat does not pick now or the view does not know its hand.
func (s *State) LegalFor(seat int) []Action {
	if s.CurrentPlayer() != engine.SimultaneousPlayer || seat < 0 || seat >= int(s.n) || !s.active(seat) {
		return nil
	}
	return s.picks(seat)
}

// picks lists every pick seat p's hand allows, each once, sorted by
// comparing the counts of each card kind from the last kind to the first
// (so picks of low cards come first).
func (s *State) picks(p int) []Action {
	q := &s.seats[p]
	if q.hidden {
		return nil
	}
	var cur Pick
	return enumPicks(&q.hand, NumCards-1, 0, 0, &cur, make([]Action, 0, 16))
}

// enumPicks appends to out every valid pick from hand that agrees with cur
// on the kinds above k, holding n cards of faces distinct faces there. A
// branch that can no longer be valid (three cards or more of two faces, or
// three faces) is cut.
func enumPicks(hand *Pick, k, n, faces int, cur *Pick, out []Action) []Action {
	if k < 0 {
		if cur.Valid() {
			out = append(out, PickOf(*cur))
		}
		return out
	}
	for c := 0; c <= int(hand[k]) && n+c <= HandSize; c++ {
		f := faces
		if c > 0 && (k%2 == 1 || cur[k+1] == 0) { // a face not counted yet (the double of face k/2+1 comes first)
			f++
		}
		if f >= 3 || f == 2 && n+c >= 3 {
			break // more cards only make it worse
		}
		cur[k] = uint8(c)
		out = enumPicks(hand, k-1, n+c, f, cur, out)
	}
	cur[k] = 0
	return out
}
