//go:build !js

package ui

// domPointer is the browser's source of presses and releases (pointer_js.go);
// elsewhere Ebitengine's mouse and touch state are.
func (d *EbitenDevice) domPointer(dst []Action, _ Viewport) ([]Action, bool) { return dst, false }
