//go:build !js

package royaletable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestCalmWhilePanelsTakeEsc: the table is not calm (the window's Esc
// would open its menu over it) while its log is open or a tile's decision
// points at something; Esc closes the log, and the table is calm again.
// Before, Royale's table was calm with its log open, so Esc opened the
// menu over the log instead of closing it.
func TestCalmWhilePanelsTakeEsc(t *testing.T) {
	tb, _, _ := animTable(t, "A2")
	tb.kit, tb.in = measureKit(t), ui.NewInput(nil)
	vp := ui.ComputeViewport(1280, 800, 1)
	press := func(k ui.ActionKind) {
		tb.in.Inject(ui.Action{Kind: k})
		tb.in.Step(vp)
		tb.handle()
	}
	if !tb.Calm() {
		t.Fatal("the table is not calm at a placement")
	}
	press(ui.ActLog)
	if !tb.showLog || tb.Calm() {
		t.Errorf("the log open %v, the table calm %v: Esc would open the menu over the log", tb.showLog, tb.Calm())
	}
	press(ui.ActCancel)
	if tb.showLog || !tb.Calm() {
		t.Errorf("after Esc the log is open %v, the table calm %v", tb.showLog, tb.Calm())
	}
	tb.sel = "casino-3"
	if tb.Calm() {
		t.Error("a tile's decision points at a casino, yet the table is calm: Esc would not take it back")
	}
}
