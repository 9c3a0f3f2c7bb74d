package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// PlaceOutcome is what the engine would pay at a placement's casino if the
// round were scored right after it.
type PlaceOutcome struct {
	casino int          // 1-6 or dice.SlotMachine
	units  int          // the deciding seat's dice there (a Biggy counts 2)
	rank   int          // the seat's rank (0 = first; past the notes: no note), -1 when tied
	paid   [8]int8      // who is paid at each rank (dice.Neutral for white dice), -1: nobody
	notes  [8]dice.Note // the note at each rank
	nNotes int
}

// Describe says what the outcome means for the deciding seat.
func (o *PlaceOutcome) Describe() string {
	have := "you'd have " + ui.Plural(o.units, "die", "dice") + " — "
	switch {
	case o.units == 0:
		return "you have no dice there"
	case o.rank < 0:
		return have + "tied, you'd take them back"
	case o.rank < o.nNotes:
		return have + ordinal(o.rank+1) + ", wins " + pieces.NoteLabel[NoteIndex(o.notes[o.rank])] + " now"
	default:
		return have + ordinal(o.rank+1) + ", no note left for you"
	}
}

// PreviewPlace asks the engine what placing a in position pos would do for
// seat at a's casino. pos must be playable (dice.State.View, not a
// TableView). The engine plays the placement out on a copy (white dice,
// Biggies and the slot machine's sums included) and the payout rule is the
// engine's (dice.PayoutOrder); when the placement ends the round, the
// engine's own payout events are read instead.
func PreviewPlace(pos *dice.State, seat int, a dice.Action) (PlaceOutcome, bool) {
	o := PlaceOutcome{casino: int(a.Casino), rank: -1}
	for r := range o.paid {
		o.paid[r] = -1
	}
	if pos == nil || a.Kind != dice.ActPlace {
		return o, false
	}
	st := pos.Clone()
	units := st.UnitsOn(o.casino, seat)
	var nbuf [8]dice.Note
	o.nNotes = min(copy(o.notes[:], st.NotesOn(o.casino, nbuf[:0])), len(o.notes))
	evs, err := st.Apply(a)
	if err != nil {
		return o, false
	}
	if o.fromPayout(evs, seat, units) {
		if r := rankAfter(pos, evs, o.casino, seat); o.rank == o.nNotes && r > o.rank {
			o.rank = r // its place past the notes
		}
		return o, true
	}
	o.standing(st, seat)
	return o, true
}

// standing fills o with seat's dice and rank at o's casino in st, as the
// engine would pay it now.
func (o *PlaceOutcome) standing(st *dice.State, seat int) {
	var nbuf [8]dice.Note
	o.units = st.UnitsOn(o.casino, seat)
	o.nNotes = min(copy(o.notes[:], st.NotesOn(o.casino, nbuf[:0])), len(o.notes))
	po := dice.PayoutOrder(contendersOn(st, o.casino), o.casino == dice.SlotMachine)
	for r, ct := range po.Ranked {
		if r < o.nNotes {
			o.paid[r] = int8(ct.Who)
		}
		if ct.Who == seat {
			o.rank = r
		}
	}
}

// PreviewKick says what kick a would do, before it is confirmed: whose die
// leaves the casino (the prompt names the casino), where it goes, and
// where seat would stand there after it ("Kick your own die back to you,
// to roll again · you'd have 2 dice — 1st, wins $90k now"). names are the
// seats' names.
func PreviewKick(pos *dice.State, seat int, a dice.Action, names []string) (string, bool) {
	if pos == nil || a.Kind != dice.ActKick {
		return "", false
	}
	st := pos.Clone()
	evs, err := st.Apply(a)
	if err != nil {
		return "", false
	}
	kind := "die"
	if a.Target.Kind == dice.Biggy {
		kind = "Biggy"
	}
	q := int(a.Target.Owner)
	var line string
	switch {
	case a.Target.Owner == dice.Neutral || a.Target.Kind == dice.White:
		line = "Kick a white die out for this round"
	case q == seat:
		line = "Kick your own " + kind + " back to you, to roll again"
	case q >= 0 && q < len(names):
		line = "Kick " + Possessive(names[q]) + " " + kind + " back to its owner"
	default:
		return "", false
	}
	c := 0
	for _, e := range evs {
		if e.Kind == dice.EvKicked {
			c = int(e.Casino)
		}
		if e.Kind == dice.EvNotePaid || e.Kind == dice.EvTieRemoved || e.Kind == dice.EvNoteReturned {
			return line, true // the round ends: the payout will tell
		}
	}
	if c == 0 {
		return line, true
	}
	o := PlaceOutcome{casino: c, rank: -1}
	o.standing(st, seat)
	return line + " · " + o.Describe(), true
}

// fromPayout reads the outcome from the events of a placement that ended
// the round (units: the seat's dice on the casino before it); it reports
// false when the casino was not scored.
func (o *PlaceOutcome) fromPayout(evs []dice.Event, seat, units int) bool {
	scored, tied := false, false
	for _, e := range evs {
		if int(e.Casino) != o.casino {
			continue
		}
		switch e.Kind {
		case dice.EvPlaced:
			if int(e.Player) == seat {
				units += int(e.Count)
			}
		case dice.EvNotePaid:
			scored = true
			if r := int(e.Rank); r < len(o.paid) {
				o.paid[r], o.notes[r] = e.Player, e.Note
				if int(e.Player) == seat {
					o.rank = r
				}
			}
		case dice.EvTieRemoved:
			scored = true
			tied = tied || e.Mask&(1<<uint(seat)) != 0
		case dice.EvNoteReturned:
			scored = true
		}
	}
	if !scored {
		return false
	}
	o.units = units
	if o.rank < 0 && !tied && units > 0 {
		o.rank = o.nNotes // ranked past the notes
	}
	return true
}

// rankAfter is seat's rank at casino c once the placement whose events
// are evs is added to position pos (for a placement that ended the round,
// whose casino the engine has emptied since).
func rankAfter(pos *dice.State, evs []dice.Event, c, seat int) int {
	cs := contendersOn(pos, c)
	for _, e := range evs {
		if e.Kind != dice.EvPlaced || int(e.Casino) != c {
			continue
		}
		i := 0
		for i < len(cs) && cs[i].Who != int(e.Player) {
			i++
		}
		if i == len(cs) {
			cs = append(cs, dice.Contender{Who: int(e.Player)})
		}
		cs[i].Units += int(e.Count)
		if c == dice.SlotMachine {
			cs[i].Sum += int(e.Count) * int(e.Face)
			cs[i].High = max(cs[i].High, int(e.Face))
		}
	}
	for r, ct := range dice.PayoutOrder(cs, c == dice.SlotMachine).Ranked {
		if ct.Who == seat {
			return r
		}
	}
	return -1
}

// contendersOn lists the participants with dice on casino c as the engine's
// payout counts them.
func contendersOn(st *dice.State, c int) []dice.Contender {
	return st.Contenders(c, make([]dice.Contender, 0, dice.Neutral+1))
}
