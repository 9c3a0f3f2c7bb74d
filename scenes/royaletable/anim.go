package royaletable

import (
	"fmt"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// motion is how a flight moves.
type motion uint8

const (
	mArc    motion = iota // along an arc from one place to another
	mTumble               // the black dice tumble in the arena and land
	mTrack                // a counter slides along a tile's track
)

// piece is what a flight moves.
type piece uint8

const (
	pDice  piece = iota // dice of an owner showing a face (0: blank)
	pMoney              // a money card of n units
	pChips              // n chips
	pToken              // n tokens of a tile
)

// token is which tile's token flies.
type token uint8

const (
	tokPower    token = iota // Power Play (D2)
	tokHighFive              // High Five (C1)
	tokEntry                 // No Entry! (E1)
	tokPunch                 // Lucky Punch (A1)
	tokBox                   // Black Box (G1)
)

// flight is one piece moving during a step, from its start tick at for
// dur ticks; it stays where it landed until the step ends. Everything in
// it comes from the step's events, never from a diff of states.
type flight struct {
	kind           motion
	what           piece
	x0, y0, x1, y1 float64
	owner, face    int // dice: the owner and the face shown
	n              int // dice, chips, tokens: how many; money: the card in units
	big, black     bool
	tok            token
	label          string  // a token's or a counter's words ("?": hidden)
	short          string  // a counter's words where label does not fit ("$80k", "12 lost")
	faces          []int   // a tumble: the faces the black dice land on
	track          ui.Rect // a track: the tile it runs over
	spaces         int     // a track: its spaces, 0 to spaces-1
	from, to       int     // a track: the counter's spaces (to -1: it falls off)
	at, dur        int
}

// Durations at normal speed, in ticks: a flight, the black dice's tumble,
// a counter's slide; a payout's casinos start payLag apart.
const (
	tumbleTicks = 42
	trackTicks  = 22
	payLag      = 12
)

// timeline puts a step's flights one beat after another: the events of one
// beat (the dice placed, one casino's payout) move together; each tile
// event is a beat of its own, which starts when the last one has ended
// (a payout's casinos overlap, payLag apart).
type timeline struct {
	out             []flight
	key             int
	start, lag, end int
	dur             func(int) int
}

// add puts f in the beat named key (a new one unless it is the last's),
// lasting base ticks; the next beat starts lag ticks (0: base) after it.
func (tl *timeline) add(key int, f flight, base, lag int) {
	if lag == 0 {
		lag = base
	}
	if len(tl.out) == 0 || key != tl.key {
		if len(tl.out) > 0 {
			tl.start += tl.lag
		}
		tl.key, tl.lag = key, 0
	}
	f.at, f.dur = tl.start, tl.dur(base)
	tl.lag = max(tl.lag, tl.dur(lag))
	tl.end = max(tl.end, f.at+f.dur)
	tl.out = append(tl.out, f)
}

// places finds where things are on the screen during a step: the casinos,
// the seats' panels, the bank, and each tile by the casino it lies beside
// (as the table drawn shows it, and as the step's EvTile events set it).
type places struct {
	l     *layout
	tiles [royale.Casinos + 1]int
	seats int
}

func (t *Table) placesOf(st *royaleplay.Step) *places { return t.placesAt(st.Before) }

// placesAt is where things are with the tiles as they lie in s.
func (t *Table) placesAt(s *royale.State) *places {
	pl := &places{l: &t.lay, seats: len(t.sess.Seats())}
	for c := 1; c <= royale.Casinos; c++ {
		pl.tiles[c] = -1
		if s != nil && s.Rules().Main {
			pl.tiles[c] = s.Tile(c)
		}
	}
	return pl
}

func (pl *places) casino(c int8) ui.Rect {
	if c >= 1 && c <= royale.Casinos {
		return pl.l.casinos[c-1]
	}
	return pl.l.arena
}

func (pl *places) seat(p int8) ui.Rect {
	if p >= 0 && int(p) < len(pl.l.panels) {
		return pl.l.panels[p]
	}
	return pl.l.arena
}

func (pl *places) bank() ui.Rect {
	if pl.l.bank.Empty() {
		return pl.l.top
	}
	return pl.l.bank
}

// tile is where tile side id lies (the arena if it lies nowhere).
func (pl *places) tile(id int8) ui.Rect {
	for c := 1; c <= royale.Casinos; c++ {
		if pl.tiles[c] == int(id) && id >= 0 {
			return pl.l.casinoParts(c-1, true).tile
		}
	}
	return pl.l.arena
}

// arc is a flight from the middle of one place to the middle of another.
func arc(what piece, from, to ui.Rect) flight {
	return flight{kind: mArc, what: what, x0: from.CX(), y0: from.CY(), x1: to.CX(), y1: to.CY()}
}

// dice is n dice of who showing face, flying from one place to another.
func dice(who int8, face, n int, big bool, from, to ui.Rect) flight {
	f := arc(pDice, from, to)
	f.owner, f.face, f.n, f.big = int(who), face, n, big
	return f
}

// flightsOf turns a step's events into flights, beat after beat: dice to
// their casino, onto a tile or back to a seat; money between the casinos,
// the bank and the seats; chips; the tiles' tokens; the black dice's
// tumble; the tiles' counters along their tracks.
func (t *Table) flightsOf(st *royaleplay.Step) []flight {
	tl := &timeline{key: -1, dur: t.motion.Dur}
	pl := t.placesOf(st)
	tr := newTracks(st.Before)
	if t.last != nil {
		tr = newTracks(t.last)
	}
	addFlights(tl, st.Events, pl, tr)
	return tl.out
}

// addFlights adds the flights of events evs to tl, over the places pl and
// the tracks tr, which they move on.
func addFlights(tl *timeline, evs []royale.Event, pl *places, tr *tracks) {
	for i, e := range evs {
		if e.Kind == royale.EvTile && e.C >= 1 && e.C <= royale.Casinos {
			pl.tiles[e.C] = int(e.Tile)
		}
		if !diceMoves(tl, i, e, pl) && !moneyMoves(tl, i, e, pl) {
			tileMoves(tl, i, e, pl, tr)
		}
	}
}

// Beat keys: the dice placed share one, each casino's payout one; any
// other event is a beat of its own (keyed by its index).
const (
	keyPlace = -2
	keyPay   = 1 << 20 // + the casino
	keyEvent = 1 << 10 // + the event's index
)

// diceMoves adds the flights of an event that moves dice; it reports
// whether e is such an event.
func diceMoves(tl *timeline, i int, e royale.Event, pl *places) bool {
	key, big := keyEvent+i, e.Mask == 1
	var f flight
	switch e.Kind {
	case royale.EvPlace:
		f, key = dice(e.Who, int(e.C), int(e.N), big, pl.l.arena, pl.casino(e.C)), keyPlace // the Biggy among them: a seat's or the neutral colour's
	case royale.EvBlock:
		f = dice(royale.Grey, 0, int(e.N), false, pl.tile(e.Tile), pl.casino(e.C))
	case royale.EvHandicap:
		f = dice(royale.Grey, 0, 1, false, pl.casino(e.C), pl.tile(e.Tile))
	case royale.EvNice:
		f = dice(e.Who, int(e.C), 1, big, pl.l.arena, pl.tile(e.Tile))
	case royale.EvNiceOut:
		f = dice(e.Who, int(e.C), 1, false, pl.tile(e.Tile), pl.casino(e.C))
	case royale.EvRotate:
		f = dice(e.Who, int(e.C), 1, big, pl.seat(e.Who), pl.casino(e.C))
	case royale.EvPrime:
		f = dice(e.Who, int(e.C), 1, false, pl.l.arena, pl.casino(e.C))
		f.black = true
	case royale.EvDouble:
		f = dice(e.Who, int(e.C), int(e.N), big, pl.casino(e.C), pl.tile(e.Tile))
	case royale.EvKnock:
		f = dice(e.Who, 0, 1, big, pl.seat(e.Who), pl.tile(e.Tile))
	case royale.EvKnockBack:
		f = dice(e.Who, 0, int(e.N), false, pl.tile(e.Tile), pl.seat(e.Who))
	case royale.EvReturn:
		f = dice(e.Who, int(e.C), 1, big, pl.casino(e.C), pl.seat(e.Who))
	case royale.EvChoose:
		if e.N != 6 {
			return false // only My Choice's 6 moves a die: onto the tile
		}
		f = dice(e.Who, 0, 1, false, pl.seat(e.Who), pl.tile(e.Tile))
	default:
		return false
	}
	tl.add(key, f, flyTicks, 0)
	return true
}

// moneyMoves adds the flights of an event that moves money or chips; it
// reports whether e is such an event.
func moneyMoves(tl *timeline, i int, e royale.Event, pl *places) bool {
	key, lag := keyEvent+i, 0
	var f flight
	switch e.Kind {
	case royale.EvWin:
		f, key, lag = arc(pMoney, pl.casino(e.C), pl.seat(e.Who)), keyPay+int(e.C), payLag
	case royale.EvUnclaimed, royale.EvImaginary:
		if e.N != 1 {
			return e.Kind == royale.EvUnclaimed // under the pile: off the table
		}
		f, key, lag = arc(pMoney, pl.casino(e.C), pl.bank()), keyPay+int(e.C), payLag
	case royale.EvBankPay, royale.EvChange:
		if e.Value == 0 {
			return true // the bank is empty: nothing moves
		}
		f = arc(pMoney, pl.bank(), pl.seat(e.Who))
	case royale.EvBadPay:
		f = arc(pMoney, pl.seat(e.Who), pl.bank())
		if e.N == 1 {
			f = arc(pChips, pl.seat(e.Who), pl.bank())
			f.n = 1
		}
	case royale.EvSitOut:
		f = arc(pChips, pl.seat(e.Who), pl.bank())
		f.n = 1
	case royale.EvChips:
		if e.Tile < 0 {
			return true // the round's chips are dealt with the round
		}
		f = arc(pChips, pl.tile(e.Tile), pl.seat(e.Who))
		f.n = int(e.N)
	default:
		return false
	}
	if f.what == pMoney {
		f.n = int(e.Value) / royale.Unit
	}
	tl.add(key, f, flyTicks, lag)
	return true
}

// ownerColour is the die colour of a seat, the neutral player or the grey
// dice: seats skip black, which the black dice of the tiles use.
func ownerColour(o int) pieces.DieColour {
	switch {
	case o == royale.Neutral || o == royale.Grey:
		return pieces.DieWhite
	case o >= 4:
		return 5
	case o >= 0:
		return pieces.DieColour(o)
	}
	return pieces.DieWhite
}

// payoutLines says, casino by casino, who won which card and who tied;
// nil when the events pay out no casino.
func payoutLines(evs []royale.Event, names []string) []string {
	return payoutLinesForm(evs, names, false)
}

// payoutLinesForm is payoutLines in the long form ("6 Nugget: Ann
// $100,000 · grey dice $90,000") or the short ("6 Nugget: Ann $100k ·
// grey $90k").
func payoutLinesForm(evs []royale.Event, names []string, short bool) []string {
	var parts [royale.Casinos + 1][]string
	any := false
	dollars := ui.Dollars
	if short {
		dollars = ui.ShortDollars
	}
	who := func(p int8) string {
		switch {
		case p == royale.Neutral:
			return "neutral"
		case p == royale.Grey && short:
			return "grey"
		case p == royale.Grey:
			return "grey dice"
		case p >= 0 && int(p) < len(names):
			return names[p]
		}
		return "?"
	}
	for _, e := range evs {
		if e.C < 1 || int(e.C) > royale.Casinos {
			continue
		}
		switch e.Kind {
		case royale.EvWin:
			parts[e.C] = append(parts[e.C], who(e.Who)+" "+dollars(int(e.Value)))
			any = true
		case royale.EvUnclaimed:
			parts[e.C] = append(parts[e.C], dollars(int(e.Value))+" unclaimed")
			any = true
		case royale.EvTie:
			if e.Tile >= 0 {
				continue
			}
			var ws []string
			for p := int8(0); p < 7; p++ {
				if e.Mask&(1<<p) != 0 {
					ws = append(ws, who(p))
				}
			}
			parts[e.C] = append(parts[e.C], strings.Join(ws, " & ")+" tie")
		}
	}
	if !any {
		return nil
	}
	var out []string
	for c := royale.Casinos; c >= 1; c-- {
		if len(parts[c]) > 0 {
			out = append(out, fmt.Sprintf("%d %s: %s", c, pieces.CasinoName[c], strings.Join(parts[c], " · ")))
		}
	}
	starts := badLuckStarts(evs)
	for k, from := range starts {
		to := len(evs)
		if k+1 < len(starts) {
			to = starts[k+1]
		}
		out = append(out, badLuckLine(evs[from:to], who, dollars, short))
	}
	return out
}

// badLuckStarts is where each seat's payments for Bad Luck begin at the
// round's end, after the last casino's line (of the payout that evs hold
// from its first casino on) and before the next round is dealt (a seat pays its whole debt before the next one pays): each is a
// line of the payout, after the casinos' (badLuckLine); nil if none.
func badLuckStarts(evs []royale.Event) []int {
	var starts []int
	who, paid := int8(-2), false
	for i, e := range evs {
		switch {
		case !paid && !paidEvent(e):
			// before the payout (a round dealt before it is not its end)
		case e.Kind == royale.EvCard || e.Kind == royale.EvPair || e.Kind == royale.EvGameOver:
			return starts
		case paidEvent(e):
			starts, who, paid = nil, -2, true // a casino pays after them: not the round's end
		case (e.Kind == royale.EvBadPay || e.Kind == royale.EvChange) && e.Who != who:
			starts, who = append(starts, i), e.Who
		}
	}
	return starts
}

// badLuckTitle begins Bad Luck's lines of a payout.
const badLuckTitle = "Bad Luck: "

// badLuckLine says what the seats paid for Bad Luck in its payments evs
// (one seat's: badLuckStarts), in the order they paid ("Bad Luck: Ann
// pays $50,000 and gets $10,000 back", "Bad Luck: Ben pays everything,
// $30,000"; short: "Bad Luck: Ann $50k, $10k back", "Bad Luck: Ben all,
// $30k").
func badLuckLine(evs []royale.Event, who func(int8) string, dollars func(int) string, short bool) string {
	type debt struct {
		p            int8
		paid, change int
		all          bool
	}
	var ds []debt
	at := func(p int8) *debt {
		for i := range ds {
			if ds[i].p == p {
				return &ds[i]
			}
		}
		ds = append(ds, debt{p: p})
		return &ds[len(ds)-1]
	}
	for _, e := range evs {
		if e.Kind == royale.EvCard || e.Kind == royale.EvPair || e.Kind == royale.EvGameOver {
			break // the next round is dealt
		}
		switch e.Kind {
		case royale.EvBadPay:
			d := at(e.Who)
			d.paid += int(e.Value)
			d.all = d.all || e.N == 2
		case royale.EvChange:
			at(e.Who).change += int(e.Value)
		}
	}
	parts := make([]string, 0, len(ds))
	for _, d := range ds {
		var s string
		switch {
		case d.all && d.paid == 0 && short:
			s = who(d.p) + " nothing"
		case d.all && d.paid == 0:
			s = who(d.p) + " has nothing to pay"
		case d.all && short:
			s = who(d.p) + " all, " + dollars(d.paid)
		case d.all:
			s = who(d.p) + " pays everything, " + dollars(d.paid)
		case short:
			s = who(d.p) + " " + dollars(d.paid)
		default:
			s = who(d.p) + " pays " + dollars(d.paid)
		}
		if d.change > 0 && short {
			s += ", " + dollars(d.change) + " back"
		} else if d.change > 0 {
			s += " and gets " + dollars(d.change) + " back"
		}
		parts = append(parts, s)
	}
	return badLuckTitle + strings.Join(parts, " · ")
}
