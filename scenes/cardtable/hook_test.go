//go:build e2e && !js

package cardtable

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/stagetest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// hookTable is a card table of seats on a w x h stage, instant, autosaving
// to a memory store.
func hookTable(t *testing.T, seats []cardplay.Seat, seed uint64, w, h int) *Table {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	store := storage.NewMemory()
	sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: len(seats), Chips: true}, Seats: seats, Seed: seed}, cardplay.Options{Store: store})
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

// onFace counts the selected cards showing face.
func onFace(tb *Table, face int) int {
	n := 0
	for i, c := range tb.slots {
		if tb.on[i] && c.Face() == face {
			n++
		}
	}
	return n
}

// inHand counts the hand's cards showing face.
func inHand(tb *Table, face int) int {
	n := 0
	for _, c := range tb.slots {
		if c.Face() == face {
			n++
		}
	}
	return n
}

// pickValue is the value the hook's test picks at its picks-th pick, and
// how many cards of it: not always the hand's first; every other pick two
// of a value where the hand has them (at least two dice in a casino claim
// a chip card).
func pickValue(tb *Table, hs *ui.HookState, picks int) (face, n int) {
	for _, f := range hs.Choices[:hs.NC] {
		if picks%2 == 1 && inHand(tb, f) >= 2 {
			return f, 2
		}
	}
	return hs.Choices[picks%hs.NC], 1
}

// A person picks cards and chip colours by the hook's hits and keys only,
// by pointer and by key in turn, until both were chosen (a chip choice
// comes once the person wins a casino with chips): each published value adds a card of that
// value to the selection, Confirm locks the pick, and the hook publishes
// no hand but the person's.
func TestHookPlaysByHits(t *testing.T) {
	seats := []cardplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}}
	tb := hookTable(t, seats, 4, 1280, 800)
	var hs ui.HookState
	picks, chips, byPointer, moves := 0, 0, false, 0
	for i := 0; i < 20000 && (picks < 6 || chips == 0); i++ {
		hookTick(t, tb, &hs)
		if !hs.Table || hs.Rounds != cards.Rounds || hs.NP != 3 || hs.Players[0].Name != "You" || hs.Players[0].Bot || !hs.Players[1].Bot {
			t.Fatalf("the hook's table: %+v", hs)
		}
		st, seat := tb.sess.Stage()
		if hs.Phase != ui.PhaseChoose {
			for _, hit := range hs.Hits[:hs.NH] {
				if hit.ID == "next" || hit.ID == "handover" {
					stagetest.MustPress(t, tb.in, hit, false)
				} else {
					t.Fatalf("waiting, the hook publishes %s", hit.ID)
				}
			}
			continue
		}
		if hs.Turn != seat || hs.Human != 0 {
			t.Fatalf("deciding: turn %d human %d, the session asks seat %d", hs.Turn, hs.Human, seat)
		}
		byPointer = !byPointer
		moves++
		if st == cardplay.StageChip {
			hit, ok := hs.Hit("chip-1")
			if hs.NC == 0 || !ok {
				t.Fatalf("a chip choice without chip-1: %+v", hs)
			}
			n := len(tb.sess.ChipChoices())
			if title, keys := tb.chipWords(seat).title, numberKeys(n)+" or tap"; !strings.Contains(title, keys) || (n > 1) != strings.Contains(keys, fmt.Sprintf("1-%d", n)) {
				t.Errorf("a choice of %d chip cards is asked as %q, want its keys %q", n, title, keys)
			}
			stagetest.MustPress(t, tb.in, hit, byPointer)
			hookTick(t, tb, &hs)
			if s, _ := tb.sess.Stage(); s == cardplay.StageChip && tb.rev == nil && hs.Phase == ui.PhaseChoose && hs.NC > 0 {
				// Another claim of the same turn asks again.
				continue
			}
			chips++
			continue
		}
		if hs.NC == 0 {
			t.Fatalf("a pick with no values: %+v", hs)
		}
		face, n := pickValue(tb, &hs, picks)
		hit, ok := hs.Hit(valueIDs[face])
		if !ok || hit.NK != 1 || hit.Keys[0] != ui.HookKey(face) {
			t.Fatalf("value %d: hit %+v", face, hit)
		}
		before := onFace(tb, face)
		for range n {
			stagetest.MustPress(t, tb.in, hit, byPointer)
			hookTick(t, tb, &hs)
		}
		if got := onFace(tb, face); got != before+n {
			t.Fatalf("value-%d %d times (pointer %v) selected %d cards of %d, was %d", face, n, byPointer, got, face, before)
		}
		c, ok := hs.Hit("confirm")
		if !ok {
			t.Fatalf("a card selected and no confirm: %+v", hs)
		}
		hand := tb.sess.SharedView().Hand(0).Size()
		stagetest.MustPress(t, tb.in, c, !byPointer)
		hookTick(t, tb, &hs)
		if s, _ := tb.sess.Stage(); s == cardplay.StagePick && tb.sess.SharedView().Hand(0).Size() == hand && !tb.sess.Picked(0) {
			t.Fatalf("confirm (pointer %v) did not lock the pick: %q", !byPointer, tb.msg)
		}
		picks++
	}
	t.Logf("%d picks, %d chip choices, %d decisions", picks, chips, moves)
	if picks < 6 || chips == 0 {
		t.Errorf("only %d picks and %d chip choices by the hook in 20000 ticks", picks, chips)
	}
	if !hs.HasSave || !hs.Saved {
		t.Errorf("autosave not published: %+v", hs)
	}
}

