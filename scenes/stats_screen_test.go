//go:build e2e && !js

package scenes

import (
	"os"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/stats"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// playedDice is a finished dice game of three seats with a person in seat
// 1 (who plays the first legal choice each time), kept in store.
func playedDice(t *testing.T, store storage.Store, seed uint64) *diceplay.Session {
	t.Helper()
	cfg := diceplay.AllBots(dice.Classic(3), "random", seed)
	cfg.Seats[0].Kind, cfg.Seats[0].Level, cfg.Seats[0].Name = game.Human, "", "Zoë"
	s, err := diceplay.New(cfg, diceplay.Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; !s.Over() && i < 100000; i++ {
		if seat, ok := s.HumanToAct(); ok {
			if err := s.Act(seat, s.State().Legal()[0]); err != nil {
				t.Fatal(err)
			}
			continue
		}
		s.Step()
	}
	if !s.Over() {
		t.Fatal("the game did not end")
	}
	return s
}

// statsApp is an app without a window whose setup hook has env.
func statsApp(env *Env, first scene.Scene) *App {
	a := &App{shotTaken: map[string]bool{}}
	a.ctx = scene.Context{Settings: scene.DefaultSettings(), Host: a, Input: ui.NewInput(nil), Kit: ui.NewMeasureKit(testFonts())}
	a.ctx.VP = ui.ComputeViewport(1280, 720, 1)
	a.hook(env, Options{})
	a.stack = []scene.Scene{first}
	return a
}

// The dice game's end puts the game in the statistics once, with its
// record, and the person's seat as a person.
func TestGameEndKeepsTheGameInTheStatistics(t *testing.T) {
	store := storage.NewMemory()
	env := &Env{Store: store}
	s := playedDice(t, store, 5)
	gs := dicetable.NewGameSource(s)
	tb := dicetable.NewTable(gs)
	for i := 0; i < 2; i++ { // a second end screen of the same game counts nothing
		a := statsApp(env, nil)
		a.stack = []scene.Scene{a.newDiceEnd(&a.ctx, tb.Ending())}
		for k := 0; k < 3; k++ {
			if err := a.step(); err != nil {
				t.Fatal(err)
			}
		}
	}
	b, err := stats.Load(store)
	if err != nil || len(b.Games) != 1 {
		t.Fatalf("%v, %d games in the book", err, len(b.Games))
	}
	g := b.Games[0]
	if g.Game != dice.GameName || len(g.Players) != 3 || g.Players[0].Name != "Zoë" || !g.Players[0].Human() || g.Players[1].Kind != "bot:random" {
		t.Errorf("the game in the book: %+v", g)
	}
	want := s.State().Standings()
	for _, st := range want {
		if p := g.Players[st.Seat]; p.Money != st.Money || p.Rank != st.Rank {
			t.Errorf("seat %d: book %+v, standings %+v", st.Seat, p, st)
		}
	}
	data, err := store.Load(g.Record)
	if err != nil || stats.RecordID(data) != g.ID {
		t.Errorf("its record under %q: %v", g.Record, err)
	}
	if l := b.ByName(); len(l) != 1 || l[0].Label != "Zoë" || l[0].Played != 1 {
		t.Errorf("by name: %+v", l)
	}
}

// A replay's end is not a game played, and a run without a store keeps
// nothing.
func TestReplaysAndRunsWithoutStoreKeepNothing(t *testing.T) {
	store := storage.NewMemory()
	s := playedDice(t, nil, 6)
	rec := s.Record()
	tb := dicetable.NewTable(dicetable.NewReplaySource(rec, 0, false))
	a := statsApp(&Env{Store: store}, nil)
	if note := diceFinished(&a.ctx, dicetable.NewReplaySource(rec, 0, false)); note != "" {
		t.Errorf("a replay: %q", note)
	}
	_ = tb
	a = statsApp(&Env{}, nil)
	if note := diceFinished(&a.ctx, dicetable.NewGameSource(s)); note != "" {
		t.Errorf("no store: %q", note)
	}
	if _, err := store.Load(stats.Key); err == nil {
		t.Error("a book was written")
	}
}

// keepFinished takes a finished record of any game through the registry,
// and says in one line why it refuses one.
func TestKeepFinishedRefusesWhatIsNotAFinishedGame(t *testing.T) {
	store := storage.NewMemory()
	now := time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)
	for name, c := range map[string]struct{ game, data string }{
		"no game":    {"chess", "{}"},
		"not json":   {"dice", "{"},
		"other game": {"cards", string(mustMarshal(t, playedDice(t, nil, 7)))},
	} {
		note := keepFinished(store, c.game, []byte(c.data), now)
		if !strings.HasPrefix(note, "This game is not in the statistics: ") || strings.Contains(note, "\n") {
			t.Errorf("%s: %q", name, note)
		}
	}
	if _, err := store.Load(stats.Key); err == nil {
		t.Error("a book was written")
	}
}

// The other games' finished records go in the book through the registry,
// as the hosted tables' ends are to put them (gameFinished), once each.
func TestKeepFinishedOfEveryGame(t *testing.T) {
	store := storage.NewMemory()
	dir := "../game/registry/testdata/records-2026-11-27/"
	for _, f := range []string{"royale-2p-main.json", "cards-3p-simultaneous.json", "royale-2p-main.json"} {
		data, err := os.ReadFile(dir + f)
		if err != nil {
			t.Fatal(err)
		}
		key, _, _ := strings.Cut(f, "-")
		if note := keepFinished(store, key, data, time.Now()); note != "" {
			t.Fatalf("%s: %s", f, note)
		}
	}
	b, err := stats.Load(store)
	if err != nil || len(b.Games) != 2 || b.Games[0].Game != "royale" || b.Games[1].Game != "cards" {
		t.Fatalf("%v: %+v", err, b.Games)
	}
	for _, g := range b.Games {
		if len(g.Winners()) == 0 || g.Record == "" {
			t.Errorf("%s: winners %v, record %q", g.Game, g.Winners(), g.Record)
		}
	}
}

func mustMarshal(t *testing.T, s *diceplay.Session) []byte {
	t.Helper()
	data, err := s.Record().Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// The setup's Statistics opens the screen; it shows the game; choosing it
// opens the dice game's replay viewer, and a record that is not its
// game's says so in one line.
func TestStatisticsFromTheSetup(t *testing.T) {
	store := storage.NewMemory()
	s := playedDice(t, store, 8)
	data := mustMarshal(t, s)
	if note := keepFinished(store, dice.GameName, data, time.Now()); note != "" {
		t.Fatal(note)
	}
	env := &Env{Store: store}
	setup := NewSetup(env, Options{})
	a := statsApp(env, setup)
	l := setup.layout(&a.ctx)
	a.ctx.Input.InjectClick(l.stats.CX(), l.stats.CY())
	stepN(t, a, 2)
	sc, ok := a.Top().(*StatsScreen)
	if !ok {
		t.Fatalf("Statistics opened %T", a.Top())
	}
	if len(sc.games) != 1 || len(sc.byGame) != 1 || sc.byGame[0].Played != 1 || sc.note != "" {
		t.Fatalf("the screen: %d games, by game %+v, note %q", len(sc.games), sc.byGame, sc.note)
	}
	// Another game's entry whose record is not that game's: one line.
	cards := sc.games[0]
	cards.Game = "cards"
	sc.games = append(sc.games, cards)
	sl := sc.layout(&a.ctx)
	a.ctx.Input.InjectClick(sl.rows[1].CX(), sl.rows[1].CY())
	stepN(t, a, 1)
	if !strings.Contains(sc.note, "This game's record does not replay") {
		t.Errorf("another game's note: %q", sc.note)
	}
	a.ctx.Input.InjectClick(sl.rows[0].CX(), sl.rows[0].CY())
	stepN(t, a, 2)
	v, ok := a.Top().(*replayViewer)
	if !ok {
		t.Fatalf("choosing the dice game opened %T (note %q)", a.Top(), sc.note)
	}
	if len(v.dr().Rec().History) != len(s.Record().History) {
		t.Errorf("the viewer has %d steps, the game %d", len(v.dr().Rec().History), len(s.Record().History))
	}
}

func stepN(t *testing.T, a *App, n int) {
	t.Helper()
	for i := 0; i < n; i++ {
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
}

// A damaged book: the screen says so in one line and starts afresh; Esc
// goes back to the setup under it.
func TestStatisticsOfADamagedBook(t *testing.T) {
	store := storage.NewMemory()
	_ = store.Save(stats.Key, []byte("{not a book"))
	env := &Env{Store: store}
	sc := NewStatsScreen(store)
	if !strings.Contains(sc.note, "kept aside as stats.json.corrupt-") || len(sc.games) != 0 {
		t.Errorf("note %q, %d games", sc.note, len(sc.games))
	}
	setup := NewSetup(env, Options{})
	a := statsApp(env, setup)
	a.stack = append(a.stack, sc)
	a.ctx.Input.Inject(ui.Action{Kind: ui.ActCancel})
	stepN(t, a, 1)
	if a.Top() != setup {
		t.Errorf("Esc left %T on top", a.Top())
	}
}

// On a phone, every control of the screen is at least ui.PhoneTapH CSS px
// tall and its smallest text ui.PhoneMinText; the pages do not overlap.
func TestStatisticsOnAPhone(t *testing.T) {
	store := storage.NewMemory()
	for i := 0; i < 30; i++ {
		if note := keepFinished(store, dice.GameName, mustMarshal(t, playedDice(t, nil, uint64(20+i))), time.Now()); note != "" {
			t.Fatal(note)
		}
	}
	sc := NewStatsScreen(store)
	if len(sc.games) != 30 {
		t.Fatalf("%d games", len(sc.games))
	}
	// Pages: → and the Older button go back in time, ← and Newer forward;
	// the pages hold every game once.
	a := statsApp(&Env{Store: store}, sc)
	seen := map[string]bool{}
	for i := 0; i < 10; i++ {
		l := sc.layout(&a.ctx)
		for k := range l.rows {
			seen[sc.games[sc.page*l.perPage(sc)+k].ID] = true
		}
		a.ctx.Input.Inject(ui.Action{Kind: ui.ActNext})
		stepN(t, a, 1)
	}
	if len(seen) != 30 || sc.page == 0 {
		t.Errorf("the pages showed %d games of 30, last page %d", len(seen), sc.page)
	}
	l := sc.layout(&a.ctx)
	a.ctx.Input.InjectClick(l.newer.CX(), l.newer.CY())
	a.ctx.Input.Inject(ui.Action{Kind: ui.ActPrev})
	stepN(t, a, 1)
	if sc.page != max(0, (29/l.perPage(sc))-2) {
		t.Errorf("after Newer and ←: page %d", sc.page)
	}
	for _, size := range [][2]float64{{360, 640}, {390, 844}, {430, 932}} {
		a := statsApp(&Env{Store: store}, sc)
		a.ctx.VP = ui.ComputeViewport(size[0], size[1], 3)
		for _, games := range []bool{false, true} {
			sc.gamesPage = games
			l := sc.layout(&a.ctx)
			css := size[0] / a.ctx.VP.W // CSS px a logical unit
			if !l.phone || l.text*css < 12-1e-9 {
				t.Errorf("%v: phone %v, text %.1f CSS px", size, l.phone, l.text*css)
			}
			ctl := []ui.Rect{l.back, l.tabSum, l.tabGames}
			if games {
				ctl = append(ctl, l.newer, l.older)
				ctl = append(ctl, l.rows...)
				if len(l.rows) < 6 {
					t.Errorf("%v: %d games a page", size, len(l.rows))
				}
				if last := l.rows[len(l.rows)-1]; last.MaxY() > l.newer.Y {
					t.Errorf("%v: the last row reaches the buttons", size)
				}
			}
			for _, r := range ctl {
				if r.H*css < 44-1e-9 || r.W*css < 44 || r.MaxY() > a.ctx.VP.H || r.MaxX() > a.ctx.VP.W {
					t.Errorf("%v games %v: a control %+v", size, games, r)
				}
			}
		}
	}
}

// The statistics, a table game's record and its rematch use the window's
// store (Hooks.Store, given by hook as runWindow does), not a store found
// by building a setup: a setup hook without a store does not hide it, and
// a setup hook with one does not stand in for a missing Hooks.Store.
func TestTheStoreIsTheHooks(t *testing.T) {
	store := storage.NewMemory()
	a := statsApp(&Env{Store: store}, nil)
	if a.ctx.Store() != store {
		t.Fatalf("hook gave the store %v, want the env's", a.ctx.Store())
	}
	s := playedDice(t, nil, 7)
	a.Hooks.NewSetup = func(c *scene.Context) scene.Scene { return NewSetup(&Env{}, Options{}) }
	if note := diceFinished(&a.ctx, dicetable.NewGameSource(s)); note != "" {
		t.Errorf("the game end: %q", note)
	}
	if b, err := stats.Load(store); err != nil || len(b.Games) != 1 {
		t.Fatalf("the Hooks' store: %v, %d games", err, len(b.Games))
	}

	other := storage.NewMemory()
	a.Hooks.NewSetup = func(c *scene.Context) scene.Scene { return NewSetup(&Env{Store: other}, Options{}) }
	a.Hooks.Store = nil
	if note := diceFinished(&a.ctx, dicetable.NewGameSource(playedDice(t, nil, 8))); note != "" {
		t.Errorf("no Hooks.Store: %q", note)
	}
	if _, err := other.Load(stats.Key); err == nil {
		t.Error("the setup's store was written")
	}
	if note := keepTableRecord(&a.ctx, tableGames[gameCards], nil); note != "This run keeps nothing (--autoplay)." {
		t.Errorf("a table's record with no Hooks.Store: %q", note)
	}
}
