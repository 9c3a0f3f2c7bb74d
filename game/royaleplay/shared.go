package royaleplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// sharedView is what SharedView and SharedLegal last made, of the state
// of and for the visible seat: a screen drawing every frame copies
// nothing while neither changes.
type sharedView struct {
	view  playkit.SharedView[royale.State]
	legal []royale.Action // the state's legal actions, whatever the stage
	lOf   royale.State
	lOK   bool
}

// SharedView is View for a reader that only reads it and keeps it no
// longer than the frame: the same state, made again only when the game
// or the visible seat has changed, so it allocates nothing in between.
func (g *Session) SharedView() *royale.State {
	return g.shared.view.Of(g.st, g.Visible(), (*royale.State).View)
}

// SharedLegal is Legal for a reader that only reads it and keeps it no
// longer than the frame: made again only when the game has changed.
func (g *Session) SharedLegal() []royale.Action {
	if g.stage != StageDecide {
		return nil
	}
	return g.legalNow()
}

// legalNow is the state's legal actions (whatever the stage), made again
// only when the state has changed; its reader only reads them.
func (g *Session) legalNow() []royale.Action {
	sh := &g.shared
	if !sh.lOK || sh.lOf != *g.st {
		sh.legal, sh.lOf, sh.lOK = g.st.Legal(), *g.st, true
	}
	return sh.legal
}
