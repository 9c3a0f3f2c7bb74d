package extbot

import (
	"fmt"
	"strings"
	"time"
)

// discardStale drops the lines the program wrote when it was not asked (a
// second answer to an earlier request), so that they cannot be taken for
// the answer to the next one. The first such line is logged.
func (b *Host[S, A, E]) discardStale() {
	logged := false
	for {
		var l string
		var open bool
		if b.pending.Load() {
			// The program wrote more than its answer at once: the rest
			// is on its way from the reader.
			select {
			case l, open = <-b.lines:
			case <-time.After(50 * time.Millisecond):
				return
			}
		} else {
			select {
			case l, open = <-b.lines:
			default:
				return
			}
		}
		if !open {
			return // receive reports it
		}
		t := strings.TrimSpace(l)
		if !logged && t != "" && t != "info" && !strings.HasPrefix(t, "info ") && !strings.HasPrefix(t, "#") {
			fmt.Fprintf(b.opt.Log, "extbot %s: said %s when not asked; ignored\n", b.logName(), LogText(l))
			logged = true
		}
	}
}
