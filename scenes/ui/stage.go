package ui

import (
	"errors"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Stage is what the window lends a game's table for a tick: the window's
// one input, drawing kit and viewport, the settings the table follows, and
// the window's sound, screenshots and frame clock. Every game's table runs
// on it as a scene of the one window (scenes.tableScene): no table has an
// input, a kit or a game loop of its own.
type Stage struct {
	In  *Input
	Kit *Kit
	VP  Viewport
	// DSF is the device scale factor the viewport was made with.
	DSF float64
	// Motion is the speed of animations (instant with --autoplay).
	Motion Motion
	// Handover: pass the screen between the people of a hot-seat game.
	Handover bool
	// TakeBack: a person may take back their last decision (the setting).
	TakeBack bool
	// Symbols: colour-blind symbols beside seat colours.
	Symbols bool
	// Tick counts the window's ticks.
	Tick uint64
	// Autoplay: the run plays itself (--autoplay), with bots in every seat.
	Autoplay bool
	// Confirm: a placement takes a second click (the setting).
	Confirm bool
	// AutoAdvance: a round's summary closes by itself after a while.
	AutoAdvance bool
	// Held: the game stands still (a paused replay). The table still
	// answers its own panels (the log, the help, an explanation) but
	// plays nothing on: no step, flight or payout moves.
	Held bool

	// Shot asks the window for a screenshot of the next frame, named
	// after the stage of play ("table", "decision", "game-end"...); the
	// window writes each name once, and Shot reports whether this call
	// asked for it (nil: no screenshots).
	Shot func(name string) bool
	// Play plays a sound if the sound is on (nil: silence).
	Play func(Cue)
	// Shell opens the window's settings or menu (the top bar's Settings
	// and Menu: TopBar); nil: none.
	Shell func(ShellCall)
	// MayWork reports whether work of about d may start in this frame
	// without taking it past its budget (the window's FrameClock); nil:
	// any work may.
	MayWork func(d time.Duration) bool
	// Spent books d of the game's steps (bots' slices, chance steps and
	// their autosaves) to the frame, for --frametimes (nil: not booked).
	Spent func(d time.Duration)
	// Open opens o over the table (a round's summary, a page of the
	// guide, the hot seat's handover) until its Update returns ErrClosed;
	// nil: the stage opens nothing, and o is not shown.
	Open func(o Overlay)
}

// Overlay is a screen a table opens over itself for a while (Stage.Open):
// the window runs it as a scene of its own over the table, with the same
// stage, until its Update returns ErrClosed.
type Overlay interface {
	// Name names it, as the window's scenes are named ("round-summary").
	Name() string
	Update(st *Stage) error
	Draw(dst *ebiten.Image, st *Stage)
}

// ErrClosed is what a table's Update returns when the person closes the
// finished game: the window takes them back to the setup, or exits with
// --exit-at-end.
var ErrClosed = errors.New("the table was closed")

// Table is a game's table as the window runs it: the board, the
// decisions, the animations and words of the game's events. The window
// (the shell) owns everything around it.
type Table interface {
	// Update steps the table a tick: it reads st.In's actions (the window
	// has stepped the input) and moves the game on.
	Update(st *Stage) error
	// Draw paints the table; it only reads.
	Draw(dst *ebiten.Image, st *Stage)
	// Calm: nothing of the table's own would take an Esc now (no panel
	// open, no selection), so Esc opens the window's menu.
	Calm() bool
	// Finished is the finished game's record, for the statistics (false
	// while the game goes on).
	Finished() (record []byte, over bool)
}

// Cue is a sound a table asks for; the window's Sound plays it.
type Cue uint8

// The cues, in the order of the window's sounds (scenes.SoundID).
const (
	CueClick  Cue = iota // a button
	CueRattle            // dice rolled
	CuePlace             // dice or cards put down
	CueSlide             // money or a chip moving
	CueChime             // a payout, a win
	CueTie               // a tie cancelled
)

// Say plays c on the stage if it has sound.
func (st *Stage) Say(c Cue) {
	if st != nil && st.Play != nil {
		st.Play(c)
	}
}

// Snap asks for the screenshot name if the stage takes screenshots; it
// reports whether this call asked for it.
func (st *Stage) Snap(name string) bool {
	return st != nil && st.Shot != nil && st.Shot(name)
}

// Book books d of the game's steps to the frame (Spent).
func (st *Stage) Book(d time.Duration) {
	if st != nil && st.Spent != nil {
		st.Spent(d)
	}
}

// OpenOver opens o over the table if the stage can (Open).
func (st *Stage) OpenOver(o Overlay) {
	if st != nil && st.Open != nil {
		st.Open(o)
	}
}

// Work reports whether work of about d may start now (st.MayWork).
func (st *Stage) Work(d time.Duration) bool {
	return st == nil || st.MayWork == nil || st.MayWork(d)
}
