//go:build js

package storage

import (
	"encoding/base64"
	"fmt"
	"strings"
	"sync"
	"syscall/js"
	"time"
	"unicode/utf8"
)

// keyPrefix namespaces our keys in localStorage (shared by the whole origin).
const keyPrefix = "lasvegas:"

// Values are stored as strings: "t:" + text when data is valid UTF-8 (so
// JSON stays readable in the dev tools), otherwise "b:" + base64.
const (
	textTag   = "t:"
	base64Tag = "b:"
)

// Open returns the browser Store backed by window.localStorage. It always
// returns a usable Store: if localStorage is unavailable it returns a
// non-persistent store together with an error saying why.
func Open() (Store, error) {
	ls, err := localStorage()
	b := newBrowser(ls)
	if err != nil {
		b.degrade()
	}
	return b, err
}

// localStorage fetches globalThis.localStorage and checks it works by
// writing and removing a probe key. Accessing it can throw (e.g. when
// storage is disabled, or in a sandboxed iframe), which syscall/js turns
// into a panic for calls.
func localStorage() (ls js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			ls, err = js.Undefined(), fmt.Errorf("storage: localStorage unavailable: %v", r)
		}
	}()
	// A plain Get would not catch a throwing getter (wasm_exec.js only
	// catches exceptions in calls), so go through Reflect.get.
	ls = js.Global().Get("Reflect").Call("get", js.Global(), "localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return js.Undefined(), fmt.Errorf("storage: localStorage unavailable")
	}
	probe := keyPrefix + "__probe__"
	ls.Call("setItem", probe, "1")
	ls.Call("removeItem", probe)
	return ls, nil
}

// Browser is a Store on top of a Web Storage object (localStorage), or in
// memory when there is none. A write that localStorage refuses (quota) is
// reported, never kept in memory as if it had been saved.
type Browser struct {
	mu         sync.Mutex
	ls         js.Value // may be undefined
	persistent bool
	mem        *Memory // values kept when there is no localStorage
	now        func() time.Time
}

// newBrowser wraps a Web Storage object. ls may be undefined, in which case
// the store starts degraded.
func newBrowser(ls js.Value) *Browser {
	b := &Browser{ls: ls, persistent: true, mem: NewMemory(), now: time.Now}
	if ls.IsUndefined() || ls.IsNull() {
		b.persistent = false
	}
	return b
}

func (b *Browser) degrade() { b.persistent = false }

func (b *Browser) hasLS() bool { return !b.ls.IsUndefined() && !b.ls.IsNull() }

// call invokes a method on the Web Storage object, turning a JS exception
// (which syscall/js raises as a panic) into an error.
func (b *Browser) call(method string, args ...any) (v js.Value, err error) {
	if !b.hasLS() {
		return js.Undefined(), fmt.Errorf("storage: no localStorage")
	}
	defer func() {
		if r := recover(); r != nil {
			v, err = js.Undefined(), fmt.Errorf("storage: localStorage.%s: %v", method, r)
		}
	}()
	return b.ls.Call(method, args...), nil
}

func encode(data []byte) string {
	if utf8.Valid(data) {
		return textTag + string(data)
	}
	return base64Tag + base64.StdEncoding.EncodeToString(data)
}

func decode(s string) ([]byte, error) {
	switch {
	case strings.HasPrefix(s, textTag):
		return []byte(s[len(textTag):]), nil
	case strings.HasPrefix(s, base64Tag):
		return base64.StdEncoding.DecodeString(s[len(base64Tag):])
	default:
		// Not written by us: hand back the raw text; the caller's
		// decoder will reject it and can Quarantine it.
		return []byte(s), nil
	}
}

// load reads key without locking. ok is false when absent.
func (b *Browser) load(key string) (data []byte, ok bool, err error) {
	if b.mem.has(key) {
		d, err := b.mem.Load(key)
		return d, err == nil, err
	}
	v, err := b.call("getItem", keyPrefix+key)
	if err != nil {
		if b.hasLS() {
			return nil, false, err
		}
		return nil, false, nil
	}
	if v.IsNull() || v.IsUndefined() {
		return nil, false, nil
	}
	d, err := decode(v.String())
	if err != nil {
		return nil, false, fmt.Errorf("storage: load %q: %w", key, err)
	}
	return d, true, nil
}

// Load implements Store.
func (b *Browser) Load(key string) ([]byte, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	d, ok, err := b.load(key)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, fmt.Errorf("load %q: %w", key, ErrNotFound)
	}
	return d, nil
}

// save writes without locking. Without localStorage the value is kept in
// memory (the store said from the start that it is not persistent). If
// localStorage throws (quota exceeded), the error is returned, wrapping
// ErrFull for the quota, and the old value stays; the next Save tries
// again.
func (b *Browser) save(key string, data []byte) error {
	if !b.persistent {
		return b.mem.Save(key, data)
	}
	if _, err := b.call("setItem", keyPrefix+key, encode(data)); err != nil {
		if strings.Contains(strings.ToLower(err.Error()), "quota") {
			return fmt.Errorf("storage: save %q: %w: the browser's storage quota is used up (%v)", key, ErrFull, err)
		}
		return fmt.Errorf("storage: save %q: %w", key, err)
	}
	return nil
}

// Save implements Store.
func (b *Browser) Save(key string, data []byte) error {
	if err := checkKey(key); err != nil {
		return err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.save(key, data)
}

// Quarantine implements Store: it copies the value to a new key, then
// removes the original.
func (b *Browser) Quarantine(key, reason string) (string, error) {
	if err := checkKey(key); err != nil {
		return "", err
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	d, ok, err := b.load(key)
	if err != nil {
		return "", err
	}
	if !ok {
		return "", fmt.Errorf("quarantine %q: %w", key, ErrNotFound)
	}
	name := quarantineName(key, b.now(), func(n string) bool {
		_, ok, _ := b.load(n)
		return ok
	})
	if err := b.save(name, d); err != nil {
		// No copy, so the value stays where it is: never deleted.
		return "", fmt.Errorf("storage: quarantine %q: the damaged value is left in place: %w", key, err)
	}
	_ = b.save(name+".reason.txt", []byte(reason))
	b.mem.remove(key)
	if _, err := b.call("removeItem", keyPrefix+key); err != nil && b.hasLS() {
		// Could not remove: the copy exists; report so the caller does
		// not loop on the same bad value forever.
		return name, err
	}
	return name, nil
}

// Persistent implements Store.
func (b *Browser) Persistent() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.persistent
}

// has reports whether key holds a value (used by the browser fallback).
func (m *Memory) has(key string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	_, ok := m.data[key]
	return ok
}

// remove deletes key if present (used by the browser fallback).
func (m *Memory) remove(key string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	delete(m.data, key)
}
