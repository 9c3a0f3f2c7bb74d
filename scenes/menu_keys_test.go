package scenes

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The menu follows the arrows and Tab (wrapping round), and Enter picks the
// item in the ring.
func TestMenuFollowsTheArrows(t *testing.T) {
	env := &Env{Store: storage.NewMemory()}
	tb, err := env.NewSession(dicetable.FirstGameConfig(2))
	if err != nil {
		t.Fatal(err)
	}
	m := NewMenu(gameDice, false)
	a := headlessApp(t, tb)
	a.stack = append(a.stack, m)
	steps := []struct {
		key  ui.Action
		want int
	}{
		{ui.Action{Kind: ui.ActDown}, 1}, {ui.Action{Kind: ui.ActDown}, 2}, {ui.Action{Kind: ui.ActUp}, 1},
		{ui.Action{Kind: ui.ActUp}, 0}, {ui.Action{Kind: ui.ActUp}, len(m.items) - 1},
		{ui.Action{Kind: ui.ActTab}, 0}, {ui.Action{Kind: ui.ActTab, N: 1}, len(m.items) - 1},
		{ui.Action{Kind: ui.ActTab, N: 1}, len(m.items) - 2},
	}
	for i, st := range steps {
		setupKeys(t, a, st.key)
		if m.focus != st.want {
			t.Fatalf("key %d (%v): focus %d, want %d", i, st.key.Kind, m.focus, st.want)
		}
	}
	if m.items[m.focus] != "Main menu (the game is saved)" {
		t.Fatalf("the ring is on %q", m.items[m.focus])
	}
	setupKeys(t, a, keyEnter)
	setupKeys(t, a)
	if _, ok := a.Top().(*Setup); !ok {
		t.Errorf("Enter on Main menu opened %T", a.Top())
	}
}

// Esc at the table opens the window's menu, whose Settings and "Rules
// and help" open the window's screens (the App's NewMenu, NewSettings
// and NewHelp, through the context).
func TestMenuOpensTheShellsScreens(t *testing.T) {
	env := &Env{Store: storage.NewMemory()}
	tb, err := env.NewSession(dicetable.FirstGameConfig(2))
	if err != nil {
		t.Fatal(err)
	}
	for _, item := range []struct {
		n    int
		want string
	}{{1, "settings"}, {2, "help"}} {
		a := headlessApp(t, tb)
		setupKeys(t, a, ui.Action{Kind: ui.ActCancel}) // Esc at the table
		m, ok := a.Top().(*Menu)
		if !ok {
			t.Fatalf("Esc at the table opened %T", a.Top())
		}
		for range item.n {
			setupKeys(t, a, ui.Action{Kind: ui.ActDown})
		}
		setupKeys(t, a, keyEnter)
		setupKeys(t, a)
		if got := a.Top().Name(); got != item.want {
			t.Errorf("Enter on %q opened %q, want %q", m.items[item.n], got, item.want)
		}
	}
}
