package storage

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"
)

// fixedNow is the clock used by tests: 2026-11-23 13:01:02 UTC.
var fixedNow = time.Date(2026, 11, 23, 13, 1, 2, 0, time.UTC)

// testContract runs the behaviour every Store must have.
//
// Long function: the contract as one list of subtests, in the order a
// store's life goes (save, load, overwrite, quarantine, keys).
func testContract(t *testing.T, newStore func(t *testing.T) Store) {
	t.Helper()
	tests := []struct {
		name string
		run  func(t *testing.T, s Store)
	}{
		{"load missing key is ErrNotFound", func(t *testing.T, s Store) {
			_, err := s.Load("autosave.json")
			if !errors.Is(err, ErrNotFound) {
				t.Fatalf("Load missing: err = %v, want ErrNotFound", err)
			}
		}},
		{"save then load round-trips", func(t *testing.T, s Store) {
			for _, data := range [][]byte{
				[]byte(`{"round":2,"turn":"p1"}`),
				{},
				{0xff, 0x00, 0xfe, 'x'}, // not UTF-8
				[]byte("üñí©ødé ♠♥♦♣"),
			} {
				if err := s.Save("k.json", data); err != nil {
					t.Fatalf("Save: %v", err)
				}
				got, err := s.Load("k.json")
				if err != nil {
					t.Fatalf("Load: %v", err)
				}
				if !bytes.Equal(got, data) {
					t.Fatalf("Load = %q, want %q", got, data)
				}
			}
		}},
		{"save replaces", func(t *testing.T, s Store) {
			mustSave(t, s, "settings.json", []byte("old old old old"))
			mustSave(t, s, "settings.json", []byte("new"))
			if got := mustLoad(t, s, "settings.json"); string(got) != "new" {
				t.Fatalf("got %q", got)
			}
		}},
		{"keys are independent", func(t *testing.T, s Store) {
			mustSave(t, s, "a", []byte("1"))
			mustSave(t, s, "b", []byte("2"))
			if string(mustLoad(t, s, "a")) != "1" || string(mustLoad(t, s, "b")) != "2" {
				t.Fatal("keys mixed up")
			}
		}},
		{"returned slice is a copy", func(t *testing.T, s Store) {
			in := []byte("abc")
			mustSave(t, s, "a", in)
			in[0] = 'X'
			out := mustLoad(t, s, "a")
			out[1] = 'Y'
			if got := mustLoad(t, s, "a"); string(got) != "abc" {
				t.Fatalf("got %q", got)
			}
		}},
		{"quarantine keeps the bytes and clears the key", func(t *testing.T, s Store) {
			bad := []byte("{not json\x00\xff")
			mustSave(t, s, "autosave.json", bad)
			name, err := s.Quarantine("autosave.json", "decode: unexpected EOF")
			if err != nil {
				t.Fatalf("Quarantine: %v", err)
			}
			if want := "autosave.json.corrupt-20261123T130102"; name != want {
				t.Fatalf("name = %q, want %q", name, want)
			}
			if got := mustLoad(t, s, name); !bytes.Equal(got, bad) {
				t.Fatalf("quarantined bytes = %q, want %q", got, bad)
			}
			if _, err := s.Load("autosave.json"); !errors.Is(err, ErrNotFound) {
				t.Fatalf("after quarantine Load err = %v, want ErrNotFound", err)
			}
		}},
		{"quarantine twice in the same second gets distinct names", func(t *testing.T, s Store) {
			mustSave(t, s, "autosave.json", []byte("one"))
			n1, err := s.Quarantine("autosave.json", "r1")
			if err != nil {
				t.Fatal(err)
			}
			mustSave(t, s, "autosave.json", []byte("two"))
			n2, err := s.Quarantine("autosave.json", "r2")
			if err != nil {
				t.Fatal(err)
			}
			if n1 == n2 || !strings.HasPrefix(n2, n1) {
				t.Fatalf("names %q, %q", n1, n2)
			}
			if string(mustLoad(t, s, n1)) != "one" || string(mustLoad(t, s, n2)) != "two" {
				t.Fatal("quarantined copies lost")
			}
		}},
		{"quarantine missing key is ErrNotFound", func(t *testing.T, s Store) {
			if _, err := s.Quarantine("nope", "x"); !errors.Is(err, ErrNotFound) {
				t.Fatalf("err = %v", err)
			}
		}},
		{"invalid keys are rejected", func(t *testing.T, s Store) {
			for _, k := range []string{"", ".hidden", "../x", "a/b", `a\b`, "a b", "ключ", strings.Repeat("k", 129)} {
				if err := s.Save(k, []byte("x")); !errors.Is(err, ErrInvalidKey) {
					t.Errorf("Save(%q) err = %v, want ErrInvalidKey", k, err)
				}
				if _, err := s.Load(k); !errors.Is(err, ErrInvalidKey) {
					t.Errorf("Load(%q) err = %v, want ErrInvalidKey", k, err)
				}
				if _, err := s.Quarantine(k, ""); !errors.Is(err, ErrInvalidKey) {
					t.Errorf("Quarantine(%q) err = %v, want ErrInvalidKey", k, err)
				}
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) { tc.run(t, newStore(t)) })
	}
}

func mustSave(t *testing.T, s Store, key string, data []byte) {
	t.Helper()
	if err := s.Save(key, data); err != nil {
		t.Fatalf("Save(%q): %v", key, err)
	}
}

func mustLoad(t *testing.T, s Store, key string) []byte {
	t.Helper()
	b, err := s.Load(key)
	if err != nil {
		t.Fatalf("Load(%q): %v", key, err)
	}
	return b
}

func TestMemoryContract(t *testing.T) {
	testContract(t, func(t *testing.T) Store {
		m := NewMemory()
		m.now = func() time.Time { return fixedNow }
		return m
	})
}

func TestMemoryNotPersistent(t *testing.T) {
	if NewMemory().Persistent() {
		t.Fatal("memory store claims to be persistent")
	}
}

func TestValidKey(t *testing.T) {
	for k, want := range map[string]bool{
		"settings.json": true, "autosave.json": true, "a-b_c.1": true,
		"": false, ".x": false, "a/b": false, "a:b": false,
	} {
		if got := ValidKey(k); got != want {
			t.Errorf("ValidKey(%q) = %v, want %v", k, got, want)
		}
	}
}

// The memory store with a quota is the tests' double of a full disk or a
// browser over its quota.
func TestMemoryQuota(t *testing.T) {
	m := NewMemory()
	m.Quota = 10
	mustSave(t, m, "a.json", []byte("12345"))
	mustSave(t, m, "a.json", []byte("1234567890")) // replaces, fits
	if err := m.Save("b.json", []byte("x")); !errors.Is(err, ErrFull) {
		t.Fatalf("over quota: %v", err)
	}
	if got := mustLoad(t, m, "a.json"); string(got) != "1234567890" {
		t.Fatalf("got %q", got)
	}
}
