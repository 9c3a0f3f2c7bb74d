//go:build !js

package cardtable

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// barLineCase: on a phone held on its side (w x h CSS px), You against
// four bots of 16-letter names, while a reveal shows its turn's line
// ("Maximilian Stone takes a green chip card at Oasis.") the top bar
// shows it whole, every text of the frame 12 CSS px or more; then at the
// third turn's pick the longest kind of line the log writes, a tie naming
// three of them (noted here), is whole too: at 640x360 on three lines.
// With $LASVEGAS_CARDS_SHOTS it writes the frames as WxH/cards-bar-line.png and
// cards-bar-line-long.png there.
func barLineCase(w, ht int) guiCase {
	return guiCase{
		name: fmt.Sprintf("bar-line-%dx%d", w, ht),
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Name: "You", Kind: game.Human}}
			for _, n := range cardNames[0][:4] {
				seats = append(seats, cardplay.Seat{Kind: game.Bot, Name: n, Level: "easy"})
			}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 5, Chips: true}, Seats: seats, Seed: 31}, cardplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if tb.rev != nil && h.data["short"] == nil && tb.topLine() != "" {
				h.data["short"] = checkBarFrame(h, "cards-bar-line.png")
			}
			if tb.rev != nil || stage(tb) != cardplay.StagePick || len(tb.slots) == 0 {
				return false
			}
			if tb.sess.View().Turn() < 3 {
				tb.in.Inject(keyOf(tb, 0))
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
				return false
			}
			if h.data["tie"] == nil {
				h.data["tie"] = true
				tie := cards.Event{Kind: cards.EvTie, Casino: 1, Mask: 0b1110, Count: 4}
				tb.sess.Note(logWords([]cards.Event{tie}, tb.sess.Names())[0])
				return false
			}
			if h.data["short"] == nil {
				h.failf("no reveal showed its line in the bar")
			}
			if bt := checkBarFrame(h, "cards-bar-line-long.png"); w == 640 && bt.N != 3 {
				h.failf("640x360: the tie is on %d lines, not 3", bt.N)
			}
			return true
		},
	}
}

// checkBarFrame draws a frame and checks that the top bar shows the
// log's last line whole and every text is 12 CSS px or more; with
// $LASVEGAS_CARDS_SHOTS it writes the frame as name there. It gives the
// bar's line as drawn.
func checkBarFrame(h *harness, name string) ui.BarLine {
	tb := h.tb
	checkSmallest(h, "bar line")
	bt, ok := tb.words.top.bar.Last()
	if line := tb.topLine(); !ok || line == "" || bt.Text() != line {
		h.failf("the bar shows %q of the log's %q", bt.Lines[:bt.N], line)
	}
	if dir := os.Getenv("LASVEGAS_CARDS_SHOTS"); dir != "" {
		writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", tb.opts.Width, tb.opts.Height), name))
	}
	return bt
}
