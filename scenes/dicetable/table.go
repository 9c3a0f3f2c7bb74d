package dicetable

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// maxLog is how many log lines the table keeps.
const maxLog = 400

// arenaDie is one rolled die on the table.
type arenaDie struct {
	face   uint8
	kind   dice.DieKind
	x0, y0 float64 // where the tumble starts
	x1, y1 float64 // where it settles
	rot0   float64
}

// Table is the main scene: casinos, dice arena, player panels and the log.
type Table struct {
	src   Source
	m     *Model
	names []string
	// notice is the source's lasting line (saving failed, a program
	// starting), read in Update for Draw.
	notice string

	L       TableLayout
	lw, lh  float64
	logOpen bool

	// touch: the last press was a touch (or, before any, the table is a
	// phone's), so the prompts speak of tapping (layout_phone_touch.go).
	touch       bool
	phoneLabels [MaxSeats]phoneLabel
	casShort    [8]string // the casinos' names without their numbers, for a phone

	log  []string
	logP ui.LogPanel // the log's rows, scrolled back or not (table_panels.go)

	// Event animation.
	cur     dice.Event
	animOn  bool
	tw      ui.Tween
	pace    int // ticks before the next bot/chance step
	banner  string
	bannerT ui.Tween

	// The rolled dice in the arena.
	dice    [24]arenaDie
	nDice   int
	dieSize float64
	rollT   ui.Tween
	rng     uint32

	// A human's decision.
	deciding bool
	seat     int
	legal    []dice.Action
	sel      int // index into legal, -1 none
	preview  previewInfo
	lastErr  string
	hoverOpt int
	prompt   string

	optLabels  []string
	optRects   [16]ui.Rect // option buttons drawn in the prompt row
	optIdx     [16]int
	nOptRects  int
	kickCasino int
	adv        advisor // the hint (advisor.go)

	// Flying pieces (drawn over the board).
	fly flyInfo

	// stepCost estimates one Advance (a bot's slice of thinking, a chance
	// step, an autosave): the slowest recent one, decaying.
	stepCost time.Duration

	payoutShot bool
	payCasino  int         // the casino being paid out, 0 outside payouts
	story      PayoutStory // the round's payout in words (dicetable/payout.go)
	// Each seat's last placement, marked until its next turn, and the
	// last one in words (dicetable/lastplace.go).
	last LastPlaces
	// The legend of the piece under a resting pointer (legend.go).
	legend     string
	legX, legY float64
	// rest: where the pointer was when the table opened (legend.go).
	rest    ui.PointerRest
	legT    int
	casName [8]string
	logInit bool
	err     error
	// replay: the source is a replay (the layout keeps room for the
	// viewer's bar).
	replay *ReplaySource
	// guide: the first game's guide (guide.go), or nil.
	guide *guideState
	// lastHuman is the seat of the person who decided last (handover.go),
	// or -1.
	lastHuman int
	// tb is the Take back button's state (table_takeback.go).
	tb tableTakeBack
	// ended: the game end has the finished game (finishGame).
	ended bool
}

type previewInfo struct {
	valid  bool
	casino int
	line   string
}

type flyKind uint8

const (
	flyNone flyKind = iota
	flyDice
	flyNote
	flyKick
)

type flyInfo struct {
	kind     flyKind
	x0, y0   float64
	x1, y1   float64
	note     dice.Note
	colour   pieces.DieColour
	n        int
	face     int
	biggies  int
	kickers  int
	whites   int
	noteBack bool
}

// NewTable makes the table scene for a session.
func NewTable(src Source) *Table {
	// Until a step is measured, assume a slow one (a bot's first slice,
	// a chance step with its autosave), so the first frames of a game do
	// not start one late in the frame.
	t := &Table{src: src, sel: -1, rng: 0x2545f491, stepCost: 8 * time.Millisecond, lastHuman: -1}
	seats := src.Seats()
	t.m = NewModel(src.Rules(), seats)
	t.names = make([]string, len(seats))
	for i, s := range seats {
		t.names[i] = s.Name
	}
	t.replay, _ = src.(*ReplaySource)
	t.m.Sync(src.View())
	t.m.Facts.AddRecorded(src) // a resumed game's steps so far
	t.log = make([]string, 0, maxLog)
	for i := 1; i <= 7; i++ {
		t.casName[i] = dice.CasinoName(i)
	}
	t.casName[SlotIndex] = "Slot machine"
	for i, n := range t.casName {
		t.casShort[i] = shortCasinoName(n)
	}
	return t
}

// Name is the table's name, as the window names its scene (ui.Overlay).
func (t *Table) Name() string { return "table" }

