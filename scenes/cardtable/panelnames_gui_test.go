//go:build !js

package cardtable

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
)

// panelNamesCases: the seats' panels in a real frame, at every phone
// size and two desktops, with seats of 16-letter names, each STOPPED and
// holding all five colours of chip cards (panelVariants' most words),
// money hidden or open (panelNamesCase).
func panelNamesCases() []guiCase {
	var out []guiCase
	for _, c := range []struct {
		w, h, n int
		open    bool
	}{{640, 360, 5, false}, {640, 360, 3, true}, {640, 360, 4, true}, {844, 390, 5, true}, {844, 390, 3, false}, {360, 640, 5, false},
		{390, 844, 2, true}, {390, 844, 3, false}, {1280, 800, 5, false}, {800, 600, 5, true}, {800, 600, 2, false}} {
		out = append(out, panelNamesCase(c.w, c.h, c.n, c.open))
	}
	return out
}

// panelNamesCase: at w x h with n seats of 16-letter names (the first a
// person's, the others bots'), at the first pick, the panels drawn with
// every seat STOPPED with all five chip colours: every text drawn is 12
// CSS px or more (ui.Kit.FrameSmallest) and no panel's words overlap or
// leave it (panelFaults). With $LASVEGAS_CARDS_SHOTS it writes the
// panels on the felt as WxH/cards-panels-Np.png there.
func panelNamesCase(w, ht, n int, open bool) guiCase {
	return guiCase{
		name: fmt.Sprintf("panel-names-%dx%d-%d", w, ht, n),
		setup: func(h *harness) error {
			seats := []cardplay.Seat{{Kind: game.Human, Name: longNames[0]}}
			for len(seats) < n {
				seats = append(seats, cardplay.Seat{Kind: game.Bot, Name: longNames[len(seats)], Level: "medium"})
			}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: n, Chips: true, OpenMoney: open}, Seats: seats, Seed: 17}, cardplay.Options{})
			h.tb = h.table(sess, w, ht)
			return err
		},
		step: func(h *harness) bool {
			tb := h.tb
			if stage(tb) != cardplay.StagePick || len(tb.slots) == 0 {
				return false
			}
			b := tb.board()
			for p := range n {
				b.seats[p] = panelVariants()[3].c
			}
			img := ebiten.NewImage(int(tb.vp.W), int(tb.vp.H))
			defer img.Deallocate()
			tb.kit.SetScale(1)
			tb.kit.BeginFrame(time.Now(), 0)
			tb.kit.Felt(img)
			tb.drawPanels(img, b)
			if text, s, _, _ := tb.kit.FrameSmallest(); text*tb.vp.Scale/tb.dsf < minText-0.01 {
				h.failf("the text %q is %.1f CSS px", s, text*tb.vp.Scale/tb.dsf)
			}
			pws := tb.seatWords(&b)
			form := tb.panelFormOf(&b, &pws)
			for p, r := range tb.lay.panels {
				pl := tb.layPanel(&b, p, r, pws[p], form)
				for _, why := range panelFaults(tb, &b, p, r, &pl) {
					h.failf("seat %d: %s", p, why)
				}
			}
			if dir := os.Getenv("LASVEGAS_CARDS_SHOTS"); dir != "" {
				buf := make([]byte, 4*img.Bounds().Dx()*img.Bounds().Dy())
				img.ReadPixels(buf)
				writePNG(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), fmt.Sprintf("cards-panels-%dp.png", n)), buf, img.Bounds().Dx(), img.Bounds().Dy())
			}
			return true
		},
	}
}
