// Package stats keeps the statistics across games: a book of the finished
// games of every game of the family (which game, when, who sat where and how
// each seat ended), and its summaries: games played and won by game, by the
// opponents' level and by player name, with the best scores (money). It
// knows no game: a result is made from a game's final standings (the
// registry's Game.Final) by the caller.
//
// The book is one value in the game's storage (game/storage) under Key:
// versioned JSON, the last MaxGames games. A damaged book is kept aside
// (storage's Quarantine, never deleted) and a fresh one starts, with a
// one-line error saying so; nothing here panics on what it reads. The
// record of each game is kept beside the book in one of RecordSlots keys
// used in turn, so that storage stays bounded (a browser's localStorage
// holds a few megabytes): the games before the last RecordSlots lose their
// record, not their line in the statistics.
//
// What counts as played and won (a decision of the statistics, not a rule
// of any game):
//
//   - Only games with a person at the table count as played. Games between
//     bots alone are listed but count nowhere (--autoplay saves nothing, so
//     its demonstrations are not even listed).
//   - A person wins a game when their seat ranks first. Seats that share
//     first place (the games' full tie: same money and same tie-break) all
//     rank first, so a shared first place is a win for each person in it.
//   - A game is won, in the lines by game and by opponents' level, when a
//     person's seat won it: in hot seat, one person's win is the table's.
//     The lines by name count each person's own games and wins.
//   - The opponents' level of a game is the level of its bots ("easy",
//     "medium", "hard", "random"; "program" for an external program),
//     "mixed" when its bots differ, and "people only" with no bot.
//   - The best score is the most money a person ended a game with.
package stats

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// Storage keys and limits.
const (
	// Key is the book's storage key.
	Key = "stats.json"
	// Version is the book's format; a newer book is kept aside, not
	// overwritten.
	Version = 1
	// MaxGames is the most games the book keeps: the oldest go first.
	MaxGames = 500
	// RecordSlots is the number of records kept beside the book.
	RecordSlots = 50
	// MaxPlayers bounds a game's seats, MaxName a name in characters.
	MaxPlayers = 16
	MaxName    = 32
)

// Seat kinds as the book writes them.
const (
	KindHuman   = "human"
	KindProgram = "program"
	botPrefix   = "bot:"
)

// Player is one seat of a finished game.
type Player struct {
	Name string `json:"name"`
	// Kind is KindHuman, "bot:LEVEL" or KindProgram (KindOf).
	Kind  string `json:"kind"`
	Money int    `json:"money"`
	Rank  int    `json:"rank"` // 1 = first; seats that share a place share a rank
}

// Human reports whether a person played the seat.
func (p Player) Human() bool { return p.Kind == KindHuman }

// Level is a bot's level, KindProgram for a program, "" for a person.
func (p Player) Level() string {
	if p.Human() {
		return ""
	}
	return strings.TrimPrefix(p.Kind, botPrefix)
}

// KindOf is the book's kind of a record's seat kind ("human", "bot:LEVEL",
// "exec:COMMAND"): a program's command line is not kept.
func KindOf(recordKind string) string {
	switch {
	case recordKind == KindHuman:
		return KindHuman
	case strings.HasPrefix(recordKind, botPrefix) && len(recordKind) > len(botPrefix):
		return botPrefix + cleanText(strings.TrimPrefix(recordKind, botPrefix), 16)
	}
	return KindProgram
}

// Game is one finished game in the book.
type Game struct {
	// ID identifies the game (RecordID of its record), so that it counts
	// once.
	ID string `json:"id"`
	// Game is the game's key ("dice", "royale", "cards").
	Game string    `json:"game"`
	When time.Time `json:"when"`
	// Record is the storage key of the game's record, "" once its slot
	// holds a later game's (or when it could not be kept).
	Record  string   `json:"record,omitempty"`
	Players []Player `json:"players"`
}

