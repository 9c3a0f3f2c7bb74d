//go:build !js

package royaletable

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// shotCases write the frames a person sees (a placement with a hint, a
// tile's decision) at desktop and phone size to $LASVEGAS_ROYALE_SHOTS,
// when it is set: docs/screenshots come from here.
func shotCases() []guiCase {
	dir := os.Getenv("LASVEGAS_ROYALE_SHOTS")
	if dir == "" {
		return nil
	}
	var out []guiCase
	for _, size := range [][2]int{{1280, 800}, {390, 844}, {844, 390}, {640, 360}, {360, 640}} {
		out = append(out, tableShot(dir, size[0], size[1]), tileShot(dir, size[0], size[1]), handoverShot(dir, size[0], size[1]), fiveShot(dir, size[0], size[1]), waitShot(dir, size[0], size[1]), longPayShot(dir, size[0], size[1]), payFlightShot(dir, size[0], size[1]), badLuckShot(dir, size[0], size[1]), closedShot(dir, size[0], size[1]), trackShot(dir, size[0], size[1]))
		for _, id := range royale.Tiles() {
			out = append(out, oneTileShot(dir, size[0], size[1], id))
		}
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

// fourSeats is you against three bots.
func fourSeats(h *harness, rules royale.Rules, seed uint64, w, ht int) error {
	seats := []royaleplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}, {Kind: game.Bot, Name: "Roxy", Level: "easy"}}
	sess, err := royaleplay.New(royaleplay.Config{Rules: rules, Seats: seats, Seed: seed}, royaleplay.Options{})
	h.tb = h.table(sess, w, ht)
	return err
}

// tableShot plays to a placement in round 2 with a dozen dice out, asks
// for a hint and takes the frame once the hint is ready.
func tableShot(dir string, w, ht int) guiCase {
	return guiCase{
		name:  "shot-table",
		setup: func(h *harness) error { return fourSeats(h, royale.MainGame(4), 31, w, ht) },
		step: func(h *harness) bool {
			tb := h.tb
			if !ready(tb) {
				return false
			}
			v := tb.sess.View()
			if v.Round() < 2 || placed(v) < 12 || !placing(tb.sess.Legal()) {
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				return false
			}
			if h.data["hint"] == nil {
				tb.in.Inject(ui.Action{Kind: ui.ActHint})
				h.data["hint"] = true
				return false
			}
			if _, done := tb.sess.Hint(); !done {
				return false
			}
			writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), "royale-table.png"))
			return true
		},
	}
}

// tileShot places on the casinos with tiles until a tile's decision comes
// (Block It!, No Entry! or Fifty Fifty), and takes its frame.
func tileShot(dir string, w, ht int) guiCase {
	rules := royale.Rules{Players: 4, Main: true, Tiles: 3, TileSet: []string{"F1", "E1", "B2"}}
	return guiCase{
		name:  "shot-tile-decision",
		setup: func(h *harness) error { return fourSeats(h, rules, 5, w, ht) },
		step: func(h *harness) bool {
			tb := h.tb
			if !ready(tb) {
				return false
			}
			legal := tb.sess.Legal()
			if tileDecision(legal) {
				writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), "royale-tile-decision.png"))
				return true
			}
			for c := 3; c >= 1; c-- {
				for _, a := range legal {
					if a == royale.Place(c) {
						tb.in.Inject(ui.Action{Kind: ui.ActPick, N: c})
						return false
					}
				}
			}
			tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			return false
		},
	}
}

// oneTileShot plays with tile id beside casino 1 alone, the person placing
// there whenever it can (never, for Bad Luck), and takes the frame of the
// tile's first decision as royale-tile-ID.png; a game that never brings
// one writes nothing.
func oneTileShot(dir string, w, ht int, id string) guiCase {
	rules := royale.Rules{Players: 3, Main: true, Tiles: 1, TileSet: []string{id}}
	return guiCase{
		name: "shot-tile-" + id,
		setup: func(h *harness) error {
			seats := []royaleplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}}
			sess, err := royaleplay.New(royaleplay.Config{Rules: rules, Seats: seats, Seed: 2}, royaleplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if tb.sess.Over() {
				return true
			}
			if !ready(tb) {
				return false
			}
			legal := tb.sess.Legal()
			if tileDecision(legal) {
				writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), "royale-tile-"+id+".png"))
				return true
			}
			if id != "C2" && slices.Contains(legal, royale.Place(1)) {
				tb.in.Inject(ui.Action{Kind: ui.ActPick, N: 1})
				return false
			}
			tb.in.Inject(ui.Action{Kind: ui.ActNext})
			tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			return false
		},
	}
}

// handoverShot takes the frame of the handover before Leo's secret hold.
func handoverShot(dir string, w, ht int) guiCase {
	return guiCase{
		name: "shot-handover",
		setup: func(h *harness) error {
			data, err := punchRecord(true)
			if err != nil {
				return err
			}
			rec, err := royale.ParseRecord(data)
			if err != nil {
				return err
			}
			sess, err := royaleplay.Resume(rec, royaleplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			if stage(h.tb) != royaleplay.StageHandover || h.ticks < 3 {
				return false
			}
			writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), "royale-handover.png"))
			return true
		},
	}
}

