package storage

import (
	"fmt"
	"sync"
	"time"
)

// Memory is an in-memory Store. It is never persistent. The zero value is
// not ready to use; call NewMemory.
type Memory struct {
	mu   sync.Mutex
	data map[string][]byte
	now  func() time.Time
	// reasons records why each quarantined key was set aside, for tests
	// and debugging.
	reasons map[string]string
	// Quota, when positive, is the most bytes all values may hold
	// together: a Save beyond it fails with ErrFull, like a full disk or
	// a browser over its quota (a storage double for tests).
	Quota int
}

// NewMemory returns an empty in-memory store.
func NewMemory() *Memory {
	return &Memory{data: map[string][]byte{}, reasons: map[string]string{}, now: time.Now}
}

// Load implements Store.
func (m *Memory) Load(key string) ([]byte, error) {
	if err := checkKey(key); err != nil {
		return nil, err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.data[key]
	if !ok {
		return nil, fmt.Errorf("load %q: %w", key, ErrNotFound)
	}
	return append([]byte(nil), v...), nil
}

// Save implements Store.
func (m *Memory) Save(key string, data []byte) error {
	if err := checkKey(key); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.Quota > 0 {
		used := 0
		for k, v := range m.data {
			if k != key {
				used += len(v)
			}
		}
		if used+len(data) > m.Quota {
			return fmt.Errorf("storage: save %q: %w (%d of %d bytes used, %d more needed)", key, ErrFull, used, m.Quota, len(data))
		}
	}
	m.data[key] = append([]byte{}, data...)
	return nil
}

// Quarantine implements Store.
func (m *Memory) Quarantine(key, reason string) (string, error) {
	if err := checkKey(key); err != nil {
		return "", err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	v, ok := m.data[key]
	if !ok {
		return "", fmt.Errorf("quarantine %q: %w", key, ErrNotFound)
	}
	name := quarantineName(key, m.now(), func(n string) bool { _, ok := m.data[n]; return ok })
	m.data[name] = v
	m.reasons[name] = reason
	delete(m.data, key)
	return name, nil
}

// Persistent implements Store; it is always false.
func (m *Memory) Persistent() bool { return false }
