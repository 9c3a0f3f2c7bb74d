//go:build !js

package royaletable

import (
	"fmt"
	"github.com/lasvegas-dice/lasvegas/game"
	"slices"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/twins"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// punchRecord is twins.RoyalePunch: the autosave of a game stopped where
// Leo (seat 1) is to hold Lucky Punch's tokens, behind the handover in hot
// seat (Leo and Mia and a bot) or at the choice itself against two bots.
func punchRecord(hot bool) ([]byte, error) { return twins.RoyalePunch(hot) }

// secretCase: two tables of the same game where Leo holds 1 and 3 tokens.
// In hot seat the handovers before and after are the same to the pixel,
// and the table after them is the same but for atlas noise (nothing
// secret is drawn); against bots, the table shows Leo its own hold, so the
// two frames differ by far more (the check can see a secret).
func secretCase(hot bool) guiCase {
	name := "secret-against-bots"
	if hot {
		name = "secret-hot-seat"
	}
	return guiCase{
		name: name,
		setup: func(h *harness) error {
			data, err := punchRecord(hot)
			if err != nil {
				return err
			}
			for i := 0; i < 2; i++ {
				rec, err := royale.ParseRecord(data)
				if err != nil {
					return err
				}
				sess, err := royaleplay.Resume(rec, royaleplay.Options{})
				if err != nil {
					return err
				}
				if i == 0 {
					h.tb = h.table(sess, 1280, 800)
				} else {
					h.data["twin"] = h.table(sess, 1280, 800)
				}
			}
			return nil
		},
		step: func(h *harness) bool { return secretStep(h, hot) },
		draw: func(h *harness) { secretDraw(h, hot) },
	}
}

// secretStep moves both tables on in the same tick, the twin after its
// input is injected.
func secretStep(h *harness, hot bool) bool {
	twin := h.data["twin"].(*Table)
	defer func() { _ = tick(twin) }()
	if !hot && h.data["phase"] == "held" && h.tb.secret != "" && twin.secret != "" {
		// Both hold their tokens; the bot guesses at the next Update.
		if n, where := pixelsApart(h.tb, twin); n <= 4*atlasNoise || !strings.Contains(h.tb.secret, "holds 1") || !strings.Contains(twin.secret, "holds 3") {
			h.failf("against bots Leo's holds 1 and 3 draw nearly the same frame: %d pixels apart %s (%q, %q)", n, where, h.tb.secret, twin.secret)
		}
		return true
	}
	both := func(st royaleplay.Stage) bool { return stage(h.tb) == st && stage(twin) == st }
	// A handover (the overlay the table opened) takes input only after it
	// has settled (handover.Passes).
	settled := handAge(h.tb) >= handover.Settle && handAge(twin) >= handover.Settle
	switch h.data["phase"] {
	case nil:
		if hot && both(royaleplay.StageHandover) && h.data["before"] != nil && settled {
			h.tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			twin.in.Inject(ui.Action{Kind: ui.ActConfirm})
			h.data["phase"] = "confirmed"
		} else if !hot && both(royaleplay.StageDecide) {
			h.data["phase"] = "confirmed"
		}
	case "confirmed":
		if both(royaleplay.StageDecide) && royaleplay.Secret(h.tb.sess.Legal()) {
			h.tb.in.Inject(ui.Action{Kind: ui.ActPick, N: 1})
			opts, _ := twin.tileOptions()
			r := twin.lay.optionRows(opts, twin.focus).rects[2]
			twin.in.InjectClick(r.CX(), r.CY())
			h.data["phase"] = "held"
		}
	case "held":
		if hot && h.data["after"] != nil && settled {
			h.tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			twin.in.InjectClick(10, 10)
			h.data["phase"] = "back"
		}
	case "back":
		if both(royaleplay.StageDecide) || both(royaleplay.StageBusy) {
			h.data["phase"] = "compare"
		}
	case "done":
		return true
	}
	return false
}

// sameFrames draws both tables twice and compares the second frames (the
// first draw of a table builds its sprites): at most atlasNoise pixels may
// differ visibly.
func sameFrames(a, b *Table) bool {
	n, _ := pixelsApart(a, b)
	return n <= atlasNoise
}

// pixelsApart counts the pixels that differ visibly between the two
// tables' frames (see pixelsApart2), and says where they lie.
func pixelsApart(a, b *Table) (int, string) {
	frame(a)
	frame(b)
	fa, fb := frame(a), frame(b)
	return pixelsApart2(fa, fb), diffBox(fa, fb, int(a.vp.W))
}

// atlasNoise is the most pixels pixelsApart may find for one state. Two
// tables of one state differ at a few dozen pixels by one level of one
// channel (their sprites lie at other places on the GPU's atlases, so the
// linear filter blends other neighbours); pixelsApart2 does not count
// those, and a digit of text differs visibly at some 40 pixels.
const atlasNoise = 8

func secretDraw(h *harness, hot bool) {
	twin := h.data["twin"].(*Table)
	same := func() bool { return sameFrames(h.tb, twin) }
	switch {
	case hot && h.data["before"] == nil && stage(h.tb) == royaleplay.StageHandover && stage(twin) == royaleplay.StageHandover:
		if !same() {
			h.failf("the handover frames before the hold differ")
		}
		h.data["before"] = true
	case hot && h.data["phase"] == "held" && h.tb.sess.After() && twin.sess.After():
		if h.tb.sess.Visible() != -1 || !same() {
			h.failf("the handover frames after holding 1 and 3 tokens differ (visible %d)", h.tb.sess.Visible())
		}
		h.data["after"] = true
	case hot && h.data["phase"] == "compare":
		if n, where := pixelsApart(h.tb, twin); h.tb.secret != "" || n > atlasNoise {
			st, seat := h.tb.sess.Stage()
			st2, seat2 := twin.sess.Stage()
			h.failf("after the handover the table differs by %d pixels %s with holds 1 and 3 (%q; stages %d/%d, seats %d/%d, flights %v/%v)",
				n, where, h.tb.secret, st, st2, seat, seat2, h.tb.step != nil, twin.step != nil)
		}
		h.data["phase"] = "done"
	}
}

// humanVsBot is a table where seat 1 is a person and seat 2 the easy bot.
func humanVsBot(h *harness, rules royale.Rules, seed uint64, w, ht int) error {
	seats := []royaleplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}}
	sess, err := royaleplay.New(royaleplay.Config{Rules: rules, Seats: seats, Seed: seed}, royaleplay.Options{})
	if err != nil {
		return err
	}
	h.tb = h.table(sess, w, ht)
	return nil
}

