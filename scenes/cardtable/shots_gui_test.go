//go:build !js

package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// shotCases write the frames a person sees (the hand with a selection, the
// handover of hot seat) at desktop and phone size to
// $LASVEGAS_CARDS_SHOTS, when it is set: docs/screenshots come from here.
func shotCases() []guiCase {
	dir := os.Getenv("LASVEGAS_CARDS_SHOTS")
	if dir == "" {
		return nil
	}
	var out []guiCase
	for _, size := range [][2]int{{1280, 800}, {390, 844}, {844, 390}, {640, 360}, {360, 640}} {
		out = append(out, handShot(dir, size[0], size[1]), handoverShot(dir, size[0], size[1]), endShot(dir, size[0], size[1]))
	}
	return out
}

// writeFrame writes the table's frame as a PNG.
func writeFrame(h *harness, path string) {
	tb := h.tb
	buf := frame(tb)
	w, ht := int(tb.vp.W), int(tb.vp.H)
	img := &image.NRGBA{Pix: buf, Stride: 4 * w, Rect: image.Rect(0, 0, w, ht)}
	_ = os.MkdirAll(filepath.Dir(path), 0o755)
	f, err := os.Create(path)
	if err != nil {
		h.failf("%v", err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		h.failf("%v", err)
	}
}

// handShot plays you against three bots to the third turn, picking the
// last pick the hand allows, then selects two cards and takes the frame.
func handShot(dir string, w, ht int) guiCase { return handShotN(dir, w, ht, 4) }

// handShotN is handShot with n seats (four or five).
func handShotN(dir string, w, ht, n int) guiCase {
	return guiCase{
		name: "shot-hand",
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "medium"}, {Kind: game.Bot, Name: "Lucky", Level: "medium"}, {Kind: game.Bot, Name: "Roxy", Level: "easy"}, {Kind: game.Bot, Name: "Mia", Level: "easy"}}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: n, Chips: true}, Seats: seats[:n], Seed: 31}, cardplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if h.data["done"] != nil {
				return true
			}
			if tb.rev != nil || stage(tb) != cardplay.StagePick || len(tb.slots) == 0 {
				return false
			}
			if tb.sess.View().Turn() < 3 {
				tb.in.Inject(keyOf(tb, 0))
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				return false
			}
			if h.data["selected"] == nil {
				tb.in.Inject(keyOf(tb, 1))
				tb.in.Inject(keyOf(tb, 2))
				h.data["selected"] = true
			}
			return false
		},
		draw: func(h *harness) {
			if h.data["selected"] != nil && h.data["done"] == nil && h.tb.on[1] {
				writeFrame(h, filepath.Join(dir, sizeName(h.tb), "cards-table.png"))
				h.data["done"] = true
			}
		},
	}
}

// handoverShot takes the frame of the handover to Mia in hot seat.
func handoverShot(dir string, w, ht int) guiCase {
	return guiCase{
		name: "shot-handover",
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Name: "Leo", Kind: game.Human}, {Name: "Mia", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "medium"}}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 3}, Seats: seats, Seed: 17}, cardplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if h.data["done"] != nil {
				return true
			}
			st, seat := tb.sess.Stage()
			switch {
			case tb.summary: // hot seat: the summary waits for Continue
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			case tb.rev != nil:
			case st == cardplay.StageHandover && seat == 0:
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			case st == cardplay.StagePick && len(tb.slots) > 0:
				tb.in.Inject(keyOf(tb, 0))
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			case st == cardplay.StageHandover && seat == 1 && tb.sess.View().Turn() >= 2:
				h.data["ready"] = true
			case st == cardplay.StageHandover:
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			return false
		},
		draw: func(h *harness) {
			if h.data["ready"] != nil && h.data["done"] == nil {
				writeFrame(h, filepath.Join(dir, sizeName(h.tb), "cards-handover.png"))
				h.data["done"] = true
			}
		},
	}
}

func sizeName(tb *Table) string {
	switch {
	case tb.lay.portrait && tb.opts.Height < 700:
		return "phone-small"
	case tb.lay.portrait:
		return "phone"
	case tb.lay.tap > minTap && tb.opts.Height < 380: // shown smaller than its logical size
		return "phone-landscape-small"
	case tb.lay.tap > minTap:
		return "phone-landscape"
	}
	return "desktop"
}

// endShot takes the frame of the game's end after Save the record.
func endShot(dir string, w, ht int) guiCase {
	c := phoneSaveCase()
	c.name = "shot-end"
	setup := c.setup
	c.setup = func(h *harness) error {
		err := setup(h)
		tb := h.tb
		tb.opts.Width, tb.opts.Height = w, ht
		lend(tb, h.fonts, w, ht) // the stage's viewport: the table takes it each tick
		return err
	}
	step := c.step
	c.step = func(h *harness) bool {
		if h.data["phase"] == 1 && h.data["shot"] == nil {
			return false // the frame is drawn first
		}
		return step(h)
	}
	c.draw = func(h *harness) {
		if h.data["phase"] == 1 && h.data["shot"] == nil && h.tb.note != "" {
			writeFrame(h, filepath.Join(dir, sizeName(h.tb), "cards-end.png"))
			h.data["shot"] = true
		}
	}
	return c
}
