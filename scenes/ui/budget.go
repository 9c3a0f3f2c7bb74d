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
