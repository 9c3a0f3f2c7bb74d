//go:build !js

package royaletable

import (
	"os"
	"os/exec"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
)

// TestSteadyGuideFrame: a steady frame of the guided table with a page of
// the guide open (the table dimmed, the ring, the box and its buttons)
// allocates nothing either, at a desktop's and a phone's size. It runs in
// a fresh copy of the test binary, as TestSteadyFrame does.
func TestSteadyGuideFrame(t *testing.T) {
	guiTests(t)
	if os.Getenv("LASVEGAS_STEADY_CHILD") != "1" {
		child := exec.Command(os.Args[0], "-test.run", "^TestSteadyGuideFrame$", "-test.v", "-test.count=1")
		child.Env = append(os.Environ(), "LASVEGAS_STEADY_CHILD=1")
		out, err := child.CombinedOutput()
		t.Logf("steady guide frame child:\n%s", out)
		if err != nil {
			t.Fatalf("steady guide frame child failed: %v", err)
		}
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	const frames, strays = 50, 2 // as TestSteadyFrame
	for _, sz := range steadySizes {
		var best *steadyJob
		for try := 0; try < 3 && (best == nil || best.allocs > strays); try++ {
			o := Options{Guided: true, Width: sz[0], Height: sz[1]}
			sess, err := royaleplay.New(o.Config(), royaleplay.Options{})
			if err != nil {
				t.Fatal(err)
			}
			tb := NewTable(sess, fonts, o)
			lend(tb, fonts, sz[0], sz[1])
			for i := 0; i < 2000 && !tb.guide.open; i++ {
				if err := tick(tb); err != nil {
					t.Fatal(err)
				}
			}
			j := &steadyJob{tb: tb, st: tb.st, w: sz[0], h: sz[1], warm: 120, frames: frames}
			if err := runSteady(j); err != nil {
				t.Fatal(err)
			}
			if !tb.guide.open || tb.guide.n != 1 {
				t.Fatalf("%v: the guide's first page did not stay open (page %d)", sz, tb.guide.n)
			}
			_ = sess.Close()
			if best == nil || j.allocs < best.allocs {
				best = j
			}
		}
		t.Logf("%dx%d: %d frames with a guide page, %d allocations in all", sz[0], sz[1], frames, best.allocs)
		if best.allocs > strays {
			t.Errorf("%dx%d: %.2f allocations per frame with a guide page (%d in %d frames), want 0", sz[0], sz[1], float64(best.allocs)/frames, best.allocs, frames)
		}
	}
}
