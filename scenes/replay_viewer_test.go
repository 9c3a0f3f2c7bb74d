//go:build e2e && !js

package scenes

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// viewersOfEveryGame are replay viewers of a finished record of each game.
func viewersOfEveryGame(t *testing.T) map[string]*replayViewer {
	t.Helper()
	out := map[string]*replayViewer{}
	for key := range finishedRecords {
		v, err := viewerOf(testFonts(), key, false)
		if err != nil {
			t.Fatal(err)
		}
		out[key] = v
	}
	return out
}

// On a short phone every game's replay bar has "To round", which takes the
// replay to the next round's first step, and from the last round back to
// the first; the bar is the shell's one (the same controls in each game).
func TestShortPhoneReplayToRound(t *testing.T) {
	vp := ui.ComputeViewport(360, 640, 3)
	for key, v := range viewersOfEveryGame(t) {
		nr := v.deck.Rounds()
		if nr < 2 {
			t.Fatalf("%s: %d rounds", key, nr)
		}
		sc := &scene.Context{VP: vp}
		for i := 1; i <= nr; i++ {
			c := v.ts.stage(sc)
			if dr, ok := v.deck.(*dicetable.Replay); ok {
				// The table is rebuilt at each jump; its layout comes with its first Update.
				dr.Dice().L = dicetable.ComputeTableLayout(vp.W, vp.H, dicetable.TableLayoutOptions{Players: dr.Rec().Rules.Players, Slot: dr.Rec().Rules.Slot, Replay: true})
			}
			l, look, ok := v.deck.Bar(c)
			if !ok || look.Style != ui.ReplayPhoneShort || len(l.Rounds) != 0 || l.Start.W != 0 {
				t.Fatalf("%s: a short phone's bar %+v in style %d", key, l, look.Style)
			}
			if act, r := l.Act(ui.Action{Kind: ui.ActClick, X: l.Next.CX(), Y: l.Next.CY()}); act != ui.ReplayNextRound || !v.do(sc, act, r) {
				t.Fatalf("%s: the To round button %+v took no click", key, l.Next)
			}
			if want := i % nr; v.deck.Round() != want {
				t.Errorf("%s: tap %d: at step %d (round %d), want round %d", key, i, v.deck.Pos(), v.deck.Round()+1, want+1)
			}
		}
	}
}

// Every game's viewer steps, goes back and jumps to a round by the same
// keys, paused after each, and says where it stands in the same words.
func TestEveryViewerStepsByTheSameKeys(t *testing.T) {
	for key, v := range viewersOfEveryGame(t) {
		sc := &scene.Context{VP: ui.ComputeViewport(1280, 800, 1)}
		press := func(k ui.ActionKind, n int) {
			l, _, _ := v.deck.Bar(v.ts.stage(sc))
			act, r := l.Act(ui.Action{Kind: k, N: n})
			if !v.do(sc, act, r) {
				t.Errorf("%s: key %d took nothing", key, k)
			}
		}
		press(ui.ActNext, 0)
		p1 := v.deck.Pos()
		press(ui.ActNext, 0)
		if p2 := v.deck.Pos(); p2 <= p1 && key != "dice" || v.deck.Playing() {
			t.Errorf("%s: two steps reach %d then %d, playing %v", key, p1, p2, v.deck.Playing())
		}
		press(ui.ActPick, 2) // round 2
		if v.deck.Round() != 1 || v.deck.Playing() {
			t.Errorf("%s: key 2 shows round %d, playing %v", key, v.deck.Round()+1, v.deck.Playing())
		}
		at := v.deck.Pos()
		press(ui.ActPrev, 0)
		if v.deck.Pos() >= at {
			t.Errorf("%s: back from %d went to %d", key, at, v.deck.Pos())
		}
		press(ui.ActConfirm, 0)
		if !v.deck.Playing() {
			t.Errorf("%s: Enter did not play", key)
		}
		if got := v.label(); len(got) < len("Replay · step 1 of 2") || got[:len("Replay · step ")] != "Replay · step " {
			t.Errorf("%s: the bar says %q", key, got)
		}
	}
}

