//go:build !js

package storage

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzDirKeys: any key and value. A key the store accepts saves and loads
// back the same bytes and writes nothing outside the store's folder; a key
// it refuses is refused by every call, without a panic.
func FuzzDirKeys(f *testing.F) {
	for _, k := range []string{"autosave.json", "../escape", "a/b", "", ".hidden", "settings.json", "x\x00y", strings.Repeat("k", 300)} {
		f.Add(k, []byte("{}"))
	}
	f.Fuzz(func(t *testing.T, key string, data []byte) {
		root := t.TempDir()
		dir := filepath.Join(root, "store")
		d, err := NewDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		err = d.Save(key, data)
		if !ValidKey(key) {
			if err == nil {
				t.Fatalf("invalid key %q saved", key)
			}
			if _, err := d.Load(key); err == nil {
				t.Fatalf("invalid key %q loaded", key)
			}
			return
		}
		if err != nil {
			t.Fatalf("save %q: %v", key, err)
		}
		back, err := d.Load(key)
		if err != nil || !bytes.Equal(back, data) {
			t.Fatalf("load %q: %v, %d bytes of %d", key, err, len(back), len(data))
		}
		entries, _ := os.ReadDir(root)
		if len(entries) != 1 || entries[0].Name() != "store" {
			t.Fatalf("key %q wrote outside the store: %v", key, entries)
		}
	})
}
