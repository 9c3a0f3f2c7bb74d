package cardtable

import "github.com/lasvegas-dice/lasvegas/engine/cards"

// stackCards lists seat p's cards at casino c in stack order: the singles,
// then the double.
func stackCards(pk cards.Pick, c int) []cards.Card { return stackCardsTo(pk, c, nil) }

// marked says which cards of a seat's stack at casino c (stackCards(pk,
// c): the singles, then the doubles) are its last placement last: the
// newest cards of each kind.
func marked(pk, last cards.Pick, c int) []bool { return markedTo(pk, last, c, nil) }
