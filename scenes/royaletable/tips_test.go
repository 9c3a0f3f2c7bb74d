//go:build !js

package royaletable

import (
	"math"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTipBesideItsCasino: a tile's explanation lies beside the casino it
// explains, never over it, inside the window and below the top bar, at
// desktop and phone sizes; the "?" that shows it on a tap is a finger's
// size on phones and lies inside its casino.
func TestTipBesideItsCasino(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {1920, 1080}, {1024, 768}, {390, 844}, {360, 640}, {844, 390}, {640, 360}} {
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
				if cas := l.casinos[c]; !(cas.Contains(info.X, info.Y) && cas.Contains(info.MaxX()-0.01, info.MaxY()-0.01)) || (l.phone && (info.W < l.tap || info.H < l.tap)) {
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
	for _, sz := range [][2]float64{{390, 844}, {360, 640}, {412, 915}, {844, 390}, {640, 360}} {
		l := cssLayout(sz[0], sz[1], 5)
		if !l.phone {
			t.Errorf("%vx%v is not laid out as a phone", sz[0], sz[1])
		}
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

// TestWidePhoneLayout: a phone on its side (844x390, 640x360 CSS px) gets
// its own layout (two rows of casinos beside the arena, the seats at the
// right), each casino with room for its name, its dice and its tile at
// the least text; a desktop window and a phone held upright keep theirs.
func TestWidePhoneLayout(t *testing.T) {
	for _, c := range []struct {
		w, h           float64
		wide, portrait bool
	}{{844, 390, true, false}, {640, 360, true, false}, {915, 412, true, false}, {1280, 800, false, false}, {1024, 768, false, false}, {390, 844, false, true}, {360, 640, false, true},
		// ui.PhoneOnSide, the rule every table shares: a 7" tablet on its
		// side and windows as short are laid out so; 700x450 is not wide
		// enough (1.56), 800x600 not short.
		{1024, 600, true, false}, {1013, 577, true, false}, {700, 450, false, false}, {800, 600, false, false}} {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(c.w, c.h, n)
			if l.wide != c.wide || l.portrait != c.portrait {
				t.Errorf("%vx%v: wide %v portrait %v, want %v %v", c.w, c.h, l.wide, l.portrait, c.wide, c.portrait)
				continue
			}
			if !l.wide {
				continue
			}
			if l.top.H < l.tap || l.help.H < l.tap-0.01 {
				t.Errorf("%vx%v: the top bar %.1f CSS px, its buttons %.1f", c.w, c.h, l.top.H/l.css, l.help.H/l.css)
			}
			// 1 2 3 over 6 5 4, the arena at their right.
			if !(l.casinos[0].MaxX() <= l.casinos[1].X && l.casinos[1].MaxX() <= l.casinos[2].X && l.casinos[2].MaxY() <= l.casinos[3].Y &&
				l.casinos[5].MaxX() <= l.casinos[4].X && l.casinos[4].MaxX() <= l.casinos[3].X && l.casinos[2].MaxX() <= l.arena.X) {
				t.Errorf("%vx%v: casinos %v arena %v are not two rows beside the arena", c.w, c.h, l.casinos, l.arena)
			}
			for ci := 0; ci < royale.Casinos; ci++ {
				p := l.casinoParts(ci, true)
				if p.dice.H < l.minText*1.5 || p.tile.H < 2*l.minText || (p.name.Empty() && !l.nameInHeader(p.header)) {
					t.Errorf("%vx%v, %d seats: casino %d parts %+v leave no room", c.w, c.h, n, ci+1, p)
				}
			}
			for i, p := range l.panels {
				if p.H < 2*l.minText*1.2+8*l.u || p.X < l.arena.MaxX() {
					t.Errorf("%vx%v, %d seats: panel %d %v too small or over the board", c.w, c.h, n, i, p)
				}
			}
			if p := l.prompt; p.H < l.promptSize()*3.8 {
				t.Errorf("%vx%v: the prompt %v holds no two lines and the hint at %.1f", c.w, c.h, p, l.promptSize())
			}
			if b := l.buttonRectsTo(7, nil); b[6].H < l.tap-0.01 || b[6].MaxY() > l.H {
				t.Errorf("%vx%v: the dock's buttons %v", c.w, c.h, b)
			}
		}
	}
}

// TestPortraitPanelRows: on a phone held upright with four or five seats
// each seat's panel is a row across the screen in one line (panelParts),
// not a column a fifth of the screen wide (68 CSS px at 360x640, where
// "Lucky", "4 left" and "no money cards yet" were cut to "Lu…", "." and
// "no mo…"): the rows lie under the top bar, over the bank and the board,
// apart, and at 12 CSS px a name, the dice left with the Biggy and the
// chips, and the money cards' words fit whole; two and three seats keep
// their columns.
func TestPortraitPanelRows(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := ui.NewMeasureKit(fonts)
	for _, sz := range [][2]float64{{360, 640}, {390, 844}, {360, 780}} {
		for n := royale.MinPlayers; n <= royale.MaxPlayers; n++ {
			l := cssLayout(sz[0], sz[1], n)
			if !l.portrait {
				t.Fatalf("%vx%v: not portrait", sz[0], sz[1])
			}
			for i, r := range l.panels {
				one, name, supply, won := l.panelParts(r)
				if one != (n >= 4) {
					t.Errorf("%vx%v, %d seats: panel %d in one line %v", sz[0], sz[1], n, i, one)
					continue
				}
				if !one {
					continue
				}
				if r.Y < l.top.MaxY() || r.MaxY() > l.bank.Y || r.MaxY() > l.board.Y || r.X < 0 || r.MaxX() > l.W {
					t.Errorf("%vx%v, %d seats: panel %d %v off its place (top %v, bank %v, board %v)", sz[0], sz[1], n, i, r, l.top, l.bank, l.board)
				}
				if i > 0 && r.Overlaps(l.panels[i-1]) {
					t.Errorf("%vx%v, %d seats: panels %d and %d overlap", sz[0], sz[1], n, i-1, i)
				}
				for _, part := range []ui.Rect{name, supply, won} {
					if part.H < l.minText*1.1 || !part.Within(r) {
						t.Errorf("%vx%v, %d seats: panel %d part %v is lower than a line or outside %v", sz[0], sz[1], n, i, part, r)
					}
				}
				z := l.minText * 1.05
				ds, rad := math.Min(supply.H*0.8, 18*l.u), math.Min(supply.H*0.32, 8*l.u)
				for _, c := range []struct {
					s    string
					f    ui.FontID
					size float64
					w    float64
				}{
					{"Lucky", ui.FontBold, z * 1.1, name.W},
					{"5 left + Biggy 12", ui.FontRegular, z, supply.W - ds - 2*rad - 22*l.u},
					{"no money cards yet", ui.FontRegular, l.minText, won.W},
					{"12 cards", ui.FontRegular, l.minText, won.W - 22*l.u*pieces.NoteAspect - 23*l.u},
				} {
					if tw := k.TextWidth(c.s, c.f, c.size); tw > c.w {
						t.Errorf("%vx%v, %d seats: %q is %.0f CSS px wide in %.0f", sz[0], sz[1], n, c.s, tw/l.css, c.w/l.css)
					}
				}
			}
		}
	}
}