// fiveShot plays five seats (you and four bots) to a payout's first page
// shown whole and takes its frame as royale-payout-5.png: the most seats and the most
// payout lines a table shows at once.
func fiveShot(dir string, w, ht int) guiCase {
	return guiCase{
		name: "shot-five",
		setup: func(h *harness) error {
			seats := []royaleplay.Seat{playkit.PersonSeat("You"), playkit.BotSeat("Ace", "easy"), playkit.BotSeat("Lucky", "easy"), playkit.BotSeat("Roxy", "easy"), playkit.BotSeat("Duke", "easy")}
			sess, err := royaleplay.New(royaleplay.Config{Rules: royale.MainGame(5), Seats: seats, Seed: 7}, royaleplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if tb.payout != nil && tb.step == nil {
				if tb.payShown < tb.payEnd() {
					tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
					return false
				}
				writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), "royale-payout-5.png")) // its first page
				return true
			}
			if stage(tb) == royaleplay.StageDecide && tb.step == nil {
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			return false
		},
	}
}

// atPayout plays on (Enter at a person's decision) until a payout is
// told; it reports whether one is.
func atPayout(tb *Table) bool {
	if tb.payout == nil || tb.step != nil {
		if stage(tb) == royaleplay.StageDecide && tb.step == nil {
			tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
		}
		return false
	}
	return true
}

// payFlightShot plays you against three bots to the first payout and
// takes the frame of its second line's money half way to the winners as
// royale-payout-flight.png: the casino already empty, the panels not yet
// counting it (payflight.go).
func payFlightShot(dir string, w, ht int) guiCase {
	return guiCase{
		name:  "shot-payout-flight",
		setup: func(h *harness) error { return fourSeats(h, royale.MainGame(4), 31, w, ht) },
		step: func(h *harness) bool {
			tb := h.tb
			if !atPayout(tb) {
				return false
			}
			if tb.payShown < 2 || len(tb.payFlights) == 0 || tb.payFly.T < tb.payFly.D/3 {
				return false
			}
			writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), "royale-payout-flight.png"))
			return true
		},
	}
}

// badLuckConfig is four random bots with Bad Luck among the tiles, on the
// first seed from 1 whose first round ends with Bad Luck's payments.
func badLuckConfig() (royaleplay.Config, error) {
	var seats []royaleplay.Seat
	for _, n := range []string{"Ace", "Lucky", "Roxy", "Duke"} {
		seats = append(seats, playkit.BotSeat(n, "random"))
	}
	rules := royale.Rules{Players: 4, Main: true, Tiles: 6, TileSet: []string{"A2", "B2", "C2", "D1", "F2", "H2"}}
	for seed := uint64(1); seed <= 64; seed++ {
		cfg := royaleplay.Config{Rules: rules, Seats: seats, Seed: seed}
		sess, err := royaleplay.New(cfg, royaleplay.Options{})
		if err != nil {
			return cfg, err
		}
		var evs []royale.Event
		for i := 0; i < 20000 && sess.View().Round() < 2 && !sess.Over(); i++ {
			if st := sess.Update(time.Millisecond); st != nil {
				evs = append(evs, st.Events...)
			}
		}
		if badLuckStarts(evs) != nil {
			return cfg, nil
		}
	}
	return royaleplay.Config{}, fmt.Errorf("no seed up to 64 ends its first round with Bad Luck")
}

// badLuckShot plays four bots to a first round that ends with Bad Luck's
// payments and takes the payout's last page, all its lines shown and
// landed, as royale-payout-bad-luck.png (Bad Luck's lines after the
// casinos').
func badLuckShot(dir string, w, ht int) guiCase {
	return guiCase{
		name: "shot-bad-luck",
		setup: func(h *harness) error {
			cfg, err := badLuckConfig()
			if err != nil {
				return err
			}
			sess, err := royaleplay.New(cfg, royaleplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if tb.payout == nil || tb.step != nil || tb.payBusy() {
				return false
			}
			if tb.payPage < tb.payLayout().pages()-1 {
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				return false
			}
			writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), "royale-payout-bad-luck.png"))
			return true
		},
	}
}

// waitShot plays you against three bots to a bot's turn with three lines
// in the log and takes its frame as royale-waiting.png: the dock's recent
// lines (docklog.go).
func waitShot(dir string, w, ht int) guiCase {
	return guiCase{
		name:  "shot-waiting",
		setup: func(h *harness) error { return fourSeats(h, royale.MainGame(4), 31, w, ht) },
		step: func(h *harness) bool {
			tb := h.tb
			st := stage(tb)
			if st == royaleplay.StageDecide && tb.step == nil || tb.payout != nil {
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				return false
			}
			if st != royaleplay.StageBusy || tb.step != nil || tb.takeBackShown() || len(tb.sess.Log()) < 12 {
				return false
			}
			writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), "royale-waiting.png"))
			return true
		},
	}
}

// longPayShot plays five seats named with 16 letters (you and four bots)
// to a payout and takes its first and last pages shown whole as
// royale-payout-long-1.png and -2.png (payoutdock.go).
func longPayShot(dir string, w, ht int) guiCase {
	return guiCase{
		name: "shot-payout-long",
		setup: func(h *harness) error {
			seats := []royaleplay.Seat{playkit.PersonSeat("Youabcdefghijklm")}
			for _, n := range sixteenLetters(5)[1:] {
				seats = append(seats, playkit.BotSeat(n, "easy"))
			}
			sess, err := royaleplay.New(royaleplay.Config{Rules: royale.MainGame(5), Seats: seats, Seed: 7}, royaleplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if !atPayout(tb) {
				return false
			}
			if tb.payShown < tb.payEnd() {
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				return false
			}
			last := tb.payPage == tb.payLayout().pages()-1
			if tb.payPage == 0 || last {
				writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), fmt.Sprintf("royale-payout-long-%d.png", 1+b2i(last && tb.payPage > 0))))
			}
			if last {
				return true
			}
			tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			return false
		},
	}
}
