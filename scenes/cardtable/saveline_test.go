//go:build !js

package cardtable

import (
	"errors"
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// saveErrors are the autosave's failures as the stores word them: a
// full disk (storage.Dir, its temporary file in the config directory), a
// browser over its quota (storage.Browser) and the memory store's quota.
func saveErrors() []error {
	key := cardplay.AutosaveKey
	return []error{
		fmt.Errorf("storage: save %q: %w: %w", key, storage.ErrFull,
			&errorPath{"write", "/home/player/.config/lasvegas/." + key + ".tmp-1234567890", syscall.ENOSPC}),
		fmt.Errorf("storage: save %q: %w: the browser's storage quota is used up (%v)", key, storage.ErrFull,
			errors.New("QuotaExceededError: Failed to execute 'setItem' on 'Storage'")),
		fmt.Errorf("storage: save %q: %w (%d of %d bytes used, %d more needed)", key, storage.ErrFull, 0, 1, 1468),
	}
}

// errorPath is an fs.PathError's words.
type errorPath struct {
	op, path string
	err      error
}

func (e *errorPath) Error() string { return e.op + " " + e.path + ": " + e.err.Error() }

// TestSaveLineWhole: the top bar's "Not saved: " and why is whole, as
// the log's line (ui.FitBarLine: one, two or three lines at 12 CSS px or
// more beside the title), for each store's words of a failure (without
// the store's `storage: save "key": `), on a phone held on its side
// (844x390, 640x360) and on desktops (1280x800, 800x600), with two to
// five seats; but a full disk's at 640x360, whose file's path is wider
// than the room of a line: beside the shortest title, whole words but
// the last line, the path, cut with "…" (ui.FitBarLine's rule: "…" only
// where its most lines beside the shortest title cannot hold the line;
// the table then shows the short form, TestSaveLineShortInBar). Before,
// it was one line cut with "…" (at 640x360 in the room beside "Round
// 1/4 · Turn 2").
func TestSaveLineWhole(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := ui.NewMeasureKit(fonts)
	var tb Table
	var lines []string
	for _, err := range saveErrors() {
		lines = append(lines, tb.saveLine(err))
	}
	if want := "Not saved: storage: full (0 of 1 bytes used, 1468 more needed)"; lines[2] != want {
		t.Errorf("the memory store's failure reads %q, want %q", lines[2], want)
	}
	for _, sz := range [][2]float64{{844, 390}, {640, 360}, {1280, 800}, {800, 600}} {
		vp := ui.ComputeViewport(sz[0], sz[1], 1)
		for n := 2; n <= 5; n++ {
			l := newLayout(vp.W, vp.H, n, tapUnits(vp, 1))
			if sz[0] == 640 {
				checkDiskLine(t, k, l, lines[0])
				checkBarLines(t, k, l, vp.Scale, sz, lines[1:])
				continue
			}
			checkBarLines(t, k, l, vp.Scale, sz, lines)
		}
	}
	vp := ui.ComputeViewport(640, 360, 1)
	l := newLayout(vp.W, vp.H, 4, tapUnits(vp, 1))
	old := l.helpBtn.X - 14*l.u - 32*l.u - k.TextWidth("Round 1/4 · Turn 2", ui.FontBold, max(17*l.u, l.txt))
	if w := k.TextWidth(lines[1], ui.FontBold, l.txt); w <= old {
		t.Errorf("640x360: %q is %.0f wide, within the old room of %.0f: not cut as before", lines[1], w, old)
	}
}

// checkDiskLine checks a full disk's line at 640x360 in layout l: two
// lines or three beside "R1/4 · T2", whole words of it but the last line,
// the path, cut with "…".
func checkDiskLine(t *testing.T, k *ui.Kit, l layout, line string) {
	t.Helper()
	room, _ := ui.BarRoom(k, topForms(4, 6, false), max(17*l.u, l.txt), l.helpBtn.X, l.u)
	size, least, h := barSizes(l)
	bt := ui.FitBarLine(k, line, size, least, h, room, 3)
	head := strings.Join(bt.Lines[:bt.N-1], " ") + " "
	last, cut := strings.CutSuffix(bt.Lines[bt.N-1], "…")
	if bt.N < 2 || bt.Title != 2 || !strings.HasPrefix(line, head) || !cut || !strings.HasPrefix(line[len(head):], last) {
		t.Errorf("640x360: the full disk's line shows %q beside title %d", bt.Lines[:bt.N], bt.Title)
	}
}

// TestSaveLineKept: the bar's "Not saved: " line is made once for a
// failure and kept while the autosave fails with it (a steady frame
// allocates nothing), made again for another failure, and an error of a
// type that cannot be compared does not panic.
func TestSaveLineKept(t *testing.T) {
	var tb Table
	errs := saveErrors()
	if got := tb.saveLine(errs[0]); !strings.HasPrefix(got, "Not saved: storage: full: write /home/") {
		t.Fatalf("saveLine = %q", got)
	}
	if n := testing.AllocsPerRun(20, func() { tb.saveLine(errs[0]) }); n != 0 {
		t.Errorf("saveLine allocates %.0f times a frame for the same failure", n)
	}
	if got := tb.saveLine(errs[1]); !strings.HasPrefix(got, "Not saved: storage: full: the browser's") {
		t.Errorf("another failure: saveLine = %q", got)
	}
	odd := oddErr{[]string{"a"}}
	if got := tb.saveLine(odd); got != "Not saved: odd" || tb.saveLine(oddErr{[]string{"b"}}) != "Not saved: odd" {
		t.Errorf("an error that cannot be compared: %q", got)
	}
}

// oddErr is an error whose type cannot be compared with ==.
type oddErr struct{ s []string }

func (oddErr) Error() string { return "odd" }

// TestSaveBandWhole: on a phone held upright (390x844, 360x640,
// 360x780), whose top bar has no room for it, a failed save's "Not
// saved: " and why has a band under the top bar (layout.warn), each
// store's words whole (wrapWhole: between words, a full disk's file path
// where it must) at 12 CSS px or more, within the band, over none of the
// seats, the casinos or the hand, which keep readable cards
// (checkCasinosReadable), with two to five seats; where that band would
// leave the casinos' cards unreadable (360x640) the short form
// (shortSave), never at 390x844. Before, an upright phone said it only
// in the log.
func TestSaveBandWhole(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := ui.NewMeasureKit(fonts)
	var tb Table
	shorts, hands := map[[2]float64]int{}, map[[2]float64]int{}
	for _, sz := range [][2]float64{{390, 844}, {360, 640}, {360, 780}} {
		vp := ui.ComputeViewport(sz[0], sz[1], 1)
		for n := 2; n <= 5; n++ {
			base := newLayout(vp.W, vp.H, n, tapUnits(vp, 1))
			for _, e := range saveErrors() {
				line := tb.saveLine(e)
				lines, fromHand := bandLines(k, base, n, line, shortSave(e))
				l := newLayoutWarn(vp.W, vp.H, n, tapUnits(vp, 1), warnBand{warnBandH(&base, len(lines)), fromHand})
				if fromHand {
					hands[sz]++
					checkHand(t, l, sz, n, vp.Scale)
				}
				if !strings.HasPrefix(lines[0], "Not saved: storage: full") {
					line = shortSave(e)
					shorts[sz]++
				}
				checkBand(t, k, l, sz, n, line, lines)
				checkCasinosReadable(t, sz, l, n, vp.Scale)
			}
		}
	}
	if shorts[[2]float64{390, 844}] != 0 || shorts[[2]float64{360, 640}] == 0 || hands[[2]float64{390, 844}] != 0 {
		t.Errorf("the short form shows %v times, the band takes the hand's height %v times", shorts, hands)
	}
	t.Logf("of 12 a size, the short form shows %v times, the band takes the hand's height %v times", shorts, hands)
}

// checkBand checks the band of layout l (at sz CSS px, n seats) that
// shows line as lines.
func checkBand(t *testing.T, k *ui.Kit, l layout, sz [2]float64, n int, line string, lines []string) {
	t.Helper()
	css := ui.ComputeViewport(sz[0], sz[1], 1).Scale
	name := fmt.Sprintf("%vx%v, %d seats", sz[0], sz[1], n)
	if got := strings.Join(lines, ""); strings.ReplaceAll(got, " ", "") != strings.ReplaceAll(line, " ", "") || strings.Contains(got, "…") {
		t.Errorf("%s: the band shows %q of %q", name, lines, line)
	}
	for _, s := range lines {
		if w := k.TextWidth(s, ui.FontBold, warnSize(&l)); w > warnWidth(&l) {
			t.Errorf("%s: %q is %.0f wide, the band's lines %.0f", name, s, w, warnWidth(&l))
		}
	}
	if size := warnSize(&l) * css; size < minText-0.01 {
		t.Errorf("%s: the band's words are %.1f CSS px", name, size)
	}
	if l.warn.H < warnBandH(&l, len(lines))-0.01 || l.warn.Y < l.top.MaxY() || l.warn.MaxX() > l.W || l.warn.X < 0 {
		t.Errorf("%s: the band %+v does not hold %d lines under the bar %+v", name, l.warn, len(lines), l.top)
	}
	others := append([]ui.Rect{l.hand}, l.panels...)
	for _, r := range append(others, l.casinos[:]...) {
		if r.Overlaps(l.warn) {
			t.Errorf("%s: the band %+v is over %+v", name, l.warn, r)
		}
	}
	t.Logf("%s: %d lines at %.1f CSS px", name, len(lines), warnSize(&l)*css)
}

// checkHand checks the hand of layout l (at sz CSS px, n seats, k CSS
// px a unit) whose height a failed save's band took: its cards 44 CSS px
// high or more, Confirm a tap's height, under the cards, in the hand.
func checkHand(t *testing.T, l layout, sz [2]float64, n int, k float64) {
	t.Helper()
	c := l.slots[0]
	if c.H*k < minTap || l.confirm.H*k < minTap-0.01 || l.confirm.Y < c.MaxY() || !l.confirm.Within(l.hand) || !c.Within(l.hand) {
		t.Errorf("%vx%v, %d seats: the hand's cards %+v, Confirm %+v in %+v", sz[0], sz[1], n, c, l.confirm, l.hand)
	}
	t.Logf("%vx%v, %d seats: the band takes the hand's height: its cards %.0fx%.0f CSS px", sz[0], sz[1], n, c.W*k, c.H*k)
}

// TestSaveLineShortInBar: a failed save's words that the bar of a phone
// on its side cannot hold whole (a full disk's file path at 640x360,
// checkDiskLine) say it in short there (barFit, shortSave), whole at 12
// CSS px or more; where the bar holds them whole (844x390) they show
// whole. Before, the path was cut with "…".
func TestSaveLineShortInBar(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	disk := saveErrors()[0]
	for _, sz := range [][2]int{{640, 360}, {844, 390}} {
		store := &failStore{Memory: storage.NewMemory(), err: disk}
		seats := []cardplay.Seat{{Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}, {Kind: game.Bot, Name: "Roxy", Level: "easy"}, {Kind: game.Bot, Name: "Max", Level: "easy"}}
		sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 4, Chips: true}, Seats: seats, Seed: 31}, cardplay.Options{Store: store})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 100 && sess.SaveError() == nil; i++ {
			sess.Update(time.Second)
		}
		tb := NewTable(sess, fonts, Options{Width: sz[0], Height: sz[1]})
		lend(tb, fonts, sz[0], sz[1])
		tb.fit()
		l := tb.lay
		room, _ := ui.BarRoom(tb.kit, *tb.topTitles(sess.SharedView()), max(17*l.u, l.txt), l.helpBtn.X, l.u)
		line, _ := tb.barText()
		bt := tb.barFit(line, room)
		want := line
		if sz[0] == 640 {
			want = shortSave(disk)
		}
		if bt.Text() != want || bt.Size*tb.vp.Scale < minText-0.01 {
			t.Errorf("%dx%d: the bar shows %q at %.1f CSS px, want %q", sz[0], sz[1], bt.Lines[:bt.N], bt.Size*tb.vp.Scale, want)
		}
	}
}

// failStore is a memory store whose Save fails with err.
type failStore struct {
	*storage.Memory
	err error
}

func (s *failStore) Save(string, []byte) error { return s.err }
