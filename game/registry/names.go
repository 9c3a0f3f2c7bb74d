package registry

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/game"
)

// SeatNames are the names to print for a record's seats: cleaned of
// terminal escapes and cut to game.MaxNameLen, or "Seat N".
func SeatNames(seats []record.SeatInfo, players int) []string {
	names := make([]string, players)
	for i := range names {
		names[i] = fmt.Sprintf("Seat %d", i+1)
		if i < len(seats) {
			if n := game.CleanName(seats[i].Name); n != "" {
				names[i] = n
			}
		}
	}
	return names
}

// words tells each event of a replay to each in words, with the seats'
// names (nil when each is).
func words[A any, E interface{ Describe(names []string) string }](names []string, each func(step int, line string)) func(int, A, []E) {
	if each == nil {
		return nil
	}
	return func(step int, _ A, evs []E) {
		for _, e := range evs {
			each(step, e.Describe(names))
		}
	}
}

// ParseOnOff reads a switch's value: on or off (and true/false, yes/no,
// 1/0).
func ParseOnOff(v string) (bool, error) {
	switch strings.ToLower(v) {
	case "on", "true", "yes", "1":
		return true, nil
	case "off", "false", "no", "0":
		return false, nil
	}
	return false, errors.New("want on or off")
}

// FlagSet reports whether the flag name was given on fs's command line.
func FlagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
