//go:build e2e

package stagetest

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Press acts on a hit the browser test hook published (ui.Hooked) as the
// browser test does: a click at its centre, or its keys, into in.
func Press(in *ui.Input, hit ui.HookHit, byPointer bool) error {
	if byPointer && hit.R.W > 0 {
		in.InjectClick(hit.R.CX(), hit.R.CY())
		return nil
	}
	if hit.NK == 0 {
		return fmt.Errorf("%q has no key and no box", hit.ID)
	}
	for _, k := range hit.Keys[:hit.NK] {
		a, ok := ui.HookKeyAction(k)
		if !ok {
			return fmt.Errorf("%s: key %q is not one the input reads", hit.ID, k)
		}
		in.Inject(a)
	}
	return nil
}

// MustPress is Press, failing t on a hit it cannot press.
func MustPress(t testing.TB, in *ui.Input, hit ui.HookHit, byPointer bool) {
	t.Helper()
	if err := Press(in, hit, byPointer); err != nil {
		t.Fatal(err)
	}
}

// HookTick runs a tick of a table (tick) and reads its hook h on st
// into hs, reset first.
func HookTick(t testing.TB, tick func() error, h ui.Hooked, st *ui.Stage, hs *ui.HookState) {
	t.Helper()
	if err := tick(); err != nil {
		t.Fatal(err)
	}
	hs.Reset()
	h.Hook(st, hs)
}
