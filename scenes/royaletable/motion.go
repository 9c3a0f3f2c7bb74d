package royaletable

import (
	"fmt"
	"strconv"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Tile sides' tracks: Jackpot's counter runs $30,000 to $80,000, Fifty
// Fifty's from its start to space 5, No Entry!'s from its start to space
// 6.
const (
	jackpotLow    = 3 // units
	jackpotSpaces = 6
	fiftySpaces   = 6
	entrySpaces   = 7
	boxTokens     = 6
)

// tracks are where the tiles' counters and No Entry!'s token stood as the
// step's events began (Table.last); the events move them on.
type tracks struct {
	jackpot, fifty, entry, closed int
	pile                          int // Black Box: the tokens in pile 1
}

func newTracks(before *royale.State) *tracks {
	tr := &tracks{jackpot: jackpotLow * royale.Unit}
	if before == nil || !before.Rules().Main {
		return tr
	}
	b := before.Board()
	tr.jackpot, tr.entry, tr.closed, tr.pile = b.Jackpot, b.Entry, b.Closed, before.PileSize()
	if b.Resolving == tB2 && b.LastSum > 0 {
		tr.fifty = b.Fifty // on the track once the first sum is rolled
	}
	return tr
}

// counter is a counter sliding over tile id's track.
func counter(pl *places, id int8, spaces, from, to int, label, short string) flight {
	r := pl.tile(id)
	clamp := func(v int) int { return min(max(v, -1), spaces-1) }
	return flight{kind: mTrack, track: r, spaces: spaces, from: clamp(from), to: clamp(to), label: label, short: short,
		x0: r.CX(), y0: r.CY(), x1: r.CX(), y1: r.CY()}
}

// tokens is n tokens of a tile flying from one place to another.
func tokens(tok token, n int, label string, from, to flight) flight {
	f := from
	f.x1, f.y1 = to.x1, to.y1
	f.what, f.tok, f.n, f.label = pToken, tok, n, label
	return f
}

// tileMoves adds the flights of a tile's own event: the black dice's
// tumble, a counter's slide, a token's flight.
func tileMoves(tl *timeline, i int, e royale.Event, pl *places, tr *tracks) {
	key := keyEvent + i
	here := arc(pToken, pl.tile(e.Tile), pl.tile(e.Tile))
	seat := arc(pToken, pl.seat(e.Who), pl.seat(e.Who))
	switch e.Kind {
	case royale.EvBlack:
		a := pl.l.arena
		f := flight{kind: mTumble, what: pDice, black: true, x0: a.CX(), y0: a.CY(), x1: a.CX(), y1: a.CY(), faces: rollFaces(e.Roll)}
		f.label = fmt.Sprintf("Black dice · %s", royale.TileName(int(e.Tile)))
		f.short = royale.TileName(int(e.Tile)) // a narrow arena's: the tile alone
		tl.add(key, f, tumbleTicks, 0)
	case royale.EvJackpot:
		f := counter(pl, e.Tile, jackpotSpaces, tr.jackpot/royale.Unit-jackpotLow, int(e.Value)/royale.Unit-jackpotLow, ui.Dollars(int(e.Value)), ui.ShortDollars(int(e.Value)))
		tr.jackpot = int(e.Value)
		tl.add(key, f, trackTicks, 0)
	case royale.EvFifty:
		label, short := fmt.Sprintf("sum %d", e.Value), strconv.Itoa(int(e.Value))
		if e.N < 0 {
			label, short = fmt.Sprintf("sum %d · lost", e.Value), fmt.Sprintf("%d lost", e.Value)
		}
		tl.add(key, counter(pl, e.Tile, fiftySpaces, tr.fifty, int(e.N), label, short), trackTicks, 0)
		tr.fifty = max(int(e.N), 0)
	case royale.EvClose:
		from := here
		if tr.closed > 0 {
			from = arc(pToken, pl.casino(int8(tr.closed)), pl.casino(int8(tr.closed)))
		}
		to := arc(pToken, pl.casino(e.C), pl.casino(e.C))
		tl.add(key, tokens(tokEntry, 1, "", from, to), flyTicks, 0)
		tl.add(key, counter(pl, e.Tile, entrySpaces, tr.entry, int(e.N), fmt.Sprintf("space %d", e.N), strconv.Itoa(int(e.N))), flyTicks, 0)
		tr.entry, tr.closed = int(e.N), int(e.C)
	default:
		tokenMoves(tl, key, e, pl, tr, here, seat)
	}
}

// tokenMoves adds the flights of the tokens of Power Play, High Five,
// Lucky Punch and Black Box. Only what the events show is drawn: the
// tokens a seat holds for Lucky Punch only to that seat (the others see
// one hidden token), the Black Box's piles face down until the pick.
func tokenMoves(tl *timeline, key int, e royale.Event, pl *places, tr *tracks, here, seat flight) {
	var f flight
	switch e.Kind {
	case royale.EvPower:
		f = tokens(tokPower, 1, "P", here, seat)
	case royale.EvPowerBack:
		f = tokens(tokPower, 1, "P", seat, here)
	case royale.EvHighFive:
		f = tokens(tokHighFive, 1, "5", here, seat)
	case royale.EvPunch:
		f = tokens(tokPunch, 1, "?", here, seat)
		if e.N > 0 {
			f = tokens(tokPunch, int(e.N), "", here, seat)
		}
	case royale.EvGuess:
		holder := (int(e.Who) + pl.seats - 1) % max(pl.seats, 1)
		from := arc(pToken, pl.seat(int8(holder)), pl.seat(int8(holder)))
		f = tokens(tokPunch, int(e.Value), fmt.Sprint(e.Value), from, here)
	case royale.EvSplit:
		for pile, n := range []int{int(e.N), boxTokens - int(e.N)} {
			to := here
			to.x1 += (float64(pile)*2 - 1) * pl.tile(e.Tile).W / 5
			tl.add(key, tokens(tokBox, n, "?", here, to), flyTicks, 0)
		}
		tr.pile = int(e.N)
		return
	case royale.EvPick:
		n := tr.pile
		if e.N == 2 {
			n = boxTokens - n
		}
		f = tokens(tokBox, n, ui.Dollars(int(e.Value)), here, seat)
	default:
		return
	}
	tl.add(key, f, flyTicks, 0)
}

// rollFaces lists a roll's faces, lowest first.
func rollFaces(r royale.Roll) []int {
	var out []int
	for f := 1; f <= 6; f++ {
		for range r.C[f-1] {
			out = append(out, f)
		}
	}
	return out
}
