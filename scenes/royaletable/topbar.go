package royaletable

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// topBar is where the top bar's five buttons lie (ui.TopBar).
func (t *Table) topBar() ui.TopBar {
	l := &t.lay
	return ui.TopBar{l.help, l.hintBtn, l.logBtn, l.setBtn, l.menuBtn}
}

// drawTopBar draws the buttons every table has: Help, Hint (off when
// nobody here decides), Log (lit while open), Settings and Menu.
func (t *Table) drawTopBar(dst *ebiten.Image) {
	tb := t.topBar()
	for b := ui.TopHelp; b < ui.NumTopButtons; b++ {
		st := ui.BtnNormal
		switch {
		case b == ui.TopLog && t.showLog, b == ui.TopHelp && t.showHelp:
			st = ui.BtnActive
		case b == ui.TopHint && !t.canHint():
			st = ui.BtnDisabled
		case t.in.Hover(tb[b]):
			st = ui.BtnHover
		}
		t.button(dst, tb[b], b.Label(), st)
	}
}

// canHint reports whether a person decides now, so that a hint may be
// asked for.
func (t *Table) canHint() bool {
	st, _ := t.sess.Stage()
	return st == royaleplay.StageDecide && t.step == nil && t.payout == nil && !t.covered()
}

// topAction takes a click on the top bar's Hint, Settings or Menu (Help
// and Log are taken by helpAction and logAction); true if it was one.
func (t *Table) topAction(a ui.Action) bool {
	if a.Kind != ui.ActClick {
		return false
	}
	tb := t.topBar()
	b, ok := tb.Hit(a.X, a.Y)
	switch {
	case !ok || b == ui.TopHelp || b == ui.TopLog:
		return false
	case b == ui.TopHint:
		if t.canHint() {
			if err := t.sess.AskHint(); err != nil {
				t.say("%s", err)
			}
		}
	case b == ui.TopSettings:
		t.st.Ask(ui.CallSettings)
	case b == ui.TopMenu:
		t.st.Ask(ui.CallMenu)
	}
	return true
}
