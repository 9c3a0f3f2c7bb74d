package ui

import "time"

// Frame budgets. Ebitengine runs several Updates before a Draw when frames
// are slow (up to 5 in a browser tab drawing at 3-10 frames a second), so
// a frame's Go work is the sum of those Updates and the Draw. Optional
// work (a bot's slice of thinking, a chance step, a hint's slice) starts
// only while the frame has used less than UpdateBudget, and Draw builds
// new sprites only while it has used less than DrawBudget, so a frame
// stays well under 50 ms even in WebAssembly.
const (
	UpdateBudget = 12 * time.Millisecond
	DrawBudget   = 12 * time.Millisecond
)

// FrameClock follows the Go work of the frame being made, so optional
// work can keep within UpdateBudget (MayWork).
type FrameClock struct {
	start  time.Time // when the frame's Go work began; zero outside the game loop
	worked bool      // MayWork has allowed work in this frame
}

// Begin starts a frame (or a new budget window) whose Go work began at t.
func (f *FrameClock) Begin(t time.Time) { f.start, f.worked = t, false }

// End ends the frame: outside a frame, any work may start.
func (f *FrameClock) End() { f.start = time.Time{} }

// Start is when the frame's Go work began (zero outside a frame).
func (f *FrameClock) Start() time.Time { return f.start }

// Spent is the Go time the frame being made has taken so far.
func (f *FrameClock) Spent() time.Duration {
	if f.start.IsZero() {
		return 0
	}
	return time.Since(f.start)
}

// MayWork reports whether optional work expected to take about d may start
// without taking the frame past UpdateBudget. The first piece of work of a
// frame is always allowed, so a game moves on however slow a step is;
// outside a frame, any work is.
func (f *FrameClock) MayWork(d time.Duration) bool {
	if f.start.IsZero() || !f.worked || f.Spent()+d <= UpdateBudget {
		f.worked = true
		return true
	}
	return false
}
