package dicetable

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The Hint button on a phone: its touch label names no key and fits at 12
// CSS px or more; "Thinking… N%" (or the figure alone) keeps 12 CSS px
// and fits the button.
func TestPhoneHintWords(t *testing.T) {
	k := measureKit(t)
	if l := hintLabel(true); strings.Contains(l, "(") {
		t.Errorf("touch hint label %q names a key", l)
	}
	if l := hintLabel(false); !strings.Contains(l, "(H)") {
		t.Errorf("mouse hint label %q does not name its key", l)
	}
	for _, pc := range phoneCases(t) {
		if pc.o.Replay {
			continue
		}
		l := pc.l
		r := l.HintButton()
		size := ui.ButtonLabelSize(r, l.U)
		if w := k.TextWidth(hintLabel(true), ui.FontBold, size); size*pc.css < 12 || w > r.W-8*l.U {
			t.Errorf("%s: hint label at %.1f CSS px, %.0f wide in %.0f", pc.name, size*pc.css, w, r.W)
		}
		for _, pct := range []int{0, 42, 100} {
			label, size := hintProgressLabel(k, &l, r, pct)
			if !strings.Contains(label, fmt.Sprint(pct)+"%") {
				t.Errorf("%s: progress %q lacks its figure", pc.name, label)
			}
			if w := k.TextWidth(label, ui.FontBold, size); size*pc.css < 12-1e-6 || w > r.W-10*l.U {
				t.Errorf("%s: %q at %.1f CSS px is %.0f wide in %.0f", pc.name, label, size*pc.css, w, r.W)
			}
		}
	}
}

// The legend on a phone is at least 12 CSS px, and its hit box for a
// panel's tag is where the phone draws the tag, inside the panel.
func TestPhoneLegendSizes(t *testing.T) {
	k := measureKit(t)
	for _, pc := range phoneCases(t) {
		l := pc.l
		if s := LegendTextSize(&l); s*pc.css < 12-1e-6 {
			t.Errorf("%s: legend at %.1f CSS px", pc.name, s*pc.css)
		}
		for p := 0; p < l.NumPlayers; p++ {
			for _, tag := range []string{"TURN", "START"} {
				tr := phoneTagRect(k, &l, l.Players[p], tag)
				if !tr.Within(l.Players[p]) || tr.H*pc.css < 12 {
					t.Errorf("%s: %s tag %+v outside panel %+v or too small", pc.name, tag, tr, l.Players[p])
				}
			}
		}
	}
}

// The replay's bar on a phone: every control one tap (44 CSS px) each
// way, every label whole at 12 CSS px or more.
func TestPhoneReplayBar(t *testing.T) {
	k := measureKit(t)
	cases := phoneCases(t)
	for _, dsf := range []float64{2, 3} { // short phones: one row of buttons
		vp := ui.ComputeViewport(360, 640, dsf)
		for n := 2; n <= 6; n++ {
			o := TableLayoutOptions{Players: n, Slot: true, Replay: true}
			cases = append(cases, phoneCase{fmt.Sprintf("360x640@%v n=%d", dsf, n), ComputeTableLayout(vp.W, vp.H, o), o, vp.Scale / dsf})
		}
	}
	for _, pc := range cases {
		if !pc.o.Replay {
			continue
		}
		l := pc.l
		short := ui.PhoneReplayShort(l.H / l.U)
		if short != (l.H/l.U < 700) || short && !strings.HasPrefix(pc.name, "360x640") && !l.Land {
			t.Errorf("%s: short bar %v", pc.name, short)
		}
		for nr := 1; nr <= 4; nr++ {
			var r ui.ReplayBar
			replayBar(&r, &l, l.W, l.H, nr)
			btns := map[string]ui.Rect{"Back": r.Back, "Pause": r.Play, "Step": r.Step}
			if !short {
				btns["Start"] = r.Start
			}
			for i, rr := range r.Rounds {
				btns[k.ReplayRoundLabel(rr, l.U, i)] = rr
			}
			for label, b := range btns {
				size := ui.ButtonLabelSize(b, l.U)
				w := k.TextWidth(label, ui.FontBold, size)
				if b.W*pc.css < 44-1e-6 || b.H*pc.css < 44-1e-6 || size*pc.css < 12-1e-6 || w > b.W-8*l.U || !b.Within(l.ReplayBar) {
					t.Errorf("%s nr=%d: %q button %+v (%.1f CSS px wide), label at %.1f CSS px, %.0f wide", pc.name, nr, label, b, b.W*pc.css, size*pc.css, w)
				}
			}
			sn, sv, ls := ui.ReplayPhoneSizes(l.U, l.MinText)
			for _, s := range []float64{sn, sv, ls} {
				if s*pc.css < 12-1e-6 {
					t.Errorf("%s: replay text at %.1f CSS px", pc.name, s*pc.css)
				}
			}
			two := map[string]ui.Rect{"Instant": r.Speed} // the widest second line
			if short {
				// "To round" and its number stand for the rounds' buttons.
				if len(r.Rounds) != 0 || r.Next.W*pc.css < 44-1e-6 || r.Next.H*pc.css < 44-1e-6 || !r.Next.Within(l.ReplayBar) || r.Next.Overlaps(r.Speed) {
					t.Errorf("%s nr=%d: rounds %d, To round %+v", pc.name, nr, len(r.Rounds), r.Next)
				}
				if w := k.TextWidth("To round", ui.FontRegular, sn); w > r.Next.W-8*l.U {
					t.Errorf("%s: \"To round\" is %.0f wide in %+v", pc.name, w, r.Next)
				}
			} else if len(r.Rounds) != nr || r.Next.W != 0 {
				t.Errorf("%s nr=%d: %d round buttons, To round %+v", pc.name, nr, len(r.Rounds), r.Next)
			}
			for text, b := range two {
				if w := k.TextWidth(text, ui.FontBold, sv); w > b.W-8*l.U || sv+sn > b.H*0.8 {
					t.Errorf("%s: the two lines of %q do not fit %+v", pc.name, text, b)
				}
			}
			if ls > r.Label.H || !r.Label.Within(l.ReplayBar) {
				t.Errorf("%s: label line %+v too low for %.1f", pc.name, r.Label, ls)
			}
		}
	}
}

