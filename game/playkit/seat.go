// Package playkit is what the sessions of the family's newer games
// (game/cardplay, game/royaleplay) share, whatever the game: the seats
// (people or bots of a level) and how they are named, checked and read
// back from a record; the log in words; the autosave written after every
// step and read back; the bots thinking in slices. Each game's package
// keeps only what is its own: its rules, its stages and its steps. It
// never imports ebiten.
package playkit

import (
	"fmt"
	"slices"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game"
)

// Seat is one chair: a person, a bot of Level, or an external program
// that the person at the keyboard named. It is the one seat type of every
// game (game.Seat); a record never gives a program (SeatsOf).
type Seat = game.Seat

// Infos are the seats as written in a record.
func Infos(seats []Seat) []record.SeatInfo {
	infos := make([]record.SeatInfo, len(seats))
	for i, s := range seats {
		infos[i] = s.Info()
	}
	return infos
}

// CheckSeats says why seats cannot play a game of players, or nil: every
// bot's level must make a bot (newBot, the game's); a program's seat needs
// a command.
func CheckSeats[B any](seats []Seat, players int, newBot func(level string, seat int, seed uint64) (B, error)) error {
	if len(seats) != players {
		return fmt.Errorf("%d seats for %d players", len(seats), players)
	}
	for i, s := range seats {
		if s.Kind == game.Bot {
			if _, err := newBot(s.Level, i, 1); err != nil {
				return fmt.Errorf("seat %d: %w", i+1, err)
			}
		}
	}
	return nil
}

// SeatsOf are the seats of a record's game of players: a seat the record
// lacks, or of an unknown kind, plays as the medium bot; levels are the
// game's bot levels. A record never starts a program: a seat it gives as
// "exec:COMMAND" plays as the medium bot, and notices say so, one line
// each (as the dice game's game.SeatFromInfo does).
func SeatsOf(infos []record.SeatInfo, players int, levels []string) (seats []Seat, notices []string) {
	for i := 0; i < players; i++ {
		s := Seat{Kind: game.Bot, Name: fmt.Sprintf("Seat %d", i+1), Level: "medium"}
		if i < len(infos) {
			s.Name = game.CleanName(infos[i].Name)
			kind := infos[i].Kind
			if kind == "human" {
				s.Kind, s.Level = game.Human, ""
			} else if lvl, ok := strings.CutPrefix(kind, "bot:"); ok && slices.Contains(levels, lvl) {
				s.Level = lvl
			} else if strings.HasPrefix(kind, "exec:") {
				_, notice := game.SeatFromInfo(infos[i], i, nil) // never a program: no command was given
				notices = append(notices, notice)
			}
		}
		seats = append(seats, s)
	}
	return seats, notices
}

// botNames are the bots' names, by seat.
var botNames = []string{"Ace", "Lucky", "Roxy", "Duke", "Vic"}

// SeatsFor are the seats of a game of players as a table's command line
// asks for them: given by seat number (1-based); by default seat 1 is a
// person and the others medium bots; with autoplay bots everywhere (a seat
// given as a person plays as the medium bot, a program stays). A seat without a name is
// named: the one person "You", people in hot seat "Player N", bots by seat.
func SeatsFor(players int, given map[int]Seat, autoplay bool) []Seat {
	var seats []Seat
	humans := 0
	for i := 0; i < players; i++ {
		s, ok := given[i+1]
		switch {
		case autoplay:
			lvl := "medium"
			if ok && s.Kind == game.Bot {
				lvl = s.Level
			}
			if ok && s.Kind == game.External {
				s = Seat{Kind: game.External, Name: s.Name, Command: s.Command}
			} else {
				s = Seat{Kind: game.Bot, Name: s.Name, Level: lvl}
			}
		case !ok && i == 0:
			s = Seat{Kind: game.Human}
		case !ok:
			s = Seat{Kind: game.Bot, Level: "medium"}
		}
		if s.IsHuman() {
			humans++
		}
		seats = append(seats, s)
	}
	for i := range seats {
		s := &seats[i]
		switch {
		case s.Name != "":
		case s.IsHuman() && humans == 1:
			s.Name = "You"
		case s.IsHuman():
			s.Name = fmt.Sprintf("Player %d", i+1)
		default:
			s.Name = botNames[i%len(botNames)]
		}
	}
	return seats
}

// PersonSeat is a seat that a person plays.
func PersonSeat(name string) Seat { return game.PersonSeat(name) }

// BotSeat is a seat that the built-in bot of level plays.
func BotSeat(name, level string) Seat { return game.BotSeat(name, level) }
