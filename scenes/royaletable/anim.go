package royaletable

import (
	"fmt"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// flight is one piece flying during a step: dice of an owner showing a
// face, or a money card, from one place to another.
type flight struct {
	x0, y0, x1, y1 float64
	owner, face    int // dice: the owner and face (face 0: a money card)
	n              int // dice: how many; money: the card's value in units
	big, black     bool
}

// flightsOf turns a step's events into flights: dice from the arena (or a
// tile) to their casino, money from a casino or the bank to a seat's panel,
// and from a seat to the bank.
func (t *Table) flightsOf(st *royaleplay.Step) []flight {
	l := t.lay
	var out []flight
	seat := func(p int8) ui.Rect {
		if p >= 0 && int(p) < len(l.panels) {
			return l.panels[p]
		}
		return l.arena
	}
	casino := func(c int8) ui.Rect {
		if c >= 1 && c <= royale.Casinos {
			return l.casinos[c-1]
		}
		return l.arena
	}
	bank := l.bank
	if bank.Empty() {
		bank = l.top
	}
	for _, e := range st.Events {
		from, to := l.arena, casino(e.C)
		f := flight{owner: int(e.Who), face: int(e.C), n: int(e.N)}
		switch e.Kind {
		case royale.EvPlace, royale.EvBlock, royale.EvNiceOut, royale.EvRotate:
			if e.Kind == royale.EvNiceOut || e.Kind == royale.EvRotate {
				f.n = 1
			}
		case royale.EvPrime:
			f.n, f.black = 1, true
		case royale.EvWin:
			from, to = casino(e.C), seat(e.Who)
			f.face, f.n = 0, int(e.Value)/royale.Unit
		case royale.EvBankPay, royale.EvChange:
			if e.Value == 0 {
				continue
			}
			from, to = bank, seat(e.Who)
			f.face, f.n = 0, int(e.Value)/royale.Unit
		case royale.EvBadPay:
			from, to = seat(e.Who), bank
			f.face, f.n = 0, int(e.Value)/royale.Unit
		default:
			continue
		}
		f.x0, f.y0, f.x1, f.y1 = from.CX(), from.CY(), to.CX(), to.CY()
		out = append(out, f)
	}
	return out
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
	var parts [royale.Casinos + 1][]string
	any := false
	who := func(p int8) string {
		switch {
		case p == royale.Neutral:
			return "neutral"
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
			parts[e.C] = append(parts[e.C], fmt.Sprintf("%s $%dk", who(e.Who), e.Value/1000))
			any = true
		case royale.EvUnclaimed:
			parts[e.C] = append(parts[e.C], fmt.Sprintf("$%dk unclaimed", e.Value/1000))
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
	return out
}
