package scenes

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/screens"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// setupPhones are the phones held upright the setup is checked at: CSS
// width, height and device scale.
var setupPhones = screens.Phones

// landPhones are phones held on their side (setup_land.go,
// dicetable/layout_land.go): CSS width, height and device scale. The
// setup's phone tests run there too.
var landPhones = screens.OnSide

// setupPhoneCase is a setup on a phone: its app, layout and CSS px per
// logical unit.
type setupPhoneCase struct {
	name string
	s    *Setup
	a    *App
	l    setupRects
	css  float64
}

// eachSetupPhone calls f for the setup on every phone, with 2 to 6 seats
// of long names, each game, with and without a saved game, on both pages.
func eachSetupPhone(t *testing.T, f func(pc setupPhoneCase)) {
	t.Helper()
	for _, ph := range append(slices.Clone(setupPhones), landPhones...) {
		for n := 2; n <= MaxSeats; n++ {
			for g := range numGames {
				for _, saved := range []bool{false, true} {
					for _, rules := range []bool{false, true} {
						s := NewSetup(&Env{Store: storage.NewMemory()}, Options{Players: n})
						for i := range s.seats {
							s.seats[i].name = "WWWWWWWWWWWWWWWW"
						}
						s.chooseGame(g)
						if saved {
							s.saved, s.hostedSaved[g], s.lastGame = &dice.Record{}, true, &dice.Record{}
							s.saveMsg = "Your unfinished game from before the last new game is kept: continue it here. Seat 3 was a program; it plays as the medium bot."
						}
						s.rulesOpen = rules
						if rules && saved {
							s.hint = 1 // a switch's meaning shows
						}
						a := headlessApp(t, s)
						a.ctx.VP = ui.ComputeViewport(ph[0], ph[1], ph[2])
						l := s.layout(&a.ctx)
						name := fmt.Sprintf("%vx%v@%v n=%d %s saved=%v rules=%v", ph[0], ph[1], ph[2], n, gameTabs[g], saved, rules)
						if !l.phone {
							t.Fatalf("%s: not laid out as a phone", name)
						}
						f(setupPhoneCase{name, s, a, l, a.ctx.VP.Scale / ph[2]})
					}
				}
			}
		}
	}
}

// setupControls are the page's controls: its buttons, name fields,
// colour dice (the dice game's), switches and seed field; enabled lists
// those a click or a key works.
func setupControls(pc setupPhoneCase) (all, enabled []ui.Rect) {
	s, l := pc.s, &pc.l
	for _, b := range s.phoneButtons(l, nil) {
		all = append(all, b.r)
		if b.base != ui.BtnDisabled {
			enabled = append(enabled, b.r)
		}
	}
	var more []ui.Rect
	if s.rulesOpen {
		more = append(append(more, l.toggles[:s.toggleCount()]...), l.seedField)
	} else {
		for i := range s.seats {
			more = append(more, l.name[i])
			if s.game == gameDice {
				more = append(more, l.colour[i])
			}
		}
	}
	return append(all, more...), append(enabled, more...)
}

// Every control of the phone's setup is at least 44 CSS px each way, lies
// on the screen and over no other; the keyboard's ring reaches every
// enabled one and nothing else.
func TestSetupPhoneControls(t *testing.T) {
	eachSetupPhone(t, func(pc setupPhoneCase) {
		screen := ui.R(0, 0, pc.a.ctx.VP.W, pc.a.ctx.VP.H)
		all, enabled := setupControls(pc)
		for i, r := range all {
			if r.W*pc.css < 44-1e-6 || r.H*pc.css < 44-1e-6 {
				t.Errorf("%s: control %+v is %.1fx%.1f CSS px", pc.name, r, r.W*pc.css, r.H*pc.css)
			}
			if !r.Within(screen) {
				t.Errorf("%s: control %+v leaves the screen", pc.name, r)
			}
			for _, o := range all[i+1:] {
				if r.Overlaps(o) {
					t.Errorf("%s: controls %+v and %+v overlap", pc.name, r, o)
				}
			}
		}
		ring := pc.s.focusables(&pc.l, nil)
		if len(ring) != len(enabled) {
			t.Errorf("%s: the ring goes over %d controls, %d are enabled", pc.name, len(ring), len(enabled))
		}
		for _, r := range enabled {
			if !slices.Contains(ring, r) {
				t.Errorf("%s: the ring never reaches %+v", pc.name, r)
			}
		}
	})
}

