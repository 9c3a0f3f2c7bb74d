package scenes

import (
	"fmt"
	"strings"
	"testing"

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
		r := hintButtonRect(&l)
		size := buttonLabelSize(r, l.U)
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
		if s := legendTextSize(&l); s*pc.css < 12-1e-6 {
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
	for _, pc := range phoneCases(t) {
		if !pc.o.Replay {
			continue
		}
		l := pc.l
		for nr := 1; nr <= 4; nr++ {
			r := replayBarRects(&l, l.W, l.H, nr)
			btns := map[string]ui.Rect{"Start": r.start, "Back": r.back, "Pause": r.play, "Step": r.step}
			for i, rr := range r.rounds {
				btns[phoneRoundLabel(k, &l, rr, i+1)] = rr
			}
			for label, b := range btns {
				size := buttonLabelSize(b, l.U)
				w := k.TextWidth(label, ui.FontBold, size)
				if b.W*pc.css < 44-1e-6 || b.H*pc.css < 44-1e-6 || size*pc.css < 12-1e-6 || w > b.W-8*l.U || !b.Within(l.ReplayBar) {
					t.Errorf("%s nr=%d: %q button %+v (%.1f CSS px wide), label at %.1f CSS px, %.0f wide", pc.name, nr, label, b, b.W*pc.css, size*pc.css, w)
				}
			}
			sn, sv, ls := phoneReplaySizes(&l)
			for _, s := range []float64{sn, sv, ls} {
				if s*pc.css < 12-1e-6 {
					t.Errorf("%s: replay text at %.1f CSS px", pc.name, s*pc.css)
				}
			}
			if w := k.TextWidth("Instant", ui.FontBold, sv); w > r.speed.W-8*l.U || sv+sn > r.speed.H*0.8 {
				t.Errorf("%s: the speed's two lines do not fit %+v", pc.name, r.speed)
			}
			if ls > r.label.H || !r.label.Within(l.ReplayBar) {
				t.Errorf("%s: label line %+v too low for %.1f", pc.name, r.label, ls)
			}
		}
	}
}
