// Package registry names the games of the family: one descriptor a game,
// and the list of them. The command line (replay, sim, --game), the
// tournament's games and the tests read it; nothing else in the headless
// layers switches on the game. Only this package and main know every game.
//
// A fourth game costs one line in games below: a descriptor built with
// Describe from its engine's constructor, its bots and its record.
package registry

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// games is the registry: one line a game, in the order the setup's tabs
// and the help list them.
var games = []Game{Dice(), Royale(), Cards()}

var mu sync.RWMutex

// DefaultKey is the game a command means when it names none, and the game
// of a record without a "game" field (the dice game's first records).
const DefaultKey = "dice"

// All returns the registered games, in order.
func All() []Game {
	mu.RLock()
	defer mu.RUnlock()
	return slices.Clone(games)
}

// Keys returns the registered games' keys, in order.
func Keys() []string {
	mu.RLock()
	defer mu.RUnlock()
	keys := make([]string, len(games))
	for i, g := range games {
		keys[i] = g.Key
	}
	return keys
}

// KeyList is Keys in words for a message: "dice, royale or cards".
func KeyList() string {
	k := Keys()
	if len(k) < 2 {
		return strings.Join(k, "")
	}
	return strings.Join(k[:len(k)-1], ", ") + " or " + k[len(k)-1]
}

// Lookup finds a game by its key; "" is DefaultKey.
func Lookup(key string) (Game, bool) {
	if key == "" {
		key = DefaultKey
	}
	mu.RLock()
	defer mu.RUnlock()
	for _, g := range games {
		if g.Key == key {
			return g, true
		}
	}
	return Game{}, false
}

// Register adds a game after the others. It is how a test adds the
// contract's test game; a real game is a line in games. A second game with
// a key already known, or a descriptor without its parts, is an error.
func Register(g Game) error {
	if err := g.check(); err != nil {
		return err
	}
	mu.Lock()
	defer mu.Unlock()
	for _, h := range games {
		if h.Key == g.Key {
			return fmt.Errorf("registry: a game %q is registered already", g.Key)
		}
	}
	games = append(games, g)
	return nil
}

// Unregister removes the game registered under key (for tests that
// register one).
func Unregister(key string) {
	mu.Lock()
	defer mu.Unlock()
	games = slices.DeleteFunc(games, func(g Game) bool { return g.Key == key })
}
