package royale

import "fmt"

// Tile sides, in id order: A1 = 0 ... H2 = 15.
const (
	tA1 = iota // Lucky Punch
	tA2        // Jackpot
	tB1        // Prime Time
	tB2        // Fifty Fifty
	tC1        // High Five
	tC2        // Bad Luck
	tD1        // Pay Day
	tD2        // Power Play
	tE1        // No Entry!
	tE2        // Knockout?
	tF1        // Block It!
	tF2        // Handicap
	tG1        // Black Box
	tG2        // Double Down
	tH1        // Nice Dice
	tH2        // My Choice
)

// implemented is the set of tile sides this engine plays (bit t = side t).
const implemented uint16 = 1<<tC1 | 1<<tD1 | 1<<tG2 | 1<<tA2 | 1<<tB2 | 1<<tH1 |
	1<<tD2 | 1<<tE1 | 1<<tE2 | 1<<tF1 | 1<<tF2 | 1<<tA1 | 1<<tG1 | 1<<tB1 | 1<<tH2 | 1<<tC2

var tileNames = [numTiles]string{"Lucky Punch", "Jackpot", "Prime Time", "Fifty Fifty", "High Five", "Bad Luck",
	"Pay Day", "Power Play", "No Entry!", "Knockout?", "Block It!", "Handicap", "Black Box", "Double Down",
	"Nice Dice", "My Choice"}

// TileName is a tile side's name.
func TileName(t int) string {
	if t < 0 || t >= numTiles {
		return "?"
	}
	return tileNames[t]
}

// tctx is the tile being resolved: its side and casino, the seat that
// decides now, and the seat it pays (the activating seat, or the casino's
// winner during the payout).
type tctx struct {
	t     int8 // tile side, -1 none
	c     int8 // its casino, 0-5
	who   int8 // the seat that decides now
	by    int8 // the seat the tile acts for
	stage uint8
	a, b  uint8 // the tile's own scratch values
	roll  Roll  // the black dice rolled
}

// tileVals is what the round's tiles hold: counters, tokens and dice.
type tileVals struct {
	jackpot  uint8 // A2: the counter, in units ($30k-$80k)
	highFive int8  // C1: the seat holding the token, -1 on the tile
	double   [MaxPlayers]Dice
	nice     [6]int8          // H1: the owner+1 of the die on each space, 0 empty
	niceBig  uint8            // H1: bit f-1 set where that die is a Biggy
	power    int8             // D2: the seat holding the token, -1 on the tile
	bar      [MaxPlayers]Dice // E2: the dice in the bar
	closed   int8             // E1: the closed casino (0-5), -1 none
	entry    uint8            // E1: the spaces the counter moved
	clusters [5]uint8         // F1: grey dice left in each cluster
	hcap     [3]uint8         // F2: free spaces of each kind
	choice   [MaxPlayers]Dice // H2: dice given up for $60,000 (face 6)
	badLuck  uint8            // C2: the seats that pay $50,000 at the round's end
}

// The payout's progress: stage 1 runs the before-payout steps (casinos 1
// to 6), stage 2 pays the casinos (6 down to 1) with their tiles, stage 3
// takes Bad Luck's payments (seats from the start player on); i is the
// next casino or seat.
type payCursor struct {
	stage uint8
	i     int8
	first int8 // the seat that won the highest casino's higher card
}

// resetTiles clears the tiles' values for a new round.
func (s *State) resetTiles() {
	s.tv = tileVals{highFive: -1, power: -1, closed: -1}
	s.ctx = tctx{t: -1}
	s.secretBy, s.veiled = -1, false
}

// setupTiles sets up the round's tiles after the deal.
func (s *State) setupTiles(evs []Event) []Event {
	s.tv.jackpot = jackpotStart
	if s.tileCasino(tF1) >= 0 {
		s.tv.clusters = blockClusters
	}
	if s.tileCasino(tF2) >= 0 {
		s.setupHandicap()
	}
	return evs
}

