package dicetable

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/internal/screens"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// layoutSizes are the desktop windows the layout is checked at.
var layoutSizes = screens.Desktop

func TestViewportClampsSmallWindows(t *testing.T) {
	cases := []struct {
		w, h, dsf float64
	}{
		{801, 599, 1}, {640, 480, 2}, {800, 600, 1}, {3000, 700, 1.5}, {400, 900, 1}, {0, 0, 0},
	}
	for _, c := range cases {
		v := ui.ComputeViewport(c.w, c.h, c.dsf)
		if v.W < ui.MinLogicalW-1e-9 || v.H < ui.MinLogicalH-1e-9 {
			t.Errorf("%v: logical %vx%v below minimum", c, v.W, v.H)
		}
		// The logical canvas times the scale must cover the physical screen exactly.
		if c.w >= 1 && c.h >= 1 {
			dsf := c.dsf
			if dsf <= 0 {
				dsf = 1
			}
			if d := v.W*v.Scale - c.w*dsf; d > 1e-6 || d < -1e-6 {
				t.Errorf("%v: W*Scale = %v, want %v", c, v.W*v.Scale, c.w*dsf)
			}
		}
	}
	v := ui.ComputeViewport(801, 599, 1)
	if v.H != 600 || v.W <= 801 {
		t.Errorf("801x599 should scale to height 600 logical, got %vx%v", v.W, v.H)
	}
	v = ui.ComputeViewport(1920, 1080, 2)
	if v.W != 1920 || v.Scale != 2 || v.PhysW != 3840 {
		t.Errorf("hi-dpi viewport wrong: %+v", v)
	}
}

type namedRect struct {
	name string
	r    ui.Rect
}

func tableRects(l TableLayout, o TableLayoutOptions) []namedRect {
	var rs []namedRect
	rs = append(rs, namedRect{"topbar", l.TopBar})
	for i := 1; i <= 6; i++ {
		rs = append(rs, namedRect{fmt.Sprintf("casino%d", i), l.Casinos[i]})
	}
	if o.Slot {
		rs = append(rs, namedRect{"slot", l.Casinos[SlotIndex]})
	}
	rs = append(rs, namedRect{"arena", l.Arena})
	for i := 0; i < l.NumPlayers; i++ {
		rs = append(rs, namedRect{fmt.Sprintf("player%d", i), l.Players[i]})
	}
	if o.LogOpen && !l.LogOverlay {
		rs = append(rs, namedRect{"log", l.Log})
	}
	return rs
}

func TestTableLayoutNoOverlap(t *testing.T) {
	for _, sz := range layoutSizes {
		vp := ui.ComputeViewport(sz[0], sz[1], 1)
		for n := 2; n <= 6; n++ {
			for _, slot := range []bool{false, true} {
				for _, logOpen := range []bool{false, true} {
					o := TableLayoutOptions{Players: n, Slot: slot, LogOpen: logOpen}
					l := ComputeTableLayout(vp.W, vp.H, o)
					name := fmt.Sprintf("%vx%v n=%d slot=%v log=%v", sz[0], sz[1], n, slot, logOpen)
					checkTableLayout(t, name, l, o)
				}
			}
		}
	}
}

// checkApart checks that each of rs is not empty, lies within box and
// overlaps none of the others.
func checkApart(t *testing.T, name string, rs []namedRect, box ui.Rect) {
	t.Helper()
	for i, a := range rs {
		if a.r.Empty() {
			t.Errorf("%s: %s is empty", name, a.name)
			continue
		}
		if !a.r.Within(box) {
			t.Errorf("%s: %s %+v leaves %+v", name, a.name, a.r, box)
		}
		for _, b := range rs[i+1:] {
			if a.r.Overlaps(b.r) {
				t.Errorf("%s: %s %+v overlaps %s %+v", name, a.name, a.r, b.name, b.r)
			}
		}
	}
}

