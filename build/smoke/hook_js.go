//go:build js

package main

import (
	"encoding/json"
	"syscall/js"
)

// publish sets globalThis.lasvegasState to the JSON of v (e2e test hook).
func publish(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		return
	}
	js.Global().Set("lasvegasState", string(b))
}
