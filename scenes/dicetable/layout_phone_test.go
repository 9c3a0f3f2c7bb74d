package dicetable

import (
	"fmt"
	"slices"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/internal/screens"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// phones are the phones held upright the phone layout is checked at: CSS
// width, height and device scale. phoneCases adds the phones held on their
// side (screens.OnSide), laid out by layout_land.go with the phone's sizes.
var phones = screens.Upright

// phoneCase is one phone layout and its CSS px per logical unit.
type phoneCase struct {
	name string
	l    TableLayout
	o    TableLayoutOptions
	css  float64
}

// phoneCases lays the table out on every phone for every table: players,
// slot machine, log, replay.
func phoneCases(t *testing.T) []phoneCase {
	var cs []phoneCase
	for _, ph := range append(slices.Clone(phones), screens.OnSide...) {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		css := vp.Scale / ph[2] // CSS px per logical unit
		for n := 2; n <= 6; n++ {
			for _, slot := range []bool{false, true} {
				for _, replay := range []bool{false, true} {
					for _, logOpen := range []bool{false, true} {
						o := TableLayoutOptions{Players: n, Slot: slot, LogOpen: logOpen, Replay: replay}
						l := ComputeTableLayout(vp.W, vp.H, o)
						name := fmt.Sprintf("%vx%v@%v n=%d slot=%v replay=%v log=%v", ph[0], ph[1], ph[2], n, slot, replay, logOpen)
						if !l.Phone {
							t.Fatalf("%s: not laid out as a phone (%vx%v logical)", name, vp.W, vp.H)
						}
						cs = append(cs, phoneCase{name, l, o, css})
					}
				}
			}
		}
	}
	return cs
}

// Every part of the phone's table lies on the screen, none over another,
// the arena and the prompt in the lower half, within thumb reach.
func TestPhoneLayoutPlaces(t *testing.T) {
	for _, pc := range phoneCases(t) {
		l, name := pc.l, pc.name
		checkTableLayout(t, name, l, pc.o)
		var ps []ui.Rect
		for i := 0; i < l.NumPlayers; i++ {
			ps = append(ps, l.Players[i])
		}
		screen := ui.R(0, 0, l.W, l.H)
		for i, a := range ps {
			if !a.Within(screen) || a.Empty() {
				t.Errorf("%s: player panel %d %+v not on the screen", name, i, a)
			}
			for j, b := range ps[i+1:] {
				if a.Overlaps(b) {
					t.Errorf("%s: player panels %d and %d overlap: %+v %+v", name, i, i+1+j, a, b)
				}
			}
		}
		if l.Land {
			// On its side: the casinos at the left, the arena at the right.
			if l.Arena.X < l.Casinos[2].MaxX() || l.Prompt.Y < l.H*0.5 {
				t.Errorf("%s: arena %+v or prompt %+v not at the lower right", name, l.Arena, l.Prompt)
			}
		} else if l.Arena.Y < l.H*0.5 || l.Prompt.Y < l.H*0.6 {
			t.Errorf("%s: arena %+v or prompt %+v above the lower half (H %v)", name, l.Arena, l.Prompt, l.H)
		}
		if !l.PromptText.Within(l.Prompt) || l.PromptText.Empty() {
			t.Errorf("%s: prompt text %+v not in the prompt %+v", name, l.PromptText, l.Prompt)
		}
		if pc.o.Replay {
			if !l.ReplayBar.Within(screen) || l.ReplayBar.Overlaps(l.Arena) || l.ReplayBar.Y < l.Arena.MaxY() {
				t.Errorf("%s: replay bar %+v misplaced", name, l.ReplayBar)
			}
			continue
		}
		hint := l.HintButton()
		btns := []ui.Rect{l.PromptText, hint, l.Confirm, ArenaOptionRow(&l)}
		for i, a := range btns {
			if !a.Within(l.Arena) {
				t.Errorf("%s: prompt part %d %+v leaves the arena", name, i, a)
			}
			for _, b := range btns[i+1:] {
				if a.Overlaps(b) {
					t.Errorf("%s: prompt parts %+v and %+v overlap", name, a, b)
				}
			}
		}
		if pc.o.LogOpen && (!l.Log.Within(screen) || l.Log.Overlaps(l.TopBar)) {
			t.Errorf("%s: log %+v", name, l.Log)
		}
	}
}

// Every control of the phone's table is at least 44 CSS px each way.
func TestPhoneLayoutTapSizes(t *testing.T) {
	for _, pc := range phoneCases(t) {
		l := pc.l
		ctl := map[string]ui.Rect{"help": l.BtnHelp, "log": l.BtnLog, "settings": l.BtnSetting, "menu": l.BtnMenu}
		if !pc.o.Replay {
			ctl["confirm"], ctl["hint"] = l.Confirm, l.HintButton()
			ctl["option row"] = ArenaOptionRow(&l)
		}
		area := ArenaDiceArea(&l)
		for f := 1; f <= 6; f++ {
			ctl[fmt.Sprintf("face column %d", f)] = FaceColumn(area, f)
		}
		for i := 1; i <= 6; i++ {
			ctl[fmt.Sprintf("casino %d", i)] = l.Casinos[i]
		}
		for name, r := range ctl {
			if r.W*pc.css < 44-1e-6 || r.H*pc.css < 44-1e-6 {
				t.Errorf("%s: %s is %.1fx%.1f CSS px", pc.name, name, r.W*pc.css, r.H*pc.css)
			}
		}
	}
}

// The phone layout is for phones alone: desktop windows (the layout
// tests' sizes) and a tablet held upright keep the desktop's layout;
// phones held sideways have their own (layout_land.go, in phoneCases).
func TestPhoneLayoutOnlyOnPhones(t *testing.T) {
	sizes := append([][2]float64{{768, 1024}}, layoutSizes...)
	for _, sz := range sizes {
		vp := ui.ComputeViewport(sz[0], sz[1], 2)
		if l := ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: 3}); l.Phone {
			t.Errorf("%vx%v: laid out as a phone", sz[0], sz[1])
		}
	}
	for _, sz := range [][2]float64{{390, 664}, {360, 640}, {412, 915}} {
		vp := ui.ComputeViewport(sz[0], sz[1], 2)
		if l := ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: 3}); !l.Phone {
			t.Errorf("%vx%v: not laid out as a phone", sz[0], sz[1])
		}
	}
	// On its side by ui.PhoneOnSide, the rule every table shares (a 7"
	// tablet on its side too); 700x450 is not wide enough.
	for _, c := range []struct {
		w, h float64
		land bool
	}{{844, 390, true}, {640, 360, true}, {1024, 600, true}, {700, 450, false}, {800, 600, false}, {1280, 720, false}} {
		vp := ui.ComputeViewport(c.w, c.h, 2)
		if l := ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: 3}); l.Land != c.land || l.Phone != c.land {
			t.Errorf("%vx%v: on its side %v (phone %v), want %v", c.w, c.h, l.Land, l.Phone, c.land)
		}
	}
}