// activate runs the tile of casino c (0-5) after the seat to act placed
// dice there (a roll, or Power Play's rotated die), then ends the turn.
func (s *State) activate(c int, evs []Event) ([]Event, error) {
	t := s.tile[c]
	if !s.main || t < 0 {
		return s.endTurn(s.checkPower(evs)), nil
	}
	evs = s.checkPower(evs)
	s.ctx = tctx{t: t, c: int8(c), who: int8(s.turn), by: int8(s.turn)}
	return s.runTile(evs), nil
}

// runTile starts the "when activated" step of the tile in s.ctx.
func (s *State) runTile(evs []Event) []Event {
	p := int(s.ctx.by)
	c := int(s.ctx.c)
	switch s.ctx.t {
	case tC1:
		evs = s.highFive(p, c, evs)
	case tD1:
		evs = s.payDay(p, evs)
	case tA2, tB2, tH2:
		s.ph = phTileRoll
		return evs
	case tH1:
		if len(s.niceLegal()) > 1 {
			s.ph = phTileAct
			return evs
		}
	case tG2:
		if s.dice[c][p].Reg+s.dice[c][p].Big > 0 {
			s.ph = phTileAct
			return evs
		}
	case tD2:
		evs = s.takePower(p, c, evs)
	case tE2:
		return s.knockout(evs)
	case tA1:
		s.ph = phTileAct
		return evs
	case tE1, tF1, tF2:
		if len(s.tileLegal1()) > 1 || (s.ctx.t == tF1 && len(s.tileLegal1()) > 0) {
			s.ph = phTileAct
			return evs
		}
	}
	return s.tileDone(evs)
}

// tileDone ends the tile's step: the payout goes on, or the turn ends.
func (s *State) tileDone(evs []Event) []Event {
	s.ctx = tctx{t: -1}
	evs = s.checkPower(evs)
	if s.pay.stage > 0 {
		s.ph = phPayout
		return s.runPayout(evs)
	}
	return s.endTurn(evs)
}

// tileActor is the seat deciding a tile's step.
func (s *State) tileActor() int {
	if s.ph == phTileAct {
		return int(s.ctx.who)
	}
	return -1
}

// tileRollDice is what a tile rolls: the 2 black dice.
func (s *State) tileRollDice() (int, bool) {
	if s.ph == phTileRoll {
		return BlackDice, false
	}
	return 0, false
}

// tileLegal lists the decisions of the tile being resolved.
func (s *State) tileLegal() []Action {
	if s.ph != phTileAct {
		return nil
	}
	return s.tileLegal1()
}

// tileLegal1 lists the decisions of the tile in s.ctx.
func (s *State) tileLegal1() []Action {
	switch s.ctx.t {
	case tD2:
		return s.powerLegal()
	case tE1:
		return s.entryLegal()
	case tE2:
		return s.knockLegal()
	case tF1:
		return s.blockLegal()
	case tF2:
		return s.handicapLegal()
	case tA1:
		return s.punchLegal()
	case tG1:
		return s.boxLegal()
	case tB1:
		return s.primeLegal()
	case tH2:
		return s.choiceLegal()
	case tC2:
		return s.badLuckLegal()
	case tG2:
		return s.doubleLegal()
	case tB2:
		return s.fiftyLegal()
	case tH1:
		return s.niceLegal()
	}
	return nil
}

