package game

import (
	"errors"
	"fmt"
	"time"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// KeepRecord keeps a record of any game, data, in store under a key of
// its own named from prefix and now ("cards-20261125-154500.json", then
// "-2", "-3"… if taken), and returns the key. check (the game's parse
// and replay) must accept data first, so what is kept can be replayed.
func KeepRecord(store storage.Store, prefix string, data []byte, check func([]byte) error, now time.Time) (string, error) {
	if err := check(data); err != nil {
		return "", fmt.Errorf("the record does not replay: %w", err)
	}
	base := prefix + "-" + now.UTC().Format("20060102-150405")
	key := base + ".json"
	for i := 2; i < 100; i++ {
		if _, err := store.Load(key); errors.Is(err, storage.ErrNotFound) {
			break
		}
		key = fmt.Sprintf("%s-%d.json", base, i)
	}
	return key, store.Save(key, data)
}
