package dice

import (
	"errors"
	"fmt"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Special values of CurrentPlayer: the contract's (engine). The dice game has
// no simultaneous decisions.
const (
	ChancePlayer   = engine.ChancePlayer   // a chance outcome is due: see ChanceOutcomes and SampleChance
	TerminalPlayer = engine.TerminalPlayer // the game is over
)

// State is a game of the contract.
var _ engine.State[*State, Action, Event] = (*State)(nil)

// Phase is where a state is within a round.
type Phase uint8

// Phases. Chance phases wait for a chance outcome; decision phases wait for
// the current seat.
const (
	PhaseDeal      Phase = iota // chance: a note for the casino being dealt
	PhaseChipDeal               // chance: a chip card for the casino being dealt
	PhaseExtraRoll              // chance: the start player's 2 extra white dice (3 players, neutral dice)
	PhaseRoll                   // chance: the current seat's roll
	PhasePlace                  // decision: which face (and, with the slot machine, where)
	PhaseKick                   // decision: which die a Kicker knocks off
	PhaseChip                   // decision: which chip colour to take
	PhaseRainbow                // chance: a note replacing a Rainbow card
	PhaseOver                   // the game is over
	phaseNextTurn               // internal: find the next seat with dice
)

var phaseNames = [...]string{"deal", "chipdeal", "extraroll", "roll", "place", "kick", "chip", "rainbow", "over", "nextturn"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return fmt.Sprintf("phase(%d)", uint8(p))
}

// Errors returned by Apply. They are wrapped with details; test with errors.Is.
var (
	ErrIllegal  = engine.ErrIllegal
	ErrGameOver = errors.New("the game is over")
	ErrView     = errors.New("a view cannot be played")
)

type table struct {
	notes  [maxNotesPerCasino]Note // sorted by value, highest first
	nNotes uint8
	cnt    [Neutral + 1]uint8 // regular (or white, for Neutral) dice per participant
	big    [Neutral + 1]uint8 // Biggies per participant
	chips  [NumChipColours]uint8
}

func (c *table) units(q int) int { return int(c.cnt[q]) + 2*int(c.big[q]) }

func (c *table) noteUnits() int {
	t := 0
	for i := 0; i < int(c.nNotes); i++ {
		t += int(c.notes[i].dealUnits())
	}
	return t
}

func (c *table) addNote(n Note) {
	if int(c.nNotes) >= len(c.notes) {
		return // cannot happen with the component set: minimum $70k, six $10k notes
	}
	// Insert sorted: higher value first; a Rainbow card sorts before a $40k note.
	i := int(c.nNotes)
	for i > 0 && noteLess(c.notes[i-1], n) {
		c.notes[i] = c.notes[i-1]
		i--
	}
	c.notes[i] = n
	c.nNotes++
}

func noteLess(a, b Note) bool {
	if a.dealUnits() != b.dealUnits() {
		return a.dealUnits() < b.dealUnits()
	}
	return a < b
}

func (c *table) removeNote(n Note) bool {
	for i := 0; i < int(c.nNotes); i++ {
		if c.notes[i] == n {
			copy(c.notes[i:], c.notes[i+1:c.nNotes])
			c.nNotes--
			c.notes[c.nNotes] = 0
			return true
		}
	}
	return false
}

const bottomCap = 72 // more than every note and card in the game

// State is a position of the Las Vegas dice game. It is a plain value: copy
// it (or call Clone) to branch.
type State struct {
	rules  Rules
	dice   DiceOf
	n      int8 // seats
	nCas   uint8
	min    uint8 // minimum per casino in note units
	phase  Phase
	round  int8
	start  int8
	cur    int8
	view   int8 // -1, or the seat this is a view of
	quiet  bool // true only inside Play: no events are built
	extra  bool // the extra white dice of this round were rolled
	dealAt uint8
	turns  uint16

	cas      [MaxCasinos]table
	slotFace [Neutral + 1][7]uint8 // slot machine: dice units per participant and face
	slotUsed uint8                 // slot machine: faces already there (bit f)

	supply      [MaxPlayers][numDieKinds]uint8 // dice in hand by kind
	kickersUsed [MaxPlayers]uint8
	whiteOut    uint8 // white dice kicked out of this round

	pile       [numNoteKinds]uint8 // the shuffled part of the pile, as counts
	pileN      uint8
	bottom     [bottomCap]Note // notes put under the pile, in order
	botHead    uint8
	botLen     uint8
	discarded  uint8 // Rainbow cards discarded for the rest of the game
	chipPool   [NumChipColours]uint8
	chipPoolN  uint8
	money      [MaxPlayers]int16 // note units won
	notes      [MaxPlayers]uint8
	won        [MaxPlayers][numNoteKinds]uint8
	chips      [MaxPlayers][NumChipColours]uint8
	roundMoney [MaxRounds][MaxPlayers]int32 // dollars (notes and chip sets) after each round

	roll    Roll
	rollCnt [numDieKinds][7]uint8 // dice of the current roll by kind and face

	// The placement being resolved (kicks, chip).
	pCas, pFace, pReg, pBig, pWhite, pKicks, pUnits uint8
}

// NewGame returns the state before the first round's deal.
func NewGame(r Rules) (*State, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	s := &State{}
	s.init(r)
	return s, nil
}

func (s *State) init(r Rules) {
	*s = State{}
	s.rules = r
	s.dice = r.Dice()
	s.n = int8(r.Players)
	s.nCas = uint8(r.Casinos())
	s.min = r.minimumUnits()
	s.view = -1
	s.pile = baseNotes
	if r.HundredK {
		s.pile[10] = hundredKNotes
	}
	if r.Rainbow {
		s.pile[Rainbow] = rainbowCards
	}
	for _, c := range s.pile {
		s.pileN += c
	}
	if r.Chips {
		for i := range s.chipPool {
			s.chipPool[i] = chipsPerColour
		}
		s.chipPoolN = NumChipColours * chipsPerColour
	}
	s.startRound()
}

// Reset puts s back to the start of a new game with the same rules, without
// allocating.
func (s *State) Reset() { s.init(s.rules) }

// Intro returns the events that describe the start of the game (the first
// round starting), for logs and animation; later rounds start with an event
// from Apply.
func (s *State) Intro() []Event {
	return []Event{{Kind: EvRoundStarted, Round: 0, Player: s.start}}
}

func (s *State) startRound() {
	for p := 0; p < int(s.n); p++ {
		s.supply[p] = [numDieKinds]uint8{uint8(s.dice.Regular), uint8(s.dice.Biggy), uint8(s.dice.Kicker), uint8(s.dice.Neutral)}
		s.kickersUsed[p] = 0
	}
	s.whiteOut = 0
	s.extra = false
	s.dealAt = 0
	s.phase = PhaseDeal
	s.cur = s.start
	s.turns = 0
}

// Rules returns the rules of the game.
func (s *State) Rules() Rules { return s.rules }

// Phase returns the phase.
func (s *State) Phase() Phase { return s.phase }

// Round returns the round, 0-based.
func (s *State) Round() int { return int(s.round) }

// StartPlayer is the seat that starts the current round.
func (s *State) StartPlayer() int { return int(s.start) }

// Turn is the seat whose turn it is (also during its roll), or the start
// player before the first turn of a round.
func (s *State) Turn() int { return int(s.cur) }

// CurrentPlayer is the seat to act, ChancePlayer or TerminalPlayer.
func (s *State) CurrentPlayer() int {
	switch s.phase {
	case PhaseDeal, PhaseChipDeal, PhaseExtraRoll, PhaseRoll, PhaseRainbow:
		return ChancePlayer
	case PhaseOver:
		return TerminalPlayer
	}
	return int(s.cur)
}

// IsChance reports whether a chance outcome is due.
func (s *State) IsChance() bool { return s.CurrentPlayer() == ChancePlayer }

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.phase == PhaseOver }