// Humans reports whether a person played the game.
func (g Game) Humans() bool {
	for _, p := range g.Players {
		if p.Human() {
			return true
		}
	}
	return false
}

// Won reports whether a person's seat ranked first.
func (g Game) Won() bool {
	for _, p := range g.Players {
		if p.Human() && p.Rank == 1 {
			return true
		}
	}
	return false
}

// Winners are the names of the seats ranked first, in seat order.
func (g Game) Winners() []string {
	var out []string
	for _, p := range g.Players {
		if p.Rank == 1 {
			out = append(out, p.Name)
		}
	}
	return out
}

// check says what is wrong with g, or nil.
func (g Game) check() error {
	switch {
	case g.ID == "" || len(g.ID) > 64:
		return errors.New("a game without an id")
	case g.Game == "" || len(g.Game) > 32:
		return errors.New("a game without its game's key")
	case g.When.IsZero():
		return errors.New("a game without a date")
	case len(g.Players) < 1 || len(g.Players) > MaxPlayers:
		return fmt.Errorf("a game of %d players", len(g.Players))
	case len(g.Record) > 128:
		return errors.New("a record key too long")
	}
	for _, p := range g.Players {
		if p.Rank < 1 || p.Rank > len(g.Players) {
			return fmt.Errorf("a seat ranked %d of %d", p.Rank, len(g.Players))
		}
	}
	return nil
}

// clean makes g's text safe to show: names cut and printable, kinds known.
func (g *Game) clean() {
	for i := range g.Players {
		p := &g.Players[i]
		p.Name = cleanText(p.Name, MaxName)
		if p.Name == "" {
			p.Name = fmt.Sprintf("Seat %d", i+1)
		}
		if p.Kind != KindHuman && p.Kind != KindProgram && !strings.HasPrefix(p.Kind, botPrefix) {
			p.Kind = KindOf(p.Kind)
		}
	}
	g.Game = cleanText(g.Game, 32)
}

// cleanText drops what is not printable and cuts s to n characters.
func cleanText(s string, n int) string {
	var b strings.Builder
	for _, r := range s {
		if n == 0 {
			break
		}
		if r == utf8.RuneError || !unicode.IsPrint(r) {
			continue
		}
		b.WriteRune(r)
		n--
	}
	return strings.TrimSpace(b.String())
}

// RecordID identifies a game by its record.
func RecordID(record []byte) string {
	h := sha256.Sum256(record)
	return hex.EncodeToString(h[:12])
}

// Book is the statistics: the finished games, oldest first.
type Book struct {
	Version int    `json:"version"`
	Games   []Game `json:"games"`
	// Next is the number of games ever added: the next record slot.
	Next int `json:"next"`
}

// NewBook is an empty book.
func NewBook() *Book { return &Book{Version: Version} }

// ErrKnown is returned by Add for a game already in the book.
var ErrKnown = errors.New("stats: the game is in the book already")

// Add puts a finished game in the book, after the others; a game already
// there (same ID) or one that is not whole is an error and changes
// nothing. Beyond MaxGames the oldest game goes. A game whose record is
// kept under a slot's key takes the slot from the earlier game that had it.
func (b *Book) Add(g Game) error {
	g.clean()
	if err := g.check(); err != nil {
		return fmt.Errorf("stats: %w", err)
	}
	for _, h := range b.Games {
		if h.ID == g.ID {
			return ErrKnown
		}
	}
	if g.Record != "" {
		for i := range b.Games {
			if b.Games[i].Record == g.Record {
				b.Games[i].Record = ""
			}
		}
	}
	b.Games = append(b.Games, g)
	if n := len(b.Games) - MaxGames; n > 0 {
		b.Games = append(b.Games[:0], b.Games[n:]...)
	}
	b.Next++
	return nil
}

// RecordKey is the key under which the next game's record is kept: one of
// RecordSlots keys, in turn.
func (b *Book) RecordKey() string {
	return fmt.Sprintf("stats-record-%02d.json", b.Next%RecordSlots)
}

