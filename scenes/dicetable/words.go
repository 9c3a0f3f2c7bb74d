package dicetable

import (
	"math"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// The table's words that more than one of its parts say.

// NoteIndex is note n's index in pieces.NoteLabel: 1-10 for $10k-$100k,
// 11 for the Rainbow card, 0 for none.
func NoteIndex(n dice.Note) int {
	if n == dice.Rainbow {
		return 11
	}
	if n >= 1 && n <= 10 {
		return int(n)
	}
	return 0
}

// ordinal writes a place: "1st", "2nd", "3rd", "4th".
func ordinal(n int) string {
	switch n {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(n) + "th"
}

// Possessive is "Your" for the seat named You, else "Anna's".
func Possessive(name string) string {
	if name == "You" {
		return "Your"
	}
	return name + "'s"
}

// Subject is the name and the verb that agrees with it: "You win" for the
// seat named You, "Anna wins" for the others.
func Subject(name, you, other string) string {
	if name == "You" {
		return name + " " + you
	}
	return name + " " + other
}

// MoneyShort writes dollars compactly: $230k, $1.2M, $80.
func MoneyShort(d float64) string {
	neg := d < 0
	if neg {
		d = -d
	}
	var s string
	switch {
	case d >= 999_500:
		m := d / 1e6
		if m >= 9.95 {
			s = strconv.FormatFloat(m, 'f', 0, 64)
		} else {
			s = strings.TrimSuffix(strconv.FormatFloat(m, 'f', 1, 64), ".0")
		}
		s = "$" + s + "M"
	case d >= 1000:
		s = "$" + strconv.Itoa(int(math.Round(d/1000))) + "k"
	default:
		s = "$" + strconv.Itoa(int(math.Round(d)))
	}
	if neg {
		s = "-" + s
	}
	return s
}

// DealingLabel is what the arena and the prompt say while a round's notes
// are dealt, before its first roll.
const DealingLabel = "Dealing the casinos' notes…"