// Clone returns an independent copy.
func (s *State) Clone() *State {
	c := *s
	return &c
}

// CopyFrom makes s a copy of o without allocating.
func (s *State) CopyFrom(o *State) { *s = *o }

// Dealing is the casino (1-7) being dealt to during PhaseDeal and
// PhaseChipDeal, or whose Rainbow card is being replaced in PhaseRainbow.
func (s *State) Dealing() int { return int(s.dealAt) + 1 }

// CurrentRoll is the roll waiting to be placed (PhasePlace, and the dice
// just rolled during PhaseKick and PhaseChip).
func (s *State) CurrentRoll() Roll { return s.roll }

// Supply is how many dice of kind k seat p still has to roll this round.
func (s *State) Supply(p int, k DieKind) int {
	if p < 0 || p >= int(s.n) || k >= numDieKinds {
		return 0
	}
	return int(s.supply[p][k])
}

// DiceLeft is how many dice seat p still has to roll this round.
func (s *State) DiceLeft(p int) int {
	if p < 0 || p >= int(s.n) {
		return 0
	}
	t := 0
	for _, c := range s.supply[p] {
		t += int(c)
	}
	return t
}

// KickersUsed is how many Kickers seat p has used this round.
func (s *State) KickersUsed(p int) int {
	if p < 0 || p >= int(s.n) {
		return 0
	}
	return int(s.kickersUsed[p])
}

// Casino describes what lies on one casino.
type Casino struct {
	Number int    // 1-6, or SlotMachine
	Notes  []Note // highest first
	// Dice and Biggies per participant: index Neutral is the white player.
	Dice    [Neutral + 1]int
	Biggies [Neutral + 1]int
	Chips   [NumChipColours]int
	// Slot machine only: the faces on it and, per participant, dice units by face.
	SlotFaces [7]bool
	SlotDice  [Neutral + 1][7]int
}

// Units is the dice participant q counts on the casino (a Biggy counts 2).
func (c *Casino) Units(q int) int { return c.Dice[q] + 2*c.Biggies[q] }

