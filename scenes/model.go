package scenes

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
)

// Participants on a casino: seats 0-5 and the neutral player.
const numParticipants = dice.Neutral + 1

// maxShownNotes bounds the notes a casino shows.
const maxShownNotes = 12

// casinoView is what one casino shows right now.
type casinoView struct {
	notes  [maxShownNotes]dice.Note
	nNotes int
	dice   [numParticipants]int // regular (white for Neutral) dice
	big    [numParticipants]int // Biggies
	slot   [7]bool              // faces on the slot machine
	sum    [numParticipants]int // slot machine: sum of faces (a Biggy counts twice)
	high   [numParticipants]int // slot machine: highest face
}

func (c *casinoView) units(q int) int { return c.dice[q] + 2*c.big[q] }

func (c *casinoView) removeNote(n dice.Note) {
	for i := 0; i < c.nNotes; i++ {
		if c.notes[i] == n {
			copy(c.notes[i:], c.notes[i+1:c.nNotes])
			c.nNotes--
			return
		}
	}
}

func (c *casinoView) addNote(n dice.Note) {
	if c.nNotes >= maxShownNotes {
		return
	}
	// Keep highest first, as the engine does; order only affects display.
	i := c.nNotes
	for i > 0 && noteRank(c.notes[i-1]) < noteRank(n) {
		c.notes[i] = c.notes[i-1]
		i--
	}
	c.notes[i] = n
	c.nNotes++
}

func noteRank(n dice.Note) int {
	if n == dice.Rainbow {
		return 4*2 + 1
	}
	return int(n) * 2
}

// seatView is what a player panel shows.
type seatView struct {
	name   string
	colour pieces.DieColour
	human  bool
	bot    string // bot level, for the panel
	money  int    // dollars; -1 when face down
	notes  int    // notes won
	supply [4]int // dice left to roll by kind (engine.Regular, Biggy, Kicker, White)
	kicked int    // dice kicked back to this seat this round (shown as a badge)
}

func (s *seatView) diceLeft() int { return s.supply[0] + s.supply[1] + s.supply[2] + s.supply[3] }

// tableModel is the board as the player sees it. It follows the engine's
// events one at a time, so the picture matches the animation, and it is
// resynchronised from the engine's state whenever the event queue is empty.
// It only keeps books: every decision was made by the engine.
type tableModel struct {
	rules    dice.Rules
	players  int
	casinos  int
	round    int
	rounds   int
	turn     int
	start    int
	seats    [MaxSeats]seatView
	cas      [8]casinoView
	pile     int
	roll     dice.Roll
	rollBy   int // seat, or engine.Neutral
	hasRoll  bool
	history  [MaxSeats][8]int // money after each finished round
	histLen  int
	gameOver bool
	// Labels rebuilt when numbers change, so drawing does not format strings.
	moneyLabel [MaxSeats]string
	diceLabel  [MaxSeats]string
	whoLabel   [MaxSeats]string
	diceShort  [MaxSeats]string
	rollsLabel [MaxSeats]string
	roundLabel string
	pileLabel  string
	pileShort  string // a phone's: "46 in pile"
	// facts are the seats' casinos won, ties suffered and biggest notes
	// (facts.go), for the game end.
	facts gameFacts
}

func newTableModel(r dice.Rules, seats []SeatDesc) *tableModel {
	m := &tableModel{rules: r, players: r.Players, casinos: r.Casinos(), rounds: r.Rounds}
	for i := 0; i < r.Players && i < len(seats); i++ {
		m.seats[i] = seatView{name: seats[i].Name, colour: seats[i].Colour, human: seats[i].Human, bot: seats[i].Bot}
	}
	return m
}