// ready reports whether the table waits for the person's decision, with
// nothing flying and no payout shown; a payout shown is passed with Enter.
func ready(tb *Table) bool {
	if tb.payout != nil && tb.step == nil {
		tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
	}
	return stage(tb) == royaleplay.StageDecide && tb.step == nil && tb.payout == nil
}

// placeCase: a placement by key (the face's number) or by pointer (a tap
// on the casino, then on a die group) puts every die of that face in its
// casino.
func placeCase(pointer bool) guiCase {
	name := "place-by-key"
	if pointer {
		name = "place-by-pointer"
	}
	return guiCase{
		name:  name,
		setup: func(h *harness) error { return humanVsBot(h, royale.Basic(2), 4, 1280, 800) },
		step: func(h *harness) bool {
			tb := h.tb
			v := tb.sess.View()
			if f, ok := h.data["face"].(int); ok {
				left, before := v.Supply(0).N(), h.data["supply"].(int)
				if left == before {
					return false // not placed yet
				}
				if want := before - h.data["n"].(int); left != want {
					h.failf("after placing the %ds: %d dice left, want %d", f, left, want)
				}
				h.data["placed"] = h.data["placed"].(int) + 1
				delete(h.data, "face")
				return h.data["placed"].(int) >= 2
			}
			if h.data["placed"] == nil {
				h.data["placed"] = 0
			}
			if !ready(tb) || !placing(tb.sess.Legal()) {
				return false
			}
			r := v.CurrentRoll()
			f := int(tb.sess.Legal()[0].X)
			h.data["face"], h.data["supply"], h.data["n"] = f, v.Supply(0).N(), int(r.C[f-1])+b2i(int(r.Big) == f)
			switch {
			case !pointer:
				tb.in.Inject(ui.Action{Kind: ui.ActPick, N: f})
			case h.data["placed"].(int) == 0:
				tb.in.InjectClick(tb.lay.casinos[f-1].CX(), tb.lay.casinos[f-1].CY())
			default:
				for _, g := range tb.lay.rollGroups(r) {
					if g.face == f {
						tb.in.InjectClick(g.r.CX(), g.r.CY())
					}
				}
			}
			return false
		},
	}
}

