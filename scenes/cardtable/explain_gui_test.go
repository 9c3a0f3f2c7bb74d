//go:build !js

package cardtable

import (
	"fmt"
	"image/color"
	"os"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// explainCases: on a phone, upright and on its side, a finger held half a
// second on a card of the hand explains it beside it and does not select
// it; a tap on a casino explains the casino, a second tap hides it; a tap
// on a card still selects it.
func explainCases() []guiCase {
	var out []guiCase
	for _, sz := range [][2]int{{390, 844}, {844, 390}} {
		out = append(out, longPressCase(sz[0], sz[1]))
	}
	for _, sz := range [][3]int{{1280, 760, 4}, {390, 844, 4}, {844, 390, 4}, {640, 360, 4}, {360, 640, 4}, {360, 640, 5}} {
		out = append(out, stillPointerCase(sz[0], sz[1], sz[2]))
	}
	return out
}

// longPressCase is explainCases' scenario at w x ht (see there).
//
// Long function: one scripted scenario, its steps in the order they run.
func longPressCase(w, ht int) guiCase {
	touch := func(tb *Table, k ui.ActionKind, r ui.Rect) {
		tb.in.Inject(ui.Action{Kind: k, X: r.CX(), Y: r.CY(), Touch: k == ui.ActPointerDown})
	}
	steps := []func(h *harness) string{
		func(h *harness) string { // press a card of the hand and hold it
			touch(h.tb, ui.ActPointerDown, h.tb.lay.slots[0])
			h.data["pressed"] = h.tb.tick
			return ""
		},
		func(h *harness) string { // still held, under half a second: nothing shown yet
			if h.tb.tick-h.data["pressed"].(uint64) < holdTicks-2 {
				return "wait"
			}
			return want(h.tb.tipShown().kind == tipNone, "an explanation showed before the press was held half a second")
		},
		func(h *harness) string { // held half a second: the card is explained, beside it
			if h.tb.tick-h.data["pressed"].(uint64) < holdTicks+4 {
				return "wait"
			}
			tb := h.tb
			if it := tb.tipShown(); it != (tipItem{tipHand, 0}) {
				return fmt.Sprintf("after a long-press the explanation is %+v, want the card's", it)
			}
			if why := tipBeside(tb); why != "" {
				return why
			}
			if dir := os.Getenv("LASVEGAS_CARDS_SHOTS"); dir != "" {
				writeFrame(h, filepath.Join(dir, sizeName(tb), "cards-explain.png"))
			}
			touch(tb, ui.ActPointerUp, tb.lay.slots[0])
			return ""
		},
		func(h *harness) string { // released: no card was selected
			tb := h.tb
			if tb.on[0] {
				return "the long-press selected the card"
			}
			if tb.tipShown().kind != tipHand {
				return "the release hid the explanation"
			}
			fingerTap(tb, tb.lay.casinos[2])
			return ""
		},
		func(h *harness) string {
			tb := h.tb
			if it := tb.tipShown(); it.kind != tipCasino && it.kind != tipChip || it.n != 3 {
				return fmt.Sprintf("a tap on casino 3 explains %+v", it)
			}
			if why := tipBeside(tb); why != "" {
				return why
			}
			fingerTap(tb, tb.lay.casinos[2])
			return ""
		},
		func(h *harness) string {
			if h.tb.tipShown().kind != tipNone {
				return "a second tap on the casino left its explanation"
			}
			fingerTap(h.tb, h.tb.lay.slots[0])
			return ""
		},
		func(h *harness) string { return want(h.tb.on[0], "a tap no longer selects a card") },
	}
	return guiCase{
		name: fmt.Sprintf("long-press-%dx%d", w, ht),
		setup: func(h *harness) error {
			seats := []cardplay.Seat{playkit.PersonSeat("You"), playkit.BotSeat("Ace", "easy")}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 17}, cardplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if stage(tb) != cardplay.StagePick || tb.rev != nil || len(tb.slots) == 0 {
				return h.ticks > 2000 && fail(h, "no pick came")
			}
			i, _ := h.data["i"].(int)
			if i >= len(steps) {
				return true
			}
			switch why := steps[i](h); why {
			case "wait":
			case "":
				h.data["i"] = i + 1
			default:
				h.failf("%s", why)
				return true
			}
			return false
		},
	}
}

// tipBeside checks the explanation shown: a box beside its thing, never
// over it, inside the window; its words 12 CSS px or more.
func tipBeside(tb *Table) string {
	it := tb.tipShown()
	r := tb.itemRect(it)
	box, lines, _ := tb.tipPlace(it)
	if len(lines) == 0 || box.H < 3*tb.lay.size(15) {
		return fmt.Sprintf("the explanation %v holds %d lines", box, len(lines))
	}
	if box.Overlaps(r) || box.X < 0 || box.MaxX() > tb.lay.W || box.MaxY() > tb.lay.H {
		return fmt.Sprintf("the explanation %v lies over its thing %v or outside", box, r)
	}
	if css := tb.vp.Scale / tb.dsf; tb.lay.size(15)*css < minText-0.01 {
		return fmt.Sprintf("the explanation's words are %.1f CSS px", tb.lay.size(15)*css)
	}
	return tipOpaque(tb, box)
}

