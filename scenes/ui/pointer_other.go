//go:build !js

package ui

// domReader is the browser's place in the page's pointer events
// (pointer_js.go); there are none here.
type domReader struct{}

// domPointer is the browser's source of presses and releases (pointer_js.go);
// elsewhere Ebitengine's mouse and touch state are.
func (d *EbitenDevice) domPointer(dst []Action, _ Viewport) ([]Action, bool) { return dst, false }
