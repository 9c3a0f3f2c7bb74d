package cardtable

import (
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// revealTicks is how long the picks take to flip and fly to the casinos,
// and payoutTicks how long a payout waits with nobody to press Next round,
// at normal speed (ui.Motion).
const (
	revealTicks = 40
	payoutTicks = 150
)

// Table is the card game's table (a ui.Table): the window runs it as a
// scene and lends it its input, kit and viewport each tick (ui.Stage).
// Update reads the input, moves the session on and lays out the screen;
// Draw only reads.
type Table struct {
	opts Options
	sess *cardplay.Session
	// st is the window's stage of this tick; kit, in, vp and dsf are its
	// kit, input and viewport.
	st   *ui.Stage
	kit  *ui.Kit
	in   *ui.Input
	vp   ui.Viewport
	dsf  float64 // the device scale factor the viewport was made with
	lay  layout
	tick uint64
	// handover is the window's handover setting the session last got.
	handover, handoverSet bool

	// The hand of the seat picking: its cards in a row and which are on.
	handSeat int
	// handing: the handover overlay is open (handover.go).
	handing   bool
	slots     []cards.Card
	on        [cards.HandSize]bool
	msg       string // a refusal or a notice, shown in the hand area
	msgTick   uint64
	showLog   bool        // the log is open (L)
	logView   ui.LogPanel // the log panel: how far back it is scrolled, its rows (logview.go)
	showHelp  bool        // the rules are open (F1 or ?)
	help      string      // the rules in short (assets/data/cards-help.txt)
	helpPage  int         // the page of the rules shown (helppages.go)
	helpWords helpWords   // the rules in rows and pages
	hint      *hint

	// The reveal being shown (nil: the table as it is now), how far it
	// has flown, and whether its payout waits for Continue.
	rev *cardplay.Reveal
	// revLine is the top bar's line while rev is shown, revFlyLine while
	// its cards fly, revPaidLine at its payout (topline.go).
	revLine, revFlyLine, revPaidLine string
	// revSeats are the seats' counts rev's panels show as it goes on
	// (panelstory.go).
	revSeats [numShown][cards.MaxPlayers]seatCounts
	// revChipsAt are the chip cards left at the casinos once rev's cards
	// have landed.
	revChipsAt [cards.NumCasinos][casino.NumChipColours]uint8
	revT       ui.Tween
	payout     bool
	revWait    int // ticks left before the summary or payout goes on (-1: Continue)
	// summary: the reveal's summary shows; summed: it has been shown.
	summary, summed bool
	motion          ui.Motion // the speed of the flights and waits (SetMotion)
	// last is each seat's last placement revealed, marked on the board
	// until it places again or the round's cards leave (lastmove.go).
	last [cards.MaxPlayers]cards.Pick
	tb   ui.TakeBack // the Take back button and its hold (takeback.go)
	// words are the frames' words, kept while what they say stays
	// (draw_cache.go).
	words frameWords
	cuts  cuts      // texts cut short to fit on a phone (fitLeast)
	rows  []lineRow // the rows of drawLinesBox (lineRows)
	// The explanation shown by a tap or a long-press (tipOn), the press
	// held, where the mouse rested when the table opened, and the
	// explanation's words (explain.go).
	tip      tipItem
	tipOn    bool
	hold     hold
	rest     ui.PointerRest
	tipWords tipWords

	taken   map[string]bool // the screenshots asked for
	exit    int
	quit    bool // Close was chosen at the end
	endTick uint64

	// store is where the session autosaves (nil: nowhere, as with
	// --autoplay); Save the record keeps the finished game's record there
	// under a key of its own, and note says where (record.go).
	store storage.Store
	note  string
	// guide is the guided first game's guide (nil: none; guide.go).
	guide *guide
}

// NewTable makes the table for a session.
func NewTable(sess *cardplay.Session, fonts *assets.Fonts, o Options) *Table {
	t := &Table{opts: o, sess: sess, handSeat: -1, taken: map[string]bool{}, dsf: 1, motion: ui.Motion{Speed: ui.SpeedNormal}}
	t.vp = ui.ComputeViewport(float64(max(o.Width, 1)), float64(max(o.Height, 1)), 1)
	if help, err := assets.ReadText("cards-help.txt"); err == nil {
		t.help = strings.TrimSpace(help)
	}
	t.lay = newLayout(t.vp.W, t.vp.H, sess.Rules().Players, tapUnits(t.vp, t.dsf))
	sess.SetWords(logWords) // the log in the table's words (logwords.go)
	if o.Guided {
		t.guide = &guide{}
	}
	return t
}

// attach takes the window's stage for this tick.
func (t *Table) attach(st *ui.Stage) {
	t.st, t.kit, t.in, t.vp, t.dsf, t.motion = st, st.Kit, st.In, st.VP, st.DSF, st.Motion
	if t.dsf <= 0 {
		t.dsf = 1
	}
	if !t.handoverSet || t.handover != st.Handover {
		// The window's setting: pass the screen between the people of a
		// hot-seat game, or not.
		t.handover, t.handoverSet = st.Handover, true
		t.sess.SetHandover(st.Handover)
	}
}

// Update implements ui.Table: the window has stepped st.In.
func (t *Table) Update(st *ui.Stage) error {
	t.attach(st)
	t.tick++
	t.fit()
	t.rest.Watch(t.in) // where the mouse rests, from the first tick (explain.go)
	if t.guideStep() {
		return nil // a page of the guide holds the table still
	}
	t.watchHold()
	if !t.takeBackInput() {
		t.handle()
	}
	if t.showHelp {
		t.shoot("help") // the rules, open (F1 or ?)
	}
	if st.Held {
		return nil // a paused replay: only the panels answer
	}
	t.advance()
	t.syncHand()
	t.stepHint()
	t.guideCheck()
	t.handOver()
	t.fit() // the step may have made the autosave fail, or work again
	if t.sess.Over() && t.rev == nil {
		if t.endTick == 0 {
			t.endTick = t.tick
		}
		if t.quit || (t.opts.ExitAtEnd && t.tick > t.endTick+2) {
			return ui.ErrClosed
		}
	}
	return nil
}

// advance moves the reveal on, or the session when no reveal is shown.
func (t *Table) advance() {
	if t.rev != nil {
		t.revT.Step()
		if t.revT.T == revealTicks*3/5 {
			t.shoot("reveal")
		}
		if t.revT.Done() {
			t.afterFlight() // the summary, the payout (summary.go)
		}
		return
	}
	if t.takeBackHold() {
		return // the person may still take their decision back
	}
	// A few ms of the bots' thinking a frame; with --autoplay as much as
	// fits in a frame, so that a game runs fast and the window still draws.
	if !t.st.Work(4 * time.Millisecond) {
		return // the window's frame clock: this frame has no time left
	}
	deadline := time.Now().Add(25 * time.Millisecond)
	for {
		if r := t.sess.Update(4 * time.Millisecond); r != nil {
			t.startReveal(r)
			return
		}
		if st, _ := t.sess.Stage(); !t.opts.Autoplay || st == cardplay.StageOver || t.sess.ScriptEnded() || time.Now().After(deadline) {
			break
		}
	}
	if st, _ := t.sess.Stage(); st == cardplay.StagePick {
		t.shoot("table")
		t.shoot("decision") // a person picks
	}
}

// startReveal shows a placement: the picks flip and fly (at once with
// --autoplay, but for the first, which a screenshot catches in flight).
func (t *Table) startReveal(r *cardplay.Reveal) {
	t.rev, t.payout, t.summary, t.summed = r, false, false, false
	t.revFlyLine, t.revLine, t.revPaidLine = t.lineBefore(r), t.revealLine(r, false), t.revealLine(r, true)
	t.revSeats, t.revChipsAt = revealCounts(r), chipsLeft(r)
	if q, ok := cueOf(r); ok {
		t.st.Say(q)
	}
	d := t.motion.Dur(revealTicks)
	if t.opts.Autoplay && (t.taken["reveal"] || !t.shots() || r.Placed == 0) {
		d = 0
	}
	if r.Placed == 0 && !r.RoundEnded {
		d = 0
	}
	t.revT = ui.NewTween(d)
	if t.opts.Autoplay && !t.taken["table"] && r.Before.Round() == 1 && r.Before.Turn() >= 2 {
		t.shoot("table")
	}
}

func (t *Table) endReveal() {
	t.last = lastMoves(t.last, t.rev)
	if t.rev != nil && t.rev.RoundEnded {
		t.last = [cards.MaxPlayers]cards.Pick{} // the cards have left the casinos
	}
	t.rev, t.payout, t.summary, t.summed = nil, false, false, false
}

// syncHand follows the hand of the visible seat: a new hand (another
// seat, or cards drawn) clears the selection.
func (t *Table) syncHand() {
	v := t.sess.Visible()
	var hand cards.Pick
	if v >= 0 {
		hand = t.sess.SharedView().Hand(v)
	}
	if v != t.handSeat || hand != handOf(t.slots) {
		var slots []cards.Card
		if v >= 0 {
			slots = cardplay.Slots(hand)
		}
		t.handSeat, t.slots, t.on = v, slots, [cards.HandSize]bool{}
	}
}

// say shows a message in the hand area.
func (t *Table) say(format string, args ...any) {
	t.msg, t.msgTick = fmt.Sprintf(format, args...), t.tick
}

// shoot asks the window for a screenshot named name at the next Draw,
// once per name (the table's stages: "table", "reveal", "payout"...). The
// names are the stages' names every game writes (scenes/README.md,
// Screenshots), without the game's.
func (t *Table) shoot(name string) {
	if !t.shots() || t.taken[name] {
		return
	}
	t.taken[name] = true
	t.st.Snap(name)
}

// shots reports whether the window writes screenshots: its --screenshots
// DIR, lent as the stage's Shot, whether the table was opened by --game
// or from the setup (whose tables' options name no folder).
func (t *Table) shots() bool { return t.st != nil && t.st.Shot != nil }

// Draw implements ui.Table.
func (t *Table) Draw(dst *ebiten.Image, st *ui.Stage) {
	t.attach(st)
	t.fit() // a table is drawn in its first frame before any Update
	t.draw(dst)
	t.drawGuide(dst)
}

// fit lays the table out for its window when the window changed (new
// sprite sizes: the old ones are dropped) and sets the kit's scale.
// On a phone held upright it gives a failed save's words their band
// (savewarn.go) when the autosave begins or stops failing.
func (t *Table) fit() {
	tap := tapUnits(t.vp, t.dsf)
	if t.lay.W != t.vp.W || t.lay.H != t.vp.H || t.lay.tap != tap {
		t.kit.Purge()
		t.lay = newLayout(t.vp.W, t.vp.H, t.sess.Rules().Players, tap)
	}
	t.kit.SetScale(t.vp.Scale)
	if b := t.warnBand(); b.h != t.lay.warn.H || b.fromHand != t.lay.warnHand {
		t.lay = newLayoutWarn(t.vp.W, t.vp.H, t.sess.Rules().Players, tap, b)
	}
}
