package steadytest

import (
	"testing"
	"time"
)

// recorder is a testing.TB that notes whether it was failed.
type recorder struct {
	testing.TB
	failed bool
}

func (r *recorder) Helper()                           {}
func (r *recorder) Logf(string, ...any)               {}
func (r *recorder) Errorf(format string, args ...any) { r.failed = true }

func job(allocs uint64, ms ...float64) *Job {
	j := &Job{Frames: len(ms), Allocs: allocs}
	for _, m := range ms {
		j.Times = append(j.Times, time.Duration(m*float64(time.Millisecond)))
	}
	return j
}

// TestCheck: Check fails a run that allocates, and passes one that does
// not, slow or not (timings are logged, never a verdict).
func TestCheck(t *testing.T) {
	for _, c := range []struct {
		j    *Job
		fail bool
	}{
		{job(0, 0.5, 0.6, 0.4), false},
		{job(Strays, 0.5, 0.6, 0.4), false},
		{job(Strays+1, 0.5, 0.6, 0.4), true},
		{job(0, 5, 6, 1), false},
		{job(0, 1, 6, 1), false},
	} {
		r := &recorder{TB: t}
		Check(r, "case", c.j)
		if r.failed != c.fail {
			t.Errorf("allocs %d times %v: failed %v, want %v", c.j.Allocs, c.j.Times, r.failed, c.fail)
		}
	}
}

// TestBest: Best stops at the first run that allocates nothing (up to
// Strays), and otherwise keeps the best of Tries runs.
func TestBest(t *testing.T) {
	runs := []*Job{job(9, 1), job(3, 1), job(5, 1)}
	n := 0
	best, err := Best(func() (*Job, error) { n++; return runs[n-1], nil })
	if err != nil || n != Tries || best != runs[1] {
		t.Errorf("bad runs: %d tries, best %v (err %v), want %d tries and the run of 3", n, best.Allocs, err, Tries)
	}
	runs = []*Job{job(9, 1), job(0, 1), job(5, 1)}
	n = 0
	best, _ = Best(func() (*Job, error) { n++; return runs[n-1], nil })
	if n != 2 || best != runs[1] {
		t.Errorf("a good second run: %d tries, best %d allocations; want 2 tries and 0", n, best.Allocs)
	}
}
