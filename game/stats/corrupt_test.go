package stats

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

const goodBook = `{"version":1,"next":2,"games":[
{"id":"a1","game":"dice","when":"2026-11-27T10:00:00Z","record":"stats-record-00.json","players":[{"name":"You","kind":"human","money":560000,"rank":1},{"name":"Anna","kind":"bot:easy","money":300000,"rank":2}]},
{"id":"b2","game":"cards","when":"2026-11-27T11:00:00Z","players":[{"name":"You","kind":"human","money":90,"rank":2},{"name":"Bo","kind":"bot:hard","money":120,"rank":1}]}]}`

// A damaged book is kept aside, a fresh one starts, and the error is one
// line that says where the damaged one went; nothing panics.
func TestDamagedBooksAreKeptAside(t *testing.T) {
	cases := map[string]string{
		"not json":       "this is not json",
		"empty":          "",
		"cut":            goodBook[:len(goodBook)/2],
		"newer":          strings.Replace(goodBook, `"version":1`, `"version":9`, 1),
		"no version":     strings.Replace(goodBook, `"version":1,`, ``, 1),
		"bad rank":       strings.Replace(goodBook, `"rank":1}]}]}`, `"rank":7}]}]}`, 1),
		"no players":     `{"version":1,"games":[{"id":"x","game":"dice","when":"2026-11-27T10:00:00Z","players":[]}]}`,
		"no date":        `{"version":1,"games":[{"id":"x","game":"dice","players":[{"name":"a","kind":"human","money":1,"rank":1}]}]}`,
		"wrong type":     `{"version":"1","games":{}}`,
		"games a string": `{"version":1,"games":"lots"}`,
		"negative next":  `{"version":1,"next":-4,"games":[]}`,
		"null":           `null`,
	}
	for name, data := range cases {
		store := storage.NewMemory()
		if err := store.Save(Key, []byte(data)); err != nil {
			t.Fatal(err)
		}
		b, err := Load(store)
		if err == nil {
			t.Errorf("%s: no error", name)
			continue
		}
		if b == nil || len(b.Games) != 0 || b.Version != Version {
			t.Errorf("%s: the book after damage is %+v", name, b)
		}
		if msg := err.Error(); strings.Contains(msg, "\n") || !strings.Contains(msg, "kept aside as stats.json.corrupt-") {
			t.Errorf("%s: the message is %q", name, msg)
		}
		if _, lerr := store.Load(Key); !errors.Is(lerr, storage.ErrNotFound) {
			t.Errorf("%s: the damaged book is still under its key", name)
		}
	}
}

// A good book reads; Keep after a damaged one starts afresh, says so, and
// counts the new game.
func TestKeepAfterDamage(t *testing.T) {
	store := storage.NewMemory()
	_ = store.Save(Key, []byte(goodBook))
	b, err := Load(store)
	if err != nil || len(b.Games) != 2 || b.Next != 2 {
		t.Fatalf("the good book: %v, %+v", err, b)
	}
	_ = store.Save(Key, []byte("{{{"))
	g := Game{Game: "dice", When: t0, Players: []Player{seat("You", "human", 1, 1)}}
	notice, err := Keep(store, g, []byte("rec"))
	if err != nil || !strings.Contains(notice, "a fresh book starts") {
		t.Fatalf("Keep after damage: %q, %v", notice, err)
	}
	b, err = Load(store)
	if err != nil || len(b.Games) != 1 {
		t.Errorf("after: %v, %d games", err, len(b.Games))
	}
}

// Random damage to a good book (bytes flipped, cut, repeated) never
// panics: Load gives a usable book, either read or fresh with one line.
func TestRandomDamageNeverPanics(t *testing.T) {
	rng := rand.New(rand.NewPCG(27, 10))
	for i := 0; i < 3000; i++ {
		data := []byte(goodBook)
		switch rng.IntN(3) {
		case 0:
			for k := 0; k < 1+rng.IntN(4); k++ {
				data[rng.IntN(len(data))] = byte(rng.IntN(256))
			}
		case 1:
			data = data[:rng.IntN(len(data))]
		case 2:
			at := rng.IntN(len(data))
			data = append(data[:at:at], append([]byte(goodBook[at:]), goodBook[at:]...)...)
		}
		store := storage.NewMemory()
		_ = store.Save(Key, data)
		b, err := Load(store)
		if b == nil {
			t.Fatalf("no book for %q", data)
		}
		if err != nil && strings.Contains(err.Error(), "\n") {
			t.Fatalf("a message of more than a line: %q", err)
		}
		for _, g := range b.Games {
			if g.check() != nil {
				t.Fatalf("a broken game read: %+v", g)
			}
		}
		b.ByGame()
		b.ByLevel()
		b.ByName()
	}
}

// FuzzLoad: whatever the book holds, Load neither panics nor returns a
// game that is not whole.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(goodBook))
	f.Add([]byte(`{"version":1}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		store := storage.NewMemory()
		_ = store.Save(Key, data)
		b, _ := Load(store)
		for _, g := range b.Games {
			if g.check() != nil {
				t.Fatalf("broken game %+v", g)
			}
		}
	})
}