// Newest are the last n games (every game when n < 0), newest first.
func (b *Book) Newest(n int) []Game {
	if n < 0 || n > len(b.Games) {
		n = len(b.Games)
	}
	out := make([]Game, 0, n)
	for i := len(b.Games) - 1; i >= len(b.Games)-n; i-- {
		out = append(out, b.Games[i])
	}
	return out
}

// parse reads a book strictly enough that what it returns can be shown and
// added to: every game whole.
func parse(data []byte) (*Book, error) {
	var b Book
	if err := json.Unmarshal(data, &b); err != nil {
		return nil, err
	}
	switch {
	case b.Version > Version:
		return nil, fmt.Errorf("version %d is newer than this program reads (%d)", b.Version, Version)
	case b.Version < 1:
		return nil, fmt.Errorf("no version")
	case b.Next < 0:
		return nil, fmt.Errorf("a negative count of games")
	}
	for i := range b.Games {
		b.Games[i].clean()
		if err := b.Games[i].check(); err != nil {
			return nil, fmt.Errorf("game %d: %w", i+1, err)
		}
	}
	if n := len(b.Games) - MaxGames; n > 0 {
		b.Games = b.Games[n:]
	}
	b.Next = max(b.Next, len(b.Games))
	return &b, nil
}

// Load reads the book from store. No book is an empty one. A damaged book
// is kept aside and an empty one returned, with an error of one line that
// says where the damaged one went; the book returned is always usable.
func Load(store storage.Store) (*Book, error) {
	if store == nil {
		return NewBook(), nil
	}
	data, err := store.Load(Key)
	if errors.Is(err, storage.ErrNotFound) {
		return NewBook(), nil
	}
	if err != nil {
		return NewBook(), fmt.Errorf("the statistics cannot be read: %v", err)
	}
	b, perr := parse(data)
	if perr == nil {
		return b, nil
	}
	why := strings.ReplaceAll(perr.Error(), "\n", " ")
	aside, qerr := store.Quarantine(Key, why)
	if qerr != nil {
		return NewBook(), fmt.Errorf("the statistics are damaged (%s) and could not be kept aside: %v", why, qerr)
	}
	return NewBook(), freshBook(fmt.Sprintf("the statistics were damaged (%s), kept aside as %s; a fresh book starts", why, aside))
}

// freshBook is Load's error when a damaged book was kept aside: the empty
// book may then be written. After any other error it may not (what is
// there could not be read, or not kept aside).
type freshBook string

func (e freshBook) Error() string { return string(e) }

// Save writes the book to store.
func Save(store storage.Store, b *Book) error {
	if store == nil {
		return nil
	}
	b.Version = Version
	data, err := json.Marshal(b)
	if err != nil {
		return err
	}
	return store.Save(Key, append(data, '\n'))
}

// Keep adds a finished game to the book in store and keeps its record in
// the book's next record slot (the game's Record and ID are set here). A
// game already in the book changes nothing. A record that cannot be kept
// (no room) leaves the game in the book without one. notice is the damaged
// book's line when the book had to start afresh (Load), or "".
func Keep(store storage.Store, g Game, record []byte) (notice string, err error) {
	b, lerr := Load(store)
	var fresh freshBook
	switch {
	case errors.As(lerr, &fresh):
		notice = lerr.Error()
	case lerr != nil:
		return "", lerr
	}
	g.ID = RecordID(record)
	g.Record = ""
	whole := g
	whole.clean()
	if err := whole.check(); err != nil {
		return notice, fmt.Errorf("stats: %w", err)
	}
	for _, h := range b.Games {
		if h.ID == g.ID {
			return notice, nil
		}
	}
	if key := b.RecordKey(); len(record) > 0 && store.Save(key, record) == nil {
		g.Record = key
	}
	if err := b.Add(g); err != nil {
		return notice, err
	}
	return notice, Save(store, b)
}
