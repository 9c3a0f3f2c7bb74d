//go:build e2e && !js

package scenes

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/stats"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// The statistics screen shows finished games only: nothing of a game
// saved unfinished (its hands, its secrets, not even its players) may
// show. statsHiddenStore makes the store these tests look at, and
// stats_hidden_gui_test.go compares the screen's pictures.

// hiddenNames are the players of the unfinished games: no finished game
// of statsHiddenStore has them.
var hiddenNames = []string{"Leo", "Mia"}

// statsHiddenStore is a store with statsSeeds kept at fixed times and,
// saved unfinished, a card game and a Royale game in hot seat (Leo and
// Mia, and a bot) of seed seed, stopped a few steps in: their saves hold
// Leo's and Mia's hidden cards, which differ from seed to seed.
func statsHiddenStore(seed uint64) (storage.Store, error) {
	store := storage.NewMemory()
	when := time.Date(2026, 11, 20, 18, 0, 0, 0, time.UTC)
	for i, g := range statsSeeds {
		g.When = when.Add(time.Duration(i) * 24 * time.Hour)
		if _, err := stats.Keep(store, g, []byte("seed "+strconv.Itoa(i))); err != nil {
			return nil, err
		}
	}
	seats := []playkit.Seat{playkit.PersonSeat(hiddenNames[0]), playkit.PersonSeat(hiddenNames[1]), playkit.BotSeat("Ace", "easy")}
	cs, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 3}, Seats: seats, Seed: seed}, cardplay.Options{Store: store})
	if err != nil {
		return nil, err
	}
	rs, err := royaleplay.New(royaleplay.Config{Rules: royale.MainGame(3), Seats: seats, Seed: seed}, royaleplay.Options{Store: store})
	if err != nil {
		return nil, err
	}
	for i := 0; i < 10; i++ {
		cs.Update(0)
		rs.Update(0)
	}
	for _, key := range []string{cardplay.AutosaveKey, royaleplay.AutosaveKey} {
		if data, err := store.Load(key); err != nil || len(data) == 0 {
			return nil, fmt.Errorf("no save at %s: %v", key, err)
		}
	}
	return store, nil
}

// statsWords is everything the statistics screen s holds to show: its
// summaries, its games and its note.
func statsWords(s *StatsScreen) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%+v %+v %+v %q\n", s.byGame, s.byLevel, s.byName, s.note)
	for _, g := range s.games {
		fmt.Fprintf(&b, "%+v %s\n", g, winnerLine(g))
	}
	return b.String()
}

// TestStatisticsShowNoSavedGame: the screen over a store with unfinished
// saved games names none of their players; once one of those players has
// a finished game in the book, the same check finds the name (it can see
// a name that shows).
func TestStatisticsShowNoSavedGame(t *testing.T) {
	store, err := statsHiddenStore(99)
	if err != nil {
		t.Fatal(err)
	}
	words := statsWords(NewStatsScreen(store))
	if !strings.Contains(words, statsSeeds[0].Players[0].Name) {
		t.Fatalf("the screen's words miss the book's players: %s", words)
	}
	for _, n := range hiddenNames {
		if strings.Contains(words, n) {
			t.Errorf("the statistics name %s, a player of an unfinished saved game only:\n%s", n, words)
		}
	}
	g := stats.Game{Game: "cards", When: time.Now(), Players: []stats.Player{{Name: hiddenNames[0], Kind: "human", Money: 90000, Rank: 1}, {Name: "Ace", Kind: "bot:easy", Money: 10000, Rank: 2}}}
	if _, err := stats.Keep(store, g, []byte("finished")); err != nil {
		t.Fatal(err)
	}
	if words := statsWords(NewStatsScreen(store)); !strings.Contains(words, hiddenNames[0]) {
		t.Errorf("a finished game of %s is in the book, but the check does not find the name:\n%s", hiddenNames[0], words)
	}
}
