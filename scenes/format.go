package scenes

import (
	"strconv"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

func itoa(n int) string { return strconv.Itoa(n) }

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// dollars formats an amount like $1,230,000 (ui.Dollars).
func dollars(d int) string { return ui.Dollars(d) }
