//go:build e2e && !js

package scenes

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
)

// A game started from the setup is autosaved, and "Continue" resumes it at
// the same position; a rematch keeps the seats and rules.
func TestEnvAutosaveContinueRematch(t *testing.T) {
	store, err := storage.NewDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	env := &Env{Store: store}
	cfg := diceplay.QuickStart(3, "easy", 77, dice.Online(3))
	tb, err := env.NewSession(cfg)
	if err != nil {
		t.Fatal(err)
	}
	gs := dt(tb).Src().(*dicetable.GameSource)
	gs.S.RunUntilHuman()
	legal := gs.Legal()
	if len(legal) == 0 {
		t.Fatal("the human has no choice")
	}
	if err := gs.Submit(legal[0]); err != nil {
		t.Fatal(err)
	}
	gs.S.RunUntilHuman()
	want := len(gs.S.Record().History)

	rec, err := env.Autosave()
	if err != nil || rec == nil {
		t.Fatalf("no autosave: %v", err)
	}
	tb2, err := env.Resume(rec)
	if err != nil {
		t.Fatal(err)
	}
	gs2 := dt(tb2).Src().(*dicetable.GameSource)
	if got := len(gs2.S.Record().History); got != want {
		t.Errorf("resumed at step %d, want %d", got, want)
	}
	if len(gs2.Seats()) != 3 || !gs2.Seats()[0].Human {
		t.Errorf("resumed seats wrong: %+v", gs2.Seats())
	}

	tb3, err := env.Rematch(gs)
	if err != nil {
		t.Fatal(err)
	}
	gs3 := dt(tb3).Src().(*dicetable.GameSource)
	if gs3.Rules() != gs.Rules() || gs3.S.Config().Seed == gs.S.Config().Seed {
		t.Errorf("rematch should keep the rules and change the seed")
	}
}

// The setup's rules follow the presets and the seat count, and validate.
func TestSetupConfig(t *testing.T) {
	s := NewSetup(&Env{}, Options{Players: 6})
	if s.rules.Players != 6 || !s.rules.SixthPlayer || s.err != "" {
		t.Fatalf("6 players online: %+v err %q", s.rules, s.err)
	}
	s.preset = 0
	s.seats = s.seats[:4]
	s.applyPreset()
	if s.rules.SixthPlayer || s.rules.Slot || s.rules.Players != 4 {
		t.Errorf("classic with 4 players: %+v", s.rules)
	}
	if s.err != "" {
		t.Errorf("classic with 4 players: %s", s.err)
	}
	cfg := s.config()
	if err := cfg.Validate(); err != nil {
		t.Error(err)
	}
	if cfg.Seats[0].Kind != game.Human || cfg.Seats[1].Kind != game.Bot || cfg.Seats[1].Level != "medium" {
		t.Errorf("seats: %+v", cfg.Seats)
	}
}

// Every setting survives the trip to the saved settings and back,
// Auto-advance included.
func TestSettingsSavedInFull(t *testing.T) {
	s := game.Settings{Speed: "fast", ReducedMotion: true, Sound: true, Fullscreen: true, ColourBlind: true,
		ConfirmPlacing: true, OpenMoney: true, ShowLog: true, AutoAdvance: true, NoHandover: true, NoTakeBack: true}
	if back := settingsToGame(settingsFromGame(s)); back != s {
		t.Errorf("%+v came back as %+v", s, back)
	}
}