// sync copies the board from an engine state (a view of the local seat).
func (m *tableModel) sync(s *dice.State) {
	m.round = s.Round()
	m.turn = s.Turn()
	m.start = s.StartPlayer()
	m.pile = s.PileSize()
	m.gameOver = s.IsTerminal()
	var buf [maxShownNotes]dice.Note
	for c := 1; c <= m.casinos; c++ {
		info := s.CasinoInfo(c)
		cv := &m.cas[c]
		ns := s.NotesOn(c, buf[:0])
		cv.nNotes = copy(cv.notes[:], ns)
		for q := 0; q < numParticipants; q++ {
			cv.dice[q] = info.Dice[q]
			cv.big[q] = info.Biggies[q]
		}
		cv.slot = [7]bool{}
		cv.sum, cv.high = [numParticipants]int{}, [numParticipants]int{}
		if c == dice.SlotMachine {
			for f := 1; f <= 6; f++ {
				cv.slot[f] = s.SlotTaken(f)
				for q := 0; q < numParticipants; q++ {
					if u := info.SlotDice[q][f]; u > 0 {
						cv.sum[q] += u * f
						cv.high[q] = max(cv.high[q], f)
					}
				}
			}
		}
	}
	for p := 0; p < m.players; p++ {
		sv := &m.seats[p]
		sv.money = s.Money(p)
		sv.notes = s.NotesWon(p)
		sv.supply[dice.Regular] = s.Supply(p, dice.Regular)
		sv.supply[dice.Biggy] = s.Supply(p, dice.Biggy)
		sv.supply[dice.Kicker] = s.Supply(p, dice.Kicker)
		sv.supply[dice.White] = s.Supply(p, dice.White)
		m.histLen = 0
		for r := 0; r < m.rounds && r < len(m.history[p]); r++ {
			if r < m.round || (m.gameOver && r <= m.round) {
				m.history[p][r] = s.MoneyAfterRound(p, r)
				m.histLen = r + 1
			}
		}
	}
	if s.Phase() == dice.PhasePlace || s.Phase() == dice.PhaseKick {
		m.roll = s.CurrentRoll()
		m.rollBy = m.turn
		m.hasRoll = m.roll.N > 0
	} else {
		m.hasRoll = false
	}
	m.relabel()
}

// apply keeps the books for one event (display only).
func (m *tableModel) apply(e dice.Event) {
	switch e.Kind {
	case dice.EvRoundStarted:
		m.startRound(e)
	case dice.EvNoteDealt:
		m.cas[e.Casino].addNote(e.Note)
		if m.pile > 0 {
			m.pile--
		}
	case dice.EvTurn:
		m.turn = int(e.Player)
		m.hasRoll = false
	case dice.EvRolled:
		m.roll = e.Dice
		m.rollBy = int(e.Player)
		m.hasRoll = true
	case dice.EvPlaced:
		m.place(e)
	case dice.EvKicked:
		m.kick(e)
	case dice.EvRainbowSwapped:
		m.cas[e.Casino].removeNote(dice.Rainbow)
		m.cas[e.Casino].addNote(e.Note)
	case dice.EvTieRemoved:
		c := &m.cas[e.Casino]
		for q := 0; q < numParticipants; q++ {
			if e.Mask&(1<<q) != 0 {
				c.dice[q], c.big[q] = 0, 0
			}
		}
	case dice.EvNotePaid:
		m.pay(e)
	case dice.EvNoteReturned:
		m.cas[e.Casino].removeNote(e.Note)
		m.pile++
	case dice.EvRoundEnded:
		m.endRound(e)
	case dice.EvGameEnded:
		m.gameOver = true
	}
	m.relabel()
}

// startRound resets the casinos and the dice supplies for a new round.
func (m *tableModel) startRound(e dice.Event) {
	m.round = int(e.Round)
	m.start = int(e.Player)
	m.turn = int(e.Player)
	for c := 1; c <= m.casinos; c++ {
		m.cas[c] = casinoView{}
	}
	dice := m.rules.Dice()
	for p := 0; p < m.players; p++ {
		m.seats[p].supply = [4]int{dice.Regular, dice.Biggy, dice.Kicker, dice.Neutral}
		m.seats[p].kicked = 0
	}
}

