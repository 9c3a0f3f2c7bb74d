package scenes

// ringMove is where a keyboard's focus ring over n controls goes from cur
// when moved d on (d < 0: back), wrapping round: with no ring (cur out of
// range) the first control (d > 0) or the last gets it; -1 when there is
// no control. The setup's ring (setup_focus.go) and the statistics'
// (stats_focus.go) move by it.
func ringMove(cur, n, d int) int {
	switch {
	case n == 0:
		return -1
	case cur < 0 || cur >= n:
		if d > 0 {
			return 0
		}
		return n - 1
	default:
		return (cur + d + n) % n
	}
}
