package royale

import (
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
)

// Dice counts one owner's dice in one place: regular (or neutral, or grey)
// dice, the Biggy (0 or 1) and black dice (Prime Time) that count as the
// owner's.
type Dice struct{ Reg, Big, Blk uint8 }

// Units is the dice count with the Biggy counting as two.
func (d Dice) Units() int { return int(d.Reg) + 2*int(d.Big) + int(d.Blk) }

// N is the number of dice.
func (d Dice) N() int { return int(d.Reg) + int(d.Big) + int(d.Blk) }

type phase uint8

const (
	phTile     phase = iota // chance: the tile for casino step+1
	phDeal                  // chance: card step of the round's 12
	phAside                 // chance: card step of the 24 set aside (main game, round 1)
	phNeutral               // chance: the neutral dice are rolled (2 players)
	phRoll                  // chance: seat turn rolls its dice
	phPlace                 // seat turn places or sits out
	phTileAct               // seat ctx.who decides for a tile
	phTileRoll              // chance: the black dice are rolled for a tile
	phPayout                // the payout runs (never a resting phase)
	phOver
	numPhases
)

// State is a position of Las Vegas Royale. It is a plain value: Clone is
// a copy.
type State struct {
	n, tiles uint8
	main     bool
	nbig     bool   // the neutral dice include the Biggy (R32)
	exact    bool   // Bad Luck's change is exact where the bank can (R33)
	mask     uint16 // tile sides that can be drawn
	round    uint8  // 0-2; Rounds when over
	ph       phase
	step     uint8 // cards dealt, tiles drawn
	start    uint8 // the round's start player
	turn     uint8 // the seat whose turn it is
	tile     [Casinos]int8
	pair     [Casinos][2]uint8 // higher, lower card in units; 0 = none
	dealt    [pairsDealt]uint8
	dice     [Casinos][owners]Dice
	supply   [MaxPlayers]Dice // dice not yet placed this round
	roll     Roll             // the current roll; after placing, what was not placed
	last     Dice             // the dice placed this turn
	lastF    uint8            // and their face
	deck     Cards            // face-down pile (drawable)
	under    Cards            // cards put under the pile (never drawn: see R6)
	bank     Cards            // main game: the face-up bank
	aside    Cards            // main game round 1: cards set aside so far
	won      [MaxPlayers]Cards
	chips    [MaxPlayers]int16
	chipsIn  int16     // chips given out in all
	chipsOut int16     // chips paid back (sit-outs, Bad Luck)
	ctx      tctx      // the tile being resolved
	tv       tileVals  // the round's tiles' counters, tokens and dice
	pay      payCursor // the payout's progress
	secretBy int8      // the seat that knows the tile's secret choice (ctx.a), -1 none
	veiled   bool      // in a view: the secret is hidden (Resample fills it)
}

var (
	_ engine.State[*State, Action, Event] = (*State)(nil)
	_ engine.Secret[Event]                = (*State)(nil)
)

// NewGame starts a game. It begins at a chance node: the first tile or the
// first card.
func NewGame(r Rules) (*State, error) {
	if err := r.Validate(); err != nil {
		return nil, err
	}
	mask, _ := r.tileMask()
	s := &State{n: uint8(r.Players), main: r.Main, tiles: uint8(r.Tiles), mask: mask, deck: deckCounts,
		nbig: r.NeutralBiggy, exact: r.ExactChange}
	s.beginRound()
	return s, nil
}

// Rules are the game's rules (the tile set written in id order).
func (s *State) Rules() Rules {
	r := Rules{Players: int(s.n), Main: s.main, Tiles: int(s.tiles), NeutralBiggy: s.nbig, ExactChange: s.exact}
	if s.main && s.mask != implemented {
		r.TileSet = maskIDs(s.mask)
	}
	return r
}

// beginRound clears the casinos and starts the round's setup.
func (s *State) beginRound() {
	s.dice = [Casinos][owners]Dice{}
	for p := 0; p < int(s.n); p++ {
		s.supply[p] = Dice{Reg: RegularDice, Big: 1}
	}
	for c := range s.tile {
		s.tile[c] = -1
	}
	s.resetTiles()
	s.step = 0
	s.ph = phDeal
	if s.tiles > 0 {
		s.ph = phTile
	}
}

// Players is the number of seats.
func (s *State) Players() int { return int(s.n) }

// Round is the round being played, 1-3 (Rounds+1 when over).
func (s *State) Round() int { return int(s.round) + 1 }

// CurrentPlayer is the seat to act, engine.ChancePlayer or
// engine.TerminalPlayer.
func (s *State) CurrentPlayer() int {
	switch s.ph {
	case phOver:
		return engine.TerminalPlayer
	case phTile, phDeal, phAside, phNeutral, phRoll, phTileRoll:
		return engine.ChancePlayer
	}
	return s.actor()
}

// IsTerminal reports whether the game is over.
func (s *State) IsTerminal() bool { return s.ph == phOver }

// Clone copies the state.
func (s *State) Clone() *State { c := *s; return &c }

// Chips is the number of chips seat p holds.
func (s *State) Chips(p int) int { return int(s.chips[p]) }

// Won is the money cards seat p has won.
func (s *State) Won(p int) Cards { return s.won[p] }

// Bank is the main game's face-up bank.
func (s *State) Bank() Cards { return s.bank }

// Pair is the higher and lower card (dollars, 0 = none) beside casino c
// (1-6).
func (s *State) Pair(c int) (hi, lo int) {
	return int(s.pair[c-1][0]) * Unit, int(s.pair[c-1][1]) * Unit
}

// DiceAt is owner's dice in casino c (1-6).
func (s *State) DiceAt(c, owner int) Dice { return s.dice[c-1][owner] }

// Supply is seat p's dice not placed yet this round.
func (s *State) Supply(p int) Dice { return s.supply[p] }

// CurrentRoll is the roll the seat to act must place (zero outside a turn).
func (s *State) CurrentRoll() Roll { return s.roll }

// Tile is the tile side beside casino c (1-6), or -1.
func (s *State) Tile(c int) int { return int(s.tile[c-1]) }

// Money is seat p's money: cards plus chips at $10,000.
func (s *State) Money(p int) int { return s.won[p].Dollars() + int(s.chips[p])*ChipValue }

// Standings ranks the seats by money, then money cards plus chips.
func (s *State) Standings() []engine.Standing {
	out := make([]engine.Standing, s.n)
	for p := range out {
		cards := s.won[p].Dollars()
		chips := int(s.chips[p]) * ChipValue
		out[p] = engine.Standing{Seat: p, Money: cards + chips, NoteMoney: cards, ChipMoney: chips,
			Notes: s.won[p].N() + int(s.chips[p])}
	}
	casino.RankStandings(out)
	return out
}

// View is what seat may know: everything but the secret choices of tiles
// not revealed yet.
func (s *State) View(seat int) *State {
	v := s.Clone()
	v.hide(seat)
	return v
}

// Resample fills in what a view hides, drawn with r.
func (s *State) Resample(r *engine.Rand) *State {
	c := s.Clone()
	c.fill(r)
	return c
}
