package game

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Animation speeds.
const (
	SpeedSlow    = "slow"
	SpeedNormal  = "normal"
	SpeedFast    = "fast"
	SpeedInstant = "instant"
)

// Speeds lists the animation speeds, slowest first.
var Speeds = []string{SpeedSlow, SpeedNormal, SpeedFast, SpeedInstant}

// Settings are the player's preferences, kept in the user config directory
// (or localStorage in the browser).
type Settings struct {
	Speed          string `json:"speed"`
	ReducedMotion  bool   `json:"reduced_motion"`
	Sound          bool   `json:"sound"`
	Fullscreen     bool   `json:"fullscreen"`
	ColourBlind    bool   `json:"colour_blind"`
	ConfirmPlacing bool   `json:"confirm_placing"`
	OpenMoney      bool   `json:"open_money"`
	ShowLog        bool   `json:"show_log"`
	// AutoAdvance closes the round summary by itself after a few seconds.
	AutoAdvance bool `json:"auto_advance"`
	// NoHandover turns off the hot seat's handover screen between two
	// people's turns (on by default).
	NoHandover bool `json:"no_handover,omitempty"`
	// NoTakeBack turns off taking back one's last decision against bots
	// (on by default: playkit.TakeBack).
	NoTakeBack bool `json:"no_take_back,omitempty"`
}

// DefaultSettings are used when nothing is saved.
func DefaultSettings() Settings {
	return Settings{Speed: SpeedNormal, Sound: true, ConfirmPlacing: true}
}

// SettingsKey is the storage key of the settings.
const SettingsKey = "settings.json"

// LoadSettings reads the settings. Missing settings give the defaults; a
// damaged file is moved aside and the defaults are used, with an error that
// says so.
func LoadSettings(store storage.Store) (Settings, error) {
	s := DefaultSettings()
	if store == nil {
		return s, nil
	}
	data, err := store.Load(SettingsKey)
	if errors.Is(err, storage.ErrNotFound) {
		return s, nil
	}
	if err != nil {
		return s, fmt.Errorf("cannot read settings: %w", err)
	}
	if err := json.Unmarshal(data, &s); err != nil {
		aside, qerr := store.Quarantine(SettingsKey, err.Error())
		if qerr != nil {
			return DefaultSettings(), fmt.Errorf("settings are damaged (%v) and could not be moved aside: %v", err, qerr)
		}
		return DefaultSettings(), fmt.Errorf("settings were damaged and were kept aside as %s; using defaults", aside)
	}
	valid := false
	for _, sp := range Speeds {
		valid = valid || s.Speed == sp
	}
	if !valid {
		s.Speed = SpeedNormal
	}
	return s, nil
}

// SaveSettings writes the settings.
func SaveSettings(store storage.Store, s Settings) error {
	if store == nil {
		return nil
	}
	data, err := json.MarshalIndent(s, "", "  ")
	if err != nil {
		return err
	}
	return store.Save(SettingsKey, append(data, '\n'))
}
