//go:build !js

package royaletable

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// helpStep is one step of the help's check: act injects input, and after
// the table's next Update check says what is wrong ("" if nothing).
type helpStep struct {
	act   func(tb *Table)
	check func(tb *Table) string
}

// isOpen checks that the help is open at page p.
func isOpen(p int) func(tb *Table) string {
	return func(tb *Table) string {
		if !tb.showHelp || tb.helpPage != p {
			return fmt.Sprintf("help open %v at page %d, want open at page %d", tb.showHelp, tb.helpPage, p)
		}
		return ""
	}
}

func isShut(tb *Table) string {
	if tb.showHelp {
		return "the help is still open"
	}
	return ""
}

func key(k ui.ActionKind) func(tb *Table) {
	return func(tb *Table) { tb.in.Inject(ui.Action{Kind: k}) }
}

func click(at func(tb *Table) ui.Rect) func(tb *Table) {
	return func(tb *Table) { r := at(tb); tb.in.InjectClick(r.CX(), r.CY()) }
}

func helpBack(tb *Table) ui.Rect   { _, _, r, _, _ := tb.lay.helpArea(); return r }
func helpMore(tb *Table) ui.Rect   { _, _, _, _, r := tb.lay.helpArea(); return r }
func helpText(tb *Table) ui.Rect   { _, r, _, _, _ := tb.lay.helpArea(); return r }
func helpOpener(tb *Table) ui.Rect { return tb.lay.help }
func helpScroll(dy float64) func(*Table) {
	return func(tb *Table) { tb.in.Inject(ui.Action{Kind: ui.ActScroll, DY: dy}) }
}

// helpSteps open and close the help by key (F1, Esc, Enter) and by
// pointer (the top bar's Help, a tap on the page), turning its pages by
// arrow, wheel and its buttons.
var helpSteps = []helpStep{
	{key(ui.ActHelp), isOpen(0)},
	{key(ui.ActNext), isOpen(1)},
	{helpScroll(1), isOpen(0)},
	{key(ui.ActConfirm), isShut},
	{click(helpOpener), isOpen(0)},
	{click(helpMore), isOpen(1)},
	{click(helpBack), isOpen(0)},
	{click(helpText), isShut},
	{key(ui.ActHelp), isOpen(0)},
	{key(ui.ActCancel), isShut},
}

// helpCase: at a placement the help opens and closes by key and by
// pointer, its pages turn, it draws over the table, and nothing it is
// given reaches the game: the person's decision still waits.
func helpCase(w, ht int) guiCase {
	return guiCase{
		name:  fmt.Sprintf("help-%dx%d", w, ht),
		setup: func(h *harness) error { return humanVsBot(h, entryRules, 3, w, ht) },
		step: func(h *harness) bool {
			tb := h.tb
			n, started := h.data["n"].(int)
			if !started {
				if !ready(tb) {
					return false
				}
				h.data["legal"], h.data["frame"] = tb.sess.Legal(), frame(tb)
			} else {
				if msg := helpSteps[n].check(tb); msg != "" {
					h.failf("step %d: %s", n, msg)
					return true
				}
				if n == 0 {
					if d := pixelsApart2(frame(tb), h.data["frame"].([]byte)); d < int(tb.vp.W*tb.vp.H/4) {
						h.failf("the open help changes only %d pixels of the table", d)
					}
				}
				n++
			}
			if n == len(helpSteps) {
				if !ready(tb) || !slices.Equal(tb.sess.Legal(), h.data["legal"].([]royale.Action)) {
					h.failf("the help's input reached the game: legal %v", tb.sess.Legal())
				}
				return true
			}
			h.data["n"] = n
			helpSteps[n].act(tb)
			return false
		},
	}
}

// endSaveCase: at the end of a finished game S keeps the record and the
// end says where, on a desktop window and a phone; with
// $LASVEGAS_ROYALE_SHOTS the frame is written as royale-end-saved.png.
func endSaveCase(w, ht int) guiCase {
	return guiCase{
		name: fmt.Sprintf("end-save-%dx%d", w, ht),
		setup: func(h *harness) error {
			dir, err := storage.NewDir(filepath.Join(h.t.TempDir(), "a-rather-long-folder-name", "lasvegas"))
			if err != nil {
				return err
			}
			sess := finishedTable(h.t, dir, 11).sess
			h.tb = h.table(sess, w, ht)
			h.tb.store = dir
			return nil
		},
		step: func(h *harness) bool {
			tb := h.tb
			switch {
			case tb.payout != nil:
				tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
			case tb.endTick == 0:
			case h.data["asked"] == nil:
				tb.in.Inject(ui.Action{Kind: ui.ActChar, N: 'S'})
				h.data["asked"] = true
			default:
				if !strings.HasPrefix(tb.saved, "Saved as ") || tb.quit {
					h.failf("S at the end: %q (closed %v)", tb.saved, tb.quit)
				}
				if dir := os.Getenv("LASVEGAS_ROYALE_SHOTS"); dir != "" {
					writeFrame(h, filepath.Join(dir, fmt.Sprintf("%dx%d", w, ht), "royale-end-saved.png"))
				}
				return true
			}
			return false
		},
	}
}