// place puts dice on a casino and takes them from the roll and the supply.
func (m *tableModel) place(e dice.Event) {
	c := &m.cas[e.Casino]
	q := int(e.Player)
	c.dice[q] += int(e.Regular) + int(e.Whites)
	c.big[q] += int(e.Biggies)
	if e.Casino == dice.SlotMachine && e.Face >= 1 && e.Face <= 6 && q >= 0 && q < numParticipants {
		c.slot[e.Face] = true
		c.sum[q] += int(e.Face) * (int(e.Regular) + int(e.Whites) + 2*int(e.Biggies))
		c.high[q] = max(c.high[q], int(e.Face))
	}
	if q >= 0 && q < MaxSeats {
		s := &m.seats[q]
		s.supply[dice.Regular] = max(0, s.supply[dice.Regular]-int(e.Regular))
		s.supply[dice.Biggy] = max(0, s.supply[dice.Biggy]-int(e.Biggies))
		s.supply[dice.Kicker] = max(0, s.supply[dice.Kicker]-int(e.Kickers))
		s.supply[dice.White] = max(0, s.supply[dice.White]-int(e.Whites))
	}
	m.removeFromRoll(e.Face)
}

// kick takes a kicked die off its casino and back to its owner.
func (m *tableModel) kick(e dice.Event) {
	c := &m.cas[e.Casino]
	q := int(e.Target.Owner)
	if q >= 0 && q < numParticipants {
		if e.Target.Kind == dice.Biggy {
			c.big[q] = max(0, c.big[q]-1)
		} else {
			c.dice[q] = max(0, c.dice[q]-1)
		}
		if q < MaxSeats {
			m.seats[q].supply[e.Target.Kind]++
			m.seats[q].kicked++
		}
	}
}

// pay gives a note to its winner (white dice send it under the pile).
func (m *tableModel) pay(e dice.Event) {
	c := &m.cas[e.Casino]
	c.removeNote(e.Note)
	q := int(e.Player)
	if q >= 0 && q < numParticipants {
		c.dice[q], c.big[q] = 0, 0
	}
	if q >= 0 && q < MaxSeats {
		m.seats[q].notes++
		if m.seats[q].money >= 0 {
			m.seats[q].money += e.Note.Dollars()
		}
	} else {
		m.pile++
	}
}

// endRound clears the casinos and records the money of the round.
func (m *tableModel) endRound(e dice.Event) {
	for c := 1; c <= m.casinos; c++ {
		cv := &m.cas[c]
		cv.dice, cv.big, cv.slot = [numParticipants]int{}, [numParticipants]int{}, [7]bool{}
		cv.sum, cv.high = [numParticipants]int{}, [numParticipants]int{}
	}
	r := int(e.Round)
	if r >= 0 && r < 8 {
		for p := 0; p < m.players; p++ {
			m.history[p][r] = m.seats[p].money
		}
		m.histLen = r + 1
	}
}

func (m *tableModel) removeFromRoll(face uint8) {
	var out dice.Roll
	for i := 0; i < int(m.roll.N); i++ {
		if m.roll.Face[i] != face {
			out.Face[out.N] = m.roll.Face[i]
			out.Kind[out.N] = m.roll.Kind[i]
			out.N++
		}
	}
	m.roll = out
	m.hasRoll = out.N > 0
}

// relabel rebuilds the text labels (only when the books change).
func (m *tableModel) relabel() {
	for p := 0; p < m.players; p++ {
		s := &m.seats[p]
		if s.money < 0 {
			m.moneyLabel[p] = "?? · " + plural(s.notes, "note", "notes")
		} else {
			m.moneyLabel[p] = dollars(s.money) + " · " + plural(s.notes, "note", "notes")
		}
		m.diceLabel[p] = plural(s.diceLeft(), "die left", "dice left")
		m.diceShort[p] = plural(s.diceLeft(), "die", "dice")
		if m.whoLabel[p] == "" {
			m.whoLabel[p] = "Human"
			if !s.human {
				m.whoLabel[p] = "Bot"
				if s.bot != "" {
					m.whoLabel[p] = "Bot · " + s.bot
				}
			}
			m.rollsLabel[p] = subject(s.name, "roll", "rolls") + "…"
		}
	}
	m.roundLabel = "Round " + itoa(min(m.round+1, m.rounds)) + " of " + itoa(m.rounds)
	m.pileLabel = "Pile: " + plural(m.pile, "note", "notes")
	m.pileShort = itoa(m.pile) + " in pile"
}