// entryRules put No Entry! beside casino 1, the only tile.
var entryRules = royale.Rules{Players: 2, Main: true, Tiles: 1, TileSet: []string{"E1"}}

// tileCase: the person places on casino 1 whenever it can; at No Entry!'s
// decision it asks for a hint (H) and waits for it, then closes the last
// casino offered by a tap on its button; at the next one it presses key 2.
// Each time the casino named is the one closed.
func tileCase() guiCase {
	return guiCase{
		name:  "tile-decision",
		setup: func(h *harness) error { return humanVsBot(h, entryRules, 3, 1280, 800) },
		step: func(h *harness) bool {
			tb := h.tb
			if want, ok := h.data["want"].(int); ok {
				if stage(tb) == royaleplay.StageDecide && tileDecision(tb.sess.Legal()) {
					return false
				}
				if got := tb.sess.View().Board().Closed; got != want {
					h.failf("answer %d: casino %d is closed, want %d", h.data["answered"], got, want)
				}
				delete(h.data, "want")
				return h.data["answered"] == 2
			}
			if tb.sess.Over() {
				h.failf("the game ended after %v tile decisions", h.data["answered"])
				return true
			}
			if !ready(tb) {
				return false
			}
			legal := tb.sess.Legal()
			if !tileDecision(legal) {
				if slices.Contains(legal, royale.Place(1)) {
					tb.in.Inject(ui.Action{Kind: ui.ActPick, N: 1})
				} else {
					tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				}
				return false
			}
			return tileAnswer(h, legal)
		},
	}
}

// tileAnswer answers No Entry!: the first time after a hint, by pointer;
// the second by key.
func tileAnswer(h *harness, legal []royale.Action) bool {
	tb := h.tb
	if h.data["answered"] == nil {
		if h.data["hint"] == nil {
			tb.in.Inject(ui.Action{Kind: ui.ActHint})
			h.data["hint"] = true
			return false
		}
		if est, done := tb.sess.Hint(); !done || len(est) != len(legal) {
			return false
		}
		i := len(legal) - 1
		opts, rects := tb.tileOptions()
		r := rects[len(opts)-1] // No Entry!: one thing (a casino) per action
		tb.in.InjectClick(r.CX(), r.CY())
		h.data["want"], h.data["answered"] = int(legal[i].X), 1
		return false
	}
	if len(legal) < 2 {
		h.failf("No Entry! offers %v", legal)
		return true
	}
	tb.in.Inject(ui.Action{Kind: ui.ActPick, N: 2})
	h.data["want"], h.data["answered"] = int(legal[1].X), 2
	return false
}

// refuseCase: a key for a face not rolled is refused with the reason, and
// taps beside everything and keys with no choice do nothing harmful.
func refuseCase() guiCase {
	return guiCase{
		name:  "refuse",
		setup: func(h *harness) error { return humanVsBot(h, royale.Basic(2), 12, 390, 844) },
		step: func(h *harness) bool {
			tb := h.tb
			if !ready(tb) || !placing(tb.sess.Legal()) {
				return false
			}
			if h.data["sent"] != nil {
				if !strings.Contains(tb.msg, "No die shows") || tb.sess.View().Supply(0).N() != royale.RegularDice+1 {
					h.failf("a face not rolled: message %q", tb.msg)
				}
				return true
			}
			r := tb.sess.View().CurrentRoll()
			for f := 1; f <= 6; f++ {
				if !r.Has(f) {
					tb.in.Inject(ui.Action{Kind: ui.ActPick, N: f})
					tb.in.InjectClick(-50, -50)
					tb.in.InjectClick(tb.lay.W*3, tb.lay.H/2)
					tb.in.Inject(ui.Action{Kind: ui.ActPick, N: f})
					h.data["sent"] = true
					return false
				}
			}
			return true // every face rolled: nothing to refuse here
		},
	}
}

