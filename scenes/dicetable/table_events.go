package dicetable

import (
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Base durations of event animations, in ticks at normal speed.
const (
	durRoundBanner = 70
	durDeal        = 10
	durTurn        = 16
	durRoll        = 42
	durPlace       = 30
	durKick        = 32
	durTie         = 40
	durPay         = 30
	durReturn      = 20
	durRainbow     = 24
	paceBot        = 36 // pause before a bot decides, so people can follow
	paceChance     = 6
)

// startEvent begins animating e. It returns true when the event loop should
// stop for this tick (a screenshot was requested).
func (t *Table) startEvent(c *ui.Stage, e dice.Event) bool {
	mo := motion(c)
	t.cur = e
	t.animOn = true
	t.fly = flyInfo{}
	t.tellEvent(e)
	stop := false
	d := 0
	switch e.Kind {
	case dice.EvRoundStarted:
		t.m.Apply(e)
		t.banner = t.m.RoundLabel
		t.bannerT = ui.NewTween(mo.Dur(durRoundBanner))
		d = mo.Dur(durRoundBanner / 2)
		t.nDice = 0
	case dice.EvNoteDealt:
		d = mo.Dur(durDeal)
		r := t.L.Casinos[e.Casino]
		t.fly = flyInfo{kind: flyNote, x0: t.L.Pile.CX(), y0: t.L.Pile.CY(), x1: r.CX(), y1: r.Y + r.H*0.3, note: e.Note}
	case dice.EvTurn:
		t.m.Apply(e)
		t.nDice = 0
		d = mo.Dur(durTurn)
	case dice.EvRolled:
		t.m.Apply(e)
		t.placeDice(!mo.Reduced)
		t.rollT = ui.NewTween(mo.Dur(durRoll))
		c.Say(ui.CueRattle)
		if e.Player >= 0 && int(e.Player) < t.m.Players && c.Shot != nil && t.rollT.D == 0 {
			stop = c.Snap("table")
		}
	case dice.EvPlaced:
		d = t.startPlaced(c, e, mo)
	case dice.EvKicked:
		d = t.startKicked(c, e, mo)
	case dice.EvKickWasted:
		d = mo.Dur(durTurn)
	case dice.EvRainbowSwapped:
		d = mo.Dur(durRainbow)
	case dice.EvTieRemoved:
		d = mo.Dur(durTie)
		c.Say(ui.CueTie)
		stop = t.shotPayout(c)
	case dice.EvNotePaid:
		d, stop = t.startPaid(c, e, mo)
	case dice.EvNoteReturned:
		d = mo.Dur(durReturn)
		p := t.L.CasinoParts(int(e.Casino))
		t.fly = flyInfo{kind: flyNote, x0: p.Notes.CX(), y0: p.Notes.CY(), x1: t.L.Pile.CX(), y1: t.L.Pile.CY(), note: e.Note, noteBack: true}
		t.m.Apply(e)
	case dice.EvRoundEnded:
		t.m.Apply(e)
		d = 1
		t.guideAt(c, guidePayout, NewRoundSummary(t)) // the summary, after the guide's page if any
		c.Say(ui.CueChime)
		stop = true
	case dice.EvGameEnded:
		t.m.Apply(e)
		d = 1
	default:
		t.m.Apply(e)
	}
	t.tw = ui.NewTween(d)
	if d == 0 {
		t.finishEvent(c)
	}
	return stop
}

// tellEvent keeps the words and books of event e: the log, the last
// placements, the game's facts, and during the payout the casino being
// paid and the story of the payout.
func (t *Table) tellEvent(e dice.Event) {
	t.addLog(LogWords(e, t.m, t.names))
	t.last.Track(e, t.m, &t.casName)
	t.m.Facts.Add(e)
	switch e.Kind {
	case dice.EvRainbowSwapped, dice.EvTieRemoved, dice.EvNotePaid, dice.EvNoteReturned:
		// Payout: nobody's turn; the casino being paid lights up.
		t.payCasino = CasinoIndex(int(e.Casino))
		t.m.Turn = -1
		t.nDice = 0
		t.prompt = "Payout: " + t.casName[t.payCasino]
		t.story.Tell(e, t.m)
	case dice.EvRoundStarted:
		t.payCasino = 0
		t.story.Reset()
	case dice.EvRoundEnded, dice.EvGameEnded:
		t.payCasino = 0
	}
}

// startPlaced starts the flight of placed dice from their face column to the
// casino, and returns its duration.
func (t *Table) startPlaced(c *ui.Stage, e dice.Event, mo ui.Motion) int {
	d := mo.Dur(durPlace)
	if e.Kickers > 0 {
		t.kickCasino = int(e.Casino)
	}
	// The dice leave the arena from their face column.
	area := ArenaDiceArea(&t.L)
	col := FaceColumn(area, int(e.Face))
	p := t.L.CasinoParts(int(e.Casino))
	t.fly = flyInfo{kind: flyDice, x0: col.CX(), y0: col.Y + col.H*0.35, x1: p.Dice.CX(), y1: p.Dice.CY(),
		colour: t.seatColour(int(e.Player)), n: int(e.Count), face: int(e.Face),
		biggies: int(e.Biggies), kickers: int(e.Kickers), whites: int(e.Whites)}
	if e.Player == dice.Neutral {
		t.fly.colour = pieces.DieWhite
	}
	if e.Auto {
		d = mo.Dur(durPlace * 2 / 3)
	}
	c.Say(ui.CuePlace)
	return d
}

// startKicked starts the flight of a kicked die back to its owner, and
// returns its duration.
func (t *Table) startKicked(c *ui.Stage, e dice.Event, mo ui.Motion) int {
	t.m.Apply(e)
	d := mo.Dur(durKick)
	r := t.L.Casinos[e.Casino]
	q := int(e.Target.Owner)
	x1, y1 := t.L.Pile.CX(), t.L.Pile.CY()
	if q >= 0 && q < t.m.Players {
		x1, y1 = t.L.Players[q].CX(), t.L.Players[q].CY()
	}
	t.fly = flyInfo{kind: flyKick, x0: r.CX(), y0: r.CY(), x1: x1, y1: y1, colour: t.seatColour(q), n: 1, face: int(e.Casino)}
	if e.Target.Kind == dice.Biggy {
		t.fly.biggies = 1
	}
	if e.Target.Kind == dice.White || q == dice.Neutral {
		t.fly.colour = pieces.DieWhite
	}
	c.Say(ui.CueTie)
	return d
}

// startPaid starts the flight of a paid note to its winner (or the pile),
// and returns its duration and whether a screenshot stops the events.
func (t *Table) startPaid(c *ui.Stage, e dice.Event, mo ui.Motion) (int, bool) {
	d := mo.Dur(durPay)
	p := t.L.CasinoParts(int(e.Casino))
	q := int(e.Player)
	x1, y1 := t.L.Pile.CX(), t.L.Pile.CY()
	if q >= 0 && q < t.m.Players {
		x1, y1 = t.L.Players[q].CX(), t.L.Players[q].CY()
	}
	t.fly = flyInfo{kind: flyNote, x0: p.Notes.CX(), y0: p.Notes.CY(), x1: x1, y1: y1, note: e.Note}
	t.m.Apply(e)
	c.Say(ui.CueSlide)
	return d, t.shotPayout(c)
}

// finishEvent commits the event to the books.
func (t *Table) finishEvent(c *ui.Stage) {
	if !t.animOn {
		return
	}
	t.animOn = false
	e := t.cur
	switch e.Kind {
	case dice.EvNoteDealt, dice.EvPlaced, dice.EvTieRemoved, dice.EvRainbowSwapped, dice.EvKickWasted:
		t.m.Apply(e)
		if e.Kind == dice.EvPlaced {
			t.placeDice(false)
			// A bot's next step waits a moment so people can follow.
			if int(e.Player) >= 0 && int(e.Player) < t.m.Players && !t.m.Seats[e.Player].Human {
				t.pace = motion(c).Dur(paceBot / 2)
			}
		}
	case dice.EvTurn:
		if int(e.Player) >= 0 && int(e.Player) < t.m.Players && !t.m.Seats[e.Player].Human {
			t.pace = motion(c).Dur(paceChance)
		}
	case dice.EvRolled:
		if int(e.Player) >= 0 && int(e.Player) < t.m.Players && !t.m.Seats[e.Player].Human {
			t.pace = motion(c).Dur(paceBot)
		}
	}
	t.fly = flyInfo{}
	t.updatePrompt()
}

func (t *Table) shotPayout(c *ui.Stage) bool {
	if c.Shot == nil || t.payoutShot {
		return false
	}
	t.payoutShot = true
	c.Snap("payout")
	return true
}
