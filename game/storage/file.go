package storage

import (
	"errors"
	"fmt"
	"io"
	"os"
)

// ErrNotRegular: a save or a record is read only from a regular file; a
// FIFO, a device or a folder would hang the read or never end.
var ErrNotRegular = errors.New("not a regular file (a FIFO, a device or a folder); a save or a record is read only from a regular file")

// ReadFile reads the regular file name, at most limit+1 bytes (so that a
// caller can tell a file that is too large). Anything else is refused at
// once, before it is opened: opening a FIFO waits for a writer.
func ReadFile(name string, limit int64) ([]byte, error) {
	fi, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: %w", name, ErrNotRegular)
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() { // replaced meanwhile
		return nil, fmt.Errorf("%s: %w", name, ErrNotRegular)
	}
	return io.ReadAll(io.LimitReader(f, limit+1))
}
