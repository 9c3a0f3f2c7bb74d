//go:build !js

package royaleplay

import "github.com/lasvegas-dice/lasvegas/ai/extbot"

// newExt starts an external program at a seat (the browser starts none:
// newext_js.go).
var newExt = extbot.NewRoyale
