//go:build e2e

package stagetest

import (
	"fmt"

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
