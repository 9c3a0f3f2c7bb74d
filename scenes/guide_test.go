package scenes

import (
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// headlessApp is an app without a window showing first, at instant speed,
// placing without a confirmation.
func headlessApp(t *testing.T, first Scene) *App {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	a := &App{shotTaken: map[string]bool{}}
	a.ctx = Context{Settings: DefaultSettings(), Host: a, Input: ui.NewInput(nil), Kit: ui.NewMeasureKit(fonts)}
	a.ctx.Settings.Speed = ui.SpeedInstant
	a.ctx.Settings.ConfirmPlace = false
	a.ctx.VP = ui.ComputeViewport(1280, 720, 1)
	a.stack = []Scene{first}
	return a
}

type guideSeen struct {
	stage guideStage
	page  int
}

// playGuided plays tb's first round as the human (the first legal choice),
// pressing Enter on each guide page, or Esc on the page skipAt; it returns
// the pages seen and whether a guide page ever let a choice through.
func playGuided(t *testing.T, tb *Table, skipAt guideSeen) (seen []guideSeen, leaked bool) {
	t.Helper()
	a := headlessApp(t, tb)
	for i := 0; i < 20000 && tb.m.Round == 0; i++ {
		in := a.ctx.Input
		switch s := a.Top().(type) {
		case *GuideScene:
			p := guideSeen{s.stage, s.page}
			if len(seen) == 0 || seen[len(seen)-1] != p {
				seen = append(seen, p)
				if r := s.rects(&a.ctx).target; r.Empty() || r.X < -10 || r.MaxX() > a.ctx.VP.W+10 {
					t.Errorf("page %v points at %+v", p, r)
				}
			}
			before := len(tb.src.(*dicetable.GameSource).S.Record().History)
			in.Inject(ui.Action{Kind: ui.ActPick, N: 1}) // never reaches the table
			if p == skipAt {
				in.Inject(ui.Action{Kind: ui.ActCancel})
			} else {
				in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			if err := a.step(); err != nil {
				t.Fatal(err)
			}
			leaked = leaked || len(tb.src.(*dicetable.GameSource).S.Record().History) != before
			continue
		case *RoundSummary:
			in.Inject(ui.Action{Kind: ui.ActConfirm})
		case *Table:
			if s.deciding && len(s.legal) > 0 {
				in.Inject(ui.Action{Kind: ui.ActPick, N: int(s.legal[0].Face)})
				in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
		}
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
	if tb.m.Round == 0 {
		t.Fatal("the first round did not end")
	}
	return seen, leaked
}

// The first game's guide shows its pages in order, one at a time, at the
// first decision and at the first payout; keys pressed on a page never
// play; seen to its end it is remembered, and only "First game" shows it.
func TestFirstGameGuide(t *testing.T) {
	env := &Env{Store: storage.NewMemory(), Think: time.Millisecond}
	if env.GuideSeen() {
		t.Fatal("a fresh store has seen the guide")
	}
	tb, err := env.NewFirstGame(3)
	if err != nil {
		t.Fatal(err)
	}
	if r := tb.src.Rules(); r.Players != 3 || r != dice.Classic(3) {
		t.Errorf("the first game is not classic for three: %+v", r)
	}
	seen, leaked := playGuided(t, tb, guideSeen{9, 9})
	want := []guideSeen{{guideDecide, 0}, {guideDecide, 1}, {guideDecide, 2}, {guideDecide, 3}, {guidePayout, 0}}
	if len(seen) != len(want) {
		t.Fatalf("pages seen %v, want %v", seen, want)
	}
	for i := range want {
		if seen[i] != want[i] {
			t.Errorf("page %d is %v, want %v", i, seen[i], want[i])
		}
	}
	if leaked {
		t.Error("a key pressed on a guide page played")
	}
	if !env.GuideSeen() {
		t.Error("the guide seen to its end is not remembered")
	}
	plain, err := env.NewSession(FirstGameConfig(3))
	if err != nil {
		t.Fatal(err)
	}
	if seen, _ := playGuided(t, plain, guideSeen{}); len(seen) != 0 {
		t.Errorf("a game not started as First game showed the guide: %v", seen)
	}
}

// Skip ends the guide at once: the payout's page never comes, and the
// guide counts as seen.
func TestFirstGameGuideSkip(t *testing.T) {
	env := &Env{Store: storage.NewMemory(), Think: time.Millisecond}
	tb, err := env.NewFirstGame(8)
	if err != nil {
		t.Fatal(err)
	}
	seen, _ := playGuided(t, tb, guideSeen{guideDecide, 1})
	if len(seen) != 2 {
		t.Errorf("pages seen after Skip on the second: %v", seen)
	}
	if !env.GuideSeen() {
		t.Error("a skipped guide is shown again")
	}
}

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
	markGuideSeen(env.Store)
	if !NewSetup(env, Options{}).guideSeen {
		t.Error("the guide seen is not remembered by the setup")
	}
	if six := NewSetup(env, Options{Players: 6}); six.err != "" || six.rules.Players != 6 {
		t.Errorf("six players: %q", six.err)
	}
}
