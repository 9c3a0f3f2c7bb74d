package dicetable

import (
	"testing"
)

// The words agree with the player's name: "You win", "Anna wins".
func TestSubjectAgrees(t *testing.T) {
	cases := []struct{ name, want string }{
		{"You", "You win!"},
		{"Anna", "Anna wins!"},
		{"Young", "Young wins!"},
	}
	for _, c := range cases {
		if got := Subject(c.name, "win!", "wins!"); got != c.want {
			t.Errorf("Subject(%q) = %q, want %q", c.name, got, c.want)
		}
	}
}

// Money said short: thousands as "k", a million and more as "M" with one
// decimal under ten million, a minus before the dollar sign.
func TestMoneyShort(t *testing.T) {
	cases := []struct {
		d    float64
		want string
	}{
		{80, "$80"}, {230_000, "$230k"}, {999_499, "$999k"}, {999_500, "$1M"},
		{1_240_000, "$1.2M"}, {12_600_000, "$13M"}, {-40_000, "-$40k"}, {0, "$0"},
	}
	for _, c := range cases {
		if got := MoneyShort(c.d); got != c.want {
			t.Errorf("MoneyShort(%v) = %q, want %q", c.d, got, c.want)
		}
	}
}
