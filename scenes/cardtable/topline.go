package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
)

// The top bar tells the turn the board shows. The session logs a
// placement's events when it applies it, the next turn's start with them
// ("Round 1, turn 3."), and the table shows the placement afterwards:
// while a reveal is shown the bar's title is the turn before it (the
// board is Reveal.Before), so its line of the log is the last one the
// reveal wrote about that turn, not the log's newest.

// topLine is the log's line the top bar shows: the newest, or while a
// reveal is shown its own (revLine); "" if none.
func (t *Table) topLine() string {
	if t.rev != nil {
		return t.revLine
	}
	if log := t.sess.Log(); len(log) > 0 {
		return log[len(log)-1]
	}
	return ""
}

// revealLine is the last line of the log that reveal r wrote about its
// own turn (the placements, chip cards, a round's payout), in the log's
// words: not the next turn's start, the next round's deal or the game's
// end, which it wrote with them. "" if it wrote none.
func (t *Table) revealLine(r *cardplay.Reveal) string {
	var told []cards.Event
	for _, e := range r.Events {
		if e.Kind == cards.EvTurn || e.Kind == cards.EvRoundStarted || e.Kind == cards.EvGameEnded {
			break
		}
		if e.Kind != cards.EvDrew { // as the log: the hand shows them
			told = append(told, e)
		}
	}
	lines := logWords(told, t.sess.Names())
	if len(lines) == 0 {
		return ""
	}
	return game.Agree(lines[len(lines)-1])
}
