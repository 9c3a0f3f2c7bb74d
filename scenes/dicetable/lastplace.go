package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Each player's last placement stays marked on its casino until that
// player's next turn, and the prompt row says in words where the last
// dice went ("Bob put 3 dice on Luxor (5)."), so a bot's turn reads
// without the log.

// LastPlace is a seat's last placement this round.
type LastPlace struct {
	Casino int // table index (SlotIndex for the slot machine); 0: none
	Units  int // dice units added to the owner's cell (a Biggy counts 2)
	Owner  int // whose cell holds them: the seat, or dice.Neutral for white dice only
}

// LastPlaces are the seats' last placements this round, and the last one
// in words (Line), for the prompt row.
type LastPlaces struct {
	Seat [MaxSeats]LastPlace
	Line string
}

// Track keeps the last placements for event e: a placement marks its
// seat's casino, the seat's next turn and the round's end clear it. m is
// the table's books before e; casName names each casino by table index.
func (l *LastPlaces) Track(e dice.Event, m *Model, casName *[8]string) {
	p := int(e.Player)
	switch e.Kind {
	case dice.EvPlaced:
		if p < 0 || p >= m.Players {
			return
		}
		idx := CasinoIndex(int(e.Casino))
		l.Seat[p] = LastPlace{Casino: idx, Units: int(e.Regular) + 2*int(e.Biggies), Owner: p}
		if e.Regular+e.Biggies == 0 && e.Whites > 0 {
			l.Seat[p].Owner, l.Seat[p].Units = dice.Neutral, int(e.Whites)
		}
		l.Line = PlacedWords(e, m.Seats[p].Name, casName[idx&7])
	case dice.EvTurn:
		if p >= 0 && p < MaxSeats {
			l.Seat[p] = LastPlace{}
		}
	case dice.EvRoundStarted, dice.EvRoundEnded:
		*l = LastPlaces{}
	}
}

// PlacedWords says where a seat's dice went: "Bob put 3 dice on Luxor
// (5).", "You put 2 dice and a Biggy on the slot machine."
func PlacedWords(e dice.Event, name, casino string) string {
	var parts []string
	if e.Regular > 0 {
		parts = append(parts, ui.Plural(int(e.Regular), "die", "dice"))
	}
	if e.Biggies > 0 {
		parts = append(parts, ui.Plural(int(e.Biggies), "Biggy", "Biggies"))
	}
	if e.Kickers > 0 {
		parts = append(parts, ui.Plural(int(e.Kickers), "Kicker", "Kickers"))
	}
	if e.Whites > 0 {
		parts = append(parts, ui.Plural(int(e.Whites), "white die", "white dice"))
	}
	what := JoinAnd(parts)
	if what == "" {
		what = "nothing"
	}
	if int(e.Casino) == dice.SlotMachine {
		return name + " put " + what + " on the slot machine."
	}
	return name + " put " + what + " on " + casino + "."
}
