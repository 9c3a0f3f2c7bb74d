//go:build e2e

package dicetable

import (
	"errors"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// LocalSource drives the engine directly with random bots. It stands in for
// the game session in tests; the real game uses the game package's session
// (GameSource).
type LocalSource struct {
	st     *dice.State
	rng    *engine.Rand
	seats  []SeatDesc
	queue  []dice.Event
	head   int
	legal  []dice.Action
	evbuf  []dice.Event
	viewer int
}

// NewLocalSource starts a game with the given rules and seats.
func NewLocalSource(r dice.Rules, seats []SeatDesc, seed uint64) (*LocalSource, error) {
	st, err := dice.NewGame(r)
	if err != nil {
		return nil, err
	}
	if len(seats) != r.Players {
		return nil, errors.New("scenes: seat count does not match the rules")
	}
	s := &LocalSource{st: st, rng: engine.NewRand(seed), seats: seats, viewer: -1}
	for i, sd := range seats {
		if sd.Human && s.viewer < 0 {
			s.viewer = i
		}
	}
	s.queue = append(s.queue, st.Intro()...)
	return s, nil
}

// Rules implements Source.
func (s *LocalSource) Rules() dice.Rules { return s.st.Rules() }

// Seats implements Source.
func (s *LocalSource) Seats() []SeatDesc { return s.seats }

// View implements Source.
func (s *LocalSource) View() *dice.State {
	if s.viewer < 0 || s.st.IsTerminal() {
		return s.st
	}
	return s.st.TableView(s.viewer)
}

// Position implements Source.
func (s *LocalSource) Position() *dice.State { return s.st.View(max(s.viewer, 0)) }

// NextEvent implements Source.
func (s *LocalSource) NextEvent() (dice.Event, bool) {
	if s.head >= len(s.queue) {
		s.queue, s.head = s.queue[:0], 0
		return dice.Event{}, false
	}
	e := s.queue[s.head]
	s.head++
	return e, true
}

// Human implements Source.
func (s *LocalSource) Human() (int, bool) {
	if s.head < len(s.queue) {
		return 0, false
	}
	p := s.st.CurrentPlayer()
	if p >= 0 && p < len(s.seats) && s.seats[p].Human {
		return p, true
	}
	return 0, false
}

// Legal implements Source.
func (s *LocalSource) Legal() []dice.Action {
	s.legal = s.st.LegalTo(s.legal[:0])
	return s.legal
}

// Submit implements Source.
func (s *LocalSource) Submit(a dice.Action) error {
	p := s.st.CurrentPlayer()
	if p < 0 || p >= len(s.seats) || !s.seats[p].Human {
		return errors.New("scenes: no human to act")
	}
	evs, err := s.st.ApplyTo(a, s.evbuf[:0])
	if err != nil {
		return err
	}
	s.queue = append(s.queue, evs...)
	s.evbuf = evs
	return nil
}

// Advance implements Source.
func (s *LocalSource) Advance() (bool, error) {
	if s.st.IsTerminal() {
		return false, nil
	}
	var a dice.Action
	p := s.st.CurrentPlayer()
	switch {
	case p == dice.ChancePlayer:
		a = s.st.SampleChance(s.rng)
	case p >= 0 && p < len(s.seats) && !s.seats[p].Human:
		s.legal = s.st.LegalTo(s.legal[:0])
		if len(s.legal) == 0 {
			return false, errors.New("scenes: bot has no legal action")
		}
		a = s.legal[s.rng.Intn(len(s.legal))]
	default:
		return false, nil
	}
	evs, err := s.st.ApplyTo(a, s.evbuf[:0])
	if err != nil {
		return false, err
	}
	s.queue = append(s.queue, evs...)
	s.evbuf = evs
	return true, nil
}

// Over implements Source.
func (s *LocalSource) Over() bool { return s.st.IsTerminal() }

// Final implements Source.
func (s *LocalSource) Final() *dice.State {
	if !s.st.IsTerminal() {
		return nil
	}
	return s.st
}

// Notice implements Source: a scripted game has none.
func (s *LocalSource) Notice() string { return "" }
