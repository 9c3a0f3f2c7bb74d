//go:build e2e && !js

package royaletable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/stagetest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// hookTable is a Royale table of seats on a w x h stage, instant,
// autosaving to a memory store.
func hookTable(t *testing.T, rules royale.Rules, seats []royaleplay.Seat, seed uint64, w, h int) *Table {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	store := storage.NewMemory()
	sess, err := royaleplay.New(royaleplay.Config{Rules: rules, Seats: seats, Seed: seed}, royaleplay.Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(sess, fonts, Options{Width: w, Height: h})
	tb.store = store
	lend(tb, fonts, w, h)
	tb.st.Motion = ui.Motion{Speed: ui.SpeedInstant}
	return tb
}

// hookTick runs a tick and reads the hook.
func hookTick(t *testing.T, tb *Table, hs *ui.HookState) {
	t.Helper()
	stagetest.HookTick(t, func() error { return tick(tb) }, tb, tb.st, hs)
}

// A person places and decides tiles by the hook's hits and keys only, by
// pointer and by key in turn: each published casino takes the dice of its
// face, each tile's option is taken.
func TestHookPlaysByHits(t *testing.T) {
	for _, sz := range [][2]int{{1280, 800}, {390, 844}} {
		seats := []royaleplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}}
		tb := hookTable(t, royale.MainGame(3), seats, 4, sz[0], sz[1])
		var hs ui.HookState
		places, tiles, byPointer := 0, 0, false
		for i := 0; i < 4000 && places < 8; i++ {
			hookTick(t, tb, &hs)
			if !hs.Table || hs.Rounds != royale.Rounds || hs.NP != 3 || hs.Players[0].Bot || !hs.Players[2].Bot {
				t.Fatalf("%v: the hook's table: %+v", sz, hs)
			}
			if hs.Phase != ui.PhaseChoose {
				if hit, ok := hs.Hit("next"); ok {
					stagetest.MustPress(t, tb.in, hit, false)
				}
				continue
			}
			_, seat := tb.sess.Stage()
			if hs.Turn != seat || hs.Human != 0 || hs.NC == 0 {
				t.Fatalf("%v: deciding: %+v, the session asks seat %d", sz, hs, seat)
			}
			byPointer = !byPointer
			if tileDecision(tb.sess.SharedLegal()) {
				hit, ok := hs.Hit(optionIDs[1])
				if !ok || hit.NK != 1 || hit.Keys[0] != "1" {
					t.Fatalf("%v: a tile's decision without option-1 on key 1: %+v", sz, hs)
				}
				logged, sel := len(tb.sess.Log()), tb.sel
				stagetest.MustPress(t, tb.in, hit, byPointer)
				hookTick(t, tb, &hs)
				if st, _ := tb.sess.Stage(); st == royaleplay.StageDecide && tb.step == nil && len(tb.sess.Log()) == logged && tb.sel == sel {
					t.Fatalf("%v: option-1 (pointer %v) did nothing: %q", sz, byPointer, tb.msg)
				}
				tiles++
				continue
			}
			n := hs.Choices[places%hs.NC] // not always the first
			hit, ok := hs.Hit(casinoIDs[n])
			if !ok || hit.Keys[0] != ui.HookKey(n) {
				t.Fatalf("%v: casino %d: %+v", sz, n, hit)
			}
			before := tb.sess.SharedView().DiceAt(n, 0).N()
			stagetest.MustPress(t, tb.in, hit, byPointer)
			hookTick(t, tb, &hs)
			if got := tb.sess.SharedView().DiceAt(n, 0).N(); got <= before {
				t.Fatalf("%v: casino-%d (pointer %v) placed nothing there (%d dice, were %d): %q", sz, n, byPointer, got, before, tb.msg)
			}
			places++
		}
		t.Logf("%v: %d placements, %d tile decisions by the hook", sz, places, tiles)
		if places < 8 {
			t.Errorf("%v: only %d placements by the hook", sz, places)
		}
		if !hs.HasSave || !hs.Saved {
			t.Errorf("%v: autosave not published: %+v", sz, hs)
		}
	}
}
