//go:build !js

package cardtable

import (
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/steadytest"
)

// The hot-seat picture tests of the screens that came after the handover
// test (gui_test.go's handoverCase): the reveal's summary in hot seat, and
// the replay viewer's table. Each runs two tables of twin games that differ
// only in Leo's hidden cards, and asks that their frames be the same
// picture; then it draws each with Leo's hand put in on purpose (a leak
// made by the test) and asks that those frames differ, so that the check
// is seen to catch a hand. They run in a fresh copy of the test binary
// with a game loop of their own:
//
//	LASVEGAS_GUI_TESTS=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -run TestHotSeatPictures ./scenes/cardtable/
func TestHotSeatPictures(t *testing.T) {
	guiTests(t)
	if !steadytest.InChild(t, "TestHotSeatPictures") {
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, fonts: fonts, started: time.Now(), cases: []guiCase{summaryTwinCase(), replayTwinCase()}}
	h.run("cardtable hot-seat pictures")
}

// leoHand is the slots of Leo's (seat 0) hand at the end of rec.
func leoHand(rec *cards.Record) ([]cards.Card, error) {
	st, err := rec.Replay(nil)
	if err != nil {
		return nil, err
	}
	return cardplay.Slots(st.Hand(0)), nil
}

// leaked is tb's frame with slots drawn as seat 0's hand, in place of what
// the table shows: the leak the picture tests must be able to see.
func leaked(tb *Table, slots []cards.Card) []byte {
	summary, seat, was, on := tb.summary, tb.handSeat, tb.slots, tb.on
	tb.summary, tb.handSeat, tb.slots = false, 0, slots
	defer func() { tb.summary, tb.handSeat, tb.slots, tb.on = summary, seat, was, on }()
	return frame(tb)
}

// sameWithin compares the frames of a and b at each call until they are
// the same picture (decoration may be built a frame later in one table)
// or 30 calls have gone by; it stores the outcome in h.data[key].
func sameWithin(h *harness, a, b *Table, key, what string) {
	if h.data[key] != nil {
		return
	}
	tries, _ := h.data[key+"-tries"].(int)
	h.data[key+"-tries"] = tries + 1
	switch {
	case samePicture(frame(a), frame(b)):
		h.data[key] = true
	case tries >= 30:
		h.failf("%s: the frames of two games that differ only in Leo's hidden cards differ", what)
		h.data[key] = false
	}
}

// probe draws both tables with Leo's hand leaked (each its own) and fails
// if the frames are the same: then the picture check could not see a hand.
func probe(h *harness, a, b *Table, what string) {
	h.t.Logf("%s: the same picture after %d frames at tick %d; Leo's hands leaked on purpose: %v and %v", what, h.data["same-tries"], h.ticks, h.data["leoA"], h.data["leoB"])
	if samePicture(leaked(a, h.data["leoA"].([]cards.Card)), leaked(b, h.data["leoB"].([]cards.Card))) {
		h.failf("%s: Leo's two hands leaked on purpose draw the same frame: the check cannot see a hand", what)
	}
}

// summaryTwins are twinRecords with Leo's first card the same in both: he
// plays it at the first turn, so the summary shows the same picks and the
// twins differ only in the four cards he keeps.
func summaryTwins() (a, b *cards.Record, kept cards.Card, err error) {
	if a, b, err = twinRecords(); err != nil {
		return nil, nil, 0, err
	}
	for i := range a.History {
		if a.History[i].Action != b.History[i].Action {
			b.History[i] = a.History[i]
			return a, b, a.History[i].Action.Card, nil
		}
	}
	return nil, nil, 0, errors.New("the twin records do not differ")
}