// Casinos returns the number of casinos in play (6, or 7 with the slot machine).
func (s *State) Casinos() int { return int(s.nCas) }

// CasinoInfo describes casino number c (1-6 or SlotMachine).
func (s *State) CasinoInfo(c int) Casino {
	out := Casino{Number: c}
	if c < 1 || c > int(s.nCas) {
		return out
	}
	k := &s.cas[c-1]
	out.Notes = append([]Note(nil), k.notes[:k.nNotes]...)
	for q := 0; q <= Neutral; q++ {
		out.Dice[q] = int(k.cnt[q])
		out.Biggies[q] = int(k.big[q])
	}
	for i := range k.chips {
		out.Chips[i] = int(k.chips[i])
	}
	if c == SlotMachine {
		for f := 1; f <= 6; f++ {
			out.SlotFaces[f] = s.slotUsed&(1<<f) != 0
			for q := 0; q <= Neutral; q++ {
				out.SlotDice[q][f] = int(s.slotFace[q][f])
			}
		}
	}
	return out
}

// NotesOn returns the notes on casino c (1-7), highest first, appended to buf.
func (s *State) NotesOn(c int, buf []Note) []Note {
	if c < 1 || c > int(s.nCas) {
		return buf
	}
	k := &s.cas[c-1]
	return append(buf, k.notes[:k.nNotes]...)
}

// UnitsOn is the dice participant q counts on casino c (a Biggy counts 2).
func (s *State) UnitsOn(c, q int) int {
	if c < 1 || c > int(s.nCas) || q < 0 || q > Neutral {
		return 0
	}
	return s.cas[c-1].units(q)
}

// PileSize is the number of notes in the shuffled part of the pile plus the
// known notes under it.
func (s *State) PileSize() int { return int(s.pileN) + int(s.botLen) }

// PileCounts returns how many of each note remain in the shuffled part of
// the pile (indexed by Note) and the notes under it, in drawing order.
func (s *State) PileCounts() (shuffled [numNoteKinds]int, bottom []Note) {
	for i, c := range s.pile {
		shuffled[i] = int(c)
	}
	for i := 0; i < int(s.botLen); i++ {
		bottom = append(bottom, s.bottom[(int(s.botHead)+i)%bottomCap])
	}
	return shuffled, bottom
}

// SlotTaken reports whether face f is already on the slot machine.
func (s *State) SlotTaken(f int) bool { return f >= 1 && f <= 6 && s.slotUsed&(1<<f) != 0 }

// Money is seat p's money in dollars: notes won plus the value of chip sets.
// In a view of another seat with face-down money it is -1.
func (s *State) Money(p int) int {
	if p < 0 || p >= int(s.n) {
		return 0
	}
	if s.hidden(p) {
		return -1
	}
	return int(s.money[p])*NoteUnit + s.chipMoney(p)
}

// NoteMoney is seat p's money from notes alone, in dollars (-1 if hidden).
func (s *State) NoteMoney(p int) int {
	if p < 0 || p >= int(s.n) {
		return 0
	}
	if s.hidden(p) {
		return -1
	}
	return int(s.money[p]) * NoteUnit
}

// NotesWon is the number of notes seat p has won (always visible).
func (s *State) NotesWon(p int) int {
	if p < 0 || p >= int(s.n) {
		return 0
	}
	return int(s.notes[p])
}

// WonNotes returns how many notes of each value seat p has won (nil if hidden).
func (s *State) WonNotes(p int) []int {
	if p < 0 || p >= int(s.n) || s.hidden(p) {
		return nil
	}
	out := make([]int, 11)
	for i := 1; i <= 10; i++ {
		out[i] = int(s.won[p][i])
	}
	return out
}

// Chips returns seat p's chip cards by colour (chips lie face up).
func (s *State) Chips(p int) [NumChipColours]int {
	var out [NumChipColours]int
	if p < 0 || p >= int(s.n) {
		return out
	}
	for i, c := range s.chips[p] {
		out[i] = int(c)
	}
	return out
}

func (s *State) chipMoney(p int) int {
	t := 0
	for _, c := range s.chips[p] {
		t += ChipSetValue(int(c))
	}
	return t
}

// MoneyAfterRound is seat p's money (notes and chip sets) after round r
// (0-based), for rounds already played.
func (s *State) MoneyAfterRound(p, r int) int {
	if p < 0 || p >= int(s.n) || r < 0 || r >= int(s.round) && s.phase != PhaseOver || r >= MaxRounds || s.hidden(p) {
		return 0
	}
	return int(s.roundMoney[r][p])
}

// SlotDice is the dice units participant q has of face f on the slot
// machine (a Biggy counts 2). It does not allocate, unlike CasinoInfo.
func (s *State) SlotDice(q, f int) int {
	if q < 0 || q > Neutral || f < 1 || f > 6 {
		return 0
	}
	return int(s.slotFace[q][f])
}
