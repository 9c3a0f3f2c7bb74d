package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// handle reads this tick's actions: the number keys 1-6 choose a card by
// the number it shows (valueKey) and a click or tap on a card selects it,
// Enter or the button confirms, Esc clears the selection; at a payout they
// go on. The handover is an overlay of its own (handover.go), which takes
// the input while it is open. No input can make the table panic: every
// index is checked.
func (t *Table) handle() {
	st, _ := t.sess.Stage()
	for _, a := range t.in.Actions() {
		if a.Kind == ui.ActNone || a.Kind == ui.ActPointerMove {
			continue
		}
		a = t.topButton(a)
		if t.tipClick(a) {
			continue
		}
		if t.showLog {
			t.showLog = !t.logPanel().Input(a) // Esc, L, Enter or a tap beside its buttons closes it
			continue
		}
		if a.Kind == ui.ActLog {
			t.showLog, t.showHelp = true, false
			t.logPanel().Reset()
			continue
		}
		if t.showHelp && t.helpClick(a) {
			continue // More: the next page of the rules
		}
		if a.Kind == ui.ActHelp || (t.showHelp && (a.Kind == ui.ActCancel || a.Kind == ui.ActClick || a.Kind == ui.ActConfirm)) {
			t.showHelp, t.helpPage = !t.showHelp && a.Kind == ui.ActHelp, 0
			continue
		}
		if a.Kind == ui.ActHint {
			t.askHint()
			continue
		}
		switch {
		case t.showLog, t.showHelp:
			// The log is open: Esc, L or a tap closes it.
		case t.summary:
			if a.Kind == ui.ActConfirm || (a.Kind == ui.ActClick && t.lay.confirm.Contains(a.X, a.Y)) {
				t.summary = false // Continue: the payout or the table (afterFlight)
			}
		case t.payout:
			if (a.Kind == ui.ActConfirm || (a.Kind == ui.ActClick && t.lay.confirm.Contains(a.X, a.Y))) && !t.revWords(true).pay.more() {
				t.endReveal() // Next round, after the payout's last page (paypages.go)
			}
		case t.rev != nil:
			// The picks are flying: input waits.
		case st == cardplay.StageOver:
			t.endInput(a)
		case st == cardplay.StagePick:
			t.pickInput(a)
		case st == cardplay.StageChip:
			t.chipInput(a)
		}
	}
}

// topButton turns a tap on a button of the top bar into its key's
// action: the Help, Hint and Log buttons are F1, H and L; Settings and
// Menu open the window's (the table sees nothing).
func (t *Table) topButton(a ui.Action) ui.Action {
	if a.Kind != ui.ActClick {
		return a
	}
	switch {
	case t.lay.hintBtn.Contains(a.X, a.Y):
		a.Kind = ui.ActHint
	case t.lay.logBtn.Contains(a.X, a.Y):
		a.Kind = ui.ActLog
	case t.lay.helpBtn.Contains(a.X, a.Y):
		a.Kind = ui.ActHelp
	case t.lay.setBtn.Contains(a.X, a.Y):
		t.st.Ask(ui.CallSettings)
		a.Kind = ui.ActNone
	case t.lay.menuBtn.Contains(a.X, a.Y):
		t.st.Ask(ui.CallMenu)
		a.Kind = ui.ActNone
	}
	return a
}

// endInput handles one action at the game's end: Save the record (or S)
// keeps the record and says where; Close (or Enter) closes the table.
func (t *Table) endInput(a ui.Action) {
	switch {
	case a.Kind == ui.ActChar && (a.N == 's' || a.N == 'S'),
		a.Kind == ui.ActClick && t.lay.save.Contains(a.X, a.Y):
		t.note = t.saveRecord()
		t.sess.Note(t.note)
	case a.Kind == ui.ActConfirm,
		a.Kind == ui.ActClick && t.lay.close.Contains(a.X, a.Y):
		t.quit = true
	}
}

// pickInput handles one action while a person picks cards.
func (t *Table) pickInput(a ui.Action) {
	switch a.Kind {
	case ui.ActPick:
		t.pressValue(a.N)
	case ui.ActConfirm:
		t.confirm()
	case ui.ActCancel:
		t.on = [len(t.on)]bool{}
		t.msg = ""
	case ui.ActClick:
		if t.lay.confirm.Contains(a.X, a.Y) {
			t.confirm()
			return
		}
		for i, r := range t.lay.slots {
			if r.Contains(a.X, a.Y) {
				t.toggle(i)
				return
			}
		}
	}
}

// toggle selects or deselects card i of the hand, refusing a card that
// would break the selection rule with the reason.
func (t *Table) toggle(i int) {
	if i < 0 || i >= len(t.slots) || i >= len(t.on) {
		return
	}
	if t.on[i] {
		t.on[i] = false
		t.msg = ""
		return
	}
	if why := cardplay.Blocked(t.slots, t.on[:], i); why != "" {
		t.say("Not that card: %s.", why)
		return
	}
	t.on[i] = true
	t.msg = ""
}

// confirm locks the selection as the pick.
func (t *Table) confirm() {
	pk := cardplay.Selected(t.slots, t.on[:])
	if err := t.sess.Submit(pk); err != nil {
		t.say("%s.", capital(err.Error()))
		return
	}
	t.on = [len(t.on)]bool{}
	t.msg = ""
}

// chipInput handles one action while a person chooses a chip colour.
func (t *Table) chipInput(a ui.Action) {
	choices := t.sess.ChipChoices()
	i := -1
	switch a.Kind {
	case ui.ActPick:
		i = a.N - 1
	case ui.ActClick:
		for j, r := range t.lay.chips {
			if r.Contains(a.X, a.Y) {
				i = j
			}
		}
	default:
		return
	}
	if i < 0 || i >= len(choices) {
		return
	}
	if err := t.sess.ChooseChip(choices[i]); err != nil {
		t.say("%s.", capital(err.Error()))
	}
}

// capital starts s with a capital letter.
func capital(s string) string {
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		return string(s[0]-'a'+'A') + s[1:]
	}
	return s
}
