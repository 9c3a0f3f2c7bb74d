package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
)

// The payout is told over the board as it was paid: every casino's dice
// and money as the payout began (payBoard), never the next round's, which
// the session may already show when chance outcomes (a tile's roll before
// the payout) led to it. The engine pays out within the step that placed
// the round's last dice (or a tile's decision after them), so no state
// holds that moment. The board is the step's Before (the view just before
// its decision) where it is of the paid round with every casino's money
// still there; else (chance outcomes led to the payout, and Before is the
// payout's midst or the next round) the view as the step's events began
// (Table.last). The dice that the step's decision moved before the first
// casino paid (a placement; a tile's: Prime Time's black dice, Nice
// Dice's, Handicap's grey die, ...) and, over Table.last, the neutral
// dice rolled into the casinos are added where the board is drawn
// (payAdd). Both views are the session's of their moment, so they hide
// what the session hid then.

// diceDelta is a change of an owner's dice.
type diceDelta struct{ reg, big, blk int8 }

// paidDice is what the payout's step moved before its first casino paid:
// each owner's dice in each casino, each seat's dice left to place.
type paidDice struct {
	at   [royale.Casinos][7]diceDelta
	left [royale.MaxPlayers]diceDelta
}

// paidEvent reports whether e pays out a casino.
func paidEvent(e royale.Event) bool {
	if e.C < 1 || int(e.C) > royale.Casinos {
		return false
	}
	switch e.Kind {
	case royale.EvWin, royale.EvUnclaimed:
		return true
	case royale.EvTie:
		return e.Tile < 0
	}
	return false
}

// firstPaid is the index of the first event of evs that pays out a
// casino, -1 if none does.
func firstPaid(evs []royale.Event) int {
	for i, e := range evs {
		if paidEvent(e) {
			return i
		}
	}
	return -1
}

// paidBoard is the board as a payout began in step st, whose event first
// is the payout's first (see above); last is the view as the step's
// events began.
func paidBoard(last *royale.State, st *royaleplay.Step, first int) (*royale.State, paidDice) {
	var add paidDice
	b := st.Before
	before := b != nil && (last == nil || b.Round() == last.Round() && !paidSince(last, b))
	if !before {
		b = last
	}
	if b == nil {
		return nil, add
	}
	for _, e := range st.Events[:first] {
		if before && e.Kind == royale.EvPlace && e.Who >= royale.Neutral {
			continue // chance placed them before the decision: Before holds them
		}
		add.move(b, e)
	}
	return b, add
}

// paidSince reports whether a casino that had money in a has none in b:
// b is in the payout's midst.
func paidSince(a, b *royale.State) bool {
	for c := 1; c <= royale.Casinos; c++ {
		ah, al := a.Pair(c)
		bh, bl := b.Pair(c)
		if (ah != 0 || al != 0) && bh == 0 && bl == 0 {
			return true
		}
	}
	return false
}

// move adds what event e does to the dice in the casinos and the dice
// left; b is the board before it (Nice Dice's Biggy).
func (a *paidDice) move(b *royale.State, e royale.Event) {
	o, c := int(e.Who), int(e.C)-1
	if o < 0 || o >= 7 || c < 0 || c >= royale.Casinos {
		return
	}
	one := diceDelta{reg: 1 - int8(e.Mask&1), big: int8(e.Mask & 1)}
	switch e.Kind {
	case royale.EvPlace:
		n := diceDelta{reg: int8(e.N) - one.big, big: one.big}
		a.add(c, o, n, o < royale.Neutral)
	case royale.EvRotate:
		a.add(c, o, one, true)
	case royale.EvReturn:
		a.add(c, o, diceDelta{reg: -one.reg, big: -one.big}, true)
	case royale.EvDouble:
		a.add(c, o, diceDelta{reg: -(int8(e.N) - one.big), big: -one.big}, false)
	case royale.EvPrime:
		a.add(c, o, diceDelta{blk: 1}, false)
	case royale.EvNiceOut:
		if b.Rules().Main && b.Board().NiceBig[c] {
			a.add(c, o, diceDelta{big: 1}, false)
		} else {
			a.add(c, o, diceDelta{reg: 1}, false)
		}
	case royale.EvBlock:
		a.add(c, royale.Grey, diceDelta{reg: int8(e.N)}, false)
	case royale.EvHandicap:
		a.add(c, royale.Grey, diceDelta{reg: -1}, false)
	}
}

