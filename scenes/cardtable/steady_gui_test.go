//go:build !js

package cardtable

import (
	"errors"
	"fmt"
	"github.com/lasvegas-dice/lasvegas/game"
	"image/color"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The steady frame (docs/performance.md): the table waits for a person's
// pick and nothing moves. Each frame is what the window runs of a table
// (scenes.tableScene): Calm, the input's step, Update, Finished, then Draw
// onto the screen, in the real game loop (under Xvfb); it must allocate
// nothing. Run it with
//
//	LASVEGAS_GUI_TESTS=1 xvfb-run -a -s "-screen 0 1280x800x24" go test -count=1 -run TestSteadyFrame ./scenes/cardtable/
//
// and time it with -run '^$' -bench SteadyFrame -benchtime 200x.

// steadyJob is frames of a table run in the loop after warm frames that
// are not measured (the bots pick, the sprites are built, the panel's
// glow goes round).
type steadyJob struct {
	tb           ui.Table
	st           *ui.Stage
	w, h         int
	warm, frames int
	n            int
	allocs       uint64          // over the measured frames
	bytes        uint64          // likewise
	times        []time.Duration // Update+Draw of each measured frame
	mallocs      uint64          // at the start of the frame being made
	heap         uint64          // the bytes allocated then
	t0           time.Time
	upd          time.Duration
	err          error
	done         chan struct{}
}

// steadyLoop is a game loop that runs jobs one after another; one runs
// per process (ebiten.RunGame runs once).
type steadyLoop struct {
	jobs chan *steadyJob
	cur  *steadyJob
	ms   runtime.MemStats
	// barrier and px wait for the rendering thread: it draws the last
	// frame while the next one is made, and its GL calls allocate.
	barrier *ebiten.Image
	px      []byte
}

// begin waits until the rendering thread has drawn everything asked of
// it, so that the allocations counted from now on are the frame's, and
// notes the count.
func (l *steadyLoop) begin(j *steadyJob) {
	if l.barrier == nil {
		l.barrier, l.px = ebiten.NewImage(1, 1), make([]byte, 4)
	}
	l.barrier.Fill(color.White)
	l.barrier.ReadPixels(l.px)
	runtime.ReadMemStats(&l.ms)
	j.mallocs, j.heap, j.t0 = l.ms.Mallocs, l.ms.TotalAlloc, time.Now()
}

var (
	loopOnce sync.Once
	theLoop  *steadyLoop
	loopErr  = make(chan error, 1)
)

// runSteady runs j in the process's loop and waits for it.
func runSteady(j *steadyJob) error {
	loopOnce.Do(func() {
		theLoop = &steadyLoop{jobs: make(chan *steadyJob)}
		ebiten.SetWindowSize(1280, 800)
		ebiten.SetWindowTitle("cardtable steady frame")
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS)
		go func() { loopErr <- ebiten.RunGame(theLoop) }()
	})
	j.done = make(chan struct{})
	j.times = make([]time.Duration, 0, j.frames)
	select {
	case theLoop.jobs <- j:
	case err := <-loopErr:
		return fmt.Errorf("the game loop ended: %v", err)
	}
	<-j.done
	return j.err
}

func (l *steadyLoop) Update() error {
	if l.cur == nil {
		select {
		case l.cur = <-l.jobs:
			ebiten.SetWindowSize(l.cur.w, l.cur.h)
		default:
			return nil
		}
	}
	j := l.cur
	measured := j.n >= j.warm
	if measured {
		l.begin(j)
	}
	_ = j.tb.Calm()
	j.st.In.Step(j.st.VP)
	j.st.Tick++
	if err := j.tb.Update(j.st); err != nil {
		j.err = err
	}
	_, _ = j.tb.Finished()
	if measured {
		j.upd = time.Since(j.t0)
		runtime.ReadMemStats(&l.ms)
		j.allocs += l.ms.Mallocs - j.mallocs
		j.bytes += l.ms.TotalAlloc - j.heap
	}
	return nil
}

func (l *steadyLoop) Draw(screen *ebiten.Image) {
	j := l.cur
	if j == nil {
		return
	}
	measured := j.n >= j.warm
	if measured {
		l.begin(j)
	}
	j.tb.Draw(screen, j.st)
	if measured {
		d := time.Since(j.t0)
		runtime.ReadMemStats(&l.ms)
		j.allocs += l.ms.Mallocs - j.mallocs
		j.bytes += l.ms.TotalAlloc - j.heap
		j.times = append(j.times, j.upd+d)
	}
	j.n++
	if j.n >= j.warm+j.frames || j.err != nil {
		l.cur = nil
		close(j.done)
	}
}

func (l *steadyLoop) Layout(int, int) (int, int) {
	if l.cur != nil {
		return l.cur.w, l.cur.h
	}
	return 1280, 800
}

// steadyTable is a card table of 4 seats with chip cards, the person in
// seat 1 and three bots, a few turns into the game, at w x h; its frames
// come to wait for the person's pick.
func steadyTable(fonts *assets.Fonts, w, h int) (*Table, error) {
	seats := []cardplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}, {Kind: game.Bot, Name: "Roxy", Level: "easy"}}
	sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 4, Chips: true}, Seats: seats, Seed: 7}, cardplay.Options{})
	if err != nil {
		return nil, err
	}
	sess.SetWords(logWords)
	// Three turns played: cards at the casinos, log lines, chips taken.
	for i := 0; i < 5000 && sess.View().Turn() < 4; i++ {
		switch st, _ := sess.Stage(); st {
		case cardplay.StagePick:
			_ = sess.Submit(sess.View().LegalFor(0)[0].Pick)
		case cardplay.StageChip:
			_ = sess.ChooseChip(sess.ChipChoices()[0])
		}
		sess.Update(time.Second)
	}
	tb := NewTable(sess, fonts, Options{Width: w, Height: h})
	lend(tb, fonts, w, h)
	return tb, nil
}

