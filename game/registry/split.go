package registry

import (
	"errors"
	"fmt"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// SplitGame takes the window's --game flag out of args (before the other
// flags are parsed, since each game's table has its own): "dice" when it
// is absent. An unknown game is an error in one line.
func SplitGame(args []string) (game string, rest []string, err error) {
	game = DefaultKey
	for i := 0; i < len(args); i++ {
		a := args[i]
		name := strings.TrimLeft(a, "-")
		switch {
		case a == "--":
			rest = append(rest, args[i:]...)
			i = len(args)
			continue
		case !strings.HasPrefix(a, "-"):
			rest = append(rest, a)
			continue
		case strings.HasPrefix(name, "game="):
			game = strings.TrimPrefix(name, "game=")
		case name == "game" && len(a)-len(name) <= 2:
			if i+1 >= len(args) {
				return "", nil, errors.New("--game needs a value: " + KeyList())
			}
			game = args[i+1]
			i++
		default:
			rest = append(rest, a)
			continue
		}
	}
	if _, ok := Lookup(game); ok && game != "" {
		return game, rest, nil
	}
	return "", nil, fmt.Errorf("--game %q: want %s", record.Short([]byte(game)), KeyList())
}
