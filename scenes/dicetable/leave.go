package dicetable

import "github.com/lasvegas-dice/lasvegas/game"

// Session is the game's session, which the window closes when the table
// leaves it for good (package scenes' leave.go); nil for a replay, which
// has none.
func (t *Table) Session() game.Session {
	if st, ok := t.src.(interface{ Session() game.Session }); ok {
		return st.Session()
	}
	return nil
}
