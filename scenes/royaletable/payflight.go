package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A round's payout is told line by line, casino 6 to 1 (paidMoney): as a
// line shows, its casino's money cards leave the casino and fly to the
// winners (or back to the bank), then what its tile pays flies (the
// bank's cards, chips, ...); Bad Luck's lines, after the casinos', fly
// each seat's payment to the bank and its change back. A seat's panel and
// the bank count a line's money once its flights have landed. The step that paid the round flies only what came
// before its first casino paid (the last dice placed, a tile's move), so
// no money leaves a casino while the casino still shows it.

// payGap is the ticks between a line's money landing and the next line
// at normal speed.
const payGap = 8

// payoutFrom is the index of the first event of step st that the payout's
// lines tell (len(st.Events): none). Called before gatherPayout takes st.
func (t *Table) payoutFrom(st *royaleplay.Step) int {
	if len(t.payEvs) > 0 {
		return 0 // a payout a tile's decision stopped goes on
	}
	if first := firstPaid(st.Events); first >= 0 && payoutLines(st.Events, nil) != nil {
		return first
	}
	return len(st.Events)
}

// flyLine starts the flights of the payout's line k: where the tiles lie
// and their tracks stand as the earlier lines left them, over the board
// as the payout began. With --autoplay nothing flies.
func (t *Table) flyLine(k int) {
	t.payFlights = nil
	if k < 0 || k+1 >= len(t.paySpans) || t.paySpans[k+1] > len(t.payAll) || t.opts.Autoplay {
		return
	}
	evs := t.payAll[t.paySpans[k]:t.paySpans[k+1]]
	if q, ok := cueOf(evs); ok && t.st != nil {
		t.st.Say(q)
	}
	pl, tr := t.placesAt(t.payBoard), newTracks(t.payFrom)
	addFlights(&timeline{key: -1, dur: t.motion.Dur}, t.payAll[:t.paySpans[k]], pl, tr)
	tl := &timeline{key: -1, dur: t.motion.Dur}
	addFlights(tl, evs, pl, tr)
	if len(tl.out) > 0 && tl.end > 0 {
		t.payFlights, t.payFly = tl.out, ui.NewTween(tl.end)
	}
}

// payStep moves the payout's lines on a tick: the line in the air lands,
// then after a pause the next line shows and flies (with --autoplay every
// line at once). It reports whether the page's lines are still coming.
func (t *Table) payStep() bool {
	if len(t.payFlights) > 0 {
		t.payFly.Step()
		if !t.payFly.Done() {
			return true
		}
		t.payFlights, t.payNext = nil, t.motion.Dur(payGap)
	}
	t.payLanded = t.payShown
	if t.payShown >= t.payEnd() {
		return false
	}
	if t.opts.Autoplay {
		t.payShown, t.payLanded = len(t.payout), len(t.payout)
		return true
	}
	if t.payNext > 0 {
		t.payNext--
		return true
	}
	t.flyLine(t.payShown)
	t.payShown++
	if len(t.payFlights) == 0 {
		t.payLanded, t.payNext = t.payShown, t.motion.Dur(payTicks) // nothing flies: the line is read
	}
	return true
}

// payBusy reports whether the payout's page is still being told: a line
// to come, or money in the air.
func (t *Table) payBusy() bool {
	return t.payShown < t.payEnd() || len(t.payFlights) > 0
}

// showPaid shows the page's every line at once, its money landed (Enter,
// Show all).
func (t *Table) showPaid() {
	t.payShown = max(t.payShown, t.payEnd())
	t.payLanded, t.payFlights = t.payShown, nil
}

// inAir is the flights drawn now and the tick they are at: the step's, or
// the payout's line's.
func (t *Table) inAir() ([]flight, int) {
	switch {
	case t.step != nil:
		return t.flights, t.fly.T
	case t.payout != nil:
		return t.payFlights, t.payFly.T
	}
	return nil, 0
}
