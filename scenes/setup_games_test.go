package scenes

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/registry"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// clickAt presses the centre of r on a headless app.
func clickAt(t *testing.T, a *App, r ui.Rect) {
	t.Helper()
	a.ctx.Input.InjectClick(r.CX(), r.CY())
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
}

// The setup's tabs choose the game: each shows its own presets and
// switches, the seats stay, a game's player limit is said and stops Start,
// and Start opens that game's table in this window.
func TestSetupChoosesTheGame(t *testing.T) {
	store := storage.NewMemory()
	s := NewSetup(&Env{Store: store}, Options{Players: 6})
	a := headlessApp(t, s)
	l := s.layout(&a.ctx)
	clickAt(t, a, l.tabs[gameRoyale])
	if s.game != gameRoyale || !slices.Equal(s.presetNames(), []string{"Basic game", "Main game", "Six tiles"}) || s.toggleCount() != 0 {
		t.Fatalf("Royale tab: game %d, presets %v, %d switches", s.game, s.presetNames(), s.toggleCount())
	}
	if !strings.Contains(s.err, "2-5 players") {
		t.Errorf("six seats at Royale: error %q", s.err)
	}
	clickAt(t, a, l.start)
	if _, ok := a.Top().(*Setup); !ok {
		t.Fatal("Start opened a game of six at Royale")
	}
	clickAt(t, a, l.remove[5])
	if s.err != "" || len(s.seats) != 5 {
		t.Fatalf("five seats: error %q, %d seats", s.err, len(s.seats))
	}
	if r := s.royaleRules(); !r.Main || r.Tiles != royale.DefaultTiles || r.Players != 5 {
		t.Errorf("the main game preset asks for %+v", r)
	}
	l = s.layout(&a.ctx)
	clickAt(t, a, l.presets[2])
	if r := s.royaleRules(); !r.Main || r.Tiles != 6 {
		t.Errorf("the six tiles preset asks for %+v", r)
	}
	clickAt(t, a, l.presets[0])
	if r := s.royaleRules(); r.Main || r.Tiles != 0 || r.Players != 5 {
		t.Errorf("the basic preset asks for %+v", r)
	}

	clickAt(t, a, l.tabs[gameCards])
	l = s.layout(&a.ctx)
	clickAt(t, a, l.presets[1])
	clickAt(t, a, l.toggles[0])
	if r := s.cardRules(); r != (cards.Rules{Players: 5, Sequential: true, Chips: true}) {
		t.Errorf("the card game's picks in turn with chips ask for %+v", r)
	}
	if s.curPreset() != 1 || s.rules.Players != 5 {
		t.Errorf("card preset %d; the dice rules say %d players", s.curPreset(), s.rules.Players)
	}
	clickAt(t, a, l.start)
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
	ts, ok := a.Top().(*tableScene)
	if !ok || ts.name != "cards-table" || ts.game != gameCards {
		t.Fatalf("Start on the card game's tab opened %T", a.Top())
	}
	// The next setup opens on the game last started.
	if again := NewSetup(&Env{Store: store}, Options{}); again.game != gameCards || len(again.seats) != 5 {
		t.Errorf("the next setup shows game %d with %d seats", again.game, len(again.seats))
	}
}

