package royaletable

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// saveErrors are errors a save can give, a desktop's and a browser's.
var saveErrors = []error{
	errors.New(`storage: save "royale": write royale.json: no space left on device`),
	fmt.Errorf(`storage: save "royale": %w: the browser's storage quota is used up (QuotaExceededError)`, storage.ErrFull),
}

// TestSaveErrorWhole: the top bar's "Not saved: …" is whole, as the log's
// line is (ui.FitBarLine beside the title's longest form that leaves it
// room, on one line, two or three), at 12 CSS px or more, within the bar,
// on a phone on its side (844x390, 640x360) and a desktop (1280x800,
// 800x600) with 2 to 5 seats; its words are made once an error. Before,
// it was one line beside the title's longest form, cut with "…".
func TestSaveErrorWhole(t *testing.T) {
	k := measureKit(t)
	tb := &Table{}
	cut := 0
	for _, sz := range [][2]float64{{844, 390}, {640, 360}, {1280, 800}, {800, 600}} {
		for n := 2; n <= 5; n++ {
			l := cssLayout(sz[0], sz[1], n)
			room, first := barRoom(k, l, barTitles(true), math.Max(17*l.u, l.minText))
			size, least, h := barSizes(l)
			for _, err := range saveErrors {
				line := tb.saveLine(err)
				bt := ui.FitBarLine(k, line, size, least, h, room, barMost)
				if bt.Text() != line || bt.Size < l.minText-1e-9 || float64(bt.N)*bt.Size*ui.BarLead > h {
					t.Errorf("%vx%v: the bar shows %q at %.1f CSS px, of %q", sz[0], sz[1], bt.Lines[:bt.N], bt.Size/l.css, line)
				}
				checkBarRoom(t, k, l, bt, room)
				if old, _ := fitMin(k, line, ui.FontBold, 14*l.u, room[first], l.minText); strings.HasSuffix(old, "…") {
					cut++
				}
			}
		}
	}
	if cut == 0 {
		t.Errorf("no error was cut on one line as before: the errors test nothing")
	}
	err := saveErrors[1]
	if a := testing.AllocsPerRun(20, func() { tb.saveLine(err) }); a != 0 || !strings.HasPrefix(tb.saveLine(err), "Not saved: storage: save") {
		t.Errorf("the words %q, made again each frame (%.0f allocations)", tb.saveLine(err), a)
	}
}
