//go:build e2e && !js

package scenes

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/cardtable"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/royaletable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

type e2eState struct {
	V      int    `json:"v"`
	App    string `json:"app"`
	Tick   uint64 `json:"tick"`
	Scene  string `json:"scene"`
	Screen struct{ W, H float64 }
	Hits   []struct {
		ID         string
		X, Y, W, H float64
	}
	Keys    map[string]any `json:"keys"`
	Round   int            `json:"round"`
	Rounds  int            `json:"rounds"`
	Turn    int            `json:"turn"`
	Human   int            `json:"human"`
	Phase   string         `json:"phase"`
	Choices []int          `json:"choices"`
	Moves   int            `json:"moves"`
	Saved   *struct{ Round, Moves int }
	Resumed bool `json:"resumed"`
	Persist bool `json:"persistent"`
	Players []struct {
		Name string `json:"name"`
		Bot  bool   `json:"bot"`
	} `json:"players"`
}

func readSnapshot(t *testing.T, h *e2eHook, a *App) e2eState {
	t.Helper()
	b := h.snapshot(a)
	var st e2eState
	if err := json.Unmarshal(b, &st); err != nil {
		t.Fatalf("snapshot is not JSON: %v\n%s", err, b)
	}
	if st.V != 1 || st.App != "lasvegas" {
		t.Fatalf("snapshot header: %s", b)
	}
	return st
}

func hitIDs(st e2eState) map[string]bool {
	m := map[string]bool{}
	for _, h := range st.Hits {
		m[h.ID] = true
	}
	return m
}

// The test hook names the setup's buttons, the table's legal casinos (with
// their keys) and the autosave's progress. Long function: one game walked
// from the setup to a saved placement, checking the snapshot at each step.
func TestE2ESnapshot(t *testing.T) {
	store, err := storage.NewDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{Store: store}
	a := &App{shotTaken: map[string]bool{}}
	a.ctx = scene.Context{Settings: scene.DefaultSettings(), Host: a}
	a.ctx.Settings.ConfirmPlace = false
	a.ctx.VP = ui.ComputeViewport(1280, 720, 1)
	h := &e2eHook{env: env}

	a.stack = []scene.Scene{NewSetup(env, Options{})}
	st := readSnapshot(t, h, a)
	if st.Scene != "setup" || !hitIDs(st)["quickstart"] || hitIDs(st)["continue"] || st.Screen.W != 1280 {
		t.Errorf("setup: %+v", st)
	}

	ts, err := env.NewSession(diceplay.QuickStart(3, "easy", 42, dice.Online(3)))
	if err != nil {
		t.Fatal(err)
	}
	a.stack = []scene.Scene{ts}
	tb := dt(ts)
	gs := tb.Src().(*dicetable.GameSource)
	for n := 0; n < 3; n++ {
		gs.S.RunUntilHuman()
		for {
			if _, ok := gs.NextEvent(); !ok {
				break
			}
		}
		seat, ok := gs.Human()
		if !ok {
			t.Fatal("no human to act")
		}
		tb.Relayout(&a.ctx)
		tb.BeginDecision(&a.ctx, seat)
		st = readSnapshot(t, h, a)
		if tb.ChoiceKind() != dice.ActPlace {
			if st.Phase != "choose" || len(st.Choices) != 0 {
				t.Errorf("non-placing decision: %+v", st)
			}
			tb.Select(0)
			tb.Submit(&a.ctx)
			continue
		}
		if st.Scene != "play" || st.Phase != "choose" || len(st.Choices) == 0 || st.Turn != 0 || st.Human != 0 || st.Round != 1 || st.Rounds != 4 || len(st.Players) != 3 {
			t.Fatalf("decision: %+v", st)
		}
		ids := hitIDs(st)
		for _, c := range st.Choices {
			id := "casino-" + strconv.Itoa(c)
			if !ids[id] || st.Keys[id] != strconv.Itoa(c) {
				t.Errorf("choice %d: hits %v keys %v", c, ids, st.Keys)
			}
		}
		before := st.Moves
		tb.Choose(&a.ctx, tb.OptionFor(st.Choices[0], st.Choices[0]))
		st = readSnapshot(t, h, a)
		if st.Moves != before+1 || st.Saved == nil || st.Saved.Moves != st.Moves || st.Phase != "wait" || len(st.Hits) != 0 {
			t.Errorf("after placing: %+v (moves before %d)", st, before)
		}
	}

	rec, err := env.Autosave()
	if err != nil || rec == nil {
		t.Fatalf("no autosave: %v", err)
	}
	tb2, err := env.Resume(rec)
	if err != nil {
		t.Fatal(err)
	}
	a.stack = []scene.Scene{tb2}
	st2 := readSnapshot(t, h, a)
	if !st2.Resumed || st2.Moves != st.Moves || st2.Round != st.Round {
		t.Errorf("resumed: %+v, was %+v", st2, st)
	}

	a.stack = []scene.Scene{NewSetup(env, Options{})}
	st = readSnapshot(t, h, a)
	if !hitIDs(st)["continue"] {
		t.Errorf("setup with an autosave has no continue: %+v", st)
	}
}

