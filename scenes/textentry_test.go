package scenes

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// fakeEntry is a textEntry that types what a test tells it.
type fakeEntry struct {
	typing, done bool
	text         string // what the platform holds, returned while typing
	started      []string
	bounds       ui.Rect
	stops        int
	offered      []ui.Rect
	keep         func(string) string
}

func (f *fakeEntry) Offer(_ ui.Viewport, r []ui.Rect) { f.offered = append(f.offered[:0], r...) }
func (f *fakeEntry) Start(t string, b ui.Rect, _ ui.Viewport, keep func(string) string) {
	f.started, f.bounds, f.keep, f.text = append(f.started, t), b, keep, t
}
func (f *fakeEntry) Update(cur string) (string, bool, bool) {
	done := f.done
	f.done = false
	if !f.typing {
		return cur, false, done
	}
	return f.keep(f.text), true, done
}
func (f *fakeEntry) Stop() { f.stops++ }

// tick runs one tick of a.
func tick(t *testing.T, a *App) {
	t.Helper()
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
}

// The desktop's entry leaves the field to the keys.
func TestKeyEntryLeavesTheKeys(t *testing.T) {
	e := newTextEntry()
	e.Offer(ui.Viewport{Scale: 1}, []ui.Rect{ui.R(0, 0, 10, 10)})
	e.Start("You", ui.R(0, 0, 10, 10), ui.Viewport{Scale: 1}, keepName)
	if text, typing, done := e.Update("Yo"); text != "Yo" || typing || done {
		t.Errorf("Update = %q, %v, %v", text, typing, done)
	}
	e.Stop()
}

// A field keeps its characters and length, whoever types.
func TestKeepField(t *testing.T) {
	long := strings.Repeat("é", 20)
	for _, c := range []struct{ in, name, seed string }{
		{"Zoe", "Zoe", ""},
		{"a\nb\x7fc\td", "abcd", ""},
		{long, long[:16*2], ""},
		{"12ab34", "12ab34", "1234"},
		{strings.Repeat("9", 25), strings.Repeat("9", 16), strings.Repeat("9", 19)},
		{"bad \xff", "bad \xff", ""},
	} {
		if got := keepName(c.in); got != c.name {
			t.Errorf("keepName(%q) = %q, want %q", c.in, got, c.name)
		}
		if got := keepSeed(c.in); got != c.seed {
			t.Errorf("keepSeed(%q) = %q, want %q", c.in, got, c.seed)
		}
	}
}

// Where the entry types (the browser's text input), a tap on a name starts
// it at the name's field; its text, kept to a name's, replaces the name; the
// keys it passes on do not type again; the platform's end, Enter or a tap
// elsewhere end the typing and stop it.
func TestSetupTypesFromTheEntry(t *testing.T) {
	s := NewSetup(&Env{Store: storage.NewMemory()}, Options{})
	f := &fakeEntry{}
	s.entry = f
	a := headlessApp(t, s)
	l := s.layout(&a.ctx)
	if len(f.offered) != 0 {
		t.Fatal("offered before a tick")
	}
	tick(t, a)
	if len(f.offered) != len(s.seats)+1 || f.offered[0] != l.name[0] || f.offered[len(s.seats)] != l.seedField {
		t.Fatalf("offered %v, the names are %v", f.offered, l.name[:len(s.seats)])
	}
	tap := func(r ui.Rect) {
		a.ctx.Input.InjectClick(r.CX(), r.CY())
		tick(t, a)
	}
	tap(l.name[0])
	if s.editing != 0 || len(f.started) != 1 || f.started[0] != "You" || f.bounds != l.name[0] {
		t.Fatalf("a tap on the name: editing %d, started %v at %v", s.editing, f.started, f.bounds)
	}
	f.typing, f.text = true, "Zoe\n"+strings.Repeat("x", 20)
	setupKeys(t, a, char('Q'), keyBack)
	if want := "Zoe" + strings.Repeat("x", 13); s.seats[0].name != want {
		t.Errorf("typed %q, want %q", s.seats[0].name, want)
	}
	f.text = "Zo"
	setupKeys(t, a, char('Q'))
	if s.seats[0].name != "Zo" {
		t.Errorf("a key passed on typed again: %q", s.seats[0].name)
	}
	f.text = "Zoe"
	setupKeys(t, a, keyEnter)
	if s.seats[0].name != "Zoe" || s.editing != -1 || f.stops != 1 {
		t.Errorf("Enter: name %q, editing %d, stops %d", s.seats[0].name, s.editing, f.stops)
	}
	tap(l.name[1])
	f.done = true
	tick(t, a)
	if s.editing != -1 || f.stops != 2 {
		t.Errorf("the platform's end: editing %d, stops %d", s.editing, f.stops)
	}
	tap(l.seedField)
	tap(l.name[2])
	if len(f.started) != 4 || f.started[2] != s.seed || f.started[3] != s.seats[2].name || f.stops != 3 {
		t.Errorf("from the seed to a name: started %q, stops %d", f.started, f.stops)
	}
	tap(l.blurb)
	if s.editing != -1 || f.stops != 4 {
		t.Errorf("a tap elsewhere: editing %d, stops %d", s.editing, f.stops)
	}
}

// Where the entry does not type (the desktop; the browser before its text
// input has the focus), the keys type as they always did.
func TestSetupTypesFromTheKeys(t *testing.T) {
	s := NewSetup(&Env{Store: storage.NewMemory()}, Options{})
	f := &fakeEntry{}
	s.entry = f
	a := headlessApp(t, s)
	l := s.layout(&a.ctx)
	a.ctx.Input.InjectClick(l.seedField.CX(), l.seedField.CY())
	tick(t, a)
	setupKeys(t, a, char('4'), char('x'), char('2'), keyBack, char('7'))
	if s.seed != "47" || s.editing != editSeed || len(f.started) != 1 {
		t.Errorf("typed seed %q, editing %d, started %v", s.seed, s.editing, f.started)
	}
}
