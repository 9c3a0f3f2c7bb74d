package scenes

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// setupKeys presses keys on a setup screen without a window.
func setupKeys(t *testing.T, a *App, acts ...ui.Action) {
	t.Helper()
	for _, act := range acts {
		a.ctx.Input.Inject(act)
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
}

var (
	keyTab      = ui.Action{Kind: ui.ActTab}
	keyShiftTab = ui.Action{Kind: ui.ActTab, N: 1}
	keyEnter    = ui.Action{Kind: ui.ActConfirm}
	keySpace    = ui.Action{Kind: ui.ActConfirm, N: ' '}
	keyBack     = ui.Action{Kind: ui.ActBackspace}
)

func char(r rune) ui.Action { return ui.Action{Kind: ui.ActChar, N: int(r)} }

// The keyboard alone drives the setup: Tab and Shift+Tab move the ring round
// the controls (wrapping), Enter and Space press the one in the ring (a
// name to type, with spaces; a kind to cycle; a preset), and a click hides
// the ring.
func TestSetupKeyboardFocus(t *testing.T) {
	s := NewSetup(&Env{Store: storage.NewMemory()}, Options{})
	a := headlessApp(t, s)
	l := s.layout(&a.ctx)
	list := s.focusables(&l, nil)
	setupKeys(t, a, keyTab)
	if s.focus != 0 || list[0] != l.colour[0] {
		t.Fatalf("Tab put the ring on %d", s.focus)
	}
	setupKeys(t, a, keyShiftTab)
	if s.focus != len(list)-1 || list[s.focus] != l.settings {
		t.Errorf("Shift+Tab from the first control went to %d of %d", s.focus, len(list))
	}
	setupKeys(t, a, keyTab, keyTab, keyEnter) // the wrap, then seat 1's name
	if s.editing != 0 {
		t.Fatalf("Enter on the name field: editing %d", s.editing)
	}
	setupKeys(t, a, keyBack, keyBack, keyBack, char('Z'), char('o'), keySpace, char(' '), char('B'), keyEnter)
	if s.seats[0].name != "Zo B" || s.editing != -1 {
		t.Errorf("typed %q (editing %d)", s.seats[0].name, s.editing)
	}
	kind := s.seats[0].kind
	setupKeys(t, a, keyTab, keySpace)
	if s.seats[0].kind == kind {
		t.Error("Space on the kind did not cycle it")
	}
	for i := 0; i < len(list) && list[s.focus] != l.presets[1]; i++ {
		setupKeys(t, a, keyTab)
	}
	setupKeys(t, a, keyEnter)
	if s.preset != 1 {
		t.Errorf("Enter on the second preset chose %d", s.preset)
	}
	a.ctx.Input.InjectClick(l.blurb.CX(), l.blurb.CY())
	setupKeys(t, a)
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
	if s.focus != -1 {
		t.Errorf("a click left the ring on %d", s.focus)
	}
}
