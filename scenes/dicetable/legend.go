package dicetable

import "github.com/lasvegas-dice/lasvegas/engine/dice"

// The legend: resting the pointer on a piece in play (a hover with the
// mouse, a long press on a touch screen) shows what it is, next to it. Its
// words and its text size are here; finding the piece under the pointer
// and drawing the box need the table's drawing (package scenes, legend.go).

// The legend's words, one per piece.
const (
	LegendWhite     = "White die: a neutral die, rolled and placed like your own. At the payout the white dice count as one more player; what they win goes back under the pile."
	LegendKicker    = "Kicker (violet): placed, it leaves again and knocks one die of your choice off that casino. The die goes back to its owner; a white die is out for the round."
	LegendBiggy     = "Biggy: the big die counts as two dice at the payout."
	LegendDie       = "Dice left to roll this round."
	LegendNotes     = "Notes won, face down: how many is public, their value is hidden (Settings: Open money)."
	LegendNotesOpen = "Notes won this game."
	LegendPile      = "The pile of notes, face down: each round deals from it; notes nobody wins go back under it."
	LegendSlot      = "Numbers already on the slot machine this round: each number goes there only once a round."
	LegendStart     = "START: this player rolls first this round."
	LegendTurn      = "TURN: whose turn it is."
	LegendRainbow   = "Rainbow card: counts as $40k when dealt; before the payout it is swapped for a new note from the pile."
)

// KindLegend is the legend of a die of kind kd.
func KindLegend(kd dice.DieKind) string {
	switch kd {
	case dice.White:
		return LegendWhite
	case dice.Kicker:
		return LegendKicker
	case dice.Biggy:
		return LegendBiggy
	}
	return LegendDie
}

// LegendTextSize is the legend's text size in layout L: 13 units, never
// under a phone's 12 CSS px.
func LegendTextSize(L *TableLayout) float64 { return L.TextSize(13) }
