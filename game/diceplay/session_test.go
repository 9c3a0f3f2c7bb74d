package diceplay

import (
	"errors"
	"github.com/lasvegas-dice/lasvegas/game"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// playHuman plays the human seat with the first legal action.
func playHuman(t *testing.T, g *Session, maxActs int) int {
	t.Helper()
	acts := 0
	for !g.Over() && acts < maxActs {
		g.RunUntilHuman()
		if g.Over() {
			break
		}
		seat, ok := g.HumanToAct()
		if !ok {
			t.Fatalf("idle without a human to act, phase %v", g.State().Phase())
		}
		if err := g.Act(seat, g.State().Legal()[0]); err != nil {
			t.Fatal(err)
		}
		acts++
	}
	return acts
}

func TestSessionPlaysToTheEnd(t *testing.T) {
	r := dice.Online(4)
	r.Chips = true
	g, err := New(QuickStart(4, "easy", 7, r), Options{})
	if err != nil {
		t.Fatal(err)
	}
	playHuman(t, g, 1000)
	if !g.Over() {
		t.Fatal("game did not end")
	}
	if g.Record().Result == nil {
		t.Error("finished record has no result")
	}
	evs := g.TakeEvents()
	if len(evs) == 0 || evs[len(evs)-1].Kind != dice.EvGameEnded {
		t.Errorf("last event %v", evs[len(evs)-1].Kind)
	}
	if len(g.Log()) == 0 {
		t.Error("empty log")
	}
}

// A game killed at any moment resumes exactly where it was, and the rest of
// the game is the same as if it had never stopped (same chance outcomes).
func TestResumeAfterKill(t *testing.T) {
	cfg := AllBots(dice.ClassicNeutral(3), "random", 99)
	full, _ := New(cfg, Options{})
	full.RunUntilHuman()
	for _, killAt := range []int{0, 1, 17, 60, 150} {
		store := storage.NewMemory()
		g, err := New(cfg, Options{Store: store})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < killAt && g.Step() != Idle; i++ {
		}
		want := *g.State()
		// The process dies here; only the store survives.
		rec, err := LoadAutosave(store)
		if err != nil || rec == nil {
			t.Fatalf("kill at %d: load %v %v", killAt, rec, err)
		}
		h, err := Resume(rec, nil, Options{Store: store})
		if err != nil {
			t.Fatal(err)
		}
		if *h.State() != want {
			t.Fatalf("kill at %d: resumed state differs", killAt)
		}
		h.RunUntilHuman()
		// Chance outcomes after the resume follow the same seed.
		fh, rh := full.Record().History, h.Record().History
		n := 0
		for i := range fh {
			if i < len(rh) && fh[i].By != nil && *fh[i].By == dice.ChancePlayer && rh[i].Action == fh[i].Action {
				n++
			}
		}
		if n == 0 {
			t.Errorf("kill at %d: no chance outcome matched", killAt)
		}
		if !h.Over() {
			t.Fatalf("kill at %d: resumed game did not finish", killAt)
		}
	}
}

func TestCorruptSaveIsKeptAside(t *testing.T) {
	for _, bad := range []string{"{not json", `{"format":"lasvegas-record","version":1,"rules":{"players":2,"rounds":4},"history":[{"place":3}]}`, ""} {
		store := storage.NewMemory()
		if err := store.Save(AutosaveKey, []byte(bad)); err != nil {
			t.Fatal(err)
		}
		rec, err := LoadAutosave(store)
		if rec != nil || err == nil {
			t.Fatalf("%q: rec %v err %v", bad, rec, err)
		}
		if !strings.Contains(err.Error(), "kept aside as") {
			t.Errorf("message %q", err)
		}
		if _, err := store.Load(AutosaveKey); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("damaged save still in place: %v", err)
		}
		aside := strings.Fields(strings.SplitN(err.Error(), "kept aside as ", 2)[1])[0]
		aside = strings.TrimSuffix(aside, ":")
		if data, err := store.Load(aside); err != nil || string(data) != bad {
			t.Errorf("aside copy %q: %q %v", aside, data, err)
		}
	}
}

func TestFinishedGameClearsAutosave(t *testing.T) {
	store := storage.NewMemory()
	g, _ := New(AllBots(dice.Classic(2), "random", 1), Options{Store: store})
	g.RunUntilHuman()
	if rec, err := LoadAutosave(store); rec != nil || err != nil {
		t.Errorf("finished game still offered: %v %v", rec, err)
	}
	data, err := store.Load(LastGameKey)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := dice.ParseRecord(data)
	if err != nil || rec.Result == nil {
		t.Errorf("last game record: %v", err)
	}
}

