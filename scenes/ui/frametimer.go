package ui

import (
	"fmt"
	"runtime"
	"runtime/metrics"
	"sort"
	"time"
)

// FrameTimer measures the Go work of each frame (its Updates and its
// Draw) and the objects they allocate, for --frametimes in every game's
// window. A warm-up of FrameWarmup frames is skipped.
type FrameTimer struct {
	t0         time.Time
	m0         uint64
	updDur     time.Duration // the Updates of the frame being made
	frameTimes []time.Duration
	mallocs0   uint64
	frames0    int
	allocs     AllocCounter
	ownAllocs  uint64 // objects allocated inside Update+Draw after warm-up
	// HoleFrames counts the frames in which a text or a control found no
	// sprite to draw (a screen half drawn: never, unless a regression).
	HoleFrames int
}

// FrameWarmup is the number of first frames a FrameTimer leaves out.
const FrameWarmup = 10

// NewFrameTimer makes a timer with room for 65,536 frames.
func NewFrameTimer() *FrameTimer {
	return &FrameTimer{frameTimes: make([]time.Duration, 0, 1<<16)}
}

func (f *FrameTimer) begin() {
	f.m0 = f.allocs.Read()
	f.t0 = time.Now()
}

// end returns the time since begin and counts the allocations after the
// warm-up.
func (f *FrameTimer) end() time.Duration {
	d := time.Since(f.t0)
	if f.frames0 > FrameWarmup {
		f.ownAllocs += f.allocs.Read() - f.m0
	}
	return d
}

// BeforeUpdate, AfterUpdate, BeforeDraw and AfterDraw go around a frame's
// Updates and its Draw; AfterDraw records the frame.
func (f *FrameTimer) BeforeUpdate() { f.begin() }
func (f *FrameTimer) AfterUpdate()  { f.updDur += f.end() }
func (f *FrameTimer) BeforeDraw()   { f.begin() }
func (f *FrameTimer) AfterDraw() {
	f.recordFrame(f.updDur + f.end())
	f.updDur = 0
}

func (f *FrameTimer) recordFrame(d time.Duration) {
	f.frames0++
	if f.frames0 == FrameWarmup {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		f.mallocs0 = ms.Mallocs
	}
	if f.frames0 <= FrameWarmup {
		return
	}
	if len(f.frameTimes) < cap(f.frameTimes) {
		f.frameTimes = append(f.frameTimes, d)
	}
}

// FrameReport summarizes the measured frames.
type FrameReport struct {
	Frames                int
	P50, P90, P99, Max    time.Duration
	AllocsPerFrame        float64 // whole process, ebiten's own loop included
	OwnAllocsPerFrame     float64 // inside Update+Draw only
	PhysicalW, PhysicalH  int
	LogicalW, LogicalH    float64
	SpritesCached         int
	ScenesOnStackAtReport int
	HalfDrawnFrames       int // frames with a text or control not drawn
}

// Report computes the percentiles of Update+Draw per frame and the
// allocations; the caller adds the window's sizes and the sprites.
func (f *FrameTimer) Report() FrameReport {
	r := FrameReport{Frames: len(f.frameTimes), HalfDrawnFrames: f.HoleFrames}
	if r.Frames == 0 {
		return r
	}
	s := append([]time.Duration(nil), f.frameTimes...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	pick := func(q float64) time.Duration { return s[int(q*float64(len(s)-1))] }
	r.P50, r.P90, r.P99, r.Max = pick(0.5), pick(0.9), pick(0.99), s[len(s)-1]
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	r.AllocsPerFrame = float64(ms.Mallocs-f.mallocs0) / float64(r.Frames)
	r.OwnAllocsPerFrame = float64(f.ownAllocs) / float64(r.Frames)
	return r
}

func (r FrameReport) String() string {
	return fmt.Sprintf("frametimes (Update+Draw, %d frames at %dx%d px, logical %.0fx%.0f): p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.2f ms; allocations per frame: %.2f in Update+Draw, %.1f in the whole process; %d sprites cached; %d frames with a text or control not drawn",
		r.Frames, r.PhysicalW, r.PhysicalH, r.LogicalW, r.LogicalH, ms(r.P50), ms(r.P90), ms(r.P99), ms(r.Max), r.OwnAllocsPerFrame, r.AllocsPerFrame, r.SpritesCached, r.HalfDrawnFrames)
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// AllocCounter reads the heap allocation count cheaply (no stop-the-world).
type AllocCounter struct {
	sample []metrics.Sample
}

func (a *AllocCounter) Read() uint64 {
	if a.sample == nil {
		a.sample = []metrics.Sample{{Name: "/gc/heap/allocs:objects"}}
	}
	metrics.Read(a.sample)
	if a.sample[0].Value.Kind() != metrics.KindUint64 {
		return 0
	}
	return a.sample[0].Value.Uint64()
}
