//go:build !js

package royaletable

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/internal/steadytest"
)

// TestSteadyGuideFrame: a steady frame of the guided table with a page of
// the guide open (the table dimmed, the ring, the box and its buttons)
// allocates nothing either, at a desktop's and a phone's size. It runs in
// a fresh copy of the test binary, as TestSteadyFrame does.
func TestSteadyGuideFrame(t *testing.T) {
	guiTests(t)
	if !steadytest.InChild(t, "TestSteadyGuideFrame") {
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	steadytest.CheckSizes(t, func(w, h int) (*steadytest.Job, error) {
		o := Options{Guided: true, Width: w, Height: h}
		sess, err := royaleplay.New(o.Config(), royaleplay.Options{})
		if err != nil {
			return nil, err
		}
		defer sess.Close()
		tb := NewTable(sess, fonts, o)
		lend(tb, fonts, w, h)
		for i := 0; i < 2000 && !tb.guide.open; i++ {
			if err := tick(tb); err != nil {
				return nil, err
			}
		}
		j := &steadytest.Job{Table: tb, Stage: tb.st, W: w, H: h, Warm: 120, Frames: steadytest.Frames}
		if err := steadytest.Run(steadyTitle, j); err != nil {
			return j, err
		}
		if !tb.guide.open || tb.guide.n != 1 {
			return j, fmt.Errorf("%dx%d: the guide's first page did not stay open (page %d)", w, h, tb.guide.n)
		}
		return j, nil
	})
}