func TestActRejectsWrongSeatAndIllegal(t *testing.T) {
	g, _ := New(QuickStart(2, "random", 3, dice.Classic(2)), Options{})
	g.RunUntilHuman()
	seat, ok := g.HumanToAct()
	if !ok {
		t.Fatal("human should act")
	}
	before := *g.State()
	if err := g.Act(1, g.State().Legal()[0]); err == nil {
		t.Error("bot seat accepted a human action")
	}
	if err := g.Act(seat, dice.Place(7)); err == nil {
		t.Error("illegal action accepted")
	}
	if *g.State() != before {
		t.Error("state changed")
	}
}

func TestSettingsRoundTripAndCorrupt(t *testing.T) {
	store := storage.NewMemory()
	s := game.DefaultSettings()
	s.Speed, s.ColourBlind = game.SpeedFast, true
	if err := game.SaveSettings(store, s); err != nil {
		t.Fatal(err)
	}
	got, err := game.LoadSettings(store)
	if err != nil || got != s {
		t.Errorf("got %+v %v", got, err)
	}
	store.Save(game.SettingsKey, []byte("{\"speed\":"))
	got, err = game.LoadSettings(store)
	if err == nil || got != game.DefaultSettings() {
		t.Errorf("corrupt settings: %+v %v", got, err)
	}
}

func TestHintAdvisesWithoutTouchingTheGame(t *testing.T) {
	g, _ := New(QuickStart(3, "medium", 4, dice.Online(3)), Options{})
	g.RunUntilHuman()
	if _, ok := g.HumanToAct(); !ok {
		t.Fatal("human should act")
	}
	before := *g.State()
	h, err := g.StartHint()
	if err != nil {
		t.Fatal(err)
	}
	for !h.Step(5 * time.Millisecond) {
	}
	if *g.State() != before || !g.HintValid(h) {
		t.Fatal("the hint changed the game")
	}
	est := h.Estimates()
	legal := g.State().Legal()
	if len(est) != len(legal) {
		t.Fatalf("%d estimates for %d legal actions", len(est), len(legal))
	}
	best := 0
	for _, e := range est {
		if e.Best {
			best++
			if e.Action != h.Best() {
				t.Errorf("marked %v, best %v", e.Action, h.Best())
			}
		}
		if e.WinProb < 0 || e.WinProb > 1 {
			t.Errorf("%v: win probability %v", e.Action, e.WinProb)
		}
	}
	if best != 1 {
		t.Errorf("%d actions marked best", best)
	}
	seat, _ := g.HumanToAct()
	if err := g.Act(seat, h.Best()); err != nil {
		t.Fatal(err)
	}
	if g.HintValid(h) {
		t.Error("hint still valid after the position changed")
	}
}

// slowAgent decides after a few Think calls, counting them.
type slowAgent struct {
	s      dice.State
	calls  *int
	thinks int
}

func (a *slowAgent) Begin(s *dice.State) { a.s = *s; a.thinks = 0 }
func (a *slowAgent) Think(time.Duration) (dice.Action, bool) {
	*a.calls++
	a.thinks++
	return a.s.Legal()[0], a.thinks >= 3
}
func (a *slowAgent) Why() string  { return "" }
func (a *slowAgent) Close() error { return nil }

// A Step holds a slice of a bot's thinking or its move (with the autosave),
// never both, so a frame that calls Step once never pays for both.
func TestStepSeparatesThinkingFromTheMove(t *testing.T) {
	calls := 0
	cfg := Config{Rules: dice.Classic(2), Seed: 3, Seats: []game.Seat{{Name: "A", Kind: game.External, Command: "fake"}, {Name: "B", Kind: game.External, Command: "fake"}}}
	opts := Options{Store: storage.NewMemory(), External: func(int, game.Seat, dice.Rules, uint64, io.Writer) (Agent, error) {
		return &slowAgent{calls: &calls}, nil
	}}
	g, err := New(cfg, opts)
	if err != nil {
		t.Fatal(err)
	}
	moves := 0
	for steps := 0; !g.Over(); steps++ {
		if steps > 100000 {
			t.Fatal("game does not end")
		}
		bot := g.State().CurrentPlayer() >= 0
		before := calls
		if r := g.Step(); r == Applied && bot {
			moves++
			if calls != before {
				t.Fatalf("step %d thought and applied the move in one Step", steps)
			}
		}
	}
	if moves == 0 || calls < 3*moves {
		t.Errorf("%d bot moves, %d Think calls: want at least 3 per move", moves, calls)
	}
}

