//go:build !js

package royaletable

import (
	"fmt"
	"strings"
	"testing"
)

// TestKeysLineCountsTheOptions: the keys' line names the number keys a
// tile's decision has: "Key 1" for one option, "Keys 1-2" for two, up to
// "Keys 1-7" for seven or more (the keys end at 7; the arrows reach the
// rest). Before, it said "Keys 1-7" for a Black Box's two piles.
func TestKeysLineCountsTheOptions(t *testing.T) {
	tb, _, _ := animTable(t, "A2")
	tb.kit = measureKit(t)
	for n := 1; n <= 16; n++ {
		want := fmt.Sprintf("Keys 1-%d ", min(n, maxKey))
		if n == 1 {
			want = "Key 1 "
		}
		got := tb.keysLine(n, 15, 2000)
		if !strings.HasPrefix(got, want) {
			t.Errorf("%d options: the keys' line %q, want it to begin %q", n, got, want)
		}
	}
}
