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
// reveal wrote about that turn, not the log's newest: while its cards fly,
// the line the bar showed before it (its turn's start); once they have
// landed, the last about its placement (the summary's turn); at its
// payout the payout's last: the line changes when the seats' panels do
// (panelstory.go).

// topLine is the log's line the top bar shows: the newest, or while a
// reveal is shown its own (revLine; revFlyLine while its cards fly,
// revPaidLine at its payout); "" if none.
func (t *Table) topLine() string {
	switch {
	case t.rev == nil:
	case t.payout:
		return t.revPaidLine
	case !t.revT.Done():
		return t.revFlyLine
	default:
		return t.revLine
	}
	if log := t.sess.Log(); len(log) > 0 {
		return log[len(log)-1]
	}
	return ""
}

// revealLine is the last line of the log that reveal r wrote about its
// own turn (the placements, chip cards, with paid a round's payout), in
// the log's words: not the next turn's start, the next round's deal or
// the game's end, which it wrote with them. "" if it wrote none.
func (t *Table) revealLine(r *cardplay.Reveal, paid bool) string {
	var told []cards.Event
	for _, e := range r.Events {
		if e.Kind == cards.EvTurn || e.Kind == cards.EvRoundStarted || e.Kind == cards.EvGameEnded {
			break
		}
		if !paid && payoutEvent(e.Kind) {
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

// lineBefore is the log's last line before those reveal r wrote (its
// turn's start, a deal, a note), "" if none: the session has written r's
// lines, one or more for its events but the cards drawn (logWords).
func (t *Table) lineBefore(r *cardplay.Reveal) string {
	var told []cards.Event
	for _, e := range r.Events {
		if e.Kind != cards.EvDrew {
			told = append(told, e)
		}
	}
	log := t.sess.Log()
	if i := len(log) - 1 - len(logWords(told, t.sess.Names())); i >= 0 {
		return log[i]
	}
	return ""
}

// payoutEvent reports whether events of kind k tell a round's payout.
func payoutEvent(k cards.EventKind) bool {
	return k == cards.EvTie || k == cards.EvNotePaid || k == cards.EvNoteReturned || k == cards.EvRoundEnded
}
