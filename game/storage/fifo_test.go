//go:build unix

package storage

import (
	"errors"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

// A save that is not a regular file (a FIFO here) is refused at once with
// one line: the start never waits on it.
func TestLoadRefusesFIFO(t *testing.T) {
	d, err := NewDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(d.Path(), "autosave.json"), 0o600); err != nil {
		t.Skip(err)
	}
	done := make(chan error, 1)
	go func() {
		_, err := d.Load("autosave.json")
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, ErrNotRegular) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%v", err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("loading a FIFO hangs")
	}
}
