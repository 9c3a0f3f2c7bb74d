//go:build js

package playkit

import (
	"errors"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// programs: the browser starts no program (there is no process to start),
// so none of the hosts' code is in its build (docs/performance.md, wasm).
type programs[S engine.State[S, A, E], A Action, E any] struct{}

func newPrograms[S engine.State[S, A, E], A Action, E any](int) *programs[S, A, E] {
	return &programs[S, A, E]{}
}

func (ps *programs[S, A, E]) start(int, Seat, uint64, NewExt[S, A, E], Options) (Begin[S, A], error) {
	return nil, errors.New("external programs are not available in the browser")
}

func (ps *programs[S, A, E]) Start(S)            {}
func (ps *programs[S, A, E]) Observe(S, []E)     {}
func (ps *programs[S, A, E]) End(S)              {}
func (ps *programs[S, A, E]) Problems() []string { return nil }
func (ps *programs[S, A, E]) Close() error       { return nil }
func (ps *programs[S, A, E]) any() bool          { return false }
