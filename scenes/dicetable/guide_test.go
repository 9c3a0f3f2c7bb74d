package dicetable

import (
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

type guideSeen struct {
	stage guideStage
	page  int
}

// playGuided plays tb's first round as the human (the first legal choice),
// pressing Enter on each guide page, or Esc on the page skipAt; it returns
// the pages seen and whether a guide page ever let a choice through.
func playGuided(t *testing.T, tb *Table, skipAt guideSeen) (seen []guideSeen, leaked bool) {
	t.Helper()
	a := headlessApp(t, on(tb))
	for i := 0; i < 20000 && tb.m.Round == 0; i++ {
		in := a.ctx.Input
		switch s := a.top().(type) {
		case *GuideScene:
			p := guideSeen{s.stage, s.page}
			if len(seen) == 0 || seen[len(seen)-1] != p {
				seen = append(seen, p)
				if r := s.rects(a.ctx.FillStage(&ui.Stage{})).target; r.Empty() || r.X < -10 || r.MaxX() > a.ctx.VP.W+10 {
					t.Errorf("page %v points at %+v", p, r)
				}
			}
			before := len(tb.src.(*GameSource).S.Record().History)
			in.Inject(ui.Action{Kind: ui.ActPick, N: 1}) // never reaches the table
			if p == skipAt {
				in.Inject(ui.Action{Kind: ui.ActCancel})
			} else {
				in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			if err := a.step(); err != nil {
				t.Fatal(err)
			}
			leaked = leaked || len(tb.src.(*GameSource).S.Record().History) != before
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
	store := storage.NewMemory()
	if GuideSeenIn(store) {
		t.Fatal("a fresh store has seen the guide")
	}
	tb, err := newFirstGame(store, 3)
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
	if !GuideSeenIn(store) {
		t.Error("the guide seen to its end is not remembered")
	}
	plain, err := newSessionTable(FirstGameConfig(3), store)
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
	store := storage.NewMemory()
	tb, err := newFirstGame(store, 8)
	if err != nil {
		t.Fatal(err)
	}
	seen, _ := playGuided(t, tb, guideSeen{guideDecide, 1})
	if len(seen) != 2 {
		t.Errorf("pages seen after Skip on the second: %v", seen)
	}
	if !GuideSeenIn(store) {
		t.Error("a skipped guide is shown again")
	}
}

// newSessionTable is a table over a session of cfg whose bots think a
// millisecond a frame, saving to store (nil: nowhere).
func newSessionTable(cfg diceplay.Config, store storage.Store) (*Table, error) {
	s, err := diceplay.New(cfg, diceplay.Options{ThinkSlice: time.Millisecond, Store: store})
	if err != nil {
		return nil, err
	}
	return NewTable(NewGameSource(s)), nil
}

// newFirstGame is the first game with its guide, as the shell starts it.
func newFirstGame(store storage.Store, seed uint64) (*Table, error) {
	tb, err := newSessionTable(FirstGameConfig(seed), store)
	if err == nil {
		tb.StartGuide(store)
	}
	return tb, err
}
