//go:build !js

package cardtable

// samePicture reports whether two frames are the same picture: at most 8
// pixels differ visibly (by 24 levels or more in some channel). The GPU
// may shade edge pixels of a sprite a level apart by where it lies in the
// texture atlas (dozens did, on Xvfb's software GL), while a hand drawn
// changes thousands of pixels by far more.
func samePicture(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	n := 0
	for i := 0; i+3 < len(a); i += 4 {
		for c := i; c < i+4; c++ {
			if d := int(a[c]) - int(b[c]); d >= 24 || d <= -24 {
				n++
				break
			}
		}
		if n > 8 {
			return false
		}
	}
	return true
}