// In hot seat the hook publishes a hand only once its person has taken
// the screen: at the handover, nothing of the table's.
func TestHookHotSeatHidesHands(t *testing.T) {
	seats := []cardplay.Seat{{Name: "Ann", Kind: game.Human}, {Name: "Ben", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}}
	tb := hookTable(t, seats, 7, 1280, 800)
	var hs ui.HookState
	handovers, picks := 0, 0
	for i := 0; i < 2000 && picks < 4; i++ {
		hookTick(t, tb, &hs)
		st, seat := tb.sess.Stage()
		if st == cardplay.StageHandover {
			if hs.Phase != ui.PhaseWait || hs.NC != 0 {
				t.Fatalf("at the handover the hook publishes a decision: %+v", hs)
			}
			// The handover is the shell's overlay (the shell's hook
			// publishes its button and Enter): passed by either.
			if ho := handOverlay(tb); ho != nil && ho.Age() >= handover.Settle {
				handovers++
				hit := ui.HookHit{ID: "handover", R: handover.Lay(tb.st.VP.W, tb.st.VP.H).Button, Keys: [2]string{"Enter"}, NK: 1}
				stagetest.MustPress(t, tb.in, hit, handovers%2 == 0)
			}
			continue
		}
		if hs.Phase != ui.PhaseChoose || st != cardplay.StagePick {
			if hit, ok := hs.Hit("next"); ok {
				stagetest.MustPress(t, tb.in, hit, false)
			}
			if hit, ok := hs.Hit("chip-1"); ok {
				stagetest.MustPress(t, tb.in, hit, false)
			}
			continue
		}
		if seat != tb.sess.Visible() || hs.Human != seat {
			t.Fatalf("the hook offers seat %d's hand while seat %d's shows (human %d)", seat, tb.sess.Visible(), hs.Human)
		}
		hit, _ := hs.Hit(valueIDs[hs.Choices[0]])
		stagetest.MustPress(t, tb.in, hit, false)
		hookTick(t, tb, &hs)
		c, ok := hs.Hit("confirm")
		if !ok {
			t.Fatalf("no confirm: %+v", hs)
		}
		stagetest.MustPress(t, tb.in, c, true)
		picks++
	}
	if handovers < 2 || picks < 4 {
		t.Errorf("%d handovers passed and %d picks made by the hook", handovers, picks)
	}
}
