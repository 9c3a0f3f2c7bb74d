package playkit_test

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// game is what the test needs of a game's session package.
type game struct {
	name, key string
	// play starts a bots' game in store and plays steps of it.
	play func(t *testing.T, store storage.Store)
	// open opens the window's slot: the session's step count and notice.
	open  func(store storage.Store) (steps int, notice string, err error)
	parse func([]byte) (int, error) // a record's steps
}

var bots = []cardplay.Seat{playkit.BotSeat("Bo", "easy"), playkit.BotSeat("Ace", "easy")}

func games() []game {
	return []game{{
		name: "cards", key: cardplay.AutosaveKey,
		play: func(t *testing.T, store storage.Store) {
			g, _, err := cardplay.Open(cardplay.Config{Rules: cards.Rules{Players: 2}, Seats: bots, Seed: 5}, cardplay.Options{Store: store})
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 60; i++ {
				g.Update(time.Second)
			}
		},
		open: func(store storage.Store) (int, string, error) {
			g, notice, err := cardplay.Open(cardplay.Config{Rules: cards.Rules{Players: 2}, Seats: bots, Seed: 6}, cardplay.Options{Store: store})
			if err != nil {
				return 0, notice, err
			}
			return g.View().Round(), notice, nil
		},
		parse: func(b []byte) (int, error) {
			r, err := cards.ParseRecord(b)
			if err != nil {
				return 0, err
			}
			return len(r.History), nil
		},
	}, {
		name: "royale", key: royaleplay.AutosaveKey,
		play: func(t *testing.T, store storage.Store) {
			g, _, err := royaleplay.Open(royaleplay.Config{Rules: royale.MainGame(2), Seats: bots, Seed: 5}, royaleplay.Options{Store: store})
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 60; i++ {
				g.Update(time.Second)
			}
		},
		open: func(store storage.Store) (int, string, error) {
			g, notice, err := royaleplay.Open(royaleplay.Config{Rules: royale.MainGame(2), Seats: bots, Seed: 6}, royaleplay.Options{Store: store})
			if err != nil {
				return 0, notice, err
			}
			return g.View().Round(), notice, nil
		},
		parse: func(b []byte) (int, error) {
			r, err := royale.ParseRecord(b)
			if err != nil {
				return 0, err
			}
			return len(r.History), nil
		},
	}}
}

// A damaged save of Royale or the card game goes on from its last
// complete step, as the dice game's does, and the damaged file is kept
// aside as it was: a save cut short, and a save with a step that does not
// replay. A save with not one good step is kept aside and a new game
// starts.
func TestDamagedSaveGoesOnFromItsLastGoodStep(t *testing.T) {
	for _, gm := range games() {
		store := storage.NewMemory()
		gm.play(t, store)
		good, err := store.Load(gm.key)
		if err != nil {
			t.Fatal(err)
		}
		all, err := gm.parse(good)
		if err != nil || all < 20 {
			t.Fatalf("%s: %d steps played: %v", gm.name, all, err)
		}
		cut := good[:len(good)*2/3]
		lines := bytes.Split(good, []byte("\n"))
		bad := bytes.Join(append(append([][]byte{}, lines[:len(lines)/2]...), append([][]byte{[]byte(`    {"roll": "x", "by": -1},`)}, lines[len(lines)/2:]...)...), []byte("\n"))
		for _, c := range []struct {
			what string
			data []byte
		}{{"cut short", cut}, {"a bad step", bad}} {
			store.Save(gm.key, c.data)
			_, notice, err := gm.open(store)
			if err != nil || !strings.Contains(notice, "goes on from its last complete step") {
				t.Errorf("%s, %s: %v %q", gm.name, c.what, err, notice)
				continue
			}
			aside := regexp.MustCompile(`kept aside as (\S+)\.$`).FindStringSubmatch(notice)
			if kept, err := store.Load(aside[len(aside)-1]); err != nil || !bytes.Equal(kept, c.data) {
				t.Errorf("%s, %s: the damaged file is not kept as it was: %v", gm.name, c.what, err)
			}
			now, _ := store.Load(gm.key)
			if n, err := gm.parse(now); err != nil || n < 5 || n >= all {
				t.Errorf("%s, %s: the slot holds %d of %d steps: %v", gm.name, c.what, n, all, err)
			}
		}
		store.Save(gm.key, good[:bytes.Index(good, []byte(`"history"`))+16]) // no step whole
		if _, notice, err := gm.open(store); err != nil || !strings.Contains(notice, "A new game starts") {
			t.Errorf("%s, nothing left: %v %q", gm.name, err, notice)
		}
	}
}
