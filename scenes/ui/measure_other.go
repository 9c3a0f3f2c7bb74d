//go:build !js

package ui

// publishDrawn publishes nothing outside the browser (measure_js.go).
func publishDrawn(*DrawnSizes) {}
