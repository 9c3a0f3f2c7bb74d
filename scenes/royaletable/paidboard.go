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

// seatCards is each seat's money cards.
type seatCards [royale.MaxPlayers]royale.Cards

// paidCards is, for each of a payout's lines (payoutLines: casino 6 to 1,
// those the events pay out), the money cards each seat won at the casinos
// of that line and the lines before it. The seats' panels count them
// under the payout's board as its lines show (Table.won), so that they
// never say "no money cards yet" of a seat a line names a winner. The
// cards a tile pays from the bank during the payout and Bad Luck's
// payments are in no line: the panels count them from the next round.
func paidCards(evs []royale.Event) []seatCards {
	var out []seatCards
	var sum seatCards
	for c := royale.Casinos; c >= 1; c-- {
		line := false
		for _, e := range evs {
			if int(e.C) != c || !paidEvent(e) {
				continue
			}
			line = true
			if v := int(e.Value) / royale.Unit; e.Kind == royale.EvWin && e.Who >= 0 && int(e.Who) < royale.MaxPlayers && v >= 0 && v < len(sum[0]) {
				sum[e.Who][v]++
			}
		}
		if line {
			out = append(out, sum)
		}
	}
	return out
}

// won is seat p's money cards as drawn: under the payout's board, the
// board's and those of the casinos whose lines show (paidCards).
func (t *Table) won(s *royale.State, p int) royale.Cards {
	w := s.Won(p)
	if !t.paidShown(s) || p < 0 || p >= royale.MaxPlayers {
		return w
	}
	if n := min(t.payShown, t.payEnd(), len(t.payCards)); n > 0 {
		for v, k := range t.payCards[n-1][p] {
			w[v] += k
		}
	}
	return w
}
