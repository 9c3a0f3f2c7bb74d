//go:build js

package cardplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// newExt: the browser starts no program.
var newExt playkit.NewExt[*cards.State, cards.Action, cards.Event]