// shotCases are defined in shots_gui_test.go.

// payoutCase: the round's payout shows casino by casino; Enter shows every
// line at once, and Enter again goes on to the next round.
func payoutCase() guiCase {
	return guiCase{
		name:  "payout-skip",
		setup: func(h *harness) error { return humanVsBot(h, royale.Basic(2), 21, 1280, 800) },
		step: func(h *harness) bool {
			tb := h.tb
			switch {
			case h.data["skipped"] != nil:
				if tb.payout != nil {
					h.failf("the second Enter did not close the payout")
				}
				return true
			case h.data["shown"] != nil:
				if tb.payout == nil || tb.payShown != len(tb.payout) {
					h.failf("Enter did not show the whole payout (%d of %d lines)", tb.payShown, len(tb.payout))
					return true
				}
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				h.data["skipped"] = true
			case tb.payout != nil && tb.step == nil:
				if len(tb.payout) < 2 || tb.payShown >= len(tb.payout) {
					h.failf("the payout of %d lines shows %d at once", len(tb.payout), tb.payShown)
					return true
				}
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				h.data["shown"] = true
			case stage(tb) == royaleplay.StageDecide && tb.step == nil:
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			return false
		},
	}
}

// tileHelpCase: the pointer over a tile (a hover, or where a long press
// rests) draws its explanation; elsewhere it is gone.
func tileHelpCase() guiCase {
	return guiCase{
		name:  "tile-help",
		setup: func(h *harness) error { return humanVsBot(h, entryRules, 3, 1280, 800) },
		step: func(h *harness) bool {
			tb := h.tb
			if !ready(tb) {
				return false
			}
			tile := tb.lay.casinoParts(0, true).tile
			if h.data["moved"] == nil {
				tb.in.Inject(ui.Action{Kind: ui.ActPointerMove, X: tile.CX(), Y: tile.CY()})
				h.data["moved"] = true
				return false
			}
			over := frame(tb)
			tb.in.PX, tb.in.PY = tb.lay.arena.CX(), tb.lay.top.CY()
			away := frame(tb)
			if n := pixelsApart2(over, away); n < 10*atlasNoise {
				h.failf("the pointer over No Entry! changes %d pixels: no explanation drawn", n)
			}
			return true
		},
	}
}

// visible is the least difference in one channel that counts.
const visible = 24

// pixelsApart2 counts the pixels that differ visibly between two frames:
// by at least visible levels in some channel.
func pixelsApart2(a, b []byte) int {
	n := 0
	for i := 0; i+4 <= len(a) && i+4 <= len(b); i += 4 {
		if apart(a[i:i+4], b[i:i+4]) {
			n++
		}
	}
	return n
}

func apart(p, q []byte) bool {
	for c := range p {
		if d := int(p[c]) - int(q[c]); d >= visible || d <= -visible {
			return true
		}
	}
	return false
}

// diffBox is the box around the pixels that differ visibly, as text.
func diffBox(a, b []byte, w int) string {
	x0, y0, x1, y1 := w, len(a), -1, -1
	for i := 0; i+4 <= len(a) && i+4 <= len(b); i += 4 {
		if apart(a[i:i+4], b[i:i+4]) {
			x, y := (i/4)%w, (i/4)/w
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
	}
	if x1 < 0 {
		return "(none)"
	}
	return fmt.Sprintf("in (%d,%d)-(%d,%d)", x0, y0, x1, y1)
}
