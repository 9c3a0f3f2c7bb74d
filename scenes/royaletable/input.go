package royaletable

import (
	"slices"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// handle reads this tick's actions. While a step's pieces move, Enter or a
// click lands them at once (any other input waits). At a placement, keys
// 1-6 or a click on a casino or a die group place that face; at any
// decision a click on a button, keys 1-7 (the buttons in order, for a
// tile's decision), the arrows and Enter choose, and H asks for a hint. At
// a payout they show every casino's line at once, then go on (the
// handover is an overlay of its own, handover.go, which takes the input
// while it is open). At the end Enter or Close closes, S
// or "Save the record" keeps the record. F1, ? or Help opens the help
// (help.go). No input can make the table panic: every index is checked.
func (t *Table) handle() {
	for _, a := range t.in.Actions() {
		if t.pressAction(a) || a.Kind == ui.ActNone || a.Kind == ui.ActPointerMove || t.logAction(a) || t.helpAction(a) || t.topAction(a) || t.tipAction(a) {
			continue
		}
		st, _ := t.sess.Stage()
		switch {
		case t.step != nil:
			if a.Kind == ui.ActConfirm || a.Kind == ui.ActClick {
				t.fly.T = t.fly.D // the pieces land at once
			}
		case t.payout != nil:
			switch {
			case a.Kind != ui.ActConfirm && (a.Kind != ui.ActClick || !t.lay.next.Contains(a.X, a.Y)):
			case t.payBusy():
				t.showPaid() // skip to the page's whole payout, its money landed
			case t.payPage < t.payLayout().pages()-1:
				t.payPage++ // its next page (payoutdock.go)
			default:
				t.payout, t.payBoard = nil, nil
			}
		case st == royaleplay.StageOver:
			t.endInput(a)
		case st == royaleplay.StageDecide:
			t.decideInput(a)
		}
	}
}

// placing reports whether the legal actions are a placement's.
func placing(l []royale.Action) bool { return len(l) > 0 && !tileDecision(l) }

// decideInput handles one action while a person decides.
func (t *Table) decideInput(a ui.Action) {
	legal := t.sess.SharedLegal()
	if len(legal) == 0 {
		return
	}
	if tileDecision(legal) {
		t.tileInput(legal, a)
		return
	}
	t.focus = min(max(t.focus, 0), len(legal)-1)
	switch a.Kind {
	case ui.ActPick:
		if placing(legal) {
			t.choose(legal, royale.Place(a.N))
			return
		}
		if a.N >= 1 && a.N <= len(legal) {
			t.choose(legal, legal[a.N-1])
		} else {
			t.say("There is no choice %d.", a.N)
		}
	case ui.ActPrev, ui.ActUp:
		t.focus = (t.focus + len(legal) - 1) % len(legal)
	case ui.ActNext, ui.ActDown:
		t.focus = (t.focus + 1) % len(legal)
	case ui.ActConfirm:
		t.choose(legal, legal[t.focus])
	case ui.ActHint:
		if err := t.sess.AskHint(); err != nil {
			t.say("%s", err)
		}
	case ui.ActCancel:
		t.msg = ""
	case ui.ActClick:
		t.clickDecision(legal, a.X, a.Y)
	}
}

// clickDecision chooses by a click: a button, or at a placement a casino
// or a die group in the arena.
func (t *Table) clickDecision(legal []royale.Action, x, y float64) {
	var rbuf [16]ui.Rect
	for i, r := range t.lay.buttonRectsTo(len(legal), rbuf[:0]) {
		if r.Contains(x, y) {
			t.choose(legal, legal[i])
			return
		}
	}
	if !placing(legal) {
		return
	}
	var gbuf [6]group
	for _, g := range t.lay.rollGroupsTo(t.sess.SharedView().CurrentRoll(), gbuf[:0]) {
		if g.r.Contains(x, y) {
			t.choose(legal, royale.Place(g.face))
			return
		}
	}
	for c, r := range t.lay.casinos {
		if r.Contains(x, y) {
			t.choose(legal, royale.Place(c+1))
			return
		}
	}
}

// choose hands a to the session, or says why it cannot be done.
func (t *Table) choose(legal []royale.Action, a royale.Action) {
	if a.Kind == royale.ActPlace && !slices.Contains(legal, a) {
		if !t.sess.SharedView().CurrentRoll().Has(int(a.X)) {
			t.say("No die shows %d.", a.X)
		} else {
			t.say("Casino %d is closed.", a.X)
		}
		return
	}
	if err := t.sess.Decide(a); err != nil {
		t.say("%s.", err)
		return
	}
	t.msg = ""
}
