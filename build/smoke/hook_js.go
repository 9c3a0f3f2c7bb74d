//go:build js

package main

import (
	"encoding/json"
	"net/url"
	"strings"
	"syscall/js"
)

// queryFlag reports whether the page URL has name=1 in its query.
func queryFlag(name string) bool {
	q, err := url.ParseQuery(strings.TrimPrefix(js.Global().Get("location").Get("search").String(), "?"))
	return err == nil && q.Get(name) == "1"
}

// publish sets globalThis.lasvegasState to the JSON of v (e2e test hook).
func publish(v any) {
	b, err := json.Marshal(v)
	if err != nil {
		return
	}
	js.Global().Set("lasvegasState", string(b))
}
