//go:build !js

package playkit

import (
	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/engine"
)

// NewExt starts an external program for seat of a game: extbot.NewCards,
// extbot.NewRoyale.
type NewExt[S engine.State[S, A, E], A Action, E any] func(command string, seat int, o extbot.Options) (*extbot.Host[S, A, E], error)