func (t *Table) relayout(c *ui.Stage) {
	if t.lw == c.VP.W && t.lh == c.VP.H {
		return
	}
	t.lw, t.lh = c.VP.W, c.VP.H
	if !t.logInit {
		// The log starts open only where it fits beside the table.
		t.logInit = true
		t.logOpen = !ComputeTableLayout(c.VP.W, c.VP.H, TableLayoutOptions{Players: t.m.Players, Slot: t.m.Casinos > 6, LogOpen: true, Replay: t.replay != nil}).LogOverlay
	}
	t.L = ComputeTableLayout(c.VP.W, c.VP.H, TableLayoutOptions{Players: t.m.Players, Slot: t.m.Casinos > 6, LogOpen: t.logOpen, Replay: t.replay != nil})
	t.placeDice(false)
}

func (t *Table) rand() float64 {
	t.rng ^= t.rng << 13
	t.rng ^= t.rng >> 17
	t.rng ^= t.rng << 5
	return float64(t.rng%10000) / 10000
}

// noteStepCost updates the estimate of one Advance with a measured one.
func (t *Table) noteStepCost(d time.Duration) {
	t.stepCost = max(d, t.stepCost-t.stepCost/8)
}

// Update implements ui.Table.
func (t *Table) Update(c *ui.Stage) error {
	if t.err != nil {
		return t.err
	}
	t.relayout(c)
	t.noteTouch(c)
	if c.Tick%15 == 0 { // a few times a second is enough for a lasting line
		t.notice = t.src.Notice()
	}
	if t.logOpen {
		t.placeLog(c)
		t.logP.Fit(c.Kit, t.log) // the wheel scrolls it within the log as it is
	}
	t.handleGlobalKeys(c)
	if t.takeBackInput(c) {
		return nil // the table shows the restored state from the next tick
	}
	t.bannerT.Step()
	t.rollT.Step()

	if over, err := t.stepEvents(c); err != nil || over {
		return err
	}
	if t.deciding {
		t.handleDecisionInput(c)
		t.layoutOptions()
		if c.Autoplay && t.deciding {
			// Autoplay: bots sit in every seat, but keep a guard for human seats.
			t.sel = 0
			t.submit(c)
		}
	}
	t.stepHint(c)
	t.stepLegend(c)
	return nil
}

// stepEvents advances the animations and the event queue. At instant
// speed many events pass in one tick; a screenshot request stops the loop
// so the moment is captured. It reports whether the game is over (the
// game end is shown from now).
func (t *Table) stepEvents(c *ui.Stage) (over bool, err error) {
	for budget := 0; budget < 400; budget++ {
		if t.animOn {
			t.tw.Step()
			if !t.tw.Done() {
				break
			}
			t.finishEvent(c)
			continue
		}
		if !t.rollT.Done() {
			break
		}
		if e, ok := t.src.NextEvent(); ok {
			if t.startEvent(c, e) {
				break
			}
			continue
		}
		// Queue empty: the books match the engine again.
		if !t.deciding {
			t.m.Sync(t.src.View())
			if t.payCasino > 0 {
				t.m.Turn = -1
				t.m.HasRoll = false
			}
			t.placeDice(false)
		}
		if t.src.Over() {
			t.finishGame()
			return true, nil
		}
		if seat, ok := t.src.Human(); ok {
			if !t.deciding {
				t.beginDecision(c, seat)
			}
			break
		}
		if t.pace > 0 {
			t.pace--
			break
		}
		if t.takeBackHold(c) {
			break // the person may still take their placement back
		}
		if !c.Work(t.stepCost) {
			break // the frame has done enough: the game moves on in the next
		}
		if adv, err := t.advance(c); err != nil || !adv {
			if err != nil {
				return false, err
			}
			break
		}
	}
	return false, nil
}

// replayPlaying reports whether the table shows a replay that is playing
// (its round summaries close by themselves).
func (t *Table) replayPlaying() bool { return t.replay != nil && t.replay.Playing() }

// idle reports whether nothing is animating or waiting: no event, no
// pause before a step, no step asked of a replay.
func (t *Table) idle() bool {
	if t.replay != nil && t.replay.Busy() {
		return false
	}
	return !t.animOn && t.rollT.Done() && t.pace == 0
}

// advance lets the source play one step (a chance outcome, a slice of a
// bot's thinking) and books its cost against the frame.
func (t *Table) advance(c *ui.Stage) (bool, error) {
	t0 := time.Now()
	adv, err := t.src.Advance()
	d := time.Since(t0)
	t.noteStepCost(d)
	c.Book(d)
	return adv, err
}

