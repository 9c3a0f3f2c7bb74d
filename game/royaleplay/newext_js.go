//go:build js

package royaleplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// newExt: the browser starts no program.
var newExt playkit.NewExt[*royale.State, royale.Action, royale.Event]