// An unfinished card game in the store is offered on the card game's tab
// (Continue), and only there.
func TestSetupOffersTheSavedCardGame(t *testing.T) {
	store := storage.NewMemory()
	cfg := cardplay.Config{Rules: cards.Rules{Players: 3}, Seed: 5, Seats: []cardplay.Seat{{Name: "Ann", Kind: game.Human}, {Kind: game.Bot, Name: "B", Level: "easy"}, {Kind: game.Bot, Name: "C", Level: "easy"}}}
	g, err := cardplay.New(cfg, cardplay.Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20; i++ {
		g.Update(10 * time.Millisecond)
	}
	s := NewSetup(&Env{Store: store}, Options{})
	if s.chooseGame(gameDice); s.canContinue() {
		t.Error("the dice game's tab offers to continue a card game")
	}
	if s.chooseGame(gameCards); !s.canContinue() {
		t.Fatal("the card game's tab does not offer the saved game")
	}
	if s.chooseGame(gameRoyale); s.canContinue() {
		t.Error("Royale's tab offers to continue a card game")
	}
	s.chooseGame(gameCards)
	a := headlessApp(t, s)
	l := s.layout(&a.ctx)
	clickAt(t, a, l.cont)
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
	if ts, ok := a.Top().(*tableScene); !ok || ts.game != gameCards {
		t.Fatalf("Continue opened %T (%s)", a.Top(), s.err)
	}
}

// fakeTable is a game's table that counts its updates and keeps the stage
// it was lent.
type fakeTable struct {
	updates int
	calm    bool
	end     bool
	st      ui.Stage // a copy of the last stage
	lent    *ui.Stage
	record  []byte // the finished game's record (nil: it goes on)
}

func (f *fakeTable) Update(st *ui.Stage) error {
	f.updates++
	f.st, f.lent = *st, st
	if f.end {
		return ui.ErrClosed
	}
	return nil
}
func (f *fakeTable) Draw(*ebiten.Image, *ui.Stage) {}
func (f *fakeTable) Calm() bool                    { return f.calm }
func (f *fakeTable) Finished() ([]byte, bool)      { return f.record, f.record != nil }

// A hosted table: Esc goes to the table while it has something open, else
// opens the menu (the table does not see that Esc and waits); the menu's
// "Main menu" and the table's own end both come back to the setup, on the
// game's tab.
func TestHostedTableMenuAndEnd(t *testing.T) {
	ft := &fakeTable{}
	ts := &tableScene{name: "royale-table", game: gameRoyale, t: ft}
	a := headlessApp(t, ts)
	esc := ui.Action{Kind: ui.ActCancel}
	setupKeys(t, a, esc)
	if ft.updates != 1 || a.Top() != scene.Scene(ts) {
		t.Fatalf("Esc with the table's own overlay open: %d updates, top %T", ft.updates, a.Top())
	}
	ft.calm = true
	setupKeys(t, a, esc)
	if _, ok := a.Top().(*Menu); !ok || ft.updates != 1 {
		t.Fatalf("Esc at a calm table: top %T, %d updates", a.Top(), ft.updates)
	}
	setupKeys(t, a, ui.Action{Kind: ui.ActPick, N: 1})
	if a.Top() != scene.Scene(ts) {
		t.Fatalf("Resume left %T on top", a.Top())
	}
	setupKeys(t, a, esc, ui.Action{Kind: ui.ActPick, N: 4})
	if s, ok := a.Top().(*Setup); !ok || s.game != gameRoyale {
		t.Fatalf("Main menu opened %T", a.Top())
	}

	ft2 := &fakeTable{end: true}
	b := headlessApp(t, &tableScene{name: "cards-table", game: gameCards, t: ft2})
	if err := b.step(); err != nil && !errors.Is(err, ebiten.Termination) {
		t.Fatal(err)
	} else if err != nil {
		t.Fatal("the table's end ended the program")
	}
	if s, ok := b.Top().(*Setup); !ok || s.game != gameCards {
		t.Fatalf("the table's end opened %T", b.Top())
	}
}

// The card game's chip cards are the rulebook's option with picks in turn
// and a house rule with secret picks: named so there, off by default, and
// turned off when the secret picks are chosen again (decision C16); the
// Royale presets ask for the present readings (R32, R33).
func TestSetupCardChipsHouseRule(t *testing.T) {
	s := NewSetup(&Env{Store: storage.NewMemory()}, Options{Players: 2})
	s.chooseGame(gameCards)
	if label, _, on := s.toggle(0); label != "Chip cards (house rule)" || on || s.cardRules().Chips {
		t.Errorf("secret picks: switch %q on %v, rules %+v", label, on, s.cardRules())
	}
	s.setPreset(1)
	s.flip(0)
	if label, _, on := s.toggle(0); label != "Chip cards" || !on || !s.cardRules().Chips {
		t.Errorf("picks in turn: switch %q on %v", label, on)
	}
	s.setPreset(0)
	if r := s.cardRules(); r.Chips || r.Sequential {
		t.Errorf("back to secret picks: %+v, want no chips", r)
	}
	if !helpSays(gameCards, "with secret picks they are a house rule") || !helpSays(gameRoyale, "7 dice and its Biggy") {
		t.Error("the help does not say that chips are a house rule with secret picks, or that the neutral dice have a Biggy")
	}
	s.chooseGame(gameRoyale)
	for i := range royaleTab.presets {
		s.setPreset(i)
		if r := s.royaleRules(); !r.NeutralBiggy || r.ExactChange != r.Main {
			t.Errorf("Royale preset %d asks for %+v", i, r)
		}
	}
}

// helpSays reports whether game g's help pages hold text.
func helpSays(g setupGame, text string) bool {
	for _, p := range gameHelp(g) {
		if strings.Contains(p.Body, text) {
			return true
		}
	}
	return false
}

// The setup's tabs are the registry's games: the dice game, then a
// hosted table for every other game, each under its registry key; so a
// game with a table of its own is a tab.
func TestTabsAreTheRegistrysGames(t *testing.T) {
	keys := registry.Keys()
	if len(keys) != int(numGames) || keys[gameDice] != registry.DefaultKey {
		t.Fatalf("registry %v, tabs %v", keys, gameTabs)
	}
	for g := gameDice + 1; g < numGames; g++ {
		tg := tableGames[g]
		if tg == nil || tg.key != keys[g] || len(tg.presets) == 0 || tg.open == nil || tg.saved == nil || tg.pages == nil {
			t.Errorf("tab %d (%s): not the registry's %s, or a part missing", g, gameTabs[g], keys[g])
			continue
		}
		if pages := gameHelp(g); len(pages) == 0 {
			t.Errorf("%s: no help", tg.key)
		}
		if n := tg.toggles(&Setup{}); n < 0 || n > setupMaxToggles {
			t.Errorf("%s: %d switches", tg.key, n)
		}
	}
}

// The hosted table's Esc menu has the dice table's items: Settings opens
// the window's settings, and what they change reaches the table as it goes
// on (speed, reduced motion, the handover); Rules and help are the game's
// own pages.
func TestHostedTableSettingsAndRules(t *testing.T) {
	ft := &fakeTable{calm: true}
	ts := &tableScene{name: "cards-table", game: gameCards, t: ft}
	a := headlessApp(t, ts)
	esc := ui.Action{Kind: ui.ActCancel}
	steps(t, a, 2)
	if !ft.st.Handover || ft.st.In != a.ctx.Input || ft.st.Kit != a.ctx.Kit || ft.st.VP != a.ctx.VP {
		t.Fatalf("the table did not get the window's input, kit, viewport and settings: %+v", ft.st)
	}
	setupKeys(t, a, esc)
	m, ok := a.Top().(*Menu)
	if !ok || len(m.items) != 5 || m.items[1] != "Settings" || m.items[2] != "Rules and help" {
		t.Fatalf("menu %T %v", a.Top(), m)
	}
	setupKeys(t, a, ui.Action{Kind: ui.ActPick, N: 2})
	if _, ok := a.Top().(*SettingsScene); !ok {
		t.Fatalf("Settings opened %T", a.Top())
	}
	a.ctx.Settings.ReducedMotion = true
	a.ctx.Settings.NoHandover = true
	a.ctx.Pop()
	steps(t, a, 2)
	if ft.st.Handover || !ft.st.Motion.Reduced {
		t.Errorf("changed settings did not reach the table: handover %v, motion %+v", ft.st.Handover, ft.st.Motion)
	}
	setupKeys(t, a, esc, ui.Action{Kind: ui.ActPick, N: 3})
	h, ok := a.Top().(*Help)
	if !ok || len(h.pages) == 0 || h.pages[0].Title != "The card game" {
		t.Fatalf("Rules opened %T", a.Top())
	}
}

// steps runs the app n frames with no input.
func steps(t *testing.T, a *App, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
}
