//go:build unix

package cli

import (
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A FIFO given as a record is refused at once with one line: opening it
// would wait for a writer.
func TestReplayRefusesFIFO(t *testing.T) {
	f := filepath.Join(t.TempDir(), "fifo.json")
	if err := syscall.Mkfifo(f, 0o600); err != nil {
		t.Skip(err)
	}
	done := make(chan string, 1)
	go func() {
		code, _, errs := run("replay", f)
		if code != ExitBad {
			errs = "exit 0: " + errs
		}
		done <- errs
	}()
	select {
	case errs := <-done:
		if strings.Count(strings.TrimSpace(errs), "\n") != 0 || !strings.Contains(errs, "not a regular file") {
			t.Errorf("%q", errs)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("replay of a FIFO hangs")
	}
}
