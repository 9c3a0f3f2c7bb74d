package ui

import "testing"

func TestDollars(t *testing.T) {
	for d, want := range map[int]string{0: "$0", 900: "$900", 1000: "$1,000", 510000: "$510,000", 1230000: "$1,230,000", -20000: "-$20,000"} {
		if got := Dollars(d); got != want {
			t.Errorf("Dollars(%d) = %q, want %q", d, got, want)
		}
	}
}
