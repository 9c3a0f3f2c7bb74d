package scenes

import (
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/cardtable"
	"github.com/lasvegas-dice/lasvegas/scenes/royaletable"
)

// replayOpener opens a game's record in the viewer: open plays it again
// from a step on the game's table (hurrying, as a table does with
// --autoplay, if autoplay); marks are its decisions and rounds.
type replayOpener func(fonts *assets.Fonts, data []byte, autoplay bool) (open func(upto int) (replayed, error), marks replayMarks, err error)

// marksOf finds the decisions and the rounds' first decisions of a
// record's history, given the steps where rounds start (roundStarts).
func marksOf[A any](history []record.Step[A], roundStarts []int) replayMarks {
	m := replayMarks{total: len(history)}
	next := 0 // the round whose first decision is looked for
	for i, st := range history {
		if st.By == nil || *st.By < 0 {
			continue
		}
		m.decisions = append(m.decisions, i+1)
		for next < len(roundStarts) && roundStarts[next] <= i {
			m.rounds = append(m.rounds, i)
			next++
		}
	}
	return m
}

// replayCards opens a card game's record.
func replayCards(fonts *assets.Fonts, data []byte, autoplay bool) (func(int) (replayed, error), replayMarks, error) {
	rec, err := cards.ParseRecord(data)
	if err != nil {
		return nil, replayMarks{}, err
	}
	var starts []int
	if _, err := rec.Replay(func(i int, _ cards.Action, evs []cards.Event) {
		for _, e := range evs {
			if e.Kind == cards.EvRoundStarted {
				starts = append(starts, i)
			}
		}
	}); err != nil {
		return nil, replayMarks{}, err
	}
	over := rec.Result != nil
	return func(upto int) (replayed, error) {
		g, sc, err := cardplay.Replay(rec, upto)
		if err != nil {
			return replayed{}, err
		}
		t := cardtable.NewTable(g, fonts, cardtable.Options{Width: 1280, Height: 800, Autoplay: autoplay, Roles: game.RolesOf(rec.Seats)})
		return replayed{t: t, at: func() int { return upto + sc.Played() }, done: sc.Done, over: over}, nil
	}, marksOf(rec.History, starts), nil
}

// replayRoyale opens a Royale record.
func replayRoyale(fonts *assets.Fonts, data []byte, autoplay bool) (func(int) (replayed, error), replayMarks, error) {
	rec, err := royale.ParseRecord(data)
	if err != nil {
		return nil, replayMarks{}, err
	}
	var starts []int
	if _, err := rec.Replay(func(i int, _ royale.Action, evs []royale.Event) {
		for _, e := range evs {
			if e.Kind == royale.EvStart {
				starts = append(starts, i)
			}
		}
	}); err != nil {
		return nil, replayMarks{}, err
	}
	over := rec.Result != nil
	return func(upto int) (replayed, error) {
		g, sc, err := royaleplay.Replay(rec, upto)
		if err != nil {
			return replayed{}, err
		}
		t := royaletable.NewTable(g, fonts, royaletable.Options{Width: 1280, Height: 800, Autoplay: autoplay, Roles: game.RolesOf(rec.Seats)})
		return replayed{t: t, at: func() int { return upto + sc.Played() }, done: sc.Done, over: over}, nil
	}, marksOf(rec.History, starts), nil
}
