//go:build !js

package royaletable

import (
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/steadytest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTakeBackHotSeatPicture: Leo and Mia in hot seat with a bot between
// them, in two games that differ only in what is still hidden: the seed
// of the dice not yet rolled, of the face-down pile's order and of the
// bots (hotSeatTakeBackTwins; Royale's secret choices, Lucky Punch's
// tokens and Black Box's piles, are revealed by the very next decision, a
// reveal no take-back passes, so no secret choice is pending at a
// take-back). At Leo's second turn he makes the same decision in both and
// takes it back with Ctrl+Z while the table holds the next roll; back at
// his decision, the two tables must draw the same picture. The twins'
// next rolls (which do differ) drawn in on purpose must make the frames
// differ, so that the check is seen to catch a leak. It runs in a fresh
// copy of the test binary:
//
//	LASVEGAS_GUI_TESTS=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -run TestTakeBackHotSeatPicture ./scenes/royaletable/
func TestTakeBackHotSeatPicture(t *testing.T) {
	guiTests(t)
	if !steadytest.InChild(t, "TestTakeBackHotSeatPicture") {
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, fonts: fonts, cases: []guiCase{takeBackTwinCase()}}
	h.run("royaletable take-back in hot seat")
}

// hotSeatTakeBackTwins are two records of a hot-seat Royale game (Leo,
// the bot Ace, Mia) stopped at Leo's second decision, after Mia's first
// turn, which differ only in their seed: what is still hidden (the next
// rolls, the face-down pile, the bots' chances). The past, chance
// included, is in the records' history and alike.
func hotSeatTakeBackTwins() (a, b *royale.Record, err error) {
	seats := []royaleplay.Seat{playkit.PersonSeat("Leo"), playkit.BotSeat("Ace", "easy"), playkit.PersonSeat("Mia")}
	sess, err := royaleplay.New(royaleplay.Config{Rules: royale.Basic(3), Seats: seats, Seed: 7}, royaleplay.Options{})
	if err != nil {
		return nil, nil, err
	}
	leo, mia := 0, false // Leo's decisions made; whether Mia has decided
	for i := 0; i < 5000 && !sess.Over(); i++ {
		st, seat := sess.Stage()
		switch {
		case st == royaleplay.StageHandover:
			_ = sess.Confirm()
			continue
		case st == royaleplay.StageDecide && seat == 0 && leo == 1 && mia:
			i = 5000 // stopped
			continue
		case st == royaleplay.StageDecide:
			if err := sess.Decide(sess.Legal()[0]); err != nil {
				return nil, nil, fmt.Errorf("seat %d's decision: %v", seat, err)
			}
			if seat == 0 {
				leo++
			} else if seat == 2 {
				mia = true
			}
		}
		sess.Update(time.Second)
	}
	if st, seat := sess.Stage(); st != royaleplay.StageDecide || seat != 0 || leo != 1 || !mia || royaleplay.Secret(sess.Legal()) {
		return nil, nil, fmt.Errorf("the game did not come to Leo's second (public) decision: stage %d of seat %d", st, seat)
	}
	data, err := sess.Record()
	if err != nil {
		return nil, nil, err
	}
	if a, err = royale.ParseRecord(data); err != nil {
		return nil, nil, err
	}
	b, _ = royale.ParseRecord(data)
	b.Seed = a.Seed + 1
	return a, b, nil
}

// nextRoll is the roll that comes in rec's game after Leo (seat 1)
// makes his first legal decision: hidden in the seed until then. It
// plays a copy of rec (a session writes on in the record it resumes).
func nextRoll(rec *royale.Record) (string, error) {
	data, err := rec.Marshal()
	if err != nil {
		return "", err
	}
	if rec, err = royale.ParseRecord(data); err != nil {
		return "", err
	}
	sess, err := royaleplay.Resume(rec, royaleplay.Options{})
	if err != nil {
		return "", err
	}
	n := len(rec.History)
	for i := 0; i < 100; i++ {
		if st, seat := sess.Stage(); st == royaleplay.StageDecide && seat == 0 {
			break
		}
		sess.Update(0)
	}
	if l := sess.Legal(); len(l) == 0 {
		return "", errors.New("the resumed game is not at Leo's decision")
	}
	if err := sess.Decide(sess.Legal()[0]); err != nil {
		return "", err
	}
	for i := 0; i < 100; i++ {
		sess.Update(time.Second)
		data, err := sess.Record()
		if err != nil {
			return "", err
		}
		now, err := royale.ParseRecord(data)
		if err != nil {
			return "", err
		}
		for _, s := range now.History[n:] {
			if s.Action.Kind == royale.ActRoll {
				return s.Action.String(), nil
			}
		}
	}
	return "", errors.New("no roll came after Leo's decision")
}

// takeBackTwinCase: twin hot-seat games after Leo's take-back.
func takeBackTwinCase() guiCase {
	return guiCase{
		name: "take-back-hides-the-future",
		setup: func(h *harness) error {
			a, b, err := hotSeatTakeBackTwins()
			if err != nil {
				return err
			}
			for i, rec := range []*royale.Record{a, b} {
				roll, err := nextRoll(rec)
				if err != nil {
					return err
				}
				sess, err := royaleplay.Resume(rec, royaleplay.Options{})
				if err != nil {
					return err
				}
				tb := h.table(sess, 1280, 800)
				tb.st.TakeBack = true // the window's setting (on by default)
				if i == 0 {
					h.tb, h.data["rollA"] = tb, roll
				} else {
					h.data["twin"], h.data["rollB"] = tb, roll
				}
			}
			if h.data["rollA"] == h.data["rollB"] {
				return fmt.Errorf("the twins roll the same next (%v): nothing hidden differs", h.data["rollA"])
			}
			return nil
		},
		step: takeBackTwinStep,
		draw: takeBackTwinDraw,
	}
}

// takeBackTwinStep moves both tables on in the same tick: Leo decides,
// and takes back with Ctrl+Z once the button shows.
func takeBackTwinStep(h *harness) bool {
	twin := h.data["twin"].(*Table)
	_ = tick(twin)
	if h.data["probed"] != nil {
		return true
	}
	for i, tb := range []*Table{h.tb, twin} {
		key := "undone" + string(rune('A'+i))
		st, seat := tb.sess.Stage()
		switch {
		case h.data[key] != nil:
			if seat != 0 || st != royaleplay.StageDecide {
				h.failf("after Leo's take-back: stage %d of seat %d: not Leo's decision again", st, seat)
				return true
			}
		case tb.takeBackShown():
			tb.in.Inject(ui.Action{Kind: ui.ActUndo})
			h.data[key] = true
		case st == royaleplay.StageDecide && seat == 0 && h.data["decided"+key] == nil && tb.step == nil:
			if err := tb.sess.Decide(tb.sess.Legal()[0]); err != nil {
				h.failf("Leo's decision: %v", err)
				return true
			}
			h.data["decided"+key] = true
		case st != royaleplay.StageBusy && h.data["decided"+key] != nil:
			h.failf("the game went on to stage %d of seat %d before the take-back", st, seat)
			return true
		}
	}
	return false
}

// takeBackTwinDraw compares the twins' frames once both are back at
// Leo's decision and still, then draws their next rolls in on purpose
// as a notice.
func takeBackTwinDraw(h *harness) {
	twin := h.data["twin"].(*Table)
	if h.data["undoneA"] == nil || h.data["undoneB"] == nil || h.tb.step != nil || twin.step != nil || h.data["probed"] != nil {
		return
	}
	for _, tb := range []*Table{h.tb, twin} {
		if v := tb.sess.Visible(); v != -1 || tb.secret != "" || tb.sess.CanTakeBack() {
			h.failf("after Leo's take-back the table shows seat %d's view, the secret %q; take-back still possible %v", v, tb.secret, tb.sess.CanTakeBack())
		}
	}
	tries, _ := h.data["tries"].(int)
	h.data["tries"] = tries + 1
	n, where := pixelsApart(h.tb, twin)
	if n > atlasNoise && tries < 30 {
		return // decoration may be built a frame later in one table
	}
	if n > atlasNoise {
		h.failf("after Leo's take-back the twins differ by %d pixels %s", n, where)
	}
	// The leak made on purpose: each twin's next roll, as a notice in the
	// dock.
	msgA, msgB := h.tb.msg, twin.msg
	h.tb.msg, twin.msg = "Next: "+h.data["rollA"].(string), "Next: "+h.data["rollB"].(string)
	leak, _ := pixelsApart(h.tb, twin)
	if leak <= atlasNoise {
		h.failf("the next rolls drawn in on purpose make nearly the same frame (%d pixels apart): the check cannot see a leak", leak)
	}
	h.t.Logf("after the take-back at tick %d: %d pixels apart; with the next rolls (%s, %s) drawn in %d", h.ticks, n, h.data["rollA"], h.data["rollB"], leak)
	h.tb.msg, twin.msg = msgA, msgB
	h.data["probed"] = true
}