// add moves d into casino c for owner o, out of o's dice left if
// fromLeft.
func (a *paidDice) add(c, o int, d diceDelta, fromLeft bool) {
	x := &a.at[c][o]
	x.reg, x.big, x.blk = x.reg+d.reg, x.big+d.big, x.blk+d.blk
	if fromLeft && o < royale.MaxPlayers {
		l := &a.left[o]
		l.reg, l.big = l.reg-d.reg, l.big-d.big
	}
}

// plus is d changed by x, never below none.
func plus(d royale.Dice, x diceDelta) royale.Dice {
	d.Reg = uint8(max(int(d.Reg)+int(x.reg), 0))
	d.Big = uint8(max(int(d.Big)+int(x.big), 0))
	d.Blk = uint8(max(int(d.Blk)+int(x.blk), 0))
	return d
}

// paidShown reports whether s is the payout's board being drawn: its
// added dice count, and no roll waits in the arena.
func (t *Table) paidShown(s *royale.State) bool {
	return t.step == nil && t.payout != nil && s == t.payBoard
}

// diceAt is owner o's dice in casino c as drawn, and a memo tag that tells
// the payout's moved dice apart.
func (t *Table) diceAt(s *royale.State, c, o int) (royale.Dice, int) {
	d := s.DiceAt(c, o)
	if !t.paidShown(s) || o < 0 || o >= 7 || c < 1 || c > royale.Casinos {
		return d, 0
	}
	return plus(d, t.payAdd.at[c-1][o]), 1
}

// supply is seat p's dice left to place as drawn (see diceAt).
func (t *Table) supply(s *royale.State, p int) (royale.Dice, int) {
	d := s.Supply(p)
	if !t.paidShown(s) || p < 0 || p >= royale.MaxPlayers {
		return d, 0
	}
	return plus(d, t.payAdd.left[p]), 1
}

// roll is the roll the arena shows: none while the payout is told.
func (t *Table) roll(s *royale.State) royale.Roll {
	if t.paidShown(s) {
		return royale.Roll{}
	}
	return s.CurrentRoll()
}

// seatMoney is each seat's money cards and chips, and the bank's cards.
type seatMoney struct {
	cards [royale.MaxPlayers]royale.Cards
	chips [royale.MaxPlayers]int
	bank  royale.Cards
}

// paidMoney follows a payout's events evs from the view from, as their
// steps' events began (Table.last), to each seat's money cards and chips
// and the bank's cards as the payout's lines (payoutLines: casino 6 to 1, those the events pay
// out) show: out[k] is the seats' money once k lines show, out[0] before
// any. A line's casino pays its cards to the winners and its tile pays
// after it (the bank's cards, High Five's, Jackpot's, ... chips): both
// count with its line; what the step paid before the first casino (its
// decision, a tile's before the payout) counts from out[0]; Bad Luck's
// payments and change, at the round's end, are a line for each seat that
// pays, after the casinos' (badLuckStarts; their casino 0).
// The events of the next round (its cards dealt) end it. casinos is each
// line's casino; spans[k] is the index in evs of line k's first event,
// and spans[len(casinos)] the index after the last line's last (its
// flights: flyLine).
func paidMoney(from *royale.State, evs []royale.Event) (out []seatMoney, casinos, spans []int) {
	var m seatMoney
	if from != nil {
		m.bank = from.Bank()
		for p := 0; p < min(from.Players(), royale.MaxPlayers); p++ {
			m.cards[p], m.chips[p] = from.Won(p), from.Chips(p)
		}
	}
	line, end, bad := 0, len(evs), badLuckStarts(evs) // the casino of the line being paid; the round's end; Bad Luck's lines
	for i, e := range evs {
		if e.Kind == royale.EvCard || e.Kind == royale.EvPair || e.Kind == royale.EvGameOver {
			end = i
			break // the round is over: the next one is dealt
		}
		if len(bad) > 0 && i == bad[0] {
			bad = bad[1:]
			out = append(out, m)
			line = 0
			casinos, spans = append(casinos, line), append(spans, i)
		} else if paidEvent(e) && int(e.C) != line {
			out = append(out, m) // the lines before this one
			line = int(e.C)
			casinos, spans = append(casinos, line), append(spans, i)
		}
		m.pay(e)
	}
	return append(out, m), casinos, append(spans, end)
}