// applyTile applies a tile's decision or its roll.
func (s *State) applyTile(a Action, evs []Event) ([]Event, error) {
	switch s.ph {
	case phTileRoll:
		if a.Kind != ActRoll || a.Roll.N() != BlackDice || a.Roll.Big != 0 {
			return nil, fmt.Errorf("%w: %v: a roll of the 2 black dice is due", ErrIllegal, a)
		}
		evs = append(evs, Event{Kind: EvBlack, Who: s.ctx.by, C: s.ctx.c + 1, Tile: s.ctx.t, Roll: a.Roll})
		return s.tileRolled(a.Roll, evs), nil
	case phTileAct:
		if !containsAction(s.tileLegal(), a) { // Apply takes what Legal lists (R31)
			return nil, fmt.Errorf("%w: %v: not among %v", ErrIllegal, a, s.tileLegal())
		}
		switch s.ctx.t {
		case tG2:
			return s.applyDouble(a, evs)
		case tB2:
			return s.applyFifty(a, evs)
		case tH1:
			return s.applyNice(a, evs)
		case tD2:
			return s.applyPower(a, evs)
		case tE1:
			return s.applyEntry(a, evs)
		case tE2:
			return s.applyKnock(a, evs)
		case tF1:
			return s.applyBlock(a, evs)
		case tF2:
			return s.applyHandicap(a, evs)
		case tA1:
			return s.applyPunch(a, evs)
		case tG1:
			return s.applyBox(a, evs)
		case tB1:
			return s.applyPrime(a, evs)
		case tH2:
			return s.applyChoice(a, evs)
		case tC2:
			return s.applyBadLuck(a, evs)
		}
	}
	return nil, fmt.Errorf("%w: %v: not a decision of this moment", ErrIllegal, a)
}

// tileRolled goes on with the tile after its black dice were rolled.
func (s *State) tileRolled(r Roll, evs []Event) []Event {
	switch s.ctx.t {
	case tB2:
		return s.fiftyRolled(r, evs)
	case tB1, tH2:
		s.ctx.roll = r
		if s.ctx.t == tH2 {
			return s.choiceRolled(evs)
		}
		s.ph = phTileAct
		return evs
	}
	return s.tileDone(s.jackpot(int(s.ctx.by), r, evs))
}

// beforePayout runs casino c's tile's before-payout step; wait says it
// stopped for a decision or a roll.
func (s *State) beforePayout(c int, evs []Event) ([]Event, bool) {
	switch {
	case !s.main:
	case s.tile[c] == tB1:
		return evs, s.startPrimeTime(c)
	case s.tile[c] == tC2:
		return s.markBadLuck(c, evs), false
	}
	return evs, false
}

// duringPayout runs casino c's tile's payout, after the casino paid its
// cards (w: the seat that won the higher card, or -1).
func (s *State) duringPayout(c, w int, evs []Event) ([]Event, bool) {
	if !s.main || s.tile[c] < 0 {
		return evs, false
	}
	switch s.tile[c] {
	case tC1:
		if p := int(s.tv.highFive); p >= 0 {
			evs = s.payBank(p, highFiveUnits*Unit, s.tile[c], evs)
		}
	case tG2:
		evs = s.payDoubleDown(c, evs)
	case tH1:
		evs = s.payNice(evs)
	case tG1:
		if w >= 0 {
			s.startBlackBox(c, w)
			return evs, true
		}
	}
	return evs, false
}

// payBank pays seat p an amount from the bank as one card: the card of
// that value, else the smallest card above it, else the largest below it,
// else nothing (R13).
func (s *State) payBank(p, dollars int, t int8, evs []Event) []Event {
	want := dollars / Unit
	card := 0
	if want >= minCard && want <= maxCard && s.bank[want] > 0 {
		card = want
	}
	for v := want + 1; card == 0 && v <= maxCard; v++ {
		if s.bank[v] > 0 {
			card = v
		}
	}
	for v := min(want-1, maxCard); card == 0 && v >= minCard; v-- {
		if s.bank[v] > 0 {
			card = v
		}
	}
	e := Event{Kind: EvBankPay, Who: int8(p), Tile: t, N: int32(dollars), Value: int32(card) * Unit}
	if card != 0 {
		s.bank[card]--
		s.won[p][card]++
	}
	return append(evs, e)
}

// giveChips gives seat p n chips from the supply.
func (s *State) giveChips(p, n int, t int8, evs []Event) []Event {
	s.chips[p] += int16(n)
	s.chipsIn += int16(n)
	return append(evs, Event{Kind: EvChips, Who: int8(p), Tile: t, N: int32(n)})
}