func TestAppendJSONString(t *testing.T) {
	for _, s := range []string{"", "Ace (medium)", "Rüdiger \"R\" \\ \n\t\x01", "bad \xff utf8"} {
		b := appendJSONString(nil, s)
		var got string
		if err := json.Unmarshal(b, &got); err != nil {
			t.Errorf("%q: %s: %v", s, b, err)
		}
	}
}

// The hook's snapshot allocates nothing in a steady frame, at a person's
// decision of each game's table (after its first snapshots have grown the
// buffers), and names the table's choices as hits with keys.
func TestE2ESnapshotSteady(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	seats := []playkit.Seat{playkit.PersonSeat("You"), playkit.BotSeat("Ace", "easy"), playkit.BotSeat("Lucky", "easy")}
	for _, c := range []struct {
		name, hit string
		open      func(env *Env) (scene.Scene, error)
	}{
		{"dice", "casino-", func(env *Env) (scene.Scene, error) {
			return env.NewSession(diceplay.QuickStart(3, "easy", 42, dice.Online(3)))
		}},
		{"cards", "value-", func(env *Env) (scene.Scene, error) {
			tb, err := cardtable.Open(fonts, env.Store, cards.Rules{Players: 3}, seats, 4, false)
			return &tableScene{name: "cards-table", game: gameCards, t: tb}, err
		}},
		{"royale", "casino-", func(env *Env) (scene.Scene, error) {
			tb, err := royaletable.Open(fonts, env.Store, royale.MainGame(3), seats, 4, false)
			return &tableScene{name: "royale-table", game: gameRoyale, t: tb}, err
		}},
	} {
		env := &Env{Store: storage.NewMemory()}
		s, err := c.open(env)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		a := headlessApp(t, s)
		h := &e2eHook{env: env}
		var st e2eState
		for i := 0; i < 2000; i++ {
			tick(t, a)
			if st = readSnapshot(t, h, a); st.Phase == "choose" && len(st.Choices) > 0 && strings.HasPrefix(st.Hits[0].ID, c.hit) {
				break
			}
		}
		if st.Phase != "choose" || st.Scene != e2eScene(s) || len(st.Players) != 3 || st.Rounds == 0 {
			t.Fatalf("%s: no decision of the person: %+v", c.name, st)
		}
		for _, hit := range st.Hits {
			if hit.W <= 0 || (strings.HasPrefix(hit.ID, c.hit) && st.Keys[hit.ID] == nil) {
				t.Errorf("%s: hit %+v has no key or box (keys %v)", c.name, hit, st.Keys)
			}
		}
		for i := 0; i < 3; i++ {
			h.snapshot(a)
		}
		if n := testing.AllocsPerRun(50, func() { h.botTurn(a); h.snapshot(a) }); n != 0 {
			t.Errorf("%s: a steady snapshot allocates %.0f times", c.name, n)
		}
	}
}

// The hot seat's handover is the shell's overlay in every game: while it
// is up, the hook publishes its button and Enter (once it takes a press),
// and nothing of the table under it.
func TestE2EHandoverIsTheShells(t *testing.T) {
	o := &handover.Overlay{Who: "Leo"}
	a := headlessApp(t, &tableScene{game: gameCards, t: &fakeTable{}})
	a.stack = append(a.stack, scene.NewOverlay(o))
	h := &e2eHook{}
	for age := 0; age <= handover.Settle; age++ {
		st := readSnapshot(t, h, a)
		_, key := st.Keys["handover"]
		if key != (o.Age() >= handover.Settle) || st.Phase != "wait" || len(st.Choices) != 0 {
			t.Fatalf("at age %d the snapshot's keys %v, phase %q, choices %v", o.Age(), st.Keys, st.Phase, st.Choices)
		}
		if key {
			return
		}
		_ = o.Update(&ui.Stage{})
	}
	t.Fatal("the handover never published its key")
}
