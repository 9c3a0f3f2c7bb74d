//go:build js

package playkit

import "github.com/lasvegas-dice/lasvegas/engine"

// NewExt: the browser starts no program (programs_js.go), so its NewExt
// names no external program's host, and none of the hosts' code is linked
// into the wasm (a type that names extbot.Host keeps the host's methods).
type NewExt[S engine.State[S, A, E], A Action, E any] func(command string, seat int) error
