package dicetable

import (
	"errors"
	"fmt"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
)

// ReplaySource plays a record for the table, one step of its history at a
// time, while the shell's viewer (through Replay) lets it: nobody decides, nothing
// is saved, and no program is ever started (a seat that was a program is a
// name). Money stays face down unless the record's rules make it open; the
// end reveals it, as a game's end does.
type ReplaySource struct {
	rec   *dice.Record
	st    *dice.State
	pos   int // steps of rec.History applied to st
	seats []SeatDesc
	queue []dice.Event
	head  int
	// playing: steps follow each other; otherwise only a requested step
	// (steps) is taken.
	playing bool
	steps   int
	// rounds[r] is the first step of round r (0-based).
	rounds []int
	err    error
	// holdAt: a step at which playing waits (for a screenshot), or -1.
	holdAt int
	// view is the spectator's view of step viewAt (made once a step: the
	// table reads it every tick between steps).
	view   *dice.State
	viewAt int
}

// errRecordEmpty: a record with no step to show.
var errRecordEmpty = errors.New("the record has no steps to show")

// CheckReplay parses a record and plays it through once, so that the
// viewer never meets an illegal step.
func CheckReplay(data []byte) (*dice.Record, error) {
	if len(data) > dice.MaxRecordBytes {
		return nil, fmt.Errorf("the file is larger than a record can be (%d bytes)", dice.MaxRecordBytes)
	}
	rec, err := dice.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	if _, err := rec.Replay(nil); err != nil {
		return nil, err
	}
	if len(rec.History) == 0 {
		return nil, errRecordEmpty
	}
	return rec, nil
}

// NewReplaySource starts a replay of rec (checked by CheckReplay) at step
// pos (0: the start), paused unless playing.
func NewReplaySource(rec *dice.Record, pos int, playing bool) *ReplaySource {
	r := &ReplaySource{rec: rec, playing: playing, holdAt: -1, viewAt: -1}
	r.st, _ = dice.NewGame(rec.Rules)
	for i := range rec.Rules.Players {
		d := SeatDesc{Name: fmt.Sprintf("Seat %d", i+1), Colour: pieces.DieColour(i % pieces.NumPlayerColours)}
		if i < len(rec.Seats) {
			if n := strings.TrimSpace(rec.Seats[i].Name); n != "" {
				d.Name = n
			}
			d.Bot = seatKindWord(rec.Seats[i])
		}
		r.seats = append(r.seats, d)
	}
	// The rounds' first steps, for jumping to a round.
	probe, _ := dice.NewGame(rec.Rules)
	r.rounds = append(r.rounds, 0)
	for i, st := range rec.History {
		if _, err := probe.Apply(st.Action); err != nil {
			break
		}
		if rd := probe.Round(); rd >= len(r.rounds) && !probe.IsTerminal() {
			r.rounds = append(r.rounds, i+1)
		}
	}
	pos = max(0, min(pos, len(rec.History)))
	r.st, _ = dice.NewGame(rec.Rules)
	for ; r.pos < pos; r.pos++ {
		if _, err := r.st.Apply(rec.History[r.pos].Action); err != nil {
			r.err = err
			break
		}
	}
	return r
}

// seatKindWord is what a replay says of a seat: a bot's level, "program"
// for a seat that was a program (never its command), "" for a person (the
// dice table shows no word for a person): game.RoleOf.
func seatKindWord(info dice.SeatInfo) string {
	if r := game.RoleOf(info); r != "person" {
		return r
	}
	return ""
}

// Rules implements Source.
func (r *ReplaySource) Rules() dice.Rules { return r.rec.Rules }

// Seats implements Source.
func (r *ReplaySource) Seats() []SeatDesc { return r.seats }

