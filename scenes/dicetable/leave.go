package dicetable

import "github.com/lasvegas-dice/lasvegas/game"

// Leave implements leaver: the dice game's session closes (a replay has
// none).
func (t *Table) Leave() {
	if st, ok := t.src.(interface{ Session() game.Session }); ok {
		_ = st.Session().Close()
	}
}
