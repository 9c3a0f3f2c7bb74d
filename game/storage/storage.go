// Package storage is the small key-value persistence layer used for
// settings and autosave. It imports nothing from ebiten so it can be unit
// tested anywhere.
//
// Backends:
//
//   - Dir (every GOOS except js): one file per key under a directory,
//     by default os.UserConfigDir()/lasvegas, overridable with the
//     LASVEGAS_CONFIG_DIR environment variable. Saves are atomic
//     (temp file in the same dir, fsync, rename).
//   - Browser (GOOS=js): window.localStorage, keys prefixed with
//     "lasvegas:". When localStorage is missing (private mode, disabled)
//     it keeps values in memory and Persistent() is false. When it is
//     there but a write fails (quota exceeded), Save reports the error
//     (ErrFull for the quota) and nothing is faked.
//   - Memory: for tests, and as the fallback of the two above.
//
// Open picks the right one for the platform.
//
// Keys are short names made of ASCII letters, digits, '.', '_' and '-'
// (for example "settings.json", "autosave.json"); they must not start with
// '.' so they are always plain file names.
//
// Tests: go test ./game/storage/ runs the desktop and memory backends; the
// browser backend runs under node with a fake localStorage:
//
//	GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./game/storage/
package storage

import (
	"errors"
	"fmt"
	"time"
)

// ErrNotFound is returned (possibly wrapped) by Load and Quarantine when the
// key holds no value. Test with errors.Is(err, storage.ErrNotFound).
var ErrNotFound = errors.New("storage: key not found")

// ErrInvalidKey is returned (wrapped) for keys that are not valid names.
var ErrInvalidKey = errors.New("storage: invalid key")

// MaxValue is the largest value Load reads (a saved game is about 20 KB):
// a bigger file is not read into memory.
const MaxValue = 16 << 20

// ErrTooLarge is returned (wrapped) by Load for a value over MaxValue.
var ErrTooLarge = errors.New("storage: value too large")

// ErrFull is returned (wrapped) by Save when there is no room: the disk is
// full, or the browser's storage quota is used up. Nothing was saved; the
// previous value is still there.
var ErrFull = errors.New("storage: full")

// Store is a tiny key-value store. Implementations are safe for concurrent
// use.
type Store interface {
	// Load returns the bytes last saved under key, or an error wrapping
	// ErrNotFound if there are none.
	Load(key string) ([]byte, error)

	// Save stores data under key, replacing any previous value. A reader
	// sees either the old value or the new one, never a mix. When it fails
	// (an error wrapping ErrFull when there is no room), the old value is
	// kept.
	Save(key string, data []byte) error

	// Quarantine moves the value under key aside (for example because it
	// failed to decode) to a new key of the form
	// "<key>.corrupt-20261123T130102" and returns that new key. The bytes
	// are kept, never deleted; afterwards Load(key) reports ErrNotFound so
	// the game can start fresh. The returned key can be passed to Load.
	// If the value cannot be kept aside (no room for a copy), it is left
	// in place, never deleted, and an error is returned.
	Quarantine(key string, reason string) (string, error)

	// Persistent reports whether saved values survive a restart. It is
	// false for the memory store and for the browser store after it had
	// to fall back to memory; the game should then tell the player that
	// progress won't be kept. A failed Save does not change it: the
	// failure is reported by Save.
	Persistent() bool
}

// ValidKey reports whether key is usable as a Store key.
func ValidKey(key string) bool {
	if key == "" || len(key) > 128 || key[0] == '.' {
		return false
	}
	for i := 0; i < len(key); i++ {
		c := key[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case c == '.', c == '_', c == '-':
		default:
			return false
		}
	}
	return true
}

func checkKey(key string) error {
	if !ValidKey(key) {
		return fmt.Errorf("%w: %q", ErrInvalidKey, key)
	}
	return nil
}

// quarantineTimeLayout is the timestamp layout in quarantine key names.
const quarantineTimeLayout = "20060102T150405"

// quarantineName returns the first candidate name for a quarantined copy
// of key that exists() reports free.
func quarantineName(key string, now time.Time, exists func(string) bool) string {
	base := key + ".corrupt-" + now.UTC().Format(quarantineTimeLayout)
	name := base
	for i := 1; exists(name); i++ {
		name = fmt.Sprintf("%s-%d", base, i)
	}
	return name
}
