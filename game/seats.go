package game

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// SeatKind says who plays a seat.
type SeatKind int

// Seat kinds.
const (
	Human    SeatKind = iota
	Bot               // a built-in bot of Seat.Level
	External          // an external program speaking the bot protocol (Seat.Command)
)

// Seat is one chair at the table, in every game: a person, a built-in bot
// of a level, or an external program that the person at the keyboard named
// (a record never starts one: SeatFromInfo). Leave room here for a seat
// played from another device: a new SeatKind.
type Seat struct {
	Name    string   `json:"name"`
	Kind    SeatKind `json:"kind"`
	Level   string   `json:"level,omitempty"`   // bot level: random, easy, medium, hard
	Command string   `json:"command,omitempty"` // external bot command line
	Colour  int      `json:"colour"`            // index into the palette
}

// PersonSeat is a seat that a person plays.
func PersonSeat(name string) Seat { return Seat{Name: name, Kind: Human} }

// BotSeat is a seat that the built-in bot of level plays.
func BotSeat(name, level string) Seat { return Seat{Name: name, Kind: Bot, Level: level} }

// Role says in a word who plays the seat, for the table: "person",
// "program", or the bot's level.
func (s Seat) Role() string {
	switch s.Kind {
	case Human:
		return "person"
	case External:
		return "program"
	}
	return s.Level
}

// RoleOf says in a word who played a record's seat, as Role does of a
// seat: "person", "program" (never its command), or the bot's level. A
// replay shows it: its seats are all played by the record's steps
// (playkit.Watched), whoever played them.
func RoleOf(info record.SeatInfo) string {
	switch {
	case strings.HasPrefix(info.Kind, "bot:"):
		return strings.TrimPrefix(info.Kind, "bot:")
	case strings.HasPrefix(info.Kind, "exec:"):
		return "program"
	}
	return "person"
}

// RolesOf is RoleOf of each of a record's seats.
func RolesOf(infos []record.SeatInfo) []string {
	out := make([]string, len(infos))
	for i, info := range infos {
		out[i] = RoleOf(info)
	}
	return out
}

// IsHuman reports whether a person plays the seat.
func (s Seat) IsHuman() bool { return s.Kind == Human }

// IsProgram reports whether an external program plays the seat.
func (s Seat) IsProgram() bool { return s.Kind == External }

// Info is the seat as written in a record.
func (s Seat) Info() record.SeatInfo {
	switch s.Kind {
	case Bot:
		return record.SeatInfo{Name: s.Name, Kind: "bot:" + s.Level}
	case External:
		return record.SeatInfo{Name: s.Name, Kind: "exec:" + s.Command}
	}
	return record.SeatInfo{Name: s.Name, Kind: "human"}
}

// MaxNameLen is the longest seat name, in characters, that a record or a
// setting can give; longer names are cut.
const MaxNameLen = 32

// CleanName makes a seat name from untrusted input (a record, a save, a
// flag) safe to show: control characters and other unprintable ones are
// dropped, spaces trimmed, and the name cut to MaxNameLen characters. An
// empty result is "".
func CleanName(name string) string {
	var b strings.Builder
	n := 0
	for _, r := range name {
		switch {
		case unicode.IsPrint(r) && r != utf8.RuneError:
		case unicode.IsSpace(r):
			r = ' '
		default:
			continue // control characters, invalid UTF-8
		}
		if n == MaxNameLen {
			break
		}
		b.WriteRune(r)
		n++
	}
	return strings.TrimSpace(b.String())
}

// SeatFromInfo reads seat i (0-based) back from a record. A record never
// starts a program: an "exec:" seat comes back as the built-in medium bot,
// with a one-line notice saying so, unless its command is one of commands,
// the programs that the person at the keyboard asked for in this run. The
// name is cleaned (CleanName).
func SeatFromInfo(info record.SeatInfo, i int, commands []string) (s Seat, notice string) {
	s = Seat{Name: CleanName(info.Name), Colour: i}
	if s.Name == "" {
		s.Name = fmt.Sprintf("Seat %d", i+1)
	}
	switch {
	case strings.HasPrefix(info.Kind, "bot:"):
		s.Kind, s.Level = Bot, strings.TrimPrefix(info.Kind, "bot:")
	case strings.HasPrefix(info.Kind, "exec:"):
		s.Kind, s.Command = External, strings.TrimPrefix(info.Kind, "exec:")
		notice = GuardSeat(&s, i, commands)
	}
	return s, notice
}

// GuardSeat turns an External seat whose command was not given in this run
// into the medium bot and returns the notice, or "" if the seat may run.
func GuardSeat(s *Seat, i int, commands []string) string {
	if s.Kind != External || commandGiven(s.Command, commands) {
		return ""
	}
	cmd := s.Command
	s.Kind, s.Level, s.Command = Bot, "medium", ""
	again := "COMMAND"
	if len(cmd) <= 100 && printableASCII(cmd) {
		again = shellQuote(cmd)
	}
	return fmt.Sprintf("Seat %d was the program %s; it plays as the medium bot now. Start it again with --seat %d=exec:%s if you trust it.",
		i+1, extbot.Quote(cmd, 100), i+1, again)
}

// commandGiven reports whether cmd is one of the commands given in this run,
// as written or once both are resolved (ResolveCommand).
func commandGiven(cmd string, commands []string) bool {
	if strings.TrimSpace(cmd) == "" {
		return false
	}
	var resolved string
	for _, c := range commands {
		if c == cmd {
			return true
		}
		if resolved == "" {
			resolved = ResolveCommand(cmd)
		}
		if ResolveCommand(c) == resolved {
			return true
		}
	}
	return false
}

// ResolveCommand is the command line with its program found now (in PATH,
// or a relative path made absolute), so that the program that runs later
// is the one meant when the command was given. Call it when a command is
// given (a flag parsed, a seat set on the setup screen). A command whose
// program cannot be found is returned as it is (starting it will fail and
// the medium bot plays the seat).
func ResolveCommand(cmd string) string {
	r, err := extbot.ResolveCommand(cmd)
	if err != nil {
		return cmd
	}
	return r
}

func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

// shellQuote quotes s for a POSIX shell, in single quotes.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