// Every text of the phone's setup is at least 12 CSS px, whole in its
// box on the screen; a control's label is whole in its control at that
// size, and no other text lies over a control or another text.
func TestSetupPhoneTexts(t *testing.T) {
	k := measureKit(t)
	eachSetupPhone(t, func(pc setupPhoneCase) {
		screen := ui.R(0, 0, pc.a.ctx.VP.W, pc.a.ctx.VP.H)
		all, _ := setupControls(pc)
		u := pc.l.u
		for _, b := range pc.s.phoneButtons(&pc.l, nil) {
			if b.two {
				continue // among the texts
			}
			size := ui.ButtonLabelSize(b.r, u)
			if w := k.TextWidth(b.label, ui.FontBold, size); w > b.r.W-8*u {
				size *= (b.r.W - 8*u) / w // ui.Kit.Button's TextFit
			}
			if size*pc.css < 12-1e-6 {
				t.Errorf("%s: %q at %.1f CSS px", pc.name, b.label, size*pc.css)
			}
		}
		texts := pc.s.phoneTexts(&pc.a.ctx, &pc.l)
		if len(texts) < 4 {
			t.Fatalf("%s: %d texts", pc.name, len(texts))
		}
		for i, tx := range texts {
			label := fmt.Sprintf("%s: %q", pc.name, tx.lines)
			if tx.size*pc.css < 12-1e-6 {
				t.Errorf("%s at %.1f CSS px", label, tx.size*pc.css)
			}
			if !tx.box.Within(screen) || len(tx.lines) == 0 {
				t.Errorf("%s: box %+v", label, tx.box)
			}
			for _, ln := range tx.lines {
				if w := k.TextWidth(ln, tx.font, tx.size); w > tx.box.W+0.5 {
					t.Errorf("%s: %q is %.0f wide in %.0f", label, ln, w, tx.box.W)
				}
			}
			if h := float64(len(tx.lines)) * setupLineH(tx.size); h > tx.box.H+0.5 {
				t.Errorf("%s: %d lines are %.0f tall in %.0f", label, len(tx.lines), h, tx.box.H)
			}
			in := false
			for _, r := range all {
				in = in || tx.box.Within(r)
				if !tx.inner && tx.box.Overlaps(r) {
					t.Errorf("%s lies over the control %+v", label, r)
				}
			}
			if tx.inner != in {
				t.Errorf("%s: a control's label %v, in a control %v", label, tx.inner, in)
			}
			for _, o := range texts[i+1:] {
				if tx.box.Overlaps(o.box) {
					t.Errorf("%s lies over %q", label, o.lines)
				}
			}
		}
	})
}

// Many switches still fit the rules page of the smallest phone: the
// count of the dice game's modules may grow.
func TestSetupPhoneManySwitches(t *testing.T) {
	if len(ruleToggles) > setupMaxToggles {
		t.Fatalf("%d switches, room for %d", len(ruleToggles), setupMaxToggles)
	}
	was := ruleToggles
	defer func() { ruleToggles = was }()
	for len(ruleToggles) < setupMaxToggles {
		ruleToggles = append(ruleToggles, was[len(ruleToggles)%len(was)])
	}
	s := NewSetup(&Env{Store: storage.NewMemory()}, Options{})
	s.rulesOpen = true
	a := headlessApp(t, s)
	a.ctx.VP = ui.ComputeViewport(360, 640, 3)
	l := s.layout(&a.ctx)
	if s.toggleCount() != setupMaxToggles {
		t.Fatalf("%d switches shown", s.toggleCount())
	}
	last := l.toggles[setupMaxToggles-1]
	if last.Empty() || last.MaxY() > l.seedField.Y || last.H*a.ctx.VP.Scale/3 < 44-1e-6 {
		t.Errorf("the last switch %+v, the seed field %+v", last, l.seedField)
	}
	// And a phone held on its side, the seed in the top row.
	a.ctx.VP = ui.ComputeViewport(640, 360, 3)
	l = s.layout(&a.ctx)
	if last := l.toggles[setupMaxToggles-1]; !l.phone || last.Empty() || last.MaxY() > a.ctx.VP.H || last.H*a.ctx.VP.Scale/3 < 44-1e-6 {
		t.Errorf("640x360: the last switch %+v in %vx%v", last, a.ctx.VP.W, a.ctx.VP.H)
	}
	// A desktop's two columns hold them too.
	a.ctx.VP = ui.ComputeViewport(1280, 800, 1)
	s.rulesOpen = false
	l = s.layout(&a.ctx)
	if last := l.toggles[setupMaxToggles-1]; last.Empty() || last.MaxY() > l.seedField.Y {
		t.Errorf("desktop: the last switch %+v, the seed field %+v", last, l.seedField)
	}
}

