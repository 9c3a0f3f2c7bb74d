package cardplay

import (
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// Take-back: a person may take back their last decision (a pick of the
// sequential variation, or a chip colour) while nothing random has
// happened and nothing hidden has been revealed since, and in hot seat
// before the screen passes to another person (playkit.TakeBack). A pick of
// the simultaneous game is revealed with the others' at once, so it is
// never taken back; a bot's pick reveals cards of its hand, so it ends the
// take-back too. See docs/rules-decisions.md ("Take-back").

// SetTakeBack turns take-backs on or off (on by default: the window's
// setting, game.Settings.NoTakeBack).
func (g *Session) SetTakeBack(on bool) { g.tb.SetOn(on) }

// markTakeBack follows the decision a of seat p just applied (the record
// had steps steps and the log logged lines before it), which gave evs: a
// person's decision is marked, unless it revealed another seat's cards;
// a bot's decision that reveals cards ends the take-back.
func (g *Session) markTakeBack(p, steps, logged int, evs []cards.Event) {
	g.tb.Follow(p, steps, logged, revealsOthers(evs, p), g.Seats()[p].IsHuman())
}

// revealsOthers reports whether evs show cards of a seat other than p
// (placed, put under a glass or drawn).
func revealsOthers(evs []cards.Event, p int) bool {
	for _, e := range evs {
		switch e.Kind {
		case cards.EvPlaced, cards.EvDiscarded, cards.EvDrew, cards.EvStopped:
			if int(e.Seat) != p {
				return true
			}
		}
	}
	return false
}

// TakeBackErr says why the person's last decision cannot be taken back
// now, or nil if it can (TakeBack).
func (g *Session) TakeBackErr() error {
	return g.tb.Err(g.st.IsTerminal(), g.bots.Undoable())
}

// CanTakeBack reports whether TakeBack would take a decision back now.
func (g *Session) CanTakeBack() bool { return g.TakeBackErr() == nil }

// TakeBack takes back the person's last decision (playkit.Game.TakeBack:
// the bots' decisions since are undone with it and made again) and writes
// the autosave again. The person decides again, with the hand shown (no
// handover).
func (g *Session) TakeBack() error {
	st, p, err := cardGame.TakeBack(&g.tb, &g.Core, &g.rec.Doc, g.st, g.bots)
	if err != nil {
		return err
	}
	g.st, g.sub, g.shared = st, nil, playkit.SharedView[cards.State]{}
	g.people.Clear()
	kind := StagePick
	if st.Phase() == cards.PhChip {
		kind = StageChip
	}
	g.people.Seat, g.stage, g.shown = p, kind, g.HotSeat()
	g.save.Changed()
	g.flush()
	return nil
}
