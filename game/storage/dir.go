//go:build !js

package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"time"
)

// EnvConfigDir names the environment variable that overrides the directory
// used by Open on desktop.
const EnvConfigDir = "LASVEGAS_CONFIG_DIR"

// DefaultDir returns the directory Open uses: $LASVEGAS_CONFIG_DIR if set,
// otherwise os.UserConfigDir()/lasvegas.
func DefaultDir() (string, error) {
	if d := os.Getenv(EnvConfigDir); d != "" {
		return d, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("storage: no config dir: %w", err)
	}
	return filepath.Join(base, "lasvegas"), nil
}

// Open returns the platform's default Store. It always returns a usable
// Store: if the config directory cannot be used, it returns a non-persistent
// Memory store together with a non-nil error saying why (the caller can log
// it and show "progress won't be kept").
func Open() (Store, error) {
	dir, err := DefaultDir()
	if err != nil {
		return NewMemory(), err
	}
	d, err := NewDir(dir)
	if err != nil {
		return NewMemory(), err
	}
	return d, nil
}

// Dir is a Store keeping one file per key in a directory.
type Dir struct {
	dir string
	mu  sync.Mutex // serialises Save/Quarantine within the process
	now func() time.Time
	// write and sync are hooks so tests can simulate failures mid-save.
	write func(f *os.File, data []byte) error
	sync  func(f *os.File) error
}

// tmpMarker is part of every temp file name; temp files start with '.' so
// they can never collide with a valid key.
const tmpMarker = ".tmp-"

// NewDir returns a Store writing files into dir, creating it (0700) if
// needed. Temp files older than an hour left by a crashed save are removed.
func NewDir(dir string) (*Dir, error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, fmt.Errorf("storage: create %s: %w", dir, err)
	}
	d := &Dir{
		dir:   dir,
		now:   time.Now,
		write: func(f *os.File, data []byte) error { _, err := f.Write(data); return err },
		sync:  (*os.File).Sync,
	}
	d.cleanTemps(time.Hour)
	return d, nil
}

// Path returns the directory holding the files.
func (d *Dir) Path() string { return d.dir }

func (d *Dir) file(key string) string { return filepath.Join(d.dir, key) }

// Load implements Store.
func (d *Dir) Load(key string) ([]byte, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	b, err := readFile(d.file(key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("load %q: %w", key, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("storage: load %q: %w", key, err)
	}
	return b, nil
}

// readFile reads a regular file of at most MaxValue bytes.
func readFile(name string) ([]byte, error) {
	b, err := ReadFile(name, MaxValue)
	if err == nil && len(b) > MaxValue {
		return nil, fmt.Errorf("%w: more than %d bytes", ErrTooLarge, MaxValue)
	}
	return b, err
}

// Save implements Store: it writes a temp file in the same directory,
// fsyncs it, renames it over the target and fsyncs the directory.
func (d *Dir) Save(key string, data []byte) (err error) {
	if err := checkKey(key); err != nil {
		return err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	f, err := os.CreateTemp(d.dir, "."+key+tmpMarker+"*")
	if errors.Is(err, syscall.ENOSPC) {
		return fmt.Errorf("storage: save %q: %w: %w", key, ErrFull, err)
	}
	if err != nil {
		return fmt.Errorf("storage: save %q: %w", key, err)
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
			if errors.Is(err, syscall.ENOSPC) {
				err = fmt.Errorf("storage: save %q: %w: %w", key, ErrFull, err)
			} else {
				err = fmt.Errorf("storage: save %q: %w", key, err)
			}
		}
	}()
	if err = d.write(f, data); err != nil {
		return err
	}
	if err = d.sync(f); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Rename(tmp, d.file(key)); err != nil {
		return err
	}
	d.syncDir()
	return nil
}

// syncDir fsyncs the directory so the rename is durable. Best effort: not
// every OS (Windows) supports it.
func (d *Dir) syncDir() {
	if f, err := os.Open(d.dir); err == nil {
		_ = f.Sync()
		f.Close()
	}
}

// Quarantine implements Store by renaming the file aside. The reason is
// written next to it in "<newkey>.reason.txt" (best effort).
func (d *Dir) Quarantine(key, reason string) (string, error) {
	if err := checkKey(key); err != nil {
		return "", err
	}
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, err := os.Lstat(d.file(key)); err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return "", fmt.Errorf("quarantine %q: %w", key, ErrNotFound)
		}
		return "", fmt.Errorf("storage: quarantine %q: %w", key, err)
	}
	name := quarantineName(key, d.now(), func(n string) bool {
		_, err := os.Lstat(d.file(n))
		return err == nil
	})
	if err := os.Rename(d.file(key), d.file(name)); err != nil {
		return "", fmt.Errorf("storage: quarantine %q: %w", key, err)
	}
	_ = os.WriteFile(d.file(name+".reason.txt"), []byte(reason+"\n"), 0o600)
	d.syncDir()
	return name, nil
}

// Persistent implements Store; files survive restarts.
func (d *Dir) Persistent() bool { return true }

// cleanTemps removes temp files older than age left behind by a crash.
func (d *Dir) cleanTemps(age time.Duration) {
	entries, err := os.ReadDir(d.dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		n := e.Name()
		if !strings.HasPrefix(n, ".") || !strings.Contains(n, tmpMarker) || e.IsDir() {
			continue
		}
		if info, err := e.Info(); err == nil && d.now().Sub(info.ModTime()) > age {
			os.Remove(filepath.Join(d.dir, n))
		}
	}
}
