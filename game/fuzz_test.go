package game

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// FuzzLoadSettings: whatever the settings file holds, loading never panics,
// gives a speed the game has, and a file it cannot read is kept aside with
// its bytes, never lost.
func FuzzLoadSettings(f *testing.F) {
	for _, s := range []string{`{"speed":"normal"}`, `{"speed":"warp"}`, `{`, ``, `null`, `{"volume":1e400}`, `[1,2]`} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		m := storage.NewMemory()
		if err := m.Save(SettingsKey, data); err != nil {
			t.Fatal(err)
		}
		s, err := LoadSettings(m)
		if !slices.Contains(Speeds, s.Speed) {
			t.Fatalf("%q: speed %q", data, s.Speed)
		}
		if err == nil {
			return
		}
		if _, lerr := m.Load(SettingsKey); lerr == nil {
			t.Fatalf("%q: damaged settings left in place after %v", data, err)
		}
		// "settings were damaged and were kept aside as KEY; using defaults"
		_, aside, _ := strings.Cut(err.Error(), "kept aside as ")
		aside, _, _ = strings.Cut(aside, ";")
		if v, lerr := m.Load(aside); lerr != nil || !bytes.Equal(v, data) {
			t.Fatalf("%q: damaged settings not kept aside (%v; %v)", data, err, lerr)
		}
	})
}
