package stats

import (
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

var t0 = time.Date(2026, 11, 27, 10, 0, 0, 0, time.UTC)

// seat is a player: kind "human", "bot:LEVEL" or "program".
func seat(name, kind string, money, rank int) Player {
	return Player{Name: name, Kind: kind, Money: money, Rank: rank}
}

func game(id, key string, players ...Player) Game {
	return Game{ID: id, Game: key, When: t0, Players: players}
}

func TestKindOf(t *testing.T) {
	for in, want := range map[string]string{
		"human":            KindHuman,
		"bot:easy":         "bot:easy",
		"bot:hard":         "bot:hard",
		"bot:":             KindProgram,
		"exec:./mybot -v":  KindProgram,
		"":                 KindProgram,
		"bot:\x1b[31mhard": "bot:[31mhard",
	} {
		if got := KindOf(in); got != want {
			t.Errorf("KindOf(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestAddRefusesDuplicatesAndBrokenGames(t *testing.T) {
	b := NewBook()
	g := game("a", "dice", seat("You", "human", 500, 1), seat("Bot", "bot:easy", 300, 2))
	if err := b.Add(g); err != nil {
		t.Fatal(err)
	}
	if err := b.Add(g); !errors.Is(err, ErrKnown) {
		t.Errorf("the same game twice: %v", err)
	}
	bad := []Game{
		game("", "dice", seat("You", "human", 1, 1)),
		game("b", "", seat("You", "human", 1, 1)),
		{ID: "c", Game: "dice", Players: []Player{seat("You", "human", 1, 1)}},
		game("d", "dice"),
		game("e", "dice", seat("You", "human", 1, 0)),
		game("f", "dice", seat("You", "human", 1, 3), seat("B", "bot:easy", 0, 1)),
	}
	for _, g := range bad {
		if err := b.Add(g); err == nil {
			t.Errorf("a broken game was added: %+v", g)
		}
	}
	if len(b.Games) != 1 || b.Next != 1 {
		t.Errorf("%d games, next %d after one good game", len(b.Games), b.Next)
	}
}

// The book keeps the last MaxGames games, and the record slots go round:
// a game whose slot a later game took loses its record key.
func TestBookIsCappedAndSlotsGoRound(t *testing.T) {
	b := NewBook()
	for i := 0; i < MaxGames+20; i++ {
		g := game(fmt.Sprint(i), "dice", seat("You", "human", i, 1))
		g.Record = b.RecordKey()
		if err := b.Add(g); err != nil {
			t.Fatal(err)
		}
	}
	if len(b.Games) != MaxGames || b.Games[0].ID != "20" || b.Games[MaxGames-1].ID != fmt.Sprint(MaxGames+19) {
		t.Fatalf("%d games, from %s to %s", len(b.Games), b.Games[0].ID, b.Games[len(b.Games)-1].ID)
	}
	with := 0
	keys := map[string]bool{}
	for _, g := range b.Games {
		if g.Record != "" {
			with++
			if keys[g.Record] {
				t.Errorf("two games name %s", g.Record)
			}
			keys[g.Record] = true
		}
	}
	if with != RecordSlots {
		t.Errorf("%d games keep a record, want %d", with, RecordSlots)
	}
	if b.Games[MaxGames-1].Record == "" || b.Games[MaxGames-RecordSlots-1].Record != "" {
		t.Error("the newest games must keep their records, the older not")
	}
	n := b.Newest(3)
	if len(n) != 3 || n[0].ID != fmt.Sprint(MaxGames+19) || n[2].ID != fmt.Sprint(MaxGames+17) {
		t.Errorf("Newest(3) = %v", n)
	}
	if len(b.Newest(-1)) != MaxGames || len(NewBook().Newest(5)) != 0 {
		t.Error("Newest of all, or of none")
	}
}

func TestKeepSavesTheGameOnceWithItsRecord(t *testing.T) {
	store := storage.NewMemory()
	g := Game{Game: "cards", When: t0, Players: []Player{seat("Ann", "human", 90, 2), seat("Bot", "bot:hard", 120, 1)}}
	rec := []byte(`{"a record":1}`)
	for i := 0; i < 2; i++ {
		if notice, err := Keep(store, g, rec); err != nil || notice != "" {
			t.Fatalf("Keep: %q %v", notice, err)
		}
	}
	b, err := Load(store)
	if err != nil || len(b.Games) != 1 {
		t.Fatalf("%v, %d games after keeping one game twice", err, len(b.Games))
	}
	kept, err := store.Load(b.Games[0].Record)
	if err != nil || string(kept) != string(rec) {
		t.Errorf("its record under %q: %q %v", b.Games[0].Record, kept, err)
	}
	if b.Games[0].ID != RecordID(rec) || b.Games[0].Won() {
		t.Errorf("game %+v", b.Games[0])
	}
	if _, err := Keep(store, Game{Game: "cards", When: t0}, []byte("x")); err == nil {
		t.Error("a game of no players was kept")
	}
}

// With no room for the record, the game is in the book without one.
func TestKeepWithoutRoomForTheRecord(t *testing.T) {
	store := storage.NewMemory()
	store.Quota = 400
	g := Game{Game: "dice", When: t0, Players: []Player{seat("You", "human", 1, 1)}}
	if _, err := Keep(store, g, []byte(strings.Repeat("r", 1000))); err != nil {
		t.Fatal(err)
	}
	b, _ := Load(store)
	if len(b.Games) != 1 || b.Games[0].Record != "" {
		t.Errorf("%+v", b.Games)
	}
}

func TestSaveAndLoadAgain(t *testing.T) {
	store := storage.NewMemory()
	b := NewBook()
	for i := 0; i < 3; i++ {
		_ = b.Add(game(fmt.Sprint(i), "royale", seat("Éva", "human", 100*i, 1), seat("B", "bot:medium", 50, 2)))
	}
	if err := Save(store, b); err != nil {
		t.Fatal(err)
	}
	back, err := Load(store)
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Games) != 3 || back.Next != 3 || back.Games[2].Players[0].Name != "Éva" || !back.Games[1].When.Equal(t0) {
		t.Errorf("read back %+v", back)
	}
}
