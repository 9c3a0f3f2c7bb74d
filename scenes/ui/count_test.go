package ui

import "testing"

// Counts are written as they read, to "25+", and a round amount short.
func TestCountLabelAndRoundDollars(t *testing.T) {
	for n, want := range map[int]string{-1: "0", 0: "0", 7: "7", 24: "24", 25: "25+", 90: "25+"} {
		if got := CountLabel(n); got != want {
			t.Errorf("CountLabel(%d) = %q, want %q", n, got, want)
		}
	}
	if n := testing.AllocsPerRun(10, func() { _ = CountLabel(12) }); n != 0 {
		t.Errorf("CountLabel allocates %v times", n)
	}
	for v, want := range map[int]string{0: "$0", 3000000: "$3M", 230000: "$230k", 1500000: "$1500k", 90500: "$90k"} {
		if got := RoundDollars(v); got != want {
			t.Errorf("RoundDollars(%d) = %q, want %q", v, got, want)
		}
	}
}
