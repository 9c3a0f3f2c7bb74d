package bot

import (
	"fmt"
	"testing"
	"time"
)

type act int

func (a act) String() string { return fmt.Sprintf("move %d", int(a)) }

// countdown is a search that needs steps Steps and then plays 7.
type countdown struct {
	steps int
	slept time.Duration
}

func (c *countdown) Step(d time.Duration) bool {
	c.steps--
	time.Sleep(d)
	c.slept += d
	return c.steps <= 0
}
func (c *countdown) Best() act                  { return 7 }
func (c *countdown) Estimates() []Estimate[act] { return nil }

func TestRunStepsToTheEndOrTheBudget(t *testing.T) {
	c := &countdown{steps: 3}
	if a := Run[act](c, 0); a != 7 || c.steps != 0 {
		t.Errorf("Run without a budget: %v with %d steps left", a, c.steps)
	}
	c = &countdown{steps: 1 << 30}
	t0 := time.Now()
	Run[act](c, 25*time.Millisecond)
	if el := time.Since(t0); el < 25*time.Millisecond || c.slept > 25*time.Millisecond {
		t.Errorf("Run with a 25ms budget took %v, gave %v of work", el, c.slept)
	}
}

func TestWhy(t *testing.T) {
	est := []Estimate[act]{
		{Action: 1, WinProb: 0.2, Money: 50000, Score: 0.2, Samples: 10},
		{Action: 2, WinProb: 0.4, Money: 80000, Score: 0.4, Samples: 30, Best: true},
		{Action: 3, WinProb: -1, Money: 70000, Score: 0.3},
	}
	want := "move 2: win 40%, money $80k (30 rollouts) *; move 3, money $70k"
	if got := Why(est, 2); got != want {
		t.Errorf("Why = %q, want %q", got, want)
	}
	if got := Why(est, 0); got != want+"; move 1: win 20%, money $50k (10 rollouts)" {
		t.Errorf("Why(all) = %q", got)
	}
}
