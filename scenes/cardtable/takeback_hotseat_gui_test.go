//go:build !js

package cardtable

import (
	"errors"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/steadytest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestTakeBackHotSeatPicture: Leo and Mia in hot seat with a bot between
// them, in the sequential variation (a take-back is possible until the
// bot's cards are placed), in two games that differ only in Mia's hidden
// cards: those she drew and did not place, which lie under her glass
// (hotSeatTakeBackTwins). At Leo's second turn he picks the same in both
// and takes his pick back with Ctrl+Z while the table holds the game;
// back at his pick, the two tables must draw the same picture, with no
// hand of Mia's. Mia's drawn cards drawn in on purpose as a hand must
// differ (probe, under the keys leoA and leoB it reads), so that the check
// is seen to catch her cards. It runs in a fresh copy of the test binary:
//
//	LASVEGAS_GUI_TESTS=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -run TestTakeBackHotSeatPicture ./scenes/cardtable/
func TestTakeBackHotSeatPicture(t *testing.T) {
	guiTests(t)
	if !steadytest.InChild(t, "TestTakeBackHotSeatPicture") {
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, fonts: fonts, started: time.Now(), cases: []guiCase{takeBackTwinCase()}}
	h.run("cardtable take-back in hot seat")
}

// hotSeatTakeBackTwins are two records of a sequential hot-seat game (Leo,
// the bot Ace, Mia) stopped at Leo's second handover, after Mia's first
// turn, which differ only in the cards Mia drew and did not place (each a
// number higher, 6 becoming 1), hidden under her glass.
func hotSeatTakeBackTwins() (a, b *cards.Record, err error) {
	seats := []cardplay.Seat{playkit.PersonSeat("Leo"), playkit.BotSeat("Ace", "easy"), playkit.PersonSeat("Mia")}
	store := storage.NewMemory()
	sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 3, Sequential: true}, Seats: seats, Seed: 99}, cardplay.Options{Store: store})
	if err != nil {
		return nil, nil, err
	}
	defer sess.Close()
	sess.SetHandover(true)
	leo := 0 // Leo's handovers confirmed
	for i := 0; i < 3000; i++ {
		st, seat := sess.Stage()
		if st == cardplay.StageHandover && seat == 0 && leo == 1 {
			break
		}
		switch st {
		case cardplay.StageHandover:
			if seat == 0 {
				leo++
			}
			_ = sess.Confirm()
		case cardplay.StagePick:
			l := sess.View().Legal() // the sequential variation: the seat to play
			if len(l) == 0 {
				return nil, nil, fmt.Errorf("seat %d is to pick with no legal pick (visible: seat %d)", seat, sess.Visible())
			}
			if err := sess.Submit(l[0].Pick); err != nil {
				return nil, nil, fmt.Errorf("seat %d's pick %v: %v", seat, l[0], err)
			}
			sess.Update(100 * time.Millisecond)
		default:
			sess.Update(100 * time.Millisecond)
		}
	}
	if st, seat := sess.Stage(); st != cardplay.StageHandover || seat != 0 || leo != 1 {
		return nil, nil, fmt.Errorf("the game did not come to Leo's second handover: stage %d of seat %d", st, seat)
	}
	data, err := store.Load(cardplay.AutosaveKey)
	if err != nil {
		return nil, nil, err
	}
	if a, err = cards.ParseRecord(data); err != nil {
		return nil, nil, err
	}
	b, _ = cards.ParseRecord(data)
	var mia []int
	var placed cards.Pick // the cards Mia placed: public, alike in both
	if _, err := a.Replay(func(step int, act cards.Action, evs []cards.Event) {
		for _, e := range evs {
			switch {
			case e.Kind == cards.EvDrew && e.Seat == 2:
				mia = append(mia, step)
			case e.Kind == cards.EvPlaced && e.Seat == 2:
				for k, n := range e.Pick {
					placed[k] += n
				}
			}
		}
	}); err != nil {
		return nil, nil, err
	}
	for _, i := range mia {
		c := b.History[i].Action.Card
		if placed[c] > 0 {
			placed[c]--
			continue
		}
		b.History[i].Action.Card = cards.CardOf(c.Face()%cards.NumCasinos+1, c.Double())
		if _, err := b.Replay(nil); err != nil {
			b.History[i].Action.Card = c // it does not replay: it stays
		}
	}
	return a, b, nil
}

// miaDrew is the cards Mia (seat 2) drew in rec; those she did not place
// lie hidden under her glass.
func miaDrew(rec *cards.Record) ([]cards.Card, error) {
	var out []cards.Card
	_, err := rec.Replay(func(step int, act cards.Action, evs []cards.Event) {
		for _, e := range evs {
			if e.Kind == cards.EvDrew && e.Seat == 2 {
				out = append(out, e.Card)
			}
		}
	})
	return out, err
}

// takeBackTwinCase: twin hot-seat games after Leo's take-back.
// Long function: one scripted scenario, its steps in the order they run.
func takeBackTwinCase() guiCase {
	const what = "after Leo's take-back"
	return guiCase{
		name: "take-back-hides-the-hands",
		setup: func(h *harness) error {
			a, b, err := hotSeatTakeBackTwins()
			if err != nil {
				return err
			}
			for i, rec := range []*cards.Record{a, b} {
				hand, err := miaDrew(rec)
				if err != nil {
					return err
				}
				sess, err := cardplay.Resume(rec, cardplay.Options{})
				if err != nil {
					return err
				}
				tb := h.table(sess, 1280, 800)
				tb.st.TakeBack = true // the window's setting (on by default)
				if i == 0 {
					h.tb, h.data["leoA"] = tb, hand // probe's keys: here Mia's cards
				} else {
					h.data["twin"], h.data["leoB"] = tb, hand
				}
			}
			if slices.Equal(h.data["leoA"].([]cards.Card), h.data["leoB"].([]cards.Card)) {
				return errors.New("the twins give Mia the same cards")
			}
			return nil
		},
		step: func(h *harness) bool {
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
					if tb.rev != nil || seat != 0 || st != cardplay.StagePick {
						h.failf("%s: stage %d of seat %d, reveal %v: not Leo's pick again", what, st, seat, tb.rev != nil)
						return true
					}
				case tb.takeBackShown():
					tb.in.Inject(ui.Action{Kind: ui.ActUndo})
					h.data[key] = true
				case st == cardplay.StageHandover && seat == 0:
					passOver(tb)
				case st == cardplay.StagePick && seat == 0 && h.data["picked"+key] == nil:
					if err := tb.sess.Submit(tb.sess.View().Legal()[0].Pick); err != nil {
						h.failf("Leo's pick: %v", err)
						return true
					}
					h.data["picked"+key] = true
				case st != cardplay.StageBusy && h.data["picked"+key] != nil:
					h.failf("the game went on to stage %d of seat %d before the take-back", st, seat)
					return true
				}
			}
			return false
		},
		draw: func(h *harness) {
			twin := h.data["twin"].(*Table)
			if h.data["undoneA"] == nil || h.data["undoneB"] == nil || h.tb.rev != nil || twin.rev != nil {
				return
			}
			for _, tb := range []*Table{h.tb, twin} {
				if v := tb.sess.Visible(); v == 2 || tb.handSeat == 2 {
					h.failf("%s: hand of seat %d visible, hand of %d drawn", what, v, tb.handSeat)
				}
			}
			sameWithin(h, h.tb, twin, "same", what)
			if h.data["same"] != nil && h.data["probed"] == nil {
				probe(h, h.tb, twin, what)
				h.data["probed"] = true
			}
		},
	}
}
