package game

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// TestTakeBackSettingIsOnByDefault: take-backs are on in the defaults and
// in a settings file written before the setting existed; turned off, the
// setting is saved and read back.
func TestTakeBackSettingIsOnByDefault(t *testing.T) {
	store := storage.NewMemory()
	if s, err := LoadSettings(store); err != nil || s.NoTakeBack {
		t.Fatalf("defaults: %+v %v", s, err)
	}
	_ = store.Save(SettingsKey, []byte(`{"speed": "fast", "sound": true}`))
	if s, err := LoadSettings(store); err != nil || s.NoTakeBack || s.Speed != SpeedFast {
		t.Fatalf("an old file: %+v %v", s, err)
	}
	s := DefaultSettings()
	s.NoTakeBack = true
	if err := SaveSettings(store, s); err != nil {
		t.Fatal(err)
	}
	data, _ := store.Load(SettingsKey)
	if !strings.Contains(string(data), `"no_take_back": true`) {
		t.Errorf("saved as %s", data)
	}
	if back, err := LoadSettings(store); err != nil || !back.NoTakeBack {
		t.Errorf("read back as %+v %v", back, err)
	}
}
