//go:build !js

package royaletable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTipBesideItsCasino: a tile's explanation lies beside the casino it
// explains, never over it, inside the window and below the top bar, at
// desktop and phone sizes; the "?" that shows it on a tap is a finger's
// size on phones and lies inside its casino.
func TestTipBesideItsCasino(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {1920, 1080}, {1024, 768}, {390, 844}, {360, 640}} {
		for _, n := range []int{2, 5} {
			l := cssLayout(sz[0], sz[1], n)
			for c := 0; c < royale.Casinos; c++ {
				for _, h := range []float64{60, 150} {
					w := min(420*l.u, l.W-8*l.u)
					r := l.tipRect(c, w, h*l.u)
					if r.Overlaps(l.casinos[c]) || r.X < 0 || r.MaxX() > l.W || r.Y < l.top.MaxY() || r.MaxY() > l.H || r.H < 40*l.u {
						t.Errorf("%vx%v casino %d: the explanation %v lies over its casino %v or outside", sz[0], sz[1], c+1, r, l.casinos[c])
					}
				}
				info := l.tileInfo(c+1, true)
				if cas := l.casinos[c]; !(cas.Contains(info.X, info.Y) && cas.Contains(info.MaxX()-0.01, info.MaxY()-0.01)) || (l.portrait && (info.W < l.tap || info.H < l.tap)) {
					t.Errorf("%vx%v casino %d: the tile's ? %v", sz[0], sz[1], c+1, info)
				}
			}
		}
	}
}

// TestTipByTap: a tap on a tile's "?" shows its explanation (no hover
// needed), a second tap hides it, and a tap elsewhere hides it too.
func TestTipByTap(t *testing.T) {
	tb, _, at := animTable(t, "F2")
	tb.in = ui.NewInput(nil)
	tb.vp = ui.ComputeViewport(390, 844, 1)
	tb.lay = cssLayout(390, 844, 3)
	c := at[tF2]
	tap := func(x, y float64) {
		tb.in.Inject(ui.Action{Kind: ui.ActPointerDown, X: x, Y: y, Touch: true})
		tb.in.Inject(ui.Action{Kind: ui.ActPointerUp, X: x, Y: y})
		tb.in.Step(tb.vp)
		tb.handle()
	}
	info := tb.lay.tileInfo(c, true)
	tap(info.CX(), info.CY())
	if got := tb.tipCasino(tb.shown()); got != c {
		t.Fatalf("after a tap on the ?: explained casino %d, want %d", got, c)
	}
	tap(info.CX(), info.CY())
	if got := tb.tipCasino(tb.shown()); got != 0 {
		t.Errorf("a second tap left casino %d explained", got)
	}
	tap(info.CX(), info.CY())
	tap(2, tb.lay.top.MaxY()+2)
	if got := tb.tipCasino(tb.shown()); got != 0 {
		t.Errorf("a tap elsewhere left casino %d explained", got)
	}
}

// TestPhoneControlsFingerSized: on phones every control of the layout
// (the top bar's Log and Help, the payout's Next, the end's buttons, the
// help's and the log's buttons) is 44 CSS px or more, inside the window.
func TestPhoneControlsFingerSized(t *testing.T) {
	for _, sz := range [][2]float64{{390, 844}, {360, 640}, {412, 915}} {
		l := cssLayout(sz[0], sz[1], 5)
		_, _, back, shut, more := l.helpArea()
		for name, r := range map[string]ui.Rect{"Log": l.logBtn, "Help": l.help, "Next": l.next, "Save": l.endSave, "Close": l.endClose, "Back": back, "help's Close": shut, "More": more} {
			if r.W < l.tap-0.01 || r.H < l.tap-0.01 || r.X < 0 || r.Y < 0 || r.MaxX() > l.W || r.MaxY() > l.H {
				t.Errorf("%vx%v: %s is %v (%.1f CSS px high)", sz[0], sz[1], name, r, r.H/l.css)
			}
		}
		if l.logBtn.Overlaps(l.help) {
			t.Errorf("%vx%v: Log %v overlaps Help %v", sz[0], sz[1], l.logBtn, l.help)
		}
	}
}