// steadyFrames runs a steady card table at w x h for frames frames.
func steadyFrames(fonts *assets.Fonts, w, h, frames int) (*steadyJob, *Table, error) {
	tb, err := steadyTable(fonts, w, h)
	if err != nil {
		return nil, nil, err
	}
	j := &steadyJob{tb: tb, st: tb.st, w: w, h: h, warm: 240, frames: frames}
	if err := runSteady(j); err != nil {
		return j, tb, err
	}
	if st, seat := tb.sess.Stage(); st != cardplay.StagePick || seat != 0 || tb.rev != nil || tb.handSeat != 0 {
		return j, tb, fmt.Errorf("not a steady pick: stage %v seat %d, reveal %v, hand of %d", st, seat, tb.rev != nil, tb.handSeat)
	}
	for p := 1; p < 4; p++ {
		if tb.sess.Acting(p) && !tb.sess.Picked(p) {
			return j, tb, fmt.Errorf("seat %d is still picking", p+1)
		}
	}
	return j, tb, nil
}

// steadySizes are the windows measured: a desktop and a phone held upright.
var steadySizes = [][2]int{{1280, 800}, {390, 844}}

// TestSteadyFrame: a steady frame of the card table allocates nothing, at
// both sizes. It runs in a fresh copy of the test binary, as TestGUI may
// have used the process's one game loop.
func TestSteadyFrame(t *testing.T) {
	guiTests(t)
	if os.Getenv("LASVEGAS_STEADY_CHILD") != "1" {
		child := exec.Command(os.Args[0], "-test.run", "^TestSteadyFrame$", "-test.v", "-test.count=1")
		child.Env = append(os.Environ(), "LASVEGAS_STEADY_CHILD=1")
		out, err := child.CombinedOutput()
		t.Logf("steady frame child:\n%s", out)
		if err != nil {
			t.Fatalf("steady frame child failed: %v", err)
		}
		return
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	// The count is the process's: once in a while another thread of the
	// process allocates during a measured frame (one allocation in 50
	// frames was seen). strays of them are let pass; a table that
	// allocates in every frame, or in one of ten, makes 5 or more.
	const frames, strays = 50, 2
	for _, sz := range steadySizes {
		// A loaded machine's other threads allocate now and then in a
		// measured frame: up to three runs of 50 frames, the best kept.
		// A table's own allocations come in every run.
		var j *steadyJob
		for try := 0; try < 3 && (j == nil || j.allocs > strays); try++ {
			jt, _, err := steadyFrames(fonts, sz[0], sz[1], frames)
			if err != nil {
				t.Fatalf("%dx%d: %v", sz[0], sz[1], err)
			}
			if j == nil || jt.allocs < j.allocs {
				j = jt
			}
		}
		slices.Sort(j.times)
		t.Logf("%dx%d: %d frames, Update+Draw median %v, %d allocations in all", sz[0], sz[1], frames, j.times[len(j.times)/2], j.allocs)
		if j.allocs > strays {
			t.Errorf("%dx%d: %.2f allocations per steady frame (%d in %d frames), want 0", sz[0], sz[1], float64(j.allocs)/frames, j.allocs, frames)
		}
	}
	// A person's chip choice is a steady frame too (on a phone, where its
	// words are wrapped).
	sess, err := chipSession()
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(sess, fonts, Options{Width: 390, Height: 844})
	lend(tb, fonts, 390, 844)
	var j *steadyJob
	for try := 0; try < 3 && (j == nil || j.allocs > strays); try++ {
		jt := &steadyJob{tb: tb, st: tb.st, w: 390, h: 844, warm: 120, frames: frames}
		if err := runSteady(jt); err != nil {
			t.Fatal(err)
		}
		if j == nil || jt.allocs < j.allocs {
			j = jt
		}
	}
	if st, _ := sess.Stage(); st != cardplay.StageChip {
		t.Fatalf("the chip choice is not waiting: stage %v", st)
	}
	t.Logf("chip choice 390x844: %d frames, %d allocations in all", frames, j.allocs)
	if j.allocs > strays {
		t.Errorf("chip choice: %.2f allocations per steady frame (%d in %d frames), want 0", float64(j.allocs)/frames, j.allocs, frames)
	}
}

// BenchmarkSteadyFrame times a steady frame of the card table (Update and
// Draw, as the window runs them) at both sizes; allocs/op are the
// frames' own allocations.
func BenchmarkSteadyFrame(b *testing.B) {
	if os.Getenv("LASVEGAS_GUI_TESTS") != "1" {
		b.Skip("the steady frame needs a display: set LASVEGAS_GUI_TESTS=1 and run under xvfb-run")
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		b.Fatal(err)
	}
	for _, sz := range steadySizes {
		b.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(b *testing.B) {
			j, _, err := steadyFrames(fonts, sz[0], sz[1], b.N)
			if err != nil && !errors.Is(err, ui.ErrClosed) {
				b.Fatal(err)
			}
			var sum time.Duration
			for _, d := range j.times {
				sum += d
			}
			slices.Sort(j.times)
			b.ReportMetric(float64(sum.Nanoseconds())/float64(b.N), "ns/op")
			b.ReportMetric(float64(j.allocs)/float64(b.N), "allocs/op")
			b.ReportMetric(float64(j.bytes)/float64(b.N), "B/op")
			b.ReportMetric(float64(j.times[len(j.times)/2].Nanoseconds())/1e6, "median-ms")
		})
	}
}
