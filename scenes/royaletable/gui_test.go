//go:build !js

package royaletable

import (
	"fmt"
	"os"
	"regexp"
	"sort"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The GUI tests run the real Update and Draw of tables in one window (one
// ebiten game a process), with input injected through the action layer.
// Run them with
//
//	xvfb-run -a -s "-screen 0 1280x800x24" env LASVEGAS_GUI_TESTS=1 go test -count=1 ./scenes/royaletable/

// guiCase is one check: setup makes the table (sessions may be prepared
// headless), step runs each tick before the table's Update and says when
// it is done; draw, if set, runs after the table is drawn.
type guiCase struct {
	name  string
	setup func(h *harness) error
	step  func(h *harness) bool
	draw  func(h *harness)
}

type harness struct {
	t     *testing.T
	fonts *assets.Fonts
	cases []guiCase
	cur   int
	ticks int
	tb    *Table
	data  map[string]any
	fails []string
	spent []time.Duration // each tick's Update and Draw of the table
}

func (h *harness) failf(format string, args ...any) {
	h.fails = append(h.fails, h.cases[h.cur].name+": "+fmt.Sprintf(format, args...))
}

// table makes a table for sess that reads only injected input.
func (h *harness) table(sess *royaleplay.Session, w, ht int) *Table {
	tb := NewTable(sess, h.fonts, Options{Width: w, Height: ht})
	lend(tb, h.fonts, w, ht)
	return tb
}

func (h *harness) Update() error {
	for h.cur < len(h.cases) {
		c := h.cases[h.cur]
		if h.ticks == 0 {
			h.data = map[string]any{}
			if err := c.setup(h); err != nil {
				h.failf("setup: %v", err)
				h.next()
				continue
			}
		}
		h.ticks++
		if h.ticks > 6000 {
			st, seat := h.tb.sess.Stage()
			h.failf("not done after %d ticks (stage %d seat %d, data %v, legal %v)", h.ticks, st, seat, h.data, h.tb.sess.Legal())
			h.next()
			continue
		}
		if c.step(h) {
			h.next()
			continue
		}
		t0 := time.Now()
		err := tick(h.tb)
		h.spent = append(h.spent, time.Since(t0))
		if err != nil {
			if err != ui.ErrClosed {
				h.failf("Update: %v", err)
			}
			h.next()
		}
		return nil
	}
	return ebiten.Termination
}

func (h *harness) next() {
	if os.Getenv("LASVEGAS_ROYALE_BUDGET") != "" && len(h.spent) > 0 {
		sort.Slice(h.spent, func(i, j int) bool { return h.spent[i] < h.spent[j] })
		h.t.Logf("%s: Update+Draw median %v, p90 %v over %d ticks", h.cases[h.cur].name, h.spent[len(h.spent)/2], h.spent[len(h.spent)*9/10], len(h.spent))
	}
	h.cur, h.ticks, h.tb, h.spent = h.cur+1, 0, nil, nil
}

func (h *harness) Draw(screen *ebiten.Image) {
	if h.tb == nil {
		return
	}
	t0 := time.Now()
	show(h.tb, screen)
	if n := len(h.spent); n > 0 {
		h.spent[n-1] += time.Since(t0)
	}
	if h.cur < len(h.cases) && h.cases[h.cur].draw != nil {
		h.cases[h.cur].draw(h)
	}
}

func (h *harness) Layout(w, ht int) (int, int) { return w, ht }

// frame draws the table, and over it the overlay it opened (the
// handover), into an image of its own logical size (scale 1) and returns
// its pixels.
func frame(tb *Table) []byte {
	w, ht := int(tb.vp.W), int(tb.vp.H)
	img := ebiten.NewImage(w, ht)
	defer img.Deallocate()
	tb.kit.SetScale(1)
	tb.draw(img)
	if o := over(tb); o != nil {
		o.Draw(img, tb.st) // what the window shows: the handover over the table
	}
	buf := make([]byte, 4*w*ht)
	img.ReadPixels(buf)
	return buf
}

// stage is the session's stage.
func stage(tb *Table) royaleplay.Stage { st, _ := tb.sess.Stage(); return st }

// run runs h's cases in the process's one game loop (a window titled
// title, 1280x800, 600 ticks a second), then reports their failures and
// whether every case ran.
func (h *harness) run(title string) {
	ebiten.SetWindowSize(1280, 800)
	ebiten.SetWindowTitle(title)
	ebiten.SetVsyncEnabled(false)
	ebiten.SetTPS(600)
	if err := ebiten.RunGame(h); err != nil {
		h.t.Fatal(err)
	}
	for _, f := range h.fails {
		h.t.Error(f)
	}
	if h.cur < len(h.cases) {
		h.t.Errorf("only %d of %d cases ran", h.cur, len(h.cases))
	}
}

// TestGUI runs the window checks.
func TestGUI(t *testing.T) {
	guiTests(t)
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	h := &harness{t: t, fonts: fonts}
	h.cases = append(append(everyTileCases(), secretCase(true), secretCase(false), placeCase(false), placeCase(true), tileCase(), refuseCase(), payoutCase(), tileHelpCase(), tileTapHelpCase(), stillPointerCase(1280, 760), stillPointerCase(390, 844), stillPointerCase(844, 390), stillPointerCase(360, 640), phoneCase(390, 844), phoneCase(360, 640), phoneCase(844, 390), phoneCase(640, 360), phoneFiveCase(360, 640), phoneFiveCase(390, 844), moreCase(640, 360), barLineCase(640, 360), barLineCase(844, 390), arenaCase(640, 360), arenaCase(360, 640), panelNamesCase(640, 360, 5), panelNamesCase(844, 390, 5), panelNamesCase(360, 640, 5), panelNamesCase(360, 640, 3), panelNamesCase(390, 844, 3), panelNamesCase(800, 600, 5), pressCase(390, 844), pressCase(844, 390), tileAnimCase(1280, 800), tileAnimCase(390, 844), helpCase(1280, 800), helpCase(390, 844), helpCase(844, 390), endSaveCase(1280, 800), endSaveCase(390, 844), endSaveCase(844, 390)), append(guideCases(), shotCases()...)...)
	if re := os.Getenv("LASVEGAS_ROYALE_CASES"); re != "" { // a regexp: only the cases it names
		var keep []guiCase
		for _, c := range h.cases {
			if ok, _ := regexp.MatchString(re, c.name); ok {
				keep = append(keep, c)
			}
		}
		h.cases = keep
	}
	h.run("royaletable gui test")
}