// The guide on a phone: every text at least 12 CSS px, its buttons a tap
// each way with their labels whole, the box on the screen; on a touch
// screen (a phone before any press) it names no key and speaks of tapping.
func TestPhoneGuide(t *testing.T) {
	k := measureKit(t)
	for _, ph := range phones {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		css := vp.Scale / ph[2]
		c := (&scene.Context{VP: vp, Kit: k, Input: ui.NewInput(nil)}).FillStage(&ui.Stage{})
		tb := &Table{m: &Model{}, L: ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: 3})}
		for st := range guidePages {
			for pg := range guidePages[st] {
				g := &GuideScene{t: tb, stage: guideStage(st), page: pg}
				name := fmt.Sprintf("%vx%v@%v page %d-%d", ph[0], ph[1], ph[2], st, pg)
				checkPhoneGuide(t, k, name, g, c, css)
			}
		}
	}
}

// checkPhoneGuide checks one page of the guide on a phone (TestPhoneGuide).
func checkPhoneGuide(t *testing.T, k *ui.Kit, name string, g *GuideScene, c *ui.Stage, css float64) {
	t.Helper()
	u := g.unit(c)
	l := g.rects(c)
	if !g.touch(c) {
		t.Fatalf("%s: a phone before any press is not taken for a touch screen", name)
	}
	words := g.text(c)
	skip, next := guideButtons(true)
	for _, s := range []string{words, skip, next} {
		if strings.Contains(s, "(Esc)") || strings.Contains(s, "(Enter)") || strings.Contains(s, "Click") || strings.Contains(s, "press") {
			t.Errorf("%s: %q speaks of keys or clicks on a touch screen", name, s)
		}
	}
	if 12*u*css < 12-1e-6 {
		t.Errorf("%s: smallest text at %.1f CSS px", name, 12*u*css)
	}
	for label, b := range map[string]ui.Rect{skip: l.skip, next: l.next} {
		size := ui.ButtonLabelSize(b, u)
		if b.W*css < 44 || b.H*css < 44 || size*css < 12 || k.TextWidth(label, ui.FontBold, size) > b.W-8*u {
			t.Errorf("%s: %q button %+v, label at %.1f CSS px", name, label, b, size*css)
		}
	}
	lines := k.WrapLines(words, ui.FontRegular, 15*u, l.box.W-36*u)
	if bottom := l.box.Y + 52*u + float64(len(lines)-1)*21*u + 10*u; bottom > l.skip.Y {
		t.Errorf("%s: %d lines run into the buttons", name, len(lines))
	}
	if !l.box.Within(ui.R(0, 0, c.VP.W, c.VP.H)) {
		t.Errorf("%s: box %+v off the screen", name, l.box)
	}
}

// The phone's top bar: the round and the pile at 12 CSS px or more
// beside the four buttons ("Pile: 46 notes" shrank to 11.2 CSS px in the
// browser test, so the phone says "46 in pile").
func TestPhoneTopBarWords(t *testing.T) {
	k := measureKit(t)
	m := &Model{Round: 3, Rounds: 8, Pile: 99}
	m.Relabel()
	for _, pc := range phoneCases(t) {
		l := pc.l
		tx := phoneTexts(&l)
		nh := tx.Pile * 0.9
		pileW := l.Pile.MaxX() - (l.Pile.X + 6*l.U + nh*pieces.NoteAspect)
		for _, c := range []struct {
			s    string
			f    ui.FontID
			size float64
			w    float64
		}{{m.RoundLabel, ui.FontBold, tx.Round, l.Title.W - 2*l.U}, {m.PileShort, ui.FontRegular, tx.Pile, pileW}} {
			size := c.size // as TextFit shrinks it
			if w := k.TextWidth(c.s, c.f, size); w > c.w {
				size *= c.w / w
			}
			if size*pc.css < 12-1e-6 {
				t.Errorf("%s: %q shrinks to %.1f CSS px in %.0f", pc.name, c.s, size*pc.css, c.w)
			}
		}
	}
}
