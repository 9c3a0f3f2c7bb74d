//go:build !js

package royaletable

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// phoneCase: on a phone of w x h CSS pixels played by finger, at a
// placement and at No Entry!'s decision, every text drawn is at least 12
// CSS px, every button at least 44, all six casinos' names are drawn,
// and the prompts speak of taps, not keys or clicks.
func phoneCase(w, h int) guiCase {
	return guiCase{
		name:  "phone-" + itoa(w) + "x" + itoa(h),
		setup: func(hs *harness) error { return humanVsBot(hs, entryRules, 3, w, h) },
		step: func(hs *harness) bool {
			tb := hs.tb
			if hs.data["touched"] == nil {
				tap(tb, 4, tb.lay.top.CY()) // a finger on the bar: nothing happens
				hs.data["touched"] = true
				return false
			}
			if !ready(tb) {
				return false
			}
			legal := tb.sess.Legal()
			phase := "placement"
			if tileDecision(legal) {
				phase = "decision"
			}
			if hs.data[phase] == nil {
				hs.data[phase] = true
				checkPhone(hs, phase)
			}
			if phase == "decision" {
				return phoneOverlays(hs)
			}
			if slices.Contains(legal, royale.Place(1)) {
				tap(tb, tb.lay.casinos[0].CX(), tb.lay.casinos[0].Y+tb.lay.casinos[0].H*0.45)
			} else {
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			}
			return false
		},
	}
}

// phoneOverlays opens the log, then a tile's explanation by a tap on its
// "?", and checks each frame as checkPhone does; with
// $LASVEGAS_ROYALE_SHOTS it writes the log's frame.
func phoneOverlays(hs *harness) bool {
	tb := hs.tb
	switch hs.data["overlay"] {
	case nil:
		tb.in.Inject(ui.Action{Kind: ui.ActLog})
		hs.data["overlay"] = "log"
	case "log":
		if !tb.showLog {
			hs.failf("L did not open the log at a tile's decision")
			return true
		}
		checkFrameSizes(hs, "log")
		if dir := os.Getenv("LASVEGAS_ROYALE_SHOTS"); dir != "" {
			writeFrame(hs, filepath.Join(dir, fmt.Sprintf("log-%dx%d.png", int(tb.vp.W), int(tb.vp.H))))
		}
		tap(tb, 4, 4) // closes the log
		hs.data["overlay"] = "closed"
	case "closed":
		info := tb.lay.tileInfo(1, true)
		tap(tb, info.CX(), info.CY())
		hs.data["overlay"] = "tip"
	case "tip":
		if tb.showLog || tb.tip != 1 {
			hs.failf("the log open %v, the tip %d after a tap on the ?", tb.showLog, tb.tip)
		}
		checkFrameSizes(hs, "tile explanation")
		return true
	}
	return false
}

// checkPhone draws a frame and checks its smallest text and control, the
// casinos' names and the prompt's words; with $LASVEGAS_ROYALE_SHOTS it
// writes the frame.
func checkPhone(hs *harness, phase string) {
	tb := hs.tb
	checkFrameSizes(hs, phase)
	if dir := os.Getenv("LASVEGAS_ROYALE_SHOTS"); dir != "" {
		writeFrame(hs, filepath.Join(dir, itoa(int(tb.vp.W/tb.lay.css+0.5))+"x"+itoa(int(tb.vp.H/tb.lay.css+0.5)), "royale-phone-"+phase+".png"))
	}
	for c := 1; c <= royale.Casinos; c++ {
		if p := tb.lay.casinoParts(c-1, tb.hasTile(c)); p.name.Empty() && !tb.lay.nameInHeader(p.header) {
			hs.failf("%s: %s's name has no room", phase, pieces.CasinoName[c])
		}
	}
	seat := 0
	prompt := placePrompt(tb.sess.View(), tb.sess.Legal(), tb.sess.Name(seat), tb.touch())
	if phase == "decision" {
		prompt = decisionPrompt(tb.sess.View(), tb.sess.Legal(), tb.sel, tb.sess.Name(seat), tb.touch())
	}
	low := strings.ToLower(prompt)
	if !strings.Contains(low, "tap") || strings.Contains(low, "click") || strings.Contains(low, "key") {
		hs.failf("%s: the prompt %q does not speak of taps only", phase, prompt)
	}
}

// checkFrameSizes draws a frame: its smallest text must be 12 CSS px or more,
// its smallest control 44.
func checkFrameSizes(hs *harness, phase string) {
	tb := hs.tb
	tb.kit.BeginFrame(time.Now(), 0)
	frame(tb)
	text, textS, ctl, ctlS := tb.kit.FrameSmallest()
	css := tb.lay.css
	if text < 12*css-0.01 {
		hs.failf("%s: the text %q is %.1f CSS px, under 12", phase, textS, text/css)
	}
	if ctl < 44*css-0.01 {
		hs.failf("%s: the control %q is %.1f CSS px, under 44", phase, ctlS, ctl/css)
	}
	hs.t.Logf("%s %.0fx%.0f: smallest text %.1f CSS px (%q), control %.1f (%q)", phase, tb.vp.W/css, tb.vp.H/css, text/css, textS, ctl/css, ctlS)
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// phoneFiveCase: on a phone held upright with five seats (the main game,
// its bank) the seats' panels are rows of one line: at a placement of the
// first round (no money cards yet) and of the second (money cards face
// down) every text drawn is 12 CSS px or more and every button 44, and
// every panel holds one line (panelParts). With $LASVEGAS_ROYALE_SHOTS it
// writes both frames.
func phoneFiveCase(w, h int) guiCase {
	return guiCase{
		name: "phone-five-" + itoa(w) + "x" + itoa(h),
		setup: func(hs *harness) error {
			seats := []royaleplay.Seat{playkit.PersonSeat("You"), playkit.BotSeat("Ace", "easy"), playkit.BotSeat("Lucky", "easy"), playkit.BotSeat("Roxy", "easy"), playkit.BotSeat("Duke", "easy")}
			sess, err := royaleplay.New(royaleplay.Config{Rules: royale.MainGame(5), Seats: seats, Seed: 7}, royaleplay.Options{})
			hs.tb = hs.table(sess, w, h)
			return err
		},
		step: func(hs *harness) bool {
			tb := hs.tb
			if !ready(tb) {
				return false
			}
			round := tb.sess.View().Round()
			key := "round-" + itoa(round)
			if round <= 2 && hs.data[key] == nil && placing(tb.sess.Legal()) {
				hs.data[key] = true
				for i, r := range tb.lay.panels {
					if one, _, _, _ := tb.lay.panelParts(r); !one {
						hs.failf("%s: panel %d %v holds more than one line", key, i, r)
					}
				}
				checkFrameSizes(hs, "five seats, "+key)
				if dir := os.Getenv("LASVEGAS_ROYALE_SHOTS"); dir != "" {
					writeFrame(hs, filepath.Join(dir, itoa(w)+"x"+itoa(h), "royale-five-"+key+".png"))
				}
			}
			if round > 2 {
				if hs.data["round-2"] == nil {
					hs.failf("no placement of the second round was checked")
				}
				return true
			}
			tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			return false
		},
	}
}
