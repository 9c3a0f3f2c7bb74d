package cards

import "fmt"

// Figures of the game (rulebook, and the component figures of
// shared/rules/README.md).
const (
	MinPlayers = 2
	MaxPlayers = 5
	// Rounds: the game lasts four rounds.
	Rounds = 4
	// Turns: a round has at most six turns.
	Turns = 6
	// HandSize: each turn a seat draws up to five cards.
	HandSize = 5
	// DeckSize: each seat has 30 dice cards.
	DeckSize = 30
	// StopAt: a seat with this many cards at the casinos stops for the round.
	StopAt = 8
	// NumCasinos: six casinos, one per face.
	NumCasinos = 6
	// NotesPerCasino: two notes at each casino each round.
	NotesPerCasino = 2
	// NumCards is the number of card kinds: a single and a double per face.
	NumCards = 2 * NumCasinos
	// TotalNotes: the game has 48 notes (12 a round for 4 rounds).
	TotalNotes = Rounds * NumCasinos * NotesPerCasino
)

// Deck is one seat's 30 dice cards: for each face, four cards with one die
// and one card with two (README component figures; reviews, a secondary
// source).
var Deck = func() Pick {
	var p Pick
	for f := 1; f <= NumCasinos; f++ {
		p[CardOf(f, false)] = 4
		p[CardOf(f, true)] = 1
	}
	return p
}()

// NotePile is the 48 notes: the rulebook says only "$30,000 through
// $100,000", so the game uses six of each value, $30k, $40k, ..., $100k
// (rules decision C1). Index i holds the notes worth MinNote+i.
var NotePile = [numNoteKinds]uint8{6, 6, 6, 6, 6, 6, 6, 6}

// Rules are the options of a game.
type Rules struct {
	// Players: 2-5.
	Players int `json:"players"`
	// Sequential is the rulebook's variation: seats pick and place one
	// after another in turn order, and the start player passes left each
	// round. Otherwise all seats pick at once, in secret.
	Sequential bool `json:"sequential,omitempty"`
	// Chips adds the 25 chip cards: one is dealt to each casino each
	// round, and a seat that places at least two dice at a casino in one
	// turn takes one from there. The rulebook gives them to the sequential
	// variation; in the simultaneous game they are a house rule (decision
	// C16), off unless asked for.
	Chips bool `json:"chips,omitempty"`
	// OpenMoney shows every seat's money on the table during the game. The
	// rulebook hides money in the safe until the end; a player with perfect
	// memory knows it anyway, since every payout is public, so views always
	// hold it (decision C9) and this only tells the screen what to show.
	OpenMoney bool `json:"open_money,omitempty"`
}

// Validate says, in one line, what is wrong with the rules, or nil.
func (r Rules) Validate() error {
	if r.Players < MinPlayers || r.Players > MaxPlayers {
		return fmt.Errorf("%d players: the card game is for %d-%d", r.Players, MinPlayers, MaxPlayers)
	}
	return nil
}
