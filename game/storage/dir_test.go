//go:build !js

package storage

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"syscall"
	"testing"
	"time"
)

func newTestDir(t *testing.T) *Dir {
	t.Helper()
	d, err := NewDir(filepath.Join(t.TempDir(), "lasvegas"))
	if err != nil {
		t.Fatal(err)
	}
	d.now = func() time.Time { return fixedNow }
	return d
}

func TestDirContract(t *testing.T) {
	testContract(t, func(t *testing.T) Store { return newTestDir(t) })
}

func TestDirPersistentAcrossReopen(t *testing.T) {
	d := newTestDir(t)
	if !d.Persistent() {
		t.Fatal("dir store not persistent")
	}
	mustSave(t, d, "settings.json", []byte(`{"sound":false}`))
	d2, err := NewDir(d.Path())
	if err != nil {
		t.Fatal(err)
	}
	if got := mustLoad(t, d2, "settings.json"); string(got) != `{"sound":false}` {
		t.Fatalf("got %q", got)
	}
}

func listDir(t *testing.T, dir string) []string {
	t.Helper()
	es, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range es {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names
}

// TestDirSaveAtomic simulates failures at each step of a save and checks
// that the previous value is intact, no partial file is visible and no
// temp file is left behind.
func TestDirSaveAtomic(t *testing.T) {
	errBoom := errors.New("boom: disk full")
	old := []byte(`{"round":1,"complete":"old value"}`)
	newer := []byte(`{"round":2,"complete":"a much longer new value that fails half way"}`)
	tests := []struct {
		name  string
		write func(f *os.File, data []byte) error
		sync  func(f *os.File) error
	}{
		{"write fails half way", func(f *os.File, data []byte) error {
			if _, err := f.Write(data[:len(data)/2]); err != nil {
				return err
			}
			return errBoom
		}, (*os.File).Sync},
		{"fsync fails", func(f *os.File, data []byte) error {
			_, err := f.Write(data)
			return err
		}, func(*os.File) error { return errBoom }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for _, existed := range []bool{true, false} {
				d := newTestDir(t)
				if existed {
					mustSave(t, d, "autosave.json", old)
				}
				d.write, d.sync = tc.write, tc.sync
				err := d.Save("autosave.json", newer)
				if !errors.Is(err, errBoom) {
					t.Fatalf("Save err = %v, want boom", err)
				}
				got, err := d.Load("autosave.json")
				switch {
				case existed && (err != nil || string(got) != string(old)):
					t.Fatalf("after failed save: %q, %v; want old value", got, err)
				case !existed && !errors.Is(err, ErrNotFound):
					t.Fatalf("after failed first save: %q, %v; want ErrNotFound", got, err)
				}
				want := []string{}
				if existed {
					want = []string{"autosave.json"}
				}
				if names := listDir(t, d.Path()); len(names) != len(want) || (len(want) == 1 && names[0] != want[0]) {
					t.Fatalf("dir has %v, want %v (temp file left?)", names, want)
				}
			}
		})
	}
}

func TestDirSaveLeavesNoTemp(t *testing.T) {
	d := newTestDir(t)
	for i := 0; i < 5; i++ {
		mustSave(t, d, "autosave.json", []byte{byte('0' + i)})
	}
	if names := listDir(t, d.Path()); len(names) != 1 || names[0] != "autosave.json" {
		t.Fatalf("dir has %v", names)
	}
}

func TestDirQuarantineRenamesAside(t *testing.T) {
	d := newTestDir(t)
	mustSave(t, d, "autosave.json", []byte("garbage"))
	name, err := d.Quarantine("autosave.json", "json: invalid character 'g'")
	if err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(filepath.Join(d.Path(), "autosave.json.corrupt-20261123T130102"))
	if err != nil || string(b) != "garbage" {
		t.Fatalf("quarantined file: %q, %v", b, err)
	}
	r, err := os.ReadFile(filepath.Join(d.Path(), name+".reason.txt"))
	if err != nil || string(r) != "json: invalid character 'g'\n" {
		t.Fatalf("reason file: %q, %v", r, err)
	}
}

func TestDirCleansStaleTemps(t *testing.T) {
	d := newTestDir(t)
	stale := filepath.Join(d.Path(), ".autosave.json.tmp-123")
	fresh := filepath.Join(d.Path(), ".autosave.json.tmp-456")
	for _, p := range []string{stale, fresh} {
		if err := os.WriteFile(p, []byte("partial"), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	old := fixedNow.Add(-2 * time.Hour)
	if err := os.Chtimes(stale, old, old); err != nil {
		t.Fatal(err)
	}
	if err := os.Chtimes(fresh, fixedNow, fixedNow); err != nil {
		t.Fatal(err)
	}
	d.cleanTemps(time.Hour)
	if _, err := os.Stat(stale); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("stale temp not removed: %v", err)
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Fatalf("fresh temp removed: %v", err)
	}
}

func TestOpenUsesEnvDir(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "cfg")
	t.Setenv(EnvConfigDir, dir)
	s, err := Open()
	if err != nil {
		t.Fatal(err)
	}
	if !s.Persistent() {
		t.Fatal("Open store not persistent")
	}
	mustSave(t, s, "settings.json", []byte("x"))
	if _, err := os.Stat(filepath.Join(dir, "settings.json")); err != nil {
		t.Fatal(err)
	}
}

func TestOpenFallsBackToMemory(t *testing.T) {
	f := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(f, nil, 0o600); err != nil {
		t.Fatal(err)
	}
	t.Setenv(EnvConfigDir, filepath.Join(f, "sub")) // parent is a file
	s, err := Open()
	if err == nil {
		t.Fatal("want error")
	}
	if s == nil || s.Persistent() {
		t.Fatal("want non-persistent fallback store")
	}
	mustSave(t, s, "settings.json", []byte("x"))
}

// A full disk is reported as ErrFull, and the old value stays.
func TestDirFullDisk(t *testing.T) {
	d, err := NewDir(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	mustSave(t, d, "autosave.json", []byte("old"))
	d.write = func(f *os.File, data []byte) error {
		return &fs.PathError{Op: "write", Path: f.Name(), Err: syscall.ENOSPC}
	}
	err = d.Save("autosave.json", []byte("new"))
	if !errors.Is(err, ErrFull) || !errors.Is(err, syscall.ENOSPC) {
		t.Fatalf("Save on a full disk: %v", err)
	}
	if got := mustLoad(t, d, "autosave.json"); string(got) != "old" {
		t.Fatalf("old value lost: %q", got)
	}
}