// pay adds what event e does to the seats' money cards and chips and to
// the bank.
func (m *seatMoney) pay(e royale.Event) {
	p, v := int(e.Who), int(e.Value)/royale.Unit
	card := v > 0 && v < len(m.bank)
	if (e.Kind == royale.EvUnclaimed || e.Kind == royale.EvImaginary) && e.N == 1 && card {
		m.bank[v]++ // back to the bank (the main game)
	}
	if p < 0 || p >= royale.MaxPlayers {
		return
	}
	switch e.Kind {
	case royale.EvWin:
		if e.C >= 1 && card {
			m.cards[p][v]++
		}
	case royale.EvBankPay, royale.EvChange:
		if card {
			m.cards[p][v]++
			m.bank[v] -= min(m.bank[v], 1)
		}
	case royale.EvBadPay:
		switch {
		case e.N == 2: // everything the seat has goes to the bank
			for k, n := range m.cards[p] {
				m.bank[k] += n
			}
			m.cards[p], m.chips[p] = royale.Cards{}, 0
		case e.N == 1:
			m.chips[p] = max(m.chips[p]-1, 0)
		case card && m.cards[p][v] > 0:
			m.cards[p][v]--
			m.bank[v]++
		}
	case royale.EvChips:
		if e.Tile >= 0 { // a tile's; the round's are dealt with the next round
			m.chips[p] += int(e.N)
		}
	case royale.EvSitOut:
		m.chips[p] = max(m.chips[p]-1, 0)
	}
}

// paidLines is how many of the payout's lines have paid under its board:
// their money has landed with the seats and the bank (flyLine).
func (t *Table) paidLines() int {
	return min(t.payLanded, t.payShown, t.payEnd(), len(t.payMoney)-1)
}

// leftLines is how many of the payout's casinos have let their money
// cards go: their lines show, the cards on their way or landed.
func (t *Table) leftLines() int {
	return max(min(t.payShown, t.payEnd(), len(t.payLines)), 0)
}

// won is seat p's money cards as drawn: under the payout's board, as the
// lines shown have paid them (paidMoney).
func (t *Table) won(s *royale.State, p int) royale.Cards {
	if !t.paidShown(s) || p < 0 || p >= royale.MaxPlayers || len(t.payMoney) == 0 {
		return s.Won(p)
	}
	return t.payMoney[max(t.paidLines(), 0)].cards[p]
}

// chips is seat p's chips as drawn (see won).
func (t *Table) chips(s *royale.State, p int) int {
	if !t.paidShown(s) || p < 0 || p >= royale.MaxPlayers || len(t.payMoney) == 0 {
		return s.Chips(p)
	}
	return t.payMoney[max(t.paidLines(), 0)].chips[p]
}

// pair is casino c's money cards as drawn: under the payout's board none
// once its line shows (they fly to the winners, or back).
func (t *Table) pair(s *royale.State, c int) (hi, lo int) {
	hi, lo = s.Pair(c)
	if !t.paidShown(s) || len(t.payMoney) == 0 {
		return hi, lo
	}
	for _, pc := range t.payLines[:t.leftLines()] {
		if pc == c {
			return 0, 0
		}
	}
	return hi, lo
}

// bank is the bank's cards as drawn (see won).
func (t *Table) bank(s *royale.State) royale.Cards {
	if !t.paidShown(s) || len(t.payMoney) == 0 {
		return s.Bank()
	}
	return t.payMoney[max(t.paidLines(), 0)].bank
}
