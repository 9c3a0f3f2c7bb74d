package scenes

import (
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// replayed is a game's record played again on its table from a step: what
// a game's descriptor (tableGame.replay) gives the viewer.
type replayed struct {
	t ui.Table
	// at is the number of the record's steps played so far; done reports
	// whether every step has been played.
	at   func() int
	done func() bool
	// over: the record's game is finished (it ends on the game end).
	over bool
}

// replayMarks are where a record's decisions and rounds lie: decisions
// are the positions (steps played) just after each decision; rounds the
// positions of each round's first decision.
type replayMarks struct {
	total     int
	decisions []int
	rounds    []int
}

// rebuildDeck is the record of a game whose table plays a record from any
// step (Royale, the card game) as the viewer's deck: the table plays on
// with its own animations while the viewer plays, and is rebuilt at a
// decision for a step, a step back, the start or a round.
type rebuildDeck struct {
	open    func(upto int) (replayed, error)
	marks   replayMarks
	cur     replayed
	playing bool
	err     string
	bar     ui.ReplayBar // the bar's controls, laid out again each time
}

// newRebuildDeck opens the deck at the record's start, playing.
func newRebuildDeck(open func(upto int) (replayed, error), marks replayMarks) (*rebuildDeck, error) {
	d := &rebuildDeck{open: open, marks: marks}
	if err := d.jump(0, true); err != nil {
		return nil, err
	}
	return d, nil
}

// jump rebuilds the table at position pos (steps played).
func (d *rebuildDeck) jump(pos int, playing bool) error {
	r, err := d.open(pos)
	if err != nil {
		d.err = err.Error()
		return err
	}
	d.cur, d.playing = r, playing
	return nil
}

func (d *rebuildDeck) Table() ui.Table { return d.cur.t }

// Update runs the table while the deck plays; paused, the table stands
// still but answers its panels (Stage.Held).
func (d *rebuildDeck) Update(st *ui.Stage) error {
	held := st.Held
	st.Held = !d.playing
	err := d.cur.t.Update(st)
	st.Held = held
	return err
}

func (d *rebuildDeck) Pos() int          { return d.cur.at() }
func (d *rebuildDeck) Total() int        { return d.marks.total }
func (d *rebuildDeck) Playing() bool     { return d.playing }
func (d *rebuildDeck) SetPlaying(p bool) { d.playing = p }
func (d *rebuildDeck) ToStart()          { _ = d.jump(0, false) }
func (d *rebuildDeck) Rounds() int       { return len(d.marks.rounds) }
func (d *rebuildDeck) AtEnd() bool       { return d.cur.done() }
func (d *rebuildDeck) Unfinished() bool  { return !d.cur.over }
func (d *rebuildDeck) Hold(int)          {}
func (d *rebuildDeck) Still() bool       { return true }
func (d *rebuildDeck) Notice() string    { return d.err }

// Over: the record's game is finished.
func (d *rebuildDeck) Over() bool { return d.cur.over }

// Settle: the last step's flights take about a second.
func (d *rebuildDeck) Settle() int { return 60 }

// ShotAt: the fourth decision (or the last, in a short record), and the
// one half way.
func (d *rebuildDeck) ShotAt(i int) int {
	n := len(d.marks.decisions)
	if n == 0 {
		return 0
	}
	return [2]int{d.marks.decisions[min(3, n-1)], d.marks.decisions[n/2]}[i]
}

// Step pauses at the next decision (n > 0) or the one before the last
// played (n < 0).
func (d *rebuildDeck) Step(n int) bool {
	pos, to := d.cur.at(), -1
	if n > 0 {
		for _, p := range d.marks.decisions {
			if p > pos {
				to = p
				break
			}
		}
	} else {
		to = 0
		for _, p := range d.marks.decisions {
			if p < pos && p > to {
				to = p
			}
		}
		if to == pos {
			to = 0
		}
	}
	if to < 0 {
		return false
	}
	return d.jump(to, false) == nil
}

// JumpRound rebuilds the table at round r's first decision (0-based),
// keeping play or pause; false when there is no such round.
func (d *rebuildDeck) JumpRound(r int) bool {
	if r < 0 || r >= len(d.marks.rounds) {
		return false
	}
	return d.jump(d.marks.rounds[r], d.playing) == nil
}

// Round is the round (0-based) shown.
func (d *rebuildDeck) Round() int {
	r, pos := 0, d.cur.at()
	for i, p := range d.marks.rounds {
		if pos >= p {
			r = i
		}
	}
	return r
}

// Bar lies along the bottom, over the table (ui.ReplayBarAt).
func (d *rebuildDeck) Bar(st *ui.Stage) (ui.ReplayBar, ui.ReplayBarLook, bool) {
	bar, look := ui.ReplayBarAt(st.VP.W, st.VP.H)
	d.bar.Lay(bar, look.U, look.Style, len(d.marks.rounds))
	return d.bar, look, true
}

// KeepsRoom: the table is given the window above the bar.
func (d *rebuildDeck) KeepsRoom() bool { return false }
