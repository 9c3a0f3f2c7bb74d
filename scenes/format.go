package scenes

import (
	"strconv"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

func itoa(n int) string { return strconv.Itoa(n) }

// plural writes a count and its noun, "3 dice" (ui.Plural).
func plural(n int, one, many string) string { return ui.Plural(n, one, many) }

// dollars formats an amount like $1,230,000 (ui.Dollars).
func dollars(d int) string { return ui.Dollars(d) }
