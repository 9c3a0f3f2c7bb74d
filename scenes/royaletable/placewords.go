package royaletable

import (
	"strconv"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
)

// A placement button's words, in the forms a row of them takes (one form
// for the whole row: rowForm).

// deskForms is how many forms a desktop's placement button has: the
// session's words first, then a phone's (shortPlace's).
const deskForms = placeForms + 1

// deskPlace is a placement's words on a desktop's button: in form 0 the
// session's ("Place 1 die and the Biggy on Horseshoe", longPlace), in
// form f a phone's form f-1 ("Horseshoe: 1 die and the Biggy"), for a
// row too narrow for the long words (800x600: seven buttons in two rows).
func deskPlace(s *royale.State, a royale.Action, form int) string {
	if form <= 0 {
		return royaleplay.Words(s, a)
	}
	return shortPlace(s, a, form-1)
}

// shortPlace is a placement's few words for a phone's button: "Oasis: 2
// dice", "Nugget: 1 die and the Biggy", "Sit out (a chip)"; form 1 is
// shorter for a narrow button ("Oasis: 2", "Nugget: 1+Biggy", "Sit out"),
// form 2 shorter still ("Nugget: 1+B", "Nugget: B", the arena's marks),
// form 3 shorter ("Nugget 1+B"), form 4 the shortest: the group as the
// arena labels it, its count and face, the face being the casino's number
// ("1×6+B"; the Biggy alone "B×6"), for seven buttons in a row on a phone
// on its side. One form is used for the whole row
// (drawDock: the longest in which every button's words are whole).
func shortPlace(s *royale.State, a royale.Action, form int) string {
	switch a.Kind {
	case royale.ActSitOut:
		return placeWords(0, 0, false, form)
	case royale.ActPass:
		return "Pass"
	case royale.ActPlace:
	default:
		return royaleplay.Words(s, a)
	}
	if a.X < 1 || a.X > 6 {
		return royaleplay.Words(s, a)
	}
	r := s.CurrentRoll()
	return placeWords(int(a.X), int(r.C[a.X-1]), int(r.Big) == int(a.X), form)
}

// placeWords is shortPlace's words for n dice (and the Biggy: big) on
// casino c (0: sitting out) in form 0 to 3.
func placeWords(c, n int, big bool, form int) string {
	form = min(max(form, 0), placeForms-1)
	if c < 1 || c > 6 {
		if form == 0 {
			return "Sit out (a chip)"
		}
		return "Sit out"
	}
	d := strconv.Itoa(n)
	switch {
	case form == 0 && n == 1:
		d = "1 die"
	case form == 0:
		d += " dice"
	}
	if big {
		d += [placeForms]string{" and the Biggy", "+Biggy", "+B", "+B", "+B"}[form]
		if n == 0 {
			d = [placeForms]string{"the Biggy", "Biggy", "B", "B", "B"}[form]
		}
	}
	switch {
	case form == 3:
		return pieces.CasinoName[c] + " " + d
	case form == 4 && n == 0:
		return "B×" + strconv.Itoa(c) // the Biggy alone, showing c
	case form == 4:
		return groupShort(n, c, big) // the arena's label of the group: "1×6+B"
	}
	return pieces.CasinoName[c] + ": " + d
}

// placeForms is how many forms placeWords has.
const placeForms = 5

// rowForm is the longest form (0 to forms-1) in which each of a row's n
// buttons says its words whole (fits(i, form)); the shortest where none
// does.
func rowForm(n, forms int, fits func(i, form int) bool) int {
	for form := 0; form < forms-1; form++ {
		all := true
		for i := 0; i < n && all; i++ {
			all = fits(i, form)
		}
		if all {
			return form
		}
	}
	return forms - 1
}