func (t *Table) handleGlobalKeys(c *ui.Stage) {
	in := c.In
	for i, a := range in.Actions() {
		switch a.Kind {
		case ui.ActHelp:
			in.Consume(i)
			c.Ask(ui.CallHelp)
		case ui.ActLog:
			in.Consume(i)
			t.toggleLog(c)
		case ui.ActScroll:
			if t.logOpen && in.Hover(t.L.Log) && t.logP.Scroll(a) {
				in.Consume(i)
			}
		case ui.ActClick:
			switch {
			case t.L.BtnHelp.Contains(a.X, a.Y):
				in.Consume(i)
				c.Ask(ui.CallHelp)
			case t.L.BtnLog.Contains(a.X, a.Y):
				in.Consume(i)
				t.toggleLog(c)
			case t.L.BtnHint.Contains(a.X, a.Y):
				in.Consume(i)
				if t.canHint() {
					t.toggleHint(c)
				}
			case t.L.BtnSetting.Contains(a.X, a.Y):
				in.Consume(i)
				c.Ask(ui.CallSettings)
			case t.L.BtnMenu.Contains(a.X, a.Y):
				in.Consume(i)
				c.Ask(ui.CallMenu)
			case t.logOpen && t.L.LogOverlay && t.L.Log.Contains(a.X, a.Y):
				in.Consume(i) // the drawer swallows clicks
			}
		case ui.ActCancel:
			if !t.deciding || t.sel < 0 {
				in.Consume(i)
				c.Ask(ui.CallMenu)
			}
		}
	}
}

func (t *Table) toggleLog(c *ui.Stage) {
	t.logOpen = !t.logOpen
	t.lw = -1
	t.relayout(c)
	c.Say(ui.CueClick)
}

func (t *Table) addLog(s string) {
	if len(t.log) >= maxLog {
		copy(t.log, t.log[1:])
		t.log = t.log[:len(t.log)-1]
	}
	t.log = append(t.log, s)
	t.logP.Reset()
}

// finishGame marks the game finished once its last event has been shown:
// the window opens its game end (Finished, Ending).
func (t *Table) finishGame() {
	if t.m.GameOver && t.animOn {
		return
	}
	t.ended = true
}

// seatColour is the die colour of a participant (seat or neutral).
func (t *Table) seatColour(q int) pieces.DieColour {
	if q >= 0 && q < t.m.Players {
		return t.m.Seats[q].Colour
	}
	return pieces.DieWhite
}

// dieStyle returns how a die of kind k owned by participant q looks.
func (t *Table) dieStyle(c *ui.Stage, q int, k dice.DieKind) pieces.DieStyle {
	st := pieces.DieStyle{Colour: t.seatColour(q), Symbols: c.Symbols}
	switch k {
	case dice.Biggy:
		st.Biggy = true
	case dice.Kicker:
		st.Colour = pieces.DieViolet
	case dice.White:
		st.Colour = pieces.DieWhite
	}
	return st
}

// placeDice computes where each die of the current roll settles (grouped by face).
func (t *Table) placeDice(tumble bool) {
	area := ArenaDiceArea(&t.L)
	var count, seen [7]int
	t.nDice = 0
	if !t.m.HasRoll {
		return
	}
	maxN := 1
	for i := 0; i < int(t.m.Roll.N); i++ {
		if f := int(t.m.Roll.Face[i]); f >= 1 && f <= 6 {
			count[f]++
			maxN = max(maxN, count[f])
		}
	}
	d := ArenaDieSize(area, t.L.U, maxN)
	t.dieSize = d
	for i := 0; i < int(t.m.Roll.N) && i < len(t.dice); i++ {
		f := int(t.m.Roll.Face[i])
		if f < 1 || f > 6 {
			continue
		}
		x, y := DieSlot(area, f, seen[f], count[f], d)
		seen[f]++
		ad := &t.dice[t.nDice]
		ad.face, ad.kind = uint8(f), t.m.Roll.Kind[i]
		ad.x1, ad.y1 = x, y
		if tumble {
			ad.x0 = area.X + area.W*(0.3+0.4*t.rand())
			ad.y0 = area.Y - d*(0.5+t.rand())
			ad.rot0 = (t.rand() - 0.5) * 12
		} else {
			ad.x0, ad.y0, ad.rot0 = x, y, 0
		}
		t.nDice++
	}
}

// diePos is where arena die i is drawn now.
func (t *Table) diePos(i int, reduced bool) (x, y, rot float64, face uint8) {
	ad := &t.dice[i]
	p := t.rollT.P()
	if reduced || t.rollT.D == 0 {
		return ad.x1, ad.y1, 0, ad.face
	}
	e := ui.EaseOutCubic(p)
	x = ui.Lerp(ad.x0, ad.x1, e)
	y = ui.Lerp(ad.y0, ad.y1, e) - math.Abs(math.Sin(p*math.Pi*2.5))*(1-p)*30*t.L.U
	rot = ad.rot0 * (1 - e)
	face = ad.face
	if p < 0.7 {
		// Faces flicker while tumbling.
		face = uint8((int(ad.face)+int(t.rollT.T/4)+i)%6 + 1)
	}
	return x, y, rot, face
}

// Draw implements ui.Table.
//
// A table drawn before its first Update (the frame a scene appears in,
// whose Updates the App skips, or a replay's step rebuilt) lays itself out
// first: drawn with no layout, every rect was empty and every text built
// at the least size, and the next frame built them all again.
func (t *Table) Draw(dst *ebiten.Image, c *ui.Stage) {
	t.relayout(c)
	t.draw(dst, c)
}
