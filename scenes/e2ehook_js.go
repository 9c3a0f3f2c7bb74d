//go:build js

package scenes

import (
	"net/url"
	"strconv"
	"strings"
	"syscall/js"
)

// readE2EParams reads the test's parameters from the page URL's query.
func readE2EParams() e2eParams {
	var p e2eParams
	loc := js.Global().Get("location")
	if loc.IsUndefined() || loc.IsNull() {
		return p
	}
	q, err := url.ParseQuery(strings.TrimPrefix(loc.Get("search").String(), "?"))
	if err != nil {
		return p
	}
	p.On = q.Get("e2e") == "1"
	p.Fast = q.Get("fast") == "1"
	if v, err := strconv.ParseUint(q.Get("seed"), 10, 64); err == nil {
		p.Seed, p.SeedSet = v, true
	}
	return p
}

// publishE2E sets globalThis.lasvegasState to the JSON snapshot.
func publishE2E(b []byte) {
	js.Global().Set("lasvegasState", string(b))
}
