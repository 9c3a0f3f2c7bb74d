package dicetable

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// measureKit is a Kit that measures text without a graphics context.

func measureKit(t *testing.T) *ui.Kit {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	return ui.NewMeasureKit(fonts)
}

// The arena's prompt line fits its row, next to the Hint and Confirm
// buttons, at every window size the layout tests cover: the longest
// prompts (a 16-letter name, a preview with white dice and a Kicker)
// never run under the buttons.
func TestPromptFitsItsRow(t *testing.T) {
	k := measureKit(t)
	name := "WWWWWWWWWWWWWWWW"
	prompts := []string{
		name + ", choose a number: click dice or a casino, or press 1-6",
		name + ", your Kicker knocks one die off Circus Circus: choose it",
		"Place 8 dice showing 6 on the slot machine?  Click again or press Enter",
		"Circus Circus: you'd have 8 dice — 2nd, wins $100k now; plus 4 white dice; your Kicker knocks a die off",
		"Golden Nugget: you'd have 3 dice — tied, you'd take them back; plus 2 white dice",
		// A name of 12 wide letters (16 shrinks this one to 8 at 1024x768
		// with six players and the slot machine).
		"Kick " + name[:12] + "'s Biggy back to its owner · you'd have 8 dice — 2nd, wins $100k now",
		"Kick your own Biggy back to you, to roll again · you'd have 8 dice — 2nd, wins $100k now",
		name + " put 8 dice, 1 Biggy, 1 Kicker and 4 white dice on the slot machine.",
	}
	for _, sz := range layoutSizes {
		vp := ui.ComputeViewport(sz[0], sz[1], 1)
		for n := 2; n <= 6; n++ {
			for _, slot := range []bool{false, true} {
				l := ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: n, Slot: slot})
				w, h := promptTextBox(&l, true)
				for _, p := range prompts {
					ls, z := k.FitLines(p, ui.FontBold, promptTextSize(&l), w, h)
					label := fmt.Sprintf("%vx%v n=%d slot=%v %.20q", sz[0], sz[1], n, slot, p)
					checkFitted(t, k, label, ls, z, w, h)
					if z < 9 {
						t.Errorf("%s: text size %.1f is too small to read", label, z)
					}
				}
			}
		}
	}
}

// checkFitted fails t when the lines ls at size z overflow a w x h box.
func checkFitted(t *testing.T, k *ui.Kit, name string, ls []string, z, w, h float64) {
	t.Helper()
	for _, ln := range ls {
		if lw := k.TextWidth(ln, ui.FontBold, z); lw > w+0.5 {
			t.Errorf("%s: line %q is %.1f wide, box %.1f", name, ln, lw, w)
		}
	}
	if th := float64(len(ls)) * z * 1.2; th > h+0.5 {
		t.Errorf("%s: %d lines at %.1f are %.1f tall, box %.1f", name, len(ls), z, th, h)
	}
}
