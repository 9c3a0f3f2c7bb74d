//go:build !js

package royaletable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The top bar's Settings and Menu ask the window, Hint asks for a hint at
// the person's decision; its five buttons are ui.TopBar's, in its order.
func TestTopBarAsksTheWindow(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		tb, _, _ := animTable(t, "F2")
		tb.taken, tb.opts = map[string]bool{}, Options{Width: size[0], Height: size[1]}
		lend(tb, fonts, size[0], size[1])
		var asked []ui.ShellCall
		tb.st.Shell = func(c ui.ShellCall) { asked = append(asked, c) }
		if err := tick(tb); err != nil {
			t.Fatal(err)
		}
		bar := tb.topBar()
		for b := ui.TopHint; b < ui.NumTopButtons; b++ {
			if bar[b].X <= bar[b-1].X || bar[b].W <= 0 {
				t.Errorf("%v: button %d at %+v, after %+v", size, b, bar[b], bar[b-1])
			}
		}
		for _, b := range []ui.TopButton{ui.TopSettings, ui.TopMenu} {
			tb.in.InjectClick(bar[b].CX(), bar[b].CY())
			if err := tick(tb); err != nil {
				t.Fatal(err)
			}
		}
		if len(asked) != 2 || asked[0] != ui.CallSettings || asked[1] != ui.CallMenu {
			t.Errorf("%v: the window was asked %v", size, asked)
		}
	}
}
