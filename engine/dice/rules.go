package dice

import (
	"errors"
	"fmt"
)

// Limits of the component set.
const (
	MinPlayers   = 2
	MaxPlayers   = 6 // the 6th player is a module of the online edition
	NumCasinos   = 6 // the numbered casinos 1-6
	MaxCasinos   = 7 // with the slot machine
	SlotMachine  = 7 // casino number of the slot machine in actions and events
	MaxRounds    = 8
	DefaultRound = 4
	DicePerSeat  = 8
	// Neutral is the participant index of the imaginary neutral player in
	// events, kick targets and payouts. Seats are 0..Players-1.
	Neutral = 6
	// maxNotesPerCasino bounds the notes dealt to one casino: the highest
	// minimum is $70,000 and at most six $10,000 notes exist.
	maxNotesPerCasino = 8
	maxRollDice       = 12 // 8 own dice plus 4 neutral dice at 2 players
)

// Rules are the options of one game. The zero value is not valid; start from
// Classic or Online and change fields.
type Rules struct {
	// Players is the number of seats, 2-5 (6 needs SixthPlayer).
	Players int `json:"players"`
	// Rounds is the number of rounds, 4 in every edition.
	Rounds int `json:"rounds"`
	// NeutralDice is the white-dice variant: 4 white dice per player at 2
	// players, 2 at 3-6 players; at 3 players the start player also rolls 2
	// extra white dice at the start of each round, which go to the casinos
	// their faces show. White dice score as an imaginary player.
	NeutralDice bool `json:"neutral_dice"`
	// SixthPlayer allows 6 players (online edition).
	SixthPlayer bool `json:"sixth_player"`
	// MinByPlayers sets the minimum money per casino by player count
	// (2p $30k, 3p $40k, 4p $50k, 5p $60k, 6p $70k) instead of $50k.
	MinByPlayers bool `json:"min_by_players"`
	// HundredK shuffles five $100,000 notes into the pile.
	HundredK bool `json:"hundred_k"`
	// Biggies: one of each player's 8 dice is a Biggy that counts as two dice.
	Biggies bool `json:"biggies"`
	// Kickers: each player trades 2 dice (1 at 6 players) for Kickers, which
	// knock one die off the casino they are placed on.
	Kickers bool `json:"kickers"`
	// Rainbow shuffles six Rainbow cards into the pile: worth $40k while
	// dealing, replaced by a note from the pile before scoring.
	Rainbow bool `json:"rainbow"`
	// Slot adds the slot machine, a 7th casino that takes any face not yet on it.
	Slot bool `json:"slot_machine"`
	// Chips deals one chip card to each numbered casino per round (card game
	// rulebook); placing 2+ dice there takes one. Sets score at game end.
	Chips bool `json:"chips"`
	// ChipsOwnDiceOnly counts only the player's own dice (a Biggy as 2)
	// toward a chip card's "at least two dice". Off, the literal text
	// holds: every die the player places counts, white dice included
	// (rules decision 18). A record written before this option existed
	// played the own-dice reading, and ParseRecord reads it so.
	ChipsOwnDiceOnly bool `json:"chips_own_dice"`
	// AutoForced plays a decision that has one possible choice at once, as
	// the online edition does.
	AutoForced bool `json:"auto_forced"`
	// OpenMoney shows every player's money to everyone (the rules keep it
	// face down: by default a View shows others only their number of notes).
	OpenMoney bool `json:"open_money"`
}

// Classic returns the rules of the 2012 rulebook for the given number of
// players (2-5), without the neutral-dice variant.
func Classic(players int) Rules {
	return Rules{Players: players, Rounds: DefaultRound}
}

// ClassicNeutral is Classic with the neutral-dice variant.
func ClassicNeutral(players int) Rules {
	r := Classic(players)
	r.NeutralDice = true
	return r
}

// Online returns the online edition with every module on: 2-6 players,
// neutral dice, minimum money by player count, $100,000 notes, Biggies,
// Kickers, Rainbow cards, slot machine and auto-play of forced turns. Chip
// cards come from the card game and stay off; set Chips to add them.
func Online(players int) Rules {
	return Rules{
		Players:      players,
		Rounds:       DefaultRound,
		NeutralDice:  true,
		SixthPlayer:  true,
		MinByPlayers: true,
		HundredK:     true,
		Biggies:      true,
		Kickers:      true,
		Rainbow:      true,
		Slot:         true,
		AutoForced:   true,
	}
}

// ErrRules wraps every rules validation error.
var ErrRules = errors.New("invalid rules")

// Validate reports why the rules cannot be played, or nil.
func (r Rules) Validate() error {
	maxP := MaxPlayers - 1
	if r.SixthPlayer {
		maxP = MaxPlayers
	}
	if r.Players < MinPlayers || r.Players > maxP {
		if r.Players == MaxPlayers {
			return fmt.Errorf("%w: 6 players need the sixth-player module", ErrRules)
		}
		return fmt.Errorf("%w: %d players (the game takes %d-%d; %d with the sixth-player module)", ErrRules, r.Players, MinPlayers, MaxPlayers, MaxPlayers)
	}
	if r.Rounds < 1 || r.Rounds > MaxRounds {
		return fmt.Errorf("%w: %d rounds (allowed 1-%d)", ErrRules, r.Rounds, MaxRounds)
	}
	return nil
}

// Casinos is the number of casinos in play: 6, or 7 with the slot machine.
func (r Rules) Casinos() int {
	if r.Slot {
		return MaxCasinos
	}
	return NumCasinos
}

// Minimum is the least money dealt to each casino per round, in dollars.
func (r Rules) Minimum() int {
	return int(r.minimumUnits()) * NoteUnit
}

func (r Rules) minimumUnits() uint8 {
	if !r.MinByPlayers {
		return 5
	}
	// Online edition: 2p $30k, 3p $40k, 4p $50k, 5p $60k, 6p $70k.
	return uint8(r.Players + 1)
}

// DiceOf is the dice a seat receives at the start of every round.
type DiceOf struct {
	Regular, Biggy, Kicker, Neutral int
}

// Total is the number of dice.
func (d DiceOf) Total() int { return d.Regular + d.Biggy + d.Kicker + d.Neutral }

// Dice returns the dice each seat starts a round with.
func (r Rules) Dice() DiceOf {
	d := DiceOf{Regular: DicePerSeat}
	if r.Biggies {
		d.Biggy = 1
		d.Regular--
	}
	if r.Kickers {
		// Online edition: 10 violet kickers, 1 per player at 6 players,
		// 2 per player below 6.
		d.Kicker = 2
		if r.Players >= 6 {
			d.Kicker = 1
		}
		d.Regular -= d.Kicker
	}
	if r.NeutralDice {
		d.Neutral = 2
		if r.Players == 2 {
			d.Neutral = 4
		}
	}
	return d
}

// ExtraNeutralDice is the number of white dice the start player rolls at the
// start of each round and places by their faces: 2 at 3 players with neutral
// dice (2012 rulebook and online edition), else 0.
func (r Rules) ExtraNeutralDice() int {
	if r.NeutralDice && r.Players == 3 {
		return 2
	}
	return 0
}
