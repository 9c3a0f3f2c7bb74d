//go:build e2e && !js

package scenes

import (
	"strconv"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/game/stats"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// focusStore is a store whose book holds n finished card games, a minute
// apart (their records do not replay: opening one says so in the note).
func focusStore(t *testing.T, n int) storage.Store {
	t.Helper()
	store := storage.NewMemory()
	when := time.Date(2026, 11, 1, 12, 0, 0, 0, time.UTC)
	for i := 0; i < n; i++ {
		g := stats.Game{Game: "cards", When: when.Add(time.Duration(i) * time.Minute), Players: []stats.Player{{Name: "Zoë", Kind: "human", Money: 1000 * i, Rank: 1}, {Name: "Ace", Kind: "bot:easy", Rank: 2}}}
		if _, err := stats.Keep(store, g, []byte("game "+strconv.Itoa(i))); err != nil {
			t.Fatal(err)
		}
	}
	return store
}

// The statistics screen's keyboard: Tab and ↓ reach every control (Back,
// each game of the page, Older) in order and wrap round, Shift+Tab and ↑
// go back; Enter presses the focused one (Older turns the page, a game
// opens or says why not, Back leaves); Esc goes back; a click hides the
// ring.
func TestStatisticsKeyboardFocus(t *testing.T) {
	sc := NewStatsScreen(focusStore(t, 30))
	a := statsApp(&Env{Store: storage.NewMemory()}, sc)
	stepN(t, a, 1)
	l := sc.layout(&a.ctx)
	want := append([]ui.Rect{l.back}, l.rows...)
	want = append(want, l.older)
	if len(l.rows) < 2 || sc.focus != -1 {
		t.Fatalf("%d rows on the page, focus %d at the start", len(l.rows), sc.focus)
	}
	for i := range want {
		setupKeys(t, a, keyTab)
		if got := sc.focusables(&l, nil); sc.focus != i || got[sc.focus] != want[i] {
			t.Fatalf("Tab %d: focus %d, want %d (%v)", i+1, sc.focus, i, want[i])
		}
	}
	setupKeys(t, a, keyTab)
	if sc.focus != 0 {
		t.Errorf("Tab past the last control: focus %d, want 0 (Back)", sc.focus)
	}
	setupKeys(t, a, keyShiftTab)
	if sc.focus != len(want)-1 {
		t.Errorf("Shift+Tab from Back: focus %d, want %d (Older)", sc.focus, len(want)-1)
	}
	setupKeys(t, a, ui.Action{Kind: ui.ActUp}, ui.Action{Kind: ui.ActDown}, ui.Action{Kind: ui.ActDown})
	if sc.focus != 0 {
		t.Errorf("↑ ↓ ↓ from Older: focus %d, want 0", sc.focus)
	}
	// Enter on Older turns the page; the ring stays on a control.
	setupKeys(t, a, keyShiftTab, keyEnter)
	if sc.page != 1 || sc.focus < 0 {
		t.Errorf("Enter on Older: page %d, focus %d", sc.page, sc.focus)
	}
	l = sc.layout(&a.ctx)
	if list := sc.focusables(&l, nil); list[len(l.rows)+1] != l.newer {
		t.Errorf("on page 2 Newer is not after the games: %v", list)
	}
	// Enter on a game opens it (here its record does not replay: the note says so).
	sc.focus = 1
	setupKeys(t, a, keyEnter)
	if sc.note == "" || a.Top() != scene.Scene(sc) {
		t.Errorf("Enter on a game: note %q, top %T", sc.note, a.Top())
	}
	// A click hides the ring.
	a.ctx.Input.InjectClick(1, 1)
	stepN(t, a, 1)
	if sc.focus != -1 {
		t.Errorf("after a click the focus is %d", sc.focus)
	}
	// Enter on Back leaves; so does Esc.
	setupKeys(t, a, keyTab, keyEnter)
	if _, ok := a.Top().(*Setup); !ok {
		t.Errorf("Enter on Back: the top is %T, want the setup", a.Top())
	}
	sc2 := NewStatsScreen(focusStore(t, 3))
	a = statsApp(&Env{Store: storage.NewMemory()}, sc2)
	setupKeys(t, a, ui.Action{Kind: ui.ActCancel})
	if _, ok := a.Top().(*Setup); !ok {
		t.Errorf("Esc: the top is %T, want the setup", a.Top())
	}
}

// On a phone the ring also reaches the two tabs; Enter on Games shows the
// games page, whose rows are then in the ring.
func TestStatisticsKeyboardFocusOnAPhone(t *testing.T) {
	sc := NewStatsScreen(focusStore(t, 12))
	a := statsApp(&Env{Store: storage.NewMemory()}, sc)
	a.ctx.VP = ui.ComputeViewport(390, 844, 3)
	stepN(t, a, 1)
	l := sc.layout(&a.ctx)
	if list := sc.focusables(&l, nil); !l.phone || len(list) != 3 || list[1] != l.tabSum || list[2] != l.tabGames {
		t.Fatalf("the phone's summary page: phone %v, ring over %v", l.phone, list)
	}
	setupKeys(t, a, keyTab, keyTab, keyTab, keyEnter)
	l = sc.layout(&a.ctx)
	if !sc.gamesPage || len(l.rows) == 0 {
		t.Fatalf("Enter on Games: games page %v, %d rows", sc.gamesPage, len(l.rows))
	}
	setupKeys(t, a, keyTab)
	if list := sc.focusables(&l, nil); list[sc.focus] != l.rows[0] {
		t.Errorf("Tab after Games: focus %d, want the first game", sc.focus)
	}
}
