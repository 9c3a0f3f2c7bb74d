//go:build !js

package cardtable

import "bytes"

// samePicture reports whether two frames are the same picture: at most
// 64 pixels differ. The GPU may shade a few edge pixels of a sprite
// differently by where it lies in the texture atlas (one pixel did, on
// Xvfb's software GL), while a hand drawn changes thousands.
func samePicture(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	n := 0
	for i := 0; i+3 < len(a); i += 4 {
		if !bytes.Equal(a[i:i+4], b[i:i+4]) {
			if n++; n > 64 {
				return false
			}
		}
	}
	return true
}
