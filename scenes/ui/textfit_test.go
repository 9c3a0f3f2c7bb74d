package ui

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// textKit is a Kit that measures text without a graphics context.
func textKit(t *testing.T) *Kit {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return NewMeasureKit(fonts)
}

func TestFitLines(t *testing.T) {
	k := textKit(t)
	const size, h = 15.0, 30.0
	short := "Ann's turn"
	w := k.TextWidth(short, FontBold, size)

	// Fits: one line at full size.
	if ls, z := k.FitLines(short, FontBold, size, w+1, h); len(ls) != 1 || ls[0] != short || z != size {
		t.Errorf("short text: %q at %v, want one line at %v", ls, z, size)
	}
	// A little too long: one line, shrunk by at most 30%.
	if ls, z := k.FitLines(short, FontBold, size, w*0.9, h); len(ls) != 1 || z < size*0.7 || z >= size {
		t.Errorf("slightly long text: %q at %v, want one line between %v and %v", ls, z, size*0.7, size)
	}
	// Much too long: wrapped, larger than one shrunk line, every line
	// within the box.
	long := "Circus Circus: you would have 3 dice — 2nd, wins $90k now; 2 white dice go there too"
	lw := 0.3 * k.TextWidth(long, FontBold, size)
	oneLine := size * lw / k.TextWidth(long, FontBold, size)
	ls, z := k.FitLines(long, FontBold, size, lw, h)
	if len(ls) < 2 || z <= oneLine {
		t.Fatalf("long text: %q at %v, want two or more lines larger than %v", ls, z, oneLine)
	}
	if got := strings.Join(ls, " "); got != long {
		t.Errorf("wrapped lines lose text: %q", got)
	}
	checkFit(t, k, "long text", ls, z, lw, h)
	// No room at all: one line at the minimum size, never a panic.
	if ls, z := k.FitLines(long, FontBold, size, 20, 5); len(ls) != 1 || z != 7 {
		t.Errorf("no room: %q at %v, want one line at 7", ls, z)
	}
	if ls, _ := k.FitLines("", FontBold, size, 0, 0); len(ls) != 1 || ls[0] != "" {
		t.Errorf("empty text: %q", ls)
	}
}

func checkFit(t *testing.T, k *Kit, name string, ls []string, z, w, h float64) {
	t.Helper()
	for _, ln := range ls {
		if lw := k.TextWidth(ln, FontBold, z); lw > w+0.5 {
			t.Errorf("%s: line %q is %.1f wide, box %.1f", name, ln, lw, w)
		}
	}
	if th := float64(len(ls)) * z * 1.2; th > h+0.5 {
		t.Errorf("%s: %d lines at %.1f are %.1f tall, box %.1f", name, len(ls), z, th, h)
	}
}

// Wrapped lines are remembered per font: the same text, size and width
// wrap differently in a wider font.
func TestWrapLinesPerFont(t *testing.T) {
	k := textKit(t)
	s := "one two three four five six"
	w := k.TextWidth(s, FontRegular, 14) + 1
	if k.TextWidth(s, FontMono, 14) <= w {
		t.Skip("the mono font is not wider here")
	}
	if ls := k.WrapLines(s, FontRegular, 14, w); len(ls) != 1 {
		t.Fatalf("regular: %q, want one line", ls)
	}
	if ls := k.WrapLines(s, FontMono, 14, w); len(ls) < 2 {
		t.Errorf("mono after regular: %q, want two or more lines", ls)
	}
}