// tipOpaque checks that the explanation's box at box hides what lies
// under it: drawn alone on white, its padding left of its words is its
// own fill. Before, the box was 91% opaque and at 390x844 the hand's
// prompt showed through a card's explanation.
func tipOpaque(tb *Table, box ui.Rect) string {
	img := ebiten.NewImage(int(tb.vp.W), int(tb.vp.H))
	defer img.Deallocate()
	img.Fill(color.White)
	tb.kit.SetScale(1)
	tb.kit.BeginFrame(time.Now(), 0)
	tb.drawTip(img)
	x, y := int(box.X+6*tb.lay.u), int(box.CY())
	r, g, b, _ := img.At(x, y).RGBA()
	if d := max(absDiff(r>>8, uint32(tipFill.R)), absDiff(g>>8, uint32(tipFill.G)), absDiff(b>>8, uint32(tipFill.B))); d > 3 {
		return fmt.Sprintf("the explanation's box shows what lies under it: (%d,%d,%d) at (%d,%d), not %v", r>>8, g>>8, b>>8, x, y, tipFill)
	}
	return ""
}

// absDiff is |a-b|.
func absDiff(a, b uint32) uint32 {
	if a > b {
		return a - b
	}
	return b - a
}

// fingerTap is a finger's tap on r: a press (a touch) and a release; no
// pointer move, and afterwards no hover.
func fingerTap(tb *Table, r ui.Rect) {
	tb.in.Inject(ui.Action{Kind: ui.ActPointerDown, X: r.CX(), Y: r.CY(), Touch: true})
	tb.in.Inject(ui.Action{Kind: ui.ActPointerUp, X: r.CX(), Y: r.CY()})
}

// stillPointerCase: a mouse pointer that has not moved since the table
// opened (Xvfb's sits at the window's centre: here on casino 5) explains
// nothing; once it moves onto a casino, that casino is explained. Every
// explanation the table can show at w x ht with n seats (each casino,
// its chips, each card of the hand, each seat's money) lies beside its
// thing and over no casino's name, notes or dice totals.
func stillPointerCase(w, ht, n int) guiCase {
	name := fmt.Sprintf("still-pointer-%dx%d", w, ht)
	if n != 4 {
		name += fmt.Sprintf("-%d-seats", n)
	}
	return guiCase{
		name: name,
		setup: func(h *harness) error {
			seats := []cardplay.Seat{playkit.PersonSeat("You"), playkit.BotSeat("Ace", "easy"), playkit.BotSeat("Mia", "easy"), playkit.BotSeat("Leo", "easy"), playkit.BotSeat("Zoe", "easy")}[:n]
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: n, Chips: true}, Seats: seats, Seed: 17}, cardplay.Options{})
			h.tb = h.table(sess, w, ht)
			// The window's first look at the mouse: where it rests (as
			// Xvfb's at the window's centre), on casino 5.
			h.tb.fit()
			r := h.tb.lay.casinos[4]
			h.tb.in.Inject(ui.Action{Kind: ui.ActPointerMove, X: r.CX(), Y: r.Y + r.H*0.8})
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if stage(tb) != cardplay.StagePick || tb.rev != nil || len(tb.slots) == 0 {
				return h.ticks > 2000 && fail(h, "no pick came")
			}
			if h.data["at"] == nil {
				h.data["at"] = h.ticks
			}
			switch at := h.data["at"].(int); {
			case h.ticks < at+20:
			case h.ticks == at+20:
				if it := tb.itemAt(tb.in.PX, tb.in.PY); it.kind == tipNone {
					return fail(h, fmt.Sprintf("the resting pointer (%.0f, %.0f) is over nothing to explain", tb.in.PX, tb.in.PY))
				}
				if it := tb.tipShown(); it.kind != tipNone {
					return fail(h, fmt.Sprintf("a pointer that never moved explains %+v", it))
				}
				r := tb.lay.casinos[1]
				tb.in.Inject(ui.Action{Kind: ui.ActPointerMove, X: r.X + r.W/3, Y: r.MaxY() - 4})
			case h.ticks == at+22:
				if it := tb.tipShown(); it != (tipItem{tipCasino, 2}) {
					return fail(h, fmt.Sprintf("the pointer moved onto casino 2 explains %+v", it))
				}
				return tipsClear(h)
			}
			return false
		},
	}
}

// tipsClear fails unless every explanation lies beside its thing,
// inside the window, over no casino's name, notes or dice totals
// (tipCovers).
func tipsClear(h *harness) bool {
	tb := h.tb
	for _, it := range tipItems(tb) {
		r := tb.itemRect(it)
		box, _, _ := tb.tipPlace(it)
		if dir := os.Getenv("LASVEGAS_CARDS_SHOTS"); dir != "" && it.kind == tipCasino {
			tb.tip, tb.tipOn = it, true
			writeFrame(h, filepath.Join(dir, sizeName(tb), fmt.Sprintf("cards-explain-casino-%d.png", it.n)))
			tb.tipOn = false
		}
		if why := tipCovers(&tb.lay, r, box); why != "" {
			return fail(h, fmt.Sprintf("the explanation of %+v: %s", it, why))
		}
	}
	return true
}
