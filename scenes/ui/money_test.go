package ui

import "testing"

func TestDollars(t *testing.T) {
	for d, want := range map[int]string{0: "$0", 900: "$900", 1000: "$1,000", 510000: "$510,000", 1230000: "$1,230,000", -20000: "-$20,000"} {
		if got := Dollars(d); got != want {
			t.Errorf("Dollars(%d) = %q, want %q", d, got, want)
		}
	}
}

func TestShortDollars(t *testing.T) {
	for d, want := range map[int]string{0: "$0", 900: "$900", 10000: "$10k", 70000: "$70k", 100000: "$100k", -20000: "-$20k", 1500: "$1,500"} {
		if got := ShortDollars(d); got != want {
			t.Errorf("ShortDollars(%d) = %q, want %q", d, got, want)
		}
	}
}

// A piece writes money in full when the widest amount of its size fits,
// short only when it does not: pieces of one size read alike.
func TestFitDollars(t *testing.T) {
	width := func(s string) float64 { return float64(len(s)) * 10 } // 10 a character
	for _, c := range []struct {
		d, widest int
		w         float64
		want      string
	}{
		{70000, 100000, 80, "$70,000"},  // "$100,000" is 80 wide
		{70000, 100000, 79, "$70k"},     // "$70,000" (70) would fit, "$100,000" does not
		{100000, 100000, 79, "$100k"},   // the widest itself
		{70000, 70000, 70, "$70,000"},   // a piece that never shows more than $70,000
		{1200000, 100000, 80, "$1200k"}, // an amount above widest is measured itself
		{1200000, 100000, 100, "$1,200,000"},
	} {
		if got := FitDollars(c.d, c.widest, c.w, width); got != c.want {
			t.Errorf("FitDollars(%d, %d, %v) = %q, want %q", c.d, c.widest, c.w, got, c.want)
		}
	}
}
