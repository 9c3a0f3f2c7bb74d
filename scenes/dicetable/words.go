package dicetable

import (
	"strconv"

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