func checkTableLayout(t *testing.T, name string, l TableLayout, o TableLayoutOptions) {
	t.Helper()
	checkApart(t, name, tableRects(l, o), ui.R(0, 0, l.W, l.H))
	// Top bar parts stay in the bar and apart.
	checkApart(t, name+": top bar", []namedRect{{"title", l.Title}, {"help", l.BtnHelp}, {"log", l.BtnLog}, {"settings", l.BtnSetting}, {"menu", l.BtnMenu}}, l.TopBar)
	// Minimum sizes keep every element usable.
	for i := 1; i <= 6; i++ {
		c := l.Casinos[i]
		if c.W < 200 || c.H < 110 {
			t.Errorf("%s: casino %d too small: %vx%v", name, i, c.W, c.H)
		}
		p := pieces.SplitCasino(c, l.U)
		for _, part := range []ui.Rect{p.Header, p.Notes, p.Dice} {
			if part.Empty() || !part.Within(c) {
				t.Errorf("%s: casino %d part %+v bad", name, i, part)
			}
		}
		if p.Header.Overlaps(p.Notes) || p.Notes.Overlaps(p.Dice) || p.Header.Overlaps(p.Dice) {
			t.Errorf("%s: casino %d parts overlap", name, i)
		}
	}
	if l.Arena.W < 300 || l.Arena.H < 100 {
		t.Errorf("%s: arena too small: %vx%v", name, l.Arena.W, l.Arena.H)
	}
	switch {
	case l.Phone && o.Replay: // no decisions: no Confirm
		if !l.Prompt.Within(l.Arena) {
			t.Errorf("%s: prompt misplaced", name)
		}
	case l.Phone: // Confirm is in the prompt's row of buttons, under its text
		if !l.Prompt.Within(l.Arena) || !l.Confirm.Within(l.Prompt) || l.PromptText.Overlaps(l.Confirm) {
			t.Errorf("%s: prompt/confirm misplaced", name)
		}
	case !l.Prompt.Within(l.Arena) || !l.Confirm.Within(l.Arena) || l.Prompt.Overlaps(l.Confirm):
		t.Errorf("%s: prompt/confirm misplaced", name)
	}
	area := ArenaDiceArea(&l)
	row := ArenaOptionRow(&l)
	if row.Empty() || !row.Within(l.Arena) || row.Overlaps(area) || row.Overlaps(l.Prompt) {
		t.Errorf("%s: option row %+v bad", name, row)
	}
	if area.Empty() || area.Overlaps(l.Prompt) {
		t.Errorf("%s: dice area %+v bad (prompt %+v)", name, area, l.Prompt)
	}
	d := ArenaDieSize(area, l.U, 8)
	if d < 18 {
		t.Errorf("%s: arena dice too small: %v", name, d)
	}
	for i := 0; i < l.NumPlayers; i++ {
		p := l.Players[i]
		if p.W < 110 || p.H < 50 {
			t.Errorf("%s: player panel %d too small: %vx%v", name, i, p.W, p.H)
		}
	}
	if o.LogOpen {
		if l.Log.Empty() || !l.Log.Within(ui.R(0, 0, l.W, l.H)) || l.Log.Overlaps(l.TopBar) {
			t.Errorf("%s: log %+v misplaced", name, l.Log)
		}
	}
}

func TestArenaSlotsStayInColumn(t *testing.T) {
	for _, sz := range layoutSizes {
		vp := ui.ComputeViewport(sz[0], sz[1], 1)
		for _, slot := range []bool{false, true} {
			l := ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: 2, Slot: slot})
			area := ArenaDiceArea(&l)
			for n := 1; n <= 12; n++ {
				d := ArenaDieSize(area, l.U, n)
				for f := 1; f <= 6; f++ {
					col := FaceColumn(area, f)
					var prev []ui.Rect
					for k := 0; k < n; k++ {
						x, y := DieSlot(area, f, k, n, d)
						r := ui.R(x-d/2, y-d/2, d, d)
						if !r.Within(col) {
							t.Fatalf("%vx%v n=%d face %d die %d at %+v outside column %+v", sz[0], sz[1], n, f, k, r, col)
						}
						for _, p := range prev {
							if p.Overlaps(r) {
								t.Fatalf("%vx%v n=%d face %d: dice overlap", sz[0], sz[1], n, f)
							}
						}
						prev = append(prev, r)
					}
				}
			}
		}
	}
}
