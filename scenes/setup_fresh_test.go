package scenes

import (
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// A fresh install's setup plays the classic rules (Quick start included)
// and highlights First game until the guide has been seen; six players
// need the online edition.
func TestSetupFreshInstallIsClassic(t *testing.T) {
	env := &Env{Store: storage.NewMemory()}
	s := NewSetup(env, Options{})
	if s.preset != 0 || s.rules.Biggies || s.rules.Kickers || s.rules.Slot || s.rules.Rainbow {
		t.Errorf("a fresh setup plays preset %d with %+v", s.preset, s.rules)
	}
	if s.guideSeen {
		t.Error("a fresh install has seen the guide")
	}
	skipFirstGuide(t, env)
	if !NewSetup(env, Options{}).guideSeen {
		t.Error("the guide seen is not remembered by the setup")
	}
	if six := NewSetup(env, Options{Players: 6}); six.err != "" || six.rules.Players != 6 {
		t.Errorf("six players: %q", six.err)
	}
}

// skipFirstGuide starts the first game (Env.NewFirstGame) and skips its
// guide at its first page (Esc), as a person does.
func skipFirstGuide(t *testing.T, env *Env) {
	t.Helper()
	env.Think = time.Millisecond
	tb, err := env.NewFirstGame(3)
	if err != nil {
		t.Fatal(err)
	}
	a := headlessApp(t, tb)
	for i := 0; i < 20000 && !env.GuideSeen(); i++ {
		if _, ok := unwrap(a.Top()).(*dicetable.GuideScene); ok {
			a.ctx.Input.Inject(ui.Action{Kind: ui.ActCancel})
		}
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
	if !env.GuideSeen() {
		t.Fatal("the first game's guide never came to be skipped")
	}
}
