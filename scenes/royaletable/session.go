package royaletable

import "github.com/lasvegas-dice/lasvegas/game"

// Session is the table's game session as the window's shell reaches every
// game's (game.Session): the shell closes it when the table is left.
func (t *Table) Session() game.Session { return t.sess }
