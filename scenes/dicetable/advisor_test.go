//go:build e2e

package dicetable

import (
	"testing"

	dicebots "github.com/lasvegas-dice/lasvegas/ai/dice"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

func TestFormatEstimate(t *testing.T) {
	cases := []struct {
		win, money float64
		want       string
	}{
		{0.41, 230_000, "41% chance to win · expected $230k"},
		{0.4149, 229_600, "41% chance to win · expected $230k"},
		{0, 0, "0% chance to win · expected $0"},
		{0.001, 50_000, "<1% chance to win · expected $50k"},
		{0.999, 1_260_000, ">99% chance to win · expected $1.3M"},
		{1, 12_400_000, "100% chance to win · expected $12M"},
		{-1, 90_000, "expected $90k"}, // a forced choice: no win figure
		{0.5, 999_999, "50% chance to win · expected $1M"},
		{0.5, 640, "50% chance to win · expected $640"},
	}
	for _, c := range cases {
		if got := estimateLabels(c.win, c.money)[0]; got != c.want {
			t.Errorf("estimateLabels(%v, %v) = %q, want %q", c.win, c.money, got, c.want)
		}
	}
	// The shorter labels still say what the figures are.
	if got := estimateLabels(0.28, 91_000); got[1] != "28% to win · expected $91k" || got[2] != "28% to win · $91k" {
		t.Errorf("short labels %q", got)
	}
	k := measureKit(t)
	l := estimateLabels(0.28, 91_000)
	if got := fitLabel(k, &l, 12, 1000); got != l[0] {
		t.Errorf("a wide badge shows %q", got)
	}
	if got := fitLabel(k, &l, 12, k.TextWidth(l[1], ui.FontBold, 12)); got != l[1] {
		t.Errorf("a badge as wide as the middle label shows %q", got)
	}
	if got := fitLabel(k, &l, 12, 10); got != l[2] {
		t.Errorf("a narrow badge shows %q", got)
	}
}

func TestMapHint(t *testing.T) {
	legal := []dice.Action{dice.Place(2), dice.Place(5), dice.PlaceSlot(5), dice.Place(6)}
	// The search lists actions in its own order and may miss one.
	est := []dicebots.Estimate{
		{Action: legal[2], WinProb: 0.12, Money: 80_000, Samples: 40},
		{Action: legal[0], WinProb: 0.30, Money: 150_000, Samples: 90},
		{Action: legal[1], WinProb: 0.41, Money: 230_000, Samples: 200, Best: true},
	}
	got, best := mapHint(legal, est, nil)
	if len(got) != len(legal) {
		t.Fatalf("%d entries for %d choices", len(got), len(legal))
	}
	if best != 1 {
		t.Errorf("best = %d, want 1", best)
	}
	want := []string{"30% to win · $150k", "41% to win · $230k", "12% to win · $80k", ""}
	for i, e := range got {
		if e.labels[2] != want[i] {
			t.Errorf("choice %d: label %q, want %q", i, e.labels[2], want[i])
		}
		if e.ok && e.slot[0] != "Slot "+e.labels[0] {
			t.Errorf("choice %d: slot label %q", i, e.slot[0])
		}
		if e.ok != (i != 3) {
			t.Errorf("choice %d: ok = %v", i, e.ok)
		}
		if e.best != (i == 1) {
			t.Errorf("choice %d: best = %v", i, e.best)
		}
	}
	if got[1].samples != 200 || got[2].money != 80_000 {
		t.Errorf("figures not carried over: %+v", got)
	}
	// No estimates yet: nothing shown, nothing best.
	got, best = mapHint(legal, nil, got)
	if best != -1 || len(got) != 4 || got[0].ok {
		t.Errorf("empty estimates: best %d, %+v", best, got)
	}
}

func TestHinterOf(t *testing.T) {
	if hinterOf(nil) != nil {
		t.Error("nil source advises")
	}
	src, err := NewLocalSource(dice.Online(4), make([]SeatDesc, 4), 1)
	if err != nil {
		t.Fatal(err)
	}
	if hinterOf(src) != nil {
		t.Error("a local source has no advisor")
	}
}
