package diceplay

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"io"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// spyAgent is an external agent that checks every state it is handed is a
// copy: it scribbles on it, and the session must not notice.
type spyAgent struct {
	live  func() *dice.State
	got   int
	alias int
	start *dice.State
	ch    dice.Action
}

func (s *spyAgent) check(st *dice.State) {
	s.got++
	if st == s.live() {
		s.alias++
		return
	}
	st.Reset() // must not touch the game
}

func (s *spyAgent) Start(st *dice.State, seat int, intro []dice.Event) {
	s.start = st
	s.check(st)
}
func (s *spyAgent) Observe(st *dice.State, evs []dice.Event) { s.check(st) }
func (s *spyAgent) End(st *dice.State)                       { s.check(st) }
func (s *spyAgent) Begin(st *dice.State) {
	s.ch = st.Legal()[0]
	s.check(st)
}
func (s *spyAgent) Think(time.Duration) (dice.Action, bool) { return s.ch, true }
func (s *spyAgent) Why() string                             { return "" }
func (s *spyAgent) Close() error                            { return nil }

// Agents receive their seat's view, never the session's own state: an agent
// that scribbles on what it gets changes nothing, and the game plays on.
func TestAgentsGetViews(t *testing.T) {
	var g *Session
	var spies []*spyAgent
	factory := func(seat int, s game.Seat, rules dice.Rules, seed uint64, log io.Writer) (Agent, error) {
		a := &spyAgent{live: func() *dice.State {
			if g == nil {
				return nil // still in New: checked after it
			}
			return g.State()
		}}
		spies = append(spies, a)
		return a, nil
	}
	cfg := QuickStart(3, "easy", 3, dice.Classic(3))
	cfg.Seats[2] = game.Seat{Name: "Spy", Kind: game.External, Command: "spy", Colour: 2}
	g, err := New(cfg, Options{External: factory})
	if err != nil {
		t.Fatal(err)
	}
	if spies[0].start == g.State() {
		t.Fatal("Start got the session's own state")
	}
	playHuman(t, g, 1000)
	if !g.Over() {
		t.Fatal("game did not end")
	}
	if len(spies) != 1 || spies[0].got < 50 || spies[0].alias != 0 {
		t.Fatalf("spy got %d states, %d of them the session's own", spies[0].got, spies[0].alias)
	}
	if _, err := g.Record().Replay(nil); err != nil {
		t.Fatalf("the record does not replay: %v", err)
	}
}
