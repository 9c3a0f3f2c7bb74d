//go:build !js

package assets

import "golang.org/x/image/font/gofont/gomono"

// monoTTF is the mono font (the setup's seed field).
func monoTTF() []byte { return gomono.TTF }