// View implements Source: a spectator's view (every seat's money face
// down unless the rules make it open), everything at the end.
func (r *ReplaySource) View() *dice.State {
	if r.st.IsTerminal() {
		return r.st
	}
	if r.view == nil || r.viewAt != r.pos {
		r.view, r.viewAt = r.st.TableView(r.st.Players()), r.pos
	}
	return r.view
}

// Position implements Source.
func (r *ReplaySource) Position() *dice.State { return r.st.View(0) }

// NextEvent implements Source.
func (r *ReplaySource) NextEvent() (dice.Event, bool) {
	if r.head >= len(r.queue) {
		r.queue, r.head = r.queue[:0], 0
		return dice.Event{}, false
	}
	e := r.queue[r.head]
	r.head++
	return e, true
}

// Human implements Source: nobody decides in a replay.
func (r *ReplaySource) Human() (int, bool) { return 0, false }

// Legal implements Source.
func (r *ReplaySource) Legal() []dice.Action { return nil }

// Submit implements Source.
func (r *ReplaySource) Submit(dice.Action) error { return errors.New("a replay takes no choices") }

// Advance implements Source: the next step of the record, when playing or
// when a step was asked for.
func (r *ReplaySource) Advance() (bool, error) {
	if r.err != nil || r.AtEnd() || r.pos == r.holdAt || (!r.playing && r.steps == 0) {
		return false, nil
	}
	if r.steps > 0 {
		r.steps--
	}
	evs, err := r.st.ApplyTo(r.rec.History[r.pos].Action, r.queue)
	if err != nil {
		r.err = err // CheckReplay makes this unreachable; never a panic
		return false, nil
	}
	r.queue = evs
	r.pos++
	return true, nil
}

// AtEnd reports whether every step of the record has been taken.
func (r *ReplaySource) AtEnd() bool { return r.pos >= len(r.rec.History) }

// Over implements Source.
func (r *ReplaySource) Over() bool { return r.st.IsTerminal() }

// Final implements Source.
func (r *ReplaySource) Final() *dice.State {
	if !r.st.IsTerminal() {
		return nil
	}
	return r.st
}

// Notice implements Source.
func (r *ReplaySource) Notice() string {
	if r.err != nil {
		line, _, _ := strings.Cut(r.err.Error(), "\n") // its first line
		return "The record stops here: " + line
	}
	return ""
}

// Record implements recorder: the steps taken so far (the table counts
// their facts when it is built at a later step).
func (r *ReplaySource) Record() *dice.Record {
	cp := *r.rec
	cp.History = r.rec.History[:r.pos]
	cp.Result = nil
	return &cp
}

// RoundOf is the round (0-based) that step pos belongs to.
func (r *ReplaySource) RoundOf(pos int) int {
	n := 0
	for i, s := range r.rounds {
		if s <= pos {
			n = i
		}
	}
	return n
}

// Pos is how many of the record's steps the replay has taken.
func (r *ReplaySource) Pos() int { return r.pos }

// Rounds is how many rounds the record reaches.
func (r *ReplaySource) Rounds() int { return len(r.rounds) }

// RoundStart is round n's first step (n 0-based, under Rounds).
func (r *ReplaySource) RoundStart(n int) int { return r.rounds[n] }

// Playing reports whether steps follow each other.
func (r *ReplaySource) Playing() bool { return r.playing }

// SetPlaying plays (steps follow each other) or pauses.
func (r *ReplaySource) SetPlaying(p bool) { r.playing = p }

// StepOnce pauses and asks for one step.
func (r *ReplaySource) StepOnce() {
	r.playing = false
	r.steps = 1
}

// HoldAt makes playing wait at step at (for a screenshot); -1 releases it.
func (r *ReplaySource) HoldAt(at int) { r.holdAt = at }

// Busy reports whether events wait to be shown or a step was asked for.
func (r *ReplaySource) Busy() bool { return r.head < len(r.queue) || r.steps > 0 }

// Err is what stopped the replay before its end (a step that does not
// replay), or nil.
func (r *ReplaySource) Err() error { return r.err }
