// Package steadytest is the steady-frame harness the tables' tests share
// (docs/performance.md): it runs a table's frames in the real game loop
// (under Xvfb), as the window runs them (scenes.tableScene: Calm, the
// input's step, Update, Finished, then Draw onto the screen), and counts
// the allocations and times Update+Draw of each measured frame. It lives
// under scenes/internal so that only scenes' packages (their tests) can
// import it; nothing outside tests uses it.
package steadytest

import (
	"fmt"
	"image/color"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The assertions of every table's TestSteadyFrame.
const (
	// Frames is how many frames a run measures.
	Frames = 50
	// Strays: the count is the process's, and once in a while another
	// thread of the process allocates during a measured frame (one
	// allocation in 50 frames was seen). Strays of them are let pass; a
	// table that allocates in every frame, or in one of ten, makes 5 or
	// more.
	Strays = 2
	// Tries: a loaded machine's other threads allocate now and then in a
	// measured frame, so up to Tries runs are made and the best kept. A
	// table's own allocations come in every run.
	Tries = 3
	// MaxMedian is the goal for a steady frame's Update+Draw median
	// (docs/performance.md: median <= 4 ms). A test only logs it beside
	// the median: a shared machine's timings are no test's verdict (the
	// benchmarks and docs/performance.md hold the figures).
	MaxMedian = 4 * time.Millisecond
)

// Job is Frames frames of a table run in the loop after Warm frames that
// are not measured (the bots act, the sprites are built, a glow goes
// round).
type Job struct {
	Table        ui.Table
	Stage        *ui.Stage
	W, H         int
	Warm, Frames int

	// The results, over the measured frames.
	Allocs uint64
	Bytes  uint64
	Times  []time.Duration // Update+Draw of each measured frame

	n       int
	mallocs uint64 // at the start of the frame being made
	heap    uint64 // the bytes allocated then
	t0      time.Time
	upd     time.Duration
	err     error
	done    chan struct{}
}

// Median is the median Update+Draw of the measured frames (0 if none).
func (j *Job) Median() time.Duration {
	if len(j.Times) == 0 {
		return 0
	}
	ts := slices.Clone(j.Times)
	slices.Sort(ts)
	return ts[len(ts)/2]
}

// Sum is the Update+Draw of all measured frames.
func (j *Job) Sum() time.Duration {
	var sum time.Duration
	for _, d := range j.Times {
		sum += d
	}
	return sum
}

// loop is a game loop that runs jobs one after another; one runs per
// process (ebiten.RunGame runs once).
type loop struct {
	jobs chan *Job
	cur  *Job
	ms   runtime.MemStats
	// barrier and px wait for the rendering thread: it draws the last
	// frame while the next one is made, and its GL calls allocate.
	barrier *ebiten.Image
	px      []byte
}

// begin waits until the rendering thread has drawn everything asked of
// it, so that the allocations counted from now on are the frame's, and
// notes the count.
func (l *loop) begin(j *Job) {
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
	theLoop  *loop
	loopErr  = make(chan error, 1)
)

// Run runs j in the process's loop (started on the first call, with the
// window titled title) and waits for it.
func Run(title string, j *Job) error {
	loopOnce.Do(func() {
		theLoop = &loop{jobs: make(chan *Job)}
		ebiten.SetWindowSize(1280, 800)
		ebiten.SetWindowTitle(title)
		ebiten.SetVsyncEnabled(false)
		ebiten.SetTPS(ebiten.SyncWithFPS)
		go func() { loopErr <- ebiten.RunGame(theLoop) }()
	})
	j.done = make(chan struct{})
	j.Times = make([]time.Duration, 0, j.Frames)
	select {
	case theLoop.jobs <- j:
	case err := <-loopErr:
		return fmt.Errorf("the game loop ended: %v", err)
	}
	<-j.done
	return j.err
}

func (l *loop) Update() error {
	if l.cur == nil {
		select {
		case l.cur = <-l.jobs:
			ebiten.SetWindowSize(l.cur.W, l.cur.H)
		default:
			return nil
		}
	}
	j := l.cur
	measured := j.n >= j.Warm
	if measured {
		l.begin(j)
	}
	_ = j.Table.Calm()
	j.Stage.In.Step(j.Stage.VP)
	j.Stage.Tick++
	if err := j.Table.Update(j.Stage); err != nil {
		j.err = err
	}
	_, _ = j.Table.Finished()
	if measured {
		j.upd = time.Since(j.t0)
		runtime.ReadMemStats(&l.ms)
		j.Allocs += l.ms.Mallocs - j.mallocs
		j.Bytes += l.ms.TotalAlloc - j.heap
	}
	return nil
}

func (l *loop) Draw(screen *ebiten.Image) {
	j := l.cur
	if j == nil {
		return
	}
	measured := j.n >= j.Warm
	if measured {
		l.begin(j)
	}
	j.Table.Draw(screen, j.Stage)
	if measured {
		d := time.Since(j.t0)
		runtime.ReadMemStats(&l.ms)
		j.Allocs += l.ms.Mallocs - j.mallocs
		j.Bytes += l.ms.TotalAlloc - j.heap
		j.Times = append(j.Times, j.upd+d)
	}
	j.n++
	if j.n >= j.Warm+j.Frames || j.err != nil {
		l.cur = nil
		close(j.done)
	}
}

func (l *loop) Layout(int, int) (int, int) {
	if l.cur != nil {
		return l.cur.W, l.cur.H
	}
	return 1280, 800
}

// InChild runs the test named name in a fresh copy of the test binary
// (as another GUI test may have used the process's one game loop:
// ebiten.RunGame runs once a process) and reports whether this process is
// that copy: the caller goes on only then; otherwise the child's outcome
// is the test's. Any GUI test with a game loop of its own may use it
// (the hot-seat picture tests do).
func InChild(t testing.TB, name string) bool {
	t.Helper()
	if os.Getenv("LASVEGAS_STEADY_CHILD") == "1" {
		return true
	}
	child := exec.Command(os.Args[0], "-test.run", "^"+name+"$", "-test.v", "-test.count=1")
	child.Env = append(os.Environ(), "LASVEGAS_STEADY_CHILD=1")
	out, err := child.CombinedOutput()
	t.Logf("%s in a fresh test binary:\n%s", name, out)
	if err != nil {
		t.Fatalf("%s in a fresh test binary failed: %v", name, err)
	}
	return false
}

// good: a run that keeps to the assertions.
func good(j *Job) bool { return j.Allocs <= Strays }

// better: a has fewer allocations than b, or as many and a lower median.
func better(a, b *Job) bool {
	if a.Allocs != b.Allocs {
		return a.Allocs < b.Allocs
	}
	return a.Median() < b.Median()
}

// Best makes up to Tries runs with run (each one a fresh Job already run)
// until one keeps to the assertions, and returns the best of them.
func Best(run func() (*Job, error)) (*Job, error) {
	var best *Job
	for try := 0; try < Tries && (best == nil || !good(best)); try++ {
		j, err := run()
		if err != nil {
			return j, err
		}
		if best == nil || better(j, best) {
			best = j
		}
	}
	return best, nil
}

// Check logs the best run's figures under what (its median Update+Draw
// against the goal, MaxMedian) and fails t where it allocates (more than
// Strays in all). The time is not a verdict: see MaxMedian.
func Check(t testing.TB, what string, j *Job) {
	t.Helper()
	med := j.Median()
	t.Logf("%s: %d frames, Update+Draw median %v (goal %v), %d allocations in all", what, j.Frames, med, MaxMedian, j.Allocs)
	if j.Allocs > Strays {
		t.Errorf("%s: %.2f allocations per steady frame (%d in %d frames), want 0", what, float64(j.Allocs)/float64(j.Frames), j.Allocs, j.Frames)
	}
}

// Sizes are the windows every table's steady frame is measured at: a
// desktop and a phone held upright.
var Sizes = [][2]int{{1280, 800}, {390, 844}}

// CheckSizes runs the best of Tries runs of run at each of Sizes and
// checks each (Check); run makes a fresh table at w x h and runs it.
func CheckSizes(t testing.TB, run func(w, h int) (*Job, error)) {
	t.Helper()
	for _, sz := range Sizes {
		j, err := Best(func() (*Job, error) { return run(sz[0], sz[1]) })
		if err != nil {
			t.Fatalf("%dx%d: %v", sz[0], sz[1], err)
		}
		Check(t, fmt.Sprintf("%dx%d", sz[0], sz[1]), j)
	}
}

// Report puts a benchmark's figures: ns/op (the mean Update+Draw),
// allocs/op and B/op (the frames' own) and median-ms.
func Report(b *testing.B, j *Job) {
	n := float64(b.N)
	b.ReportMetric(float64(j.Sum().Nanoseconds())/n, "ns/op")
	b.ReportMetric(float64(j.Allocs)/n, "allocs/op")
	b.ReportMetric(float64(j.Bytes)/n, "B/op")
	b.ReportMetric(float64(j.Median().Nanoseconds())/1e6, "median-ms")
}

// LogTable is a table made for CheckLog: its job (the table, its stage,
// the window), its log panel, and whether its log shows.
type LogTable struct {
	Job   Job
	Panel *ui.LogPanel
	Open  func() bool
}

// CheckLog checks a table's open log (ui.LogPanel, every table's) on a
// phone held upright and, scrolled back two rows, on a desktop: its
// frames allocate nothing, and it shows five rows or more of the log.
// open makes the table at w x h with its log open, back rows back.
func CheckLog(t testing.TB, title string, open func(w, h, back int) (*LogTable, error)) {
	t.Helper()
	for _, c := range []struct{ w, h, back int }{{390, 844, 0}, {1280, 800, 2}} {
		lt, err := open(c.w, c.h, c.back)
		if err != nil {
			t.Fatal(err)
		}
		j, err := Best(func() (*Job, error) {
			j := &Job{Table: lt.Job.Table, Stage: lt.Job.Stage, W: c.w, H: c.h, Warm: 60, Frames: Frames}
			return j, Run(title, j)
		})
		if err != nil {
			t.Fatal(err)
		}
		if from, to, total := lt.Panel.Window(); !lt.Open() || to-from < 5 || total < 5 {
			t.Fatalf("%dx%d: the log open %v, rows %d-%d of %d", c.w, c.h, lt.Open(), from, to, total)
		}
		Check(t, fmt.Sprintf("log open %dx%d, back %d", c.w, c.h, lt.Panel.Back), j)
	}
}