// The bar never lies over the table: the dice table keeps room for it in
// its layout, and the others are given the window above it.
func TestReplayBarBesideTheTable(t *testing.T) {
	for key, v := range viewersOfEveryGame(t) {
		for _, sz := range [][3]float64{{1280, 800, 1}, {390, 844, 3}, {360, 640, 3}, {844, 390, 3}} {
			sc := &scene.Context{VP: ui.ComputeViewport(sz[0], sz[1], sz[2])}
			st := v.stage(sc)
			if dr, ok := v.deck.(*dicetable.Replay); ok {
				dr.Dice().L = dicetable.ComputeTableLayout(st.VP.W, st.VP.H, dicetable.TableLayoutOptions{Players: dr.Rec().Rules.Players, Slot: dr.Rec().Rules.Slot, Replay: true})
			}
			l, look, ok := v.deck.Bar(st)
			full := st.VP.H
			top := v.tableStage(st, &l, look, ok).VP.H
			if dr, ok := v.deck.(*dicetable.Replay); ok {
				top = dr.Dice().L.ReplayBar.Y // the layout's room
				if top != l.Bar.Y || v.stage(sc).VP.H != full || v.tableStage(v.stage(sc), &l, look, ok).VP.H != full {
					t.Errorf("%s %v: the bar at %.0f, the layout's room at %.0f", key, sz, l.Bar.Y, top)
				}
			}
			if !ok || l.Bar.Y < top || l.Bar.MaxY() > full+1e-9 || l.Bar.H < 40 {
				t.Errorf("%s %v: the table's window ends at %.0f, the bar %+v in a window %.0f tall", key, sz, top, l.Bar, full)
			}
		}
	}
}

// A paused replay of Royale or the card game stands still but its table
// answers its panels: L opens the log (the table is no longer calm), and
// 90 ticks later the replay has not moved on; L again closes it. Before,
// a paused rebuilt replay did not run its table at all, so the log, the
// help and the explanations did not answer until it played again. Played,
// it moves on (the test can tell the two apart).
func TestPausedReplayAnswersItsPanels(t *testing.T) {
	fonts := testFonts()
	for _, key := range []string{"royale", "cards"} {
		v, err := viewerOf(fonts, key, false)
		if err != nil {
			t.Fatal(err)
		}
		sc := &scene.Context{VP: ui.ComputeViewport(1280, 800, 1), Input: ui.NewInput(nil), Kit: ui.NewMeasureKit(fonts)}
		sc.Settings.Speed = ui.SpeedFast
		tick := func(a ...ui.Action) {
			for _, x := range a {
				sc.Input.Inject(x)
			}
			sc.Input.Step(sc.VP)
			if err := v.deck.Update(v.ts.stage(sc)); err != nil {
				t.Fatalf("%s: %v", key, err)
			}
		}
		l, _, _ := v.deck.Bar(v.ts.stage(sc))
		if act, r := l.Act(ui.Action{Kind: ui.ActNext}); !v.do(sc, act, r) || v.deck.Playing() {
			t.Fatalf("%s: a step did not pause the replay at a decision", key)
		}
		pos := v.deck.Pos()
		tick()
		if !v.deck.Table().Calm() {
			t.Fatalf("%s: the paused table is not calm before L", key)
		}
		tick(ui.Action{Kind: ui.ActLog})
		for range 90 {
			tick()
		}
		if v.deck.Table().Calm() {
			t.Errorf("%s: L did not open the paused replay's log", key)
		}
		if v.deck.Pos() != pos {
			t.Errorf("%s: paused at step %d, the replay went on to %d", key, pos, v.deck.Pos())
		}
		tick(ui.Action{Kind: ui.ActLog})
		tick()
		if !v.deck.Table().Calm() {
			t.Errorf("%s: L again did not close the log", key)
		}
		v.deck.SetPlaying(true)
		for i := 0; i < 600 && v.deck.Pos() == pos; i++ {
			tick()
		}
		if v.deck.Pos() == pos {
			t.Errorf("%s: played again, the replay stayed at step %d", key, pos)
		}
	}
}