// summaryTwinCase: Leo and Mia in hot seat (and a bot), in two games that
// differ only in the four cards Leo keeps after the first turn. Leo plays
// the same card in both, Mia and the bot play alike; the reveal's summary
// that waits for Continue is the same picture in both and says the same
// lines, and no hand is shown under it.
func summaryTwinCase() guiCase {
	const what = "the reveal's summary"
	return guiCase{
		name: "summary-hides-the-hands",
		setup: func(h *harness) error {
			a, b, kept, err := summaryTwins()
			if err != nil {
				return err
			}
			h.data["kept"] = kept
			for i, rec := range []*cards.Record{a, b} {
				hand, err := leoHand(rec)
				if err != nil {
					return err
				}
				sess, err := cardplay.Resume(rec, cardplay.Options{})
				if err != nil {
					return err
				}
				if tb := h.table(sess, 1280, 800); i == 0 {
					h.tb, h.data["leoA"] = tb, hand
				} else {
					h.data["twin"], h.data["leoB"] = tb, hand
				}
			}
			if slices.Equal(h.data["leoA"].([]cards.Card), h.data["leoB"].([]cards.Card)) {
				return errors.New("the twins give Leo the same hand")
			}
			return nil
		},
		step: func(h *harness) bool {
			twin := h.data["twin"].(*Table)
			_ = tick(twin)
			if h.data["probed"] != nil {
				return true
			}
			for _, tb := range []*Table{h.tb, twin} {
				playHotSeat(h, tb)
			}
			return false
		},
		draw: func(h *harness) {
			twin := h.data["twin"].(*Table)
			settled := func(tb *Table) bool { return tb.summary && tb.rev != nil && tb.board().fly >= 1 }
			if !settled(h.tb) || !settled(twin) || h.tb.tick < 2 {
				return
			}
			if v := h.tb.sess.Visible(); v != -1 || h.tb.handSeat != -1 {
				h.failf("%s: hand of seat %d visible, hand of %d drawn", what, v, h.tb.handSeat)
			}
			la, lb := summaryLines(h.tb.rev, h.tb.sess.Names()), summaryLines(twin.rev, twin.sess.Names())
			if !slices.Equal(la, lb) || len(la) != 3 {
				h.failf("%s: the lines differ or miss a seat: %q and %q", what, la, lb)
			}
			sameWithin(h, h.tb, twin, "same", what)
			if h.data["same"] != nil && h.data["probed"] == nil {
				probe(h, h.tb, twin, what)
				h.data["probed"] = true
			}
		},
	}
}

// playHotSeat plays tb's first turn for the people: the handovers are
// confirmed, Leo plays the card kept alike in the twins, Mia her first
// legal pick.
func playHotSeat(h *harness, tb *Table) {
	if tb.rev != nil || tb.summary {
		return
	}
	switch st, seat := tb.sess.Stage(); {
	case st == cardplay.StageHandover:
		passOver(tb)
	case st == cardplay.StagePick && seat == 0 && !tb.sess.Picked(0):
		var pk cards.Pick
		pk[h.data["kept"].(cards.Card)]++
		if err := tb.sess.Submit(pk); err != nil {
			h.failf("Leo's pick %v: %v", pk, err)
		}
	case st == cardplay.StagePick && seat == 1 && !tb.sess.Picked(1):
		if err := tb.sess.Submit(tb.sess.View().LegalFor(1)[0].Pick); err != nil {
			h.failf("Mia's pick: %v", err)
		}
	}
}

// replayTwinCase: the replay viewer's table (cardplay.Replay, as
// scenes.replayCards opens it) of the twin records, which end at Leo's
// first handover with his five cards different. No frame of the replay
// draws a hand, and at the record's end both tables are the same picture:
// a replay shows a hand only where the game end shows it.
func replayTwinCase() guiCase {
	const what = "the replay"
	return guiCase{
		name: "replay-hides-the-hands",
		setup: func(h *harness) error {
			a, b, err := twinRecords()
			if err != nil {
				return err
			}
			for i, rec := range []*cards.Record{a, b} {
				hand, err := leoHand(rec)
				if err != nil {
					return err
				}
				sess, sc, err := cardplay.Replay(rec, 0)
				if err != nil {
					return err
				}
				if tb := h.table(sess, 1280, 800); i == 0 {
					h.tb, h.data["leoA"], h.data["scA"] = tb, hand, sc
				} else {
					h.data["twin"], h.data["leoB"], h.data["scB"] = tb, hand, sc
				}
			}
			return nil
		},
		step: func(h *harness) bool {
			twin := h.data["twin"].(*Table)
			_ = tick(twin)
			for _, tb := range []*Table{h.tb, twin} {
				if v := tb.sess.Visible(); v != -1 || tb.handSeat != -1 {
					h.failf("%s: at tick %d the hand of seat %d is visible, of %d drawn", what, h.ticks, v, tb.handSeat)
					return true
				}
			}
			if h.data["probed"] != nil {
				return true
			}
			if done := h.data["scA"].(*playkit.Script[cards.Action]).Done() && h.data["scB"].(*playkit.Script[cards.Action]).Done(); done && h.data["doneAt"] == nil {
				h.data["doneAt"] = h.ticks
			}
			return false
		},
		draw: func(h *harness) {
			twin := h.data["twin"].(*Table)
			at, ok := h.data["doneAt"].(int)
			if !ok || h.ticks < at+60 || h.tb.rev != nil || twin.rev != nil {
				return // the last steps' cards still fly
			}
			sameWithin(h, h.tb, twin, "same", what)
			if h.data["same"] != nil && h.data["probed"] == nil {
				probe(h, h.tb, twin, what)
				h.data["probed"] = true
			}
		},
	}
}
