//go:build js && !e2e

package ui

// e2eBuild: not the browser test's build (measure_js.go).
const e2eBuild = false
