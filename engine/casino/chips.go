package casino

import (
	"fmt"
	"strings"
)

// Chip is a chip-card colour, 0-4. The 25 chip cards of Las Vegas: The Card
// Game (5 colours, 5 of each) are also a module of the dice game.
type Chip uint8

// The chip cards: NumChipColours colours of ChipsPerColour cards.
const (
	NumChipColours = 5
	ChipsPerColour = 5
)

var chipNames = [NumChipColours]string{"red", "blue", "green", "gold", "pink"}

func (c Chip) String() string {
	if int(c) < len(chipNames) {
		return chipNames[c]
	}
	return fmt.Sprintf("chip(%d)", uint8(c))
}

// ParseChip parses a chip colour name, in any case.
func ParseChip(s string) (Chip, bool) {
	for i, n := range chipNames {
		if strings.EqualFold(n, s) {
			return Chip(i), true
		}
	}
	return 0, false
}

// ChipSetValue is what n chip cards of one colour are worth at game end, in
// dollars (card game rulebook): 1 = $10k, 2 = $30k, 3 = $60k, 4 = $100k,
// 5 = $150k.
func ChipSetValue(n int) int {
	vals := [...]int{0, 10, 30, 60, 100, 150}
	if n < 0 {
		return 0
	}
	if n >= len(vals) {
		return vals[len(vals)-1] * 1000
	}
	return vals[n] * 1000
}
