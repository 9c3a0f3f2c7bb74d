package scenes

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTakeBackSetting: a table gets the take-back on by default; the
// settings screen's Take back row turns it off, for the table and for the
// saved settings.
func TestTakeBackSetting(t *testing.T) {
	ft := &fakeTable{calm: true}
	ts := &tableScene{name: "cards-table", game: gameCards, t: ft}
	a := headlessApp(t, ts)
	steps(t, a, 2)
	if !ft.st.TakeBack {
		t.Fatal("the take-back is off by default")
	}
	setupKeys(t, a, ui.Action{Kind: ui.ActCancel}, ui.Action{Kind: ui.ActPick, N: 2})
	if _, ok := a.Top().(*SettingsScene); !ok {
		t.Fatalf("Settings opened %T", a.Top())
	}
	setupKeys(t, a, ui.Action{Kind: ui.ActPick, N: int(rowTakeBack) + 1})
	if !a.ctx.Settings.NoTakeBack || !settingsToGame(a.ctx.Settings).NoTakeBack {
		t.Fatalf("the Take back row did not turn it off: %+v", a.ctx.Settings)
	}
	a.ctx.Pop()
	steps(t, a, 2)
	if ft.st.TakeBack {
		t.Error("the table still gets the take-back after it was turned off")
	}
}