// The phone's rules page opens from its button and closes with Back or
// Esc; a switch tapped there turns over and says what it does; the
// keyboard's ring goes to Back and returns to the rules button.
func TestSetupPhoneRulesPage(t *testing.T) {
	s := NewSetup(&Env{Store: storage.NewMemory()}, Options{})
	a := headlessApp(t, s)
	a.ctx.VP = ui.ComputeViewport(390, 844, 2)
	l := s.layout(&a.ctx)
	clickAt(t, a, l.rulesBtn)
	if !s.rulesOpen {
		t.Fatal("the rules button did not open the rules page")
	}
	l = s.layout(&a.ctx)
	on := *ruleToggles[3].Field(&s.rules)
	clickAt(t, a, l.toggles[3])
	if *ruleToggles[3].Field(&s.rules) == on || s.hint != 4 {
		t.Errorf("a tap on switch 3 left it %v (hint %d)", !on, s.hint)
	}
	a.ctx.Input.TouchKnown, a.ctx.Input.Touch = true, true
	if msg, _ := s.phoneHint(true); msg == "" || math.Abs(float64(len(msg)-len(ruleToggles[3].Hint))) > 40 {
		t.Errorf("the hint says %q", msg)
	}
	clickAt(t, a, l.presets[1])
	if s.preset != 1 {
		t.Errorf("the second preset chose %d", s.preset)
	}
	clickAt(t, a, l.back)
	if s.rulesOpen {
		t.Fatal("Back left the rules page open")
	}
	l = s.layout(&a.ctx)
	ring := s.focusables(&l, nil)
	i := slices.Index(ring, l.rulesBtn)
	for s.focus != i {
		setupKeys(t, a, keyTab)
	}
	setupKeys(t, a, keyEnter)
	l = s.layout(&a.ctx)
	if !s.rulesOpen || s.focusables(&l, nil)[s.focus] != l.back {
		t.Fatalf("Enter on the rules button: open %v, ring on %d", s.rulesOpen, s.focus)
	}
	setupKeys(t, a, ui.Action{Kind: ui.ActCancel})
	l = s.layout(&a.ctx)
	if s.rulesOpen || s.quit.Armed(&a.ctx) || s.focusables(&l, nil)[s.focus] != l.rulesBtn {
		t.Errorf("Esc on the rules page: open %v, quit armed %v, ring on %d", s.rulesOpen, s.quit.Armed(&a.ctx), s.focus)
	}
}

// The phone speaks of tapping, a mouse of clicking; the other games'
// keys are named only where there are keys.
func TestSetupTouchWords(t *testing.T) {
	s := NewSetup(&Env{Store: storage.NewMemory()}, Options{})
	s.guideSeen = true
	a := headlessApp(t, s)
	a.ctx.VP = ui.ComputeViewport(360, 780, 3)
	l := s.layout(&a.ctx)
	words := func() string {
		var all string
		for _, tx := range s.phoneTexts(&a.ctx, &l) {
			for _, ln := range tx.lines {
				all += ln + " "
			}
		}
		return all
	}
	if w := words(); !strings.Contains(w, "Tap a die") || strings.Contains(w, "Click") || strings.Contains(w, "Esc") {
		t.Errorf("phone before any press: %q", w)
	}
	a.ctx.Input.TouchKnown = true // a mouse's click
	if w := words(); !strings.Contains(w, "Click a die") {
		t.Errorf("phone after a click: %q", w)
	}
	// Esc's question (keys: its words name the key) fits the phone.
	k := measureKit(t)
	if w := k.TextWidth(setupQuitWords, ui.FontBold, setupPhoneText.Head*l.u); w > a.ctx.VP.W-2*(setupPhoneM+8)*l.u || setupPhoneText.Head < ui.PhoneMinText {
		t.Errorf("the quit question is %.0f wide", w)
	}
	s.chooseGame(gameRoyale)
	if !strings.Contains(s.aboutText(false), "F1") || strings.Contains(s.aboutText(true), "F1") {
		t.Errorf("Royale's keys: %q / %q", s.aboutText(false), s.aboutText(true))
	}
}
