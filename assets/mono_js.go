//go:build js

package assets

// monoTTF is nil in the browser: its download carries no mono font (the
// seed field is written in the regular font), which keeps the wasm within
// its size budget.
func monoTTF() []byte { return nil }
