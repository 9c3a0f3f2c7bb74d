package dicetable

import (
	"strconv"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Participants on a casino: seats 0-5 and the neutral player.
const Participants = dice.Neutral + 1

// maxShownNotes bounds the notes a casino shows.
const maxShownNotes = 12

// CasinoView is what one casino shows right now.
type CasinoView struct {
	Notes    [maxShownNotes]dice.Note // highest first
	NumNotes int                      // notes shown: Notes[:NumNotes]
	Dice     [Participants]int        // regular (white for Neutral) dice
	Biggies  [Participants]int        // Biggies
	Slot     [7]bool                  // faces on the slot machine
	sum      [Participants]int        // slot machine: sum of faces (a Biggy counts twice)
	High     [Participants]int        // slot machine: highest face
}

// Units is participant q's dice units there (a Biggy counts two).
func (c *CasinoView) Units(q int) int { return c.Dice[q] + 2*c.Biggies[q] }

func (c *CasinoView) removeNote(n dice.Note) {
	for i := 0; i < c.NumNotes; i++ {
		if c.Notes[i] == n {
			copy(c.Notes[i:], c.Notes[i+1:c.NumNotes])
			c.NumNotes--
			return
		}
	}
}

func (c *CasinoView) addNote(n dice.Note) {
	if c.NumNotes >= maxShownNotes {
		return
	}
	// Keep highest first, as the engine does; order only affects display.
	i := c.NumNotes
	for i > 0 && noteRank(c.Notes[i-1]) < noteRank(n) {
		c.Notes[i] = c.Notes[i-1]
		i--
	}
	c.Notes[i] = n
	c.NumNotes++
}

func noteRank(n dice.Note) int {
	if n == dice.Rainbow {
		return 4*2 + 1
	}
	return int(n) * 2
}

// SeatView is what a player panel shows.
type SeatView struct {
	Name   string
	Colour pieces.DieColour
	Human  bool
	bot    string // bot level, for the panel
	Money  int    // dollars; -1 when face down
	Notes  int    // notes won
	Supply [4]int // dice left to roll by kind (engine.Regular, Biggy, Kicker, White)
	kicked int    // dice kicked back to this seat this round (shown as a badge)
}

// DiceLeft is the seat's dice left to roll this round, of every kind.
func (s *SeatView) DiceLeft() int { return s.Supply[0] + s.Supply[1] + s.Supply[2] + s.Supply[3] }

// Model is the board as the player sees it. It follows the engine's
// events one at a time, so the picture matches the animation, and it is
// resynchronised from the engine's state whenever the event queue is empty.
// It only keeps books: every decision was made by the engine.
type Model struct {
	rules   dice.Rules
	Players int
	Casinos int // casinos in play (the slot machine's number is dice.SlotMachine)
	Round   int // 0-based
	Rounds  int
	Turn    int // whose turn: a seat
	Start   int // the seat that rolls first this round
	Seats   [MaxSeats]SeatView
	Casino  [8]CasinoView // by table index (CasinoIndex)
	Pile    int
	Roll    dice.Roll // the dice in the arena, while HasRoll
	RollBy  int       // seat, or engine.Neutral
	HasRoll bool
	// Dealing: the round's notes (and chip cards) are being dealt, before
	// its first roll (a replay shows each note dealt as a step).
	Dealing  bool
	History  [MaxSeats][8]int // money after each finished round
	histLen  int
	GameOver bool
	// Labels rebuilt when numbers change, so drawing does not format strings.
	MoneyLabel [MaxSeats]string
	DiceLabel  [MaxSeats]string
	WhoLabel   [MaxSeats]string
	DiceShort  [MaxSeats]string
	RollsLabel [MaxSeats]string
	RoundLabel string
	PileLabel  string
	PileShort  string // a phone's: "46 in pile"
	// Facts are the seats' casinos won, ties suffered and biggest notes
	// (facts.go), for the game end.
	Facts GameFacts
}

// NewModel is the books of a game on rules r with its seats, before any
// event (Sync or Apply fill them).
func NewModel(r dice.Rules, seats []SeatDesc) *Model {
	m := &Model{rules: r, Players: r.Players, Casinos: r.Casinos(), Rounds: r.Rounds}
	for i := 0; i < r.Players && i < len(seats); i++ {
		m.Seats[i] = SeatView{Name: seats[i].Name, Colour: seats[i].Colour, Human: seats[i].Human, bot: seats[i].Bot}
	}
	return m
}

// Sync copies the board from an engine state (a view of the local seat).
func (m *Model) Sync(s *dice.State) {
	m.Round = s.Round()
	m.Turn = s.Turn()
	m.Start = s.StartPlayer()
	m.Pile = s.PileSize()
	m.GameOver = s.IsTerminal()
	m.Dealing = s.Phase() == dice.PhaseDeal || s.Phase() == dice.PhaseChipDeal
	var buf [maxShownNotes]dice.Note
	for c := 1; c <= m.Casinos; c++ {
		info := s.CasinoInfo(c)
		cv := &m.Casino[c]
		ns := s.NotesOn(c, buf[:0])
		cv.NumNotes = copy(cv.Notes[:], ns)
		for q := 0; q < Participants; q++ {
			cv.Dice[q] = info.Dice[q]
			cv.Biggies[q] = info.Biggies[q]
		}
		cv.Slot = [7]bool{}
		cv.sum, cv.High = [Participants]int{}, [Participants]int{}
		if c == dice.SlotMachine {
			for f := 1; f <= 6; f++ {
				cv.Slot[f] = s.SlotTaken(f)
				for q := 0; q < Participants; q++ {
					if u := info.SlotDice[q][f]; u > 0 {
						cv.sum[q] += u * f
						cv.High[q] = max(cv.High[q], f)
					}
				}
			}
		}
	}
	for p := 0; p < m.Players; p++ {
		sv := &m.Seats[p]
		sv.Money = s.Money(p)
		sv.Notes = s.NotesWon(p)
		sv.Supply[dice.Regular] = s.Supply(p, dice.Regular)
		sv.Supply[dice.Biggy] = s.Supply(p, dice.Biggy)
		sv.Supply[dice.Kicker] = s.Supply(p, dice.Kicker)
		sv.Supply[dice.White] = s.Supply(p, dice.White)
		m.histLen = 0
		for r := 0; r < m.Rounds && r < len(m.History[p]); r++ {
			if r < m.Round || (m.GameOver && r <= m.Round) {
				m.History[p][r] = s.MoneyAfterRound(p, r)
				m.histLen = r + 1
			}
		}
	}
	if s.Phase() == dice.PhasePlace || s.Phase() == dice.PhaseKick {
		m.Roll = s.CurrentRoll()
		m.RollBy = m.Turn
		m.HasRoll = m.Roll.N > 0
	} else {
		m.HasRoll = false
	}
	m.Relabel()
}

// Apply keeps the books for one event (display only).
func (m *Model) Apply(e dice.Event) {
	switch e.Kind {
	case dice.EvRoundStarted:
		m.startRound(e)
		m.Dealing = true
	case dice.EvNoteDealt:
		m.Casino[e.Casino].addNote(e.Note)
		if m.Pile > 0 {
			m.Pile--
		}
	case dice.EvTurn:
		m.Turn = int(e.Player)
		m.HasRoll = false
		m.Dealing = false
	case dice.EvRolled:
		m.Dealing = false
		m.Roll = e.Dice
		m.RollBy = int(e.Player)
		m.HasRoll = true
	case dice.EvPlaced:
		m.place(e)
	case dice.EvKicked:
		m.kick(e)
	case dice.EvRainbowSwapped:
		m.Casino[e.Casino].removeNote(dice.Rainbow)
		m.Casino[e.Casino].addNote(e.Note)
	case dice.EvTieRemoved:
		c := &m.Casino[e.Casino]
		for q := 0; q < Participants; q++ {
			if e.Mask&(1<<q) != 0 {
				c.Dice[q], c.Biggies[q] = 0, 0
			}
		}
	case dice.EvNotePaid:
		m.pay(e)
	case dice.EvNoteReturned:
		m.Casino[e.Casino].removeNote(e.Note)
		m.Pile++
	case dice.EvRoundEnded:
		m.endRound(e)
	case dice.EvGameEnded:
		m.GameOver = true
	}
	m.Relabel()
}

// startRound resets the casinos and the dice supplies for a new round.
func (m *Model) startRound(e dice.Event) {
	m.Round = int(e.Round)
	m.Start = int(e.Player)
	m.Turn = int(e.Player)
	for c := 1; c <= m.Casinos; c++ {
		m.Casino[c] = CasinoView{}
	}
	dice := m.rules.Dice()
	for p := 0; p < m.Players; p++ {
		m.Seats[p].Supply = [4]int{dice.Regular, dice.Biggy, dice.Kicker, dice.Neutral}
		m.Seats[p].kicked = 0
	}
}

// place puts dice on a casino and takes them from the roll and the supply.
func (m *Model) place(e dice.Event) {
	c := &m.Casino[e.Casino]
	q := int(e.Player)
	c.Dice[q] += int(e.Regular) + int(e.Whites)
	c.Biggies[q] += int(e.Biggies)
	if e.Casino == dice.SlotMachine && e.Face >= 1 && e.Face <= 6 && q >= 0 && q < Participants {
		c.Slot[e.Face] = true
		c.sum[q] += int(e.Face) * (int(e.Regular) + int(e.Whites) + 2*int(e.Biggies))
		c.High[q] = max(c.High[q], int(e.Face))
	}
	if q >= 0 && q < MaxSeats {
		s := &m.Seats[q]
		s.Supply[dice.Regular] = max(0, s.Supply[dice.Regular]-int(e.Regular))
		s.Supply[dice.Biggy] = max(0, s.Supply[dice.Biggy]-int(e.Biggies))
		s.Supply[dice.Kicker] = max(0, s.Supply[dice.Kicker]-int(e.Kickers))
		s.Supply[dice.White] = max(0, s.Supply[dice.White]-int(e.Whites))
	}
	m.removeFromRoll(e.Face)
}

// kick takes a kicked die off its casino and back to its owner.
func (m *Model) kick(e dice.Event) {
	c := &m.Casino[e.Casino]
	q := int(e.Target.Owner)
	if q >= 0 && q < Participants {
		if e.Target.Kind == dice.Biggy {
			c.Biggies[q] = max(0, c.Biggies[q]-1)
		} else {
			c.Dice[q] = max(0, c.Dice[q]-1)
		}
		if q < MaxSeats {
			m.Seats[q].Supply[e.Target.Kind]++
			m.Seats[q].kicked++
		}
	}
}

// pay gives a note to its winner (white dice send it under the pile).
func (m *Model) pay(e dice.Event) {
	c := &m.Casino[e.Casino]
	c.removeNote(e.Note)
	q := int(e.Player)
	if q >= 0 && q < Participants {
		c.Dice[q], c.Biggies[q] = 0, 0
	}
	if q >= 0 && q < MaxSeats {
		m.Seats[q].Notes++
		if m.Seats[q].Money >= 0 {
			m.Seats[q].Money += e.Note.Dollars()
		}
	} else {
		m.Pile++
	}
}

// endRound clears the casinos and records the money of the round.
func (m *Model) endRound(e dice.Event) {
	for c := 1; c <= m.Casinos; c++ {
		cv := &m.Casino[c]
		cv.Dice, cv.Biggies, cv.Slot = [Participants]int{}, [Participants]int{}, [7]bool{}
		cv.sum, cv.High = [Participants]int{}, [Participants]int{}
	}
	r := int(e.Round)
	if r >= 0 && r < 8 {
		for p := 0; p < m.Players; p++ {
			m.History[p][r] = m.Seats[p].Money
		}
		m.histLen = r + 1
	}
}

func (m *Model) removeFromRoll(face uint8) {
	var out dice.Roll
	for i := 0; i < int(m.Roll.N); i++ {
		if m.Roll.Face[i] != face {
			out.Face[out.N] = m.Roll.Face[i]
			out.Kind[out.N] = m.Roll.Kind[i]
			out.N++
		}
	}
	m.Roll = out
	m.HasRoll = out.N > 0
}

// Relabel rebuilds the text labels (only when the books change).
func (m *Model) Relabel() {
	for p := 0; p < m.Players; p++ {
		s := &m.Seats[p]
		if s.Money < 0 {
			m.MoneyLabel[p] = "?? · " + ui.Plural(s.Notes, "note", "notes")
		} else {
			m.MoneyLabel[p] = ui.Dollars(s.Money) + " · " + ui.Plural(s.Notes, "note", "notes")
		}
		m.DiceLabel[p] = ui.Plural(s.DiceLeft(), "die left", "dice left")
		m.DiceShort[p] = ui.Plural(s.DiceLeft(), "die", "dice")
		if m.WhoLabel[p] == "" {
			m.WhoLabel[p] = "Human"
			if !s.Human {
				m.WhoLabel[p] = "Bot"
				if s.bot != "" {
					m.WhoLabel[p] = "Bot · " + s.bot
				}
			}
			m.RollsLabel[p] = Subject(s.Name, "roll", "rolls") + "…"
		}
	}
	m.RoundLabel = "Round " + strconv.Itoa(min(m.Round+1, m.Rounds)) + " of " + strconv.Itoa(m.Rounds)
	m.PileLabel = "Pile: " + ui.Plural(m.Pile, "note", "notes")
	m.PileShort = strconv.Itoa(m.Pile) + " in pile"
}