// SaveRecord keeps a finished game's record under a new key each time; what
// it writes replays to the same result.
func TestSaveRecordKeepsAReplayableCopy(t *testing.T) {
	store := storage.NewMemory()
	g, err := New(AllBots(dice.Classic(3), "random", 21), Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	for !g.Over() {
		g.Step()
	}
	now := time.Date(2026, 11, 25, 15, 45, 0, 0, time.UTC)
	k1, err := SaveRecord(store, g.Record(), now)
	if err != nil || k1 != "record-20261125-154500.json" {
		t.Fatalf("key %q, %v", k1, err)
	}
	k2, err := SaveRecord(store, g.Record(), now)
	if err != nil || k2 == k1 {
		t.Fatalf("a second save in the same second took %q (%v)", k2, err)
	}
	data, err := store.Load(k2)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := dice.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	st, err := rec.Replay(nil)
	if err != nil || !st.IsTerminal() || st.Standings()[0].Seat != g.State().Standings()[0].Seat {
		t.Fatalf("the copy replays to another end: %v", err)
	}
	bad := *g.Record()
	bad.History = append(bad.History[:len(bad.History):len(bad.History)], bad.History[0])
	if _, err := SaveRecord(store, &bad, now); err == nil {
		t.Error("a record that does not replay was kept")
	}
}

// A damaged save still holds a game up to its last complete step: a file
// cut short keeps its complete history lines, a step that does not replay
// ends the history before it. The damaged file is kept aside, the slot
// holds the recovered game, and it resumes.
func TestDamagedSaveGoesOnFromTheLastCompleteStep(t *testing.T) {
	store := storage.NewMemory()
	g, err := New(AllBots(dice.Classic(3), "random", 5), Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 60; i++ {
		g.Step()
	}
	data, err := g.Record().Marshal()
	if err != nil {
		t.Fatal(err)
	}
	n := len(g.Record().History)
	lines := strings.Split(string(data), "\n")
	illegal := strings.Join(append(append([]string{}, lines[:len(lines)-8]...), append([]string{lines[len(lines)-8]}, lines[len(lines)-8:]...)...), "\n")
	cases := map[string]string{
		"cut in a step": string(data[:len(data)-40]),
		"a step twice":  illegal,
	}
	for name, text := range cases {
		if err := store.Save(AutosaveKey, []byte(text)); err != nil {
			t.Fatal(err)
		}
		rec, err := LoadAutosave(store)
		var re *RecoveredError
		if rec == nil || !errors.As(err, &re) {
			t.Fatalf("%s: rec %v, err %v", name, rec, err)
		}
		if got := len(rec.History); got == 0 || got >= n || got != re.Steps {
			t.Errorf("%s: %d steps recovered of %d (said %d)", name, got, n, re.Steps)
		}
		for i, st := range rec.History {
			if st.Action != g.Record().History[i].Action {
				t.Fatalf("%s: step %d differs from the game's", name, i+1)
			}
		}
		if kept, err := store.Load(re.Aside); err != nil || string(kept) != text {
			t.Errorf("%s: the damaged file was not kept aside as %s: %v", name, re.Aside, err)
		}
		again, err := LoadAutosave(store)
		if err != nil || again == nil || len(again.History) != len(rec.History) {
			t.Errorf("%s: the slot does not hold the recovered game: %v", name, err)
		}
		if _, err := Resume(again, nil, Options{}); err != nil {
			t.Errorf("%s: the recovered game does not resume: %v", name, err)
		}
	}
}

// Loading any save never panics; whatever it offers replays and resumes.
func FuzzLoadAutosave(f *testing.F) {
	for _, name := range []string{"classic-5p-save-round2.json", "online-3p-save-midgame.json"} {
		data, err := os.ReadFile("../../engine/dice/testdata/saves-2026-11-25/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
		f.Add(data[:len(data)/2])
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		store := storage.NewMemory()
		if err := store.Save(AutosaveKey, data); err != nil {
			return
		}
		rec, _ := LoadAutosave(store)
		if rec == nil {
			return
		}
		if _, err := rec.Replay(nil); err != nil {
			t.Fatalf("offered a save that does not replay: %v", err)
		}
	})
}
