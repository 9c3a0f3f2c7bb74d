//go:build !js

package cardtable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/stagetest"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// hotSeatTable is a table of Leo and Mia (people) and the bot Ace, on a
// stage of its own whose OpenOver keeps what the table opens in *opened
// (nothing runs it), with the handover setting on.
func hotSeatTable(t *testing.T, on bool) (*Table, *ui.Stage, *[]ui.Overlay) {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	seats := []cardplay.Seat{{Name: "Leo", Kind: game.Human}, {Name: "Mia", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}}
	sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 3}, Seats: seats, Seed: 17}, cardplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(sess, fonts, Options{Width: 1280, Height: 800})
	st, opened := stagetest.Recording(fonts, 1280, 800, on)
	return tb, st, opened
}

// step runs a tick of the table (not of what it opened) on st.
func step(t *testing.T, tb *Table, st *ui.Stage) {
	t.Helper()
	st.In.Step(st.VP)
	st.Tick++
	if err := tb.Update(st); err != nil {
		t.Fatal(err)
	}
}

// In hot seat the card table hands the screen over by the shell's one
// handover overlay: at the session's handover it asks its stage for
// exactly one handover.Overlay naming the person to pick (not again while
// it is open, however often the table is stepped), the session keeps the
// hand hidden until the overlay is passed, and passing it (after it has
// settled) shows that person's hand. Leo's handover comes first, then
// Mia's; the table draws no handover of its own.
func TestHotSeatHandoverOverlay(t *testing.T) {
	tb, st, opened := hotSeatTable(t, true)
	for _, who := range []int{0, 1} {
		before := len(*opened)
		for i := 0; i < 3000; i++ {
			if s, seat := tb.sess.Stage(); s == cardplay.StageHandover && seat == who && tb.rev == nil && len(*opened) > before {
				break
			}
			step(t, tb, st)
			if s, _ := tb.sess.Stage(); s == cardplay.StagePick && tb.sess.Visible() >= 0 && tb.sess.Visible() != who {
				if err := tb.sess.Submit(tb.sess.View().LegalFor(tb.sess.Visible())[0].Pick); err != nil {
					t.Fatal(err)
				}
			}
			if tb.summary || tb.payout {
				st.In.Inject(ui.Action{Kind: ui.ActConfirm}) // Continue
			}
		}
		if s, seat := tb.sess.Stage(); s != cardplay.StageHandover || seat != who {
			t.Fatalf("seat %d's handover never came: stage %d of seat %d", who+1, s, seat)
		}
		for i := 0; i < 30; i++ {
			step(t, tb, st) // the overlay is open: the window would not step the table, a stray step changes nothing
		}
		if len(*opened) != before+1 {
			t.Fatalf("at %s's handover the table opened %d overlays, want 1", tb.sess.Name(who), len(*opened)-before)
		}
		o, ok := (*opened)[before].(*handover.Overlay)
		if !ok {
			t.Fatalf("the table opened %T, not a *handover.Overlay", (*opened)[before])
		}
		if o.Who != tb.sess.Name(who) || o.Moment != handover.Before || o.Colour != seatColour(who) {
			t.Errorf("the handover names %q (moment %d, colour %d), want %q", o.Who, o.Moment, o.Colour, tb.sess.Name(who))
		}
		if s, _ := tb.sess.Stage(); s != cardplay.StageHandover || tb.sess.Visible() != -1 {
			t.Fatalf("with the handover open the session is at stage %d showing seat %d's hand", s, tb.sess.Visible())
		}
		if n := stagetest.MustPass(t, o, st); n < handover.Settle {
			t.Errorf("the handover passed after %d ticks, before it settled", n)
		}
		if s, seat := tb.sess.Stage(); s != cardplay.StagePick || seat != who || tb.sess.Visible() != who {
			t.Fatalf("passing the handover left stage %d of seat %d showing seat %d, want %s's pick", s, seat, tb.sess.Visible(), tb.sess.Name(who))
		}
		step(t, tb, st)
		if len(*opened) != before+1 {
			t.Fatalf("after the pass the table opened the handover again")
		}
		// The person picks; the next one's handover comes.
		if err := tb.sess.Submit(tb.sess.View().LegalFor(who)[0].Pick); err != nil {
			t.Fatal(err)
		}
	}
}

// With the handover setting off, the table of the same game opens
// nothing, and the session never waits for the screen.
func TestHotSeatNoHandoverWhenOff(t *testing.T) {
	tb, st, opened := hotSeatTable(t, false)
	for i := 0; i < 600 && tb.sess.View().Turn() < 3; i++ {
		step(t, tb, st)
		if s, _ := tb.sess.Stage(); s == cardplay.StageHandover {
			t.Fatalf("the session waits at a handover with the setting off")
		}
		if s, _ := tb.sess.Stage(); s == cardplay.StagePick && tb.sess.Visible() >= 0 {
			if err := tb.sess.Submit(tb.sess.View().LegalFor(tb.sess.Visible())[0].Pick); err != nil {
				t.Fatal(err)
			}
		}
		if tb.summary || tb.payout {
			st.In.Inject(ui.Action{Kind: ui.ActConfirm}) // Continue
		}
	}
	if len(*opened) != 0 {
		t.Errorf("the table opened %d overlays with the handover off", len(*opened))
	}
	if tb.sess.View().Turn() < 2 {
		t.Errorf("the game did not go on: turn %d", tb.sess.View().Turn())
	}
}
