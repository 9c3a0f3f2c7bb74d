package dicetable

import (
	"errors"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
)

// GameSource adapts a diceplay.Session to the table's Source.
type GameSource struct {
	S      *diceplay.Session
	seats  []SeatDesc
	queue  []dice.Event
	head   int
	legal  []dice.Action
	viewer int
	// Resumed: the game was continued from the autosave (set by the one
	// who resumes it).
	Resumed bool
}

// NewGameSource wraps a session.
func NewGameSource(s *diceplay.Session) *GameSource {
	cfg := s.Config()
	g := &GameSource{S: s, viewer: -1}
	for i, st := range cfg.Seats {
		d := SeatDesc{Name: st.Name, Colour: pieces.DieColour(st.Colour % pieces.NumPlayerColours), Human: st.Kind == game.Human}
		switch st.Kind {
		case game.Bot:
			d.Bot = st.Level
		case game.External:
			d.Bot = "external"
		}
		if d.Human && g.viewer < 0 {
			g.viewer = i
		}
		g.seats = append(g.seats, d)
	}
	return g
}

// Rules implements Source.
func (g *GameSource) Rules() dice.Rules { return g.S.Config().Rules }

// Seats implements Source.
func (g *GameSource) Seats() []SeatDesc { return g.seats }

// View implements Source: the deciding human's view (hot seat), or the first
// human's, or everything when only bots play or the game is over.
func (g *GameSource) View() *dice.State {
	st := g.S.State()
	if st.IsTerminal() {
		return st
	}
	v := g.viewer
	if p, ok := g.S.HumanToAct(); ok {
		v = p
	}
	if v < 0 {
		return st
	}
	return st.TableView(v)
}

// NextEvent implements Source.
func (g *GameSource) NextEvent() (dice.Event, bool) {
	if g.head >= len(g.queue) {
		g.queue, g.head = g.queue[:0], 0
		evs := g.S.TakeEvents()
		if len(evs) == 0 {
			return dice.Event{}, false
		}
		g.queue = append(g.queue, evs...)
	}
	e := g.queue[g.head]
	g.head++
	return e, true
}

func (g *GameSource) pending() bool { return g.head < len(g.queue) }

// Human implements Source.
func (g *GameSource) Human() (int, bool) {
	if g.pending() {
		return 0, false
	}
	return g.S.HumanToAct()
}

// Legal implements Source.
func (g *GameSource) Legal() []dice.Action {
	g.legal = g.S.State().LegalTo(g.legal[:0])
	return g.legal
}

// Submit implements Source.
func (g *GameSource) Submit(a dice.Action) error {
	p, ok := g.S.HumanToAct()
	if !ok {
		return errors.New("no human is to act")
	}
	if err := g.S.Act(p, a); err != nil {
		return err
	}
	// Hot seat: until the next person's turn (and its handover screen)
	// the table shows what the one who just played may see.
	g.viewer = p
	return nil
}

// Advance implements Source: one chance outcome or one slice of a bot's thinking.
func (g *GameSource) Advance() (bool, error) {
	return g.S.Step() == diceplay.Applied, nil
}

// Position implements Source: the deciding human's view of the position
// (in the dice game, the whole position: nothing is hidden from a player
// with perfect memory).
func (g *GameSource) Position() *dice.State {
	st := g.S.State()
	v := g.viewer
	if p, ok := g.S.HumanToAct(); ok {
		v = p
	}
	return st.View(max(v, 0))
}

// Record is the session's record (the game end replays a resumed game's
// steps for its facts).
func (g *GameSource) Record() *dice.Record { return g.S.Record() }

// Over implements Source.
func (g *GameSource) Over() bool { return g.S.Over() }

// Final implements Source.
func (g *GameSource) Final() *dice.State {
	if !g.S.Over() {
		return nil
	}
	return g.S.State()
}

// Notice implements Source: a failed autosave first ("Saving failed: disk
// full — this game will not be kept"), else the seats whose program is
// still starting.
func (g *GameSource) Notice() string {
	if n := g.S.SaveNotice(); n != "" {
		return n
	}
	var starting []string
	for i, d := range g.seats {
		if g.S.Starting(i) {
			starting = append(starting, d.Name)
		}
	}
	if len(starting) == 0 {
		return ""
	}
	return strings.Join(starting, ", ") + ": starting…"
}

// SetTakeBack turns take-backs on or off (the window's setting; the
// table's takeBacker).
func (g *GameSource) SetTakeBack(on bool) { g.S.SetTakeBack(on) }

// CanTakeBack reports whether the person's last placement may be taken
// back now.
func (g *GameSource) CanTakeBack() bool { return g.S.CanTakeBack() }

// TakeBack takes the person's last placement back; the events not yet
// shown are dropped with it.
func (g *GameSource) TakeBack() error {
	if err := g.S.TakeBack(); err != nil {
		return err
	}
	g.queue, g.head = g.queue[:0], 0
	return nil
}

// Session is the dice game's session (the table's sessionTable: leaving closes it).
func (g *GameSource) Session() game.Session { return g.S }
