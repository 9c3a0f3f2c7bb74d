//go:build !js

package ui

import (
	"fmt"
	"image/color"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// textCase is a text drawn at a scale, anchored at (x, y).
type textCase struct {
	s           string
	f           FontID
	size, scale float64
	x, y        float64
	al          Align
	c           color.RGBA
}

const textShotW, textShotH = 640, 160

// textGame draws the text cases in its first Draw and ends.
type textGame struct {
	k     *Kit
	cases []textCase
	fails []string
	logs  []string
	done  bool
}

func (g *textGame) Update() error {
	if g.done {
		return ebiten.Termination
	}
	return nil
}

func (g *textGame) Layout(int, int) (int, int) { return textShotW, textShotH }

func (g *textGame) Draw(*ebiten.Image) {
	if g.done {
		return
	}
	g.done = true
	for _, c := range g.cases {
		g.check(c)
	}
}

func (g *textGame) failf(format string, a ...any) {
	g.fails = append(g.fails, fmt.Sprintf(format, a...))
}

// check draws c directly (a frame past its budget), 3 pixels off
// likewise, and from its sprite (a later frame within the budget), on a
// felt-coloured background, and compares them.
func (g *textGame) check(c textCase) {
	k := g.k
	k.SetScale(c.scale)
	bg := colFeltCenter
	direct, shifted, sprite := newFilled(bg), newFilled(bg), newFilled(bg)
	k.BeginFrame(time.Now().Add(-time.Second), time.Nanosecond)
	k.MustBuild() // the frame's one sure build is spent
	k.Text(direct, c.s, c.f, c.size, c.x, c.y, c.al, c.c)
	k.Text(shifted, c.s, c.f, c.size, c.x+3/c.scale, c.y, c.al, c.c)
	if texts, holes := k.FrameDrawn(); texts != 2 || holes != 0 || len(k.texts) != 0 {
		g.failf("%q past the budget: %d texts drawn, %d holes, %d sprites built; want 2, 0, 0", c.s, texts, holes, len(k.texts))
	}
	k.BeginFrame(time.Now(), time.Hour)
	k.Text(sprite, c.s, c.f, c.size, c.x, c.y, c.al, c.c)
	if len(k.texts) != 1 {
		g.failf("%q: a later frame within the budget built %d sprites, want 1", c.s, len(k.texts))
	}
	want, got, off := pixels(sprite), pixels(direct), pixels(shifted)
	ink, bad, worst := compareText(want, got, bg)
	g.logs = append(g.logs, fmt.Sprintf("%q at scale %v: %d ink pixels, %d differ by more than 16 (worst %d)", c.s, c.scale, ink, bad, worst))
	if ink < 50 || !textLooksSame(ink, bad) {
		g.failf("%q at scale %v: drawn directly, %d of %d ink pixels differ from its sprite (worst by %d)", c.s, c.scale, bad, ink, worst)
	}
	if ink, bad, _ := compareText(want, off, bg); textLooksSame(ink, bad) {
		g.failf("%q at scale %v: the comparison missed a text 3 pixels off (%d of %d ink pixels differ)", c.s, c.scale, bad, ink)
	}
}

// textLooksSame: at most 3% of a text's ink pixels may differ (antialiasing).
func textLooksSame(ink, bad int) bool { return bad*100 <= ink*3 }

func newFilled(c color.RGBA) *ebiten.Image {
	img := ebiten.NewImage(textShotW, textShotH)
	img.Fill(c)
	return img
}

func pixels(img *ebiten.Image) []byte {
	b := make([]byte, 4*textShotW*textShotH)
	img.ReadPixels(b)
	return b
}

// compareText counts the ink pixels of want (those off the background by
// more than 16 in a channel), the pixels where got differs from want by
// more than 16, and the largest difference.
func compareText(want, got []byte, bg color.RGBA) (ink, bad, worst int) {
	bgc := [4]byte{bg.R, bg.G, bg.B, bg.A}
	for i := 0; i < len(want); i += 4 {
		d, e := 0, 0
		for j := 0; j < 4; j++ {
			d = max(d, absDiff(want[i+j], got[i+j]))
			e = max(e, absDiff(want[i+j], bgc[j]))
		}
		if e > 16 {
			ink++
		}
		if d > 16 {
			bad++
		}
		worst = max(worst, d)
	}
	return ink, bad, worst
}

func absDiff(a, b byte) int {
	if a > b {
		return int(a - b)
	}
	return int(b - a)
}

// A text drawn straight to the screen (past the budget) looks as its
// sprite does, at fractional anchors and scales, in every alignment: the
// same whole pixels, differing by antialiasing at most; a text 3 pixels
// off fails the same comparison.
func TestTextDirectMatchesSpriteGUI(t *testing.T) {
	if os.Getenv("LASVEGAS_GUI_TESTS") != "1" {
		t.Skip("GUI tests need a display: set LASVEGAS_GUI_TESTS=1 and run under xvfb-run")
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	g := &textGame{k: NewKit(fonts), cases: []textCase{
		{"Ann takes $60,000", FontBold, 14, 1, 20.3, 30.6, AlignLeft | AlignTop, RGB(0xff, 0xff, 0xff)},
		{"Casino 4: 3 dice, Wil", FontRegular, 13, 1.37, 230.45, 40.2, AlignCenter | AlignMiddle, RGB(0xf0, 0xc0, 0x40)},
		{"Roll the dice", FontMono, 11, 2, 300.7, 70.5, AlignRight | AlignBottom, RGBA(0x80, 0x80, 0x80, 0x80)},
		{"Bo places 2 on casino 6", FontRegular, 9, 2.5, 10.1, 40.3, AlignLeft | AlignMiddle, RGB(0xe0, 0xe8, 0xf0)},
	}}
	ebiten.SetWindowSize(textShotW, textShotH)
	if err := ebiten.RunGame(g); err != nil {
		t.Fatal(err)
	}
	if !g.done {
		t.Fatal("the game ended before drawing")
	}
	for _, l := range g.logs {
		t.Log(l)
	}
	for _, f := range g.fails {
		t.Error(f)
	}
}
