package royaletable

import (
	"fmt"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// flyTicks is how long a step's dice and money take to fly, and payTicks
// how long a payout's line that moves nothing (a tie) waits for the next.
const (
	flyTicks = 24
	payTicks = 20
)

// Table is Royale's table (a ui.Table): the window runs it as a scene and
// lends it its input, kit and viewport each tick (ui.Stage). Update reads
// the input, moves the session on and lays out the screen; Draw only
// reads.
type Table struct {
	opts Options
	sess *royaleplay.Session
	// st is the window's stage of this tick; kit, in and vp are its kit,
	// input and viewport, dsf its device scale factor.
	st   *ui.Stage
	kit  *ui.Kit
	in   *ui.Input
	vp   ui.Viewport
	dsf  float64
	lay  layout
	tick uint64
	// handover is the window's handover setting the session last got.
	handover, handoverSet bool

	secret string       // the viewer's own secret choice, until revealed
	focus  int          // the keyboard's button in the dock
	sel    string       // a tile's decision: the thing pointed at first (decide.go)
	moves  map[int]move // each seat's last move, marked on the board (marks.go)
	tb     ui.TakeBack  // the Take back button and its hold (takeback.go)
	// handing: the handover overlay is open (handover.go).
	handing bool
	msg     string // a refusal or a notice, shown in the dock
	msgTick uint64

	// The step being shown: its flights, and the payout that waits for
	// Continue (the round's lines).
	step    *royaleplay.Step
	flights []flight
	fly     ui.Tween
	motion  ui.Motion // the speed of the flights (instant: none)
	flyShot string    // --screenshots: the shot this step's flights give
	flyAt   int       // and the step's tick to take it at
	// last is the session's view after the last step's events: where the
	// tiles' counters stood as the next step's events began (a step's
	// Before already holds the chance outcomes that led to its decision).
	last     *royale.State
	payout   []string
	payWait  int           // autoplay: ticks left before the payout goes on
	payShown int           // the payout's lines shown so far, casino by casino
	payRound int           // the round paid out
	payBoard *royale.State // the table as the round's payout began (paidboard.go)
	payAdd   paidDice      // the dice placed after payBoard was taken
	payFrom  *royale.State // the view as the payout's first step's events began
	payMoney []seatMoney   // the seats' money as each count of lines shows (paidboard.go)
	payLines []int         // each line's casino
	payTitle string        // "Round N is paid out"
	// logBefore is how many lines the log had before the step shown
	// began, when it pays a round out (its lines are told by the payout:
	// shownLog); -1 for another step.
	logBefore int
	payShort  []string       // the payout's lines in the short form (payoutdock.go)
	payPage   int            // the page of the payout's lines shown
	payTurn   int            // how many payouts were shown: each its own lay
	payLay    payLay         // the payout's lines laid out in the dock
	payEvs    []royale.Event // the payout's events so far
	// The payout's lines fly one after another (payflight.go): all its
	// events, where each line's begin (paidMoney), the line's flights in
	// the air, the lines whose money landed, the ticks to the next line.
	payAll     []royale.Event
	paySpans   []int
	payFlights []flight
	payFly     ui.Tween
	payLanded  int
	payNext    int

	taken   map[string]bool // the screenshots asked for
	exit    int
	quit    bool // Close was chosen at the end
	endTick uint64

	// The help (F1, ? or the top bar's Help): open, its page, its pages
	// as laid out for helpKey; helpShot: opened for --screenshots.
	showHelp  bool
	helpPage  int
	helpPages [][]helpLine
	helpKey   helpKey
	helpShot  bool
	// The log (L or the top bar's Log, logview.go): open, and the panel.
	showLog bool
	logView ui.LogPanel    // the log: how far back it is scrolled, its rows (logview.go)
	tip     int            // the casino whose tile's "?" was tapped: its explanation shows (0 none)
	rest    ui.PointerRest // where the mouse rested when the table opened (tiles.go)
	press   press          // a finger on the table, and its long press's explanation (press.go)

	// store keeps the saves: the end's "Save the record" keeps the
	// finished game's record in it (nil: there is none). saved says what
	// the last save did.
	store   storage.Store
	saved   string
	saveErr saveErrLine // the top bar's "Not saved: …" (barline.go)

	memos   memos   // the strings drawn, kept while the state shown stays (memo.go)
	dockLog dockLog // the dock's recent lines as fitted (docklog.go)

	// guide is the guided first game's guide (nil: none; guide.go).
	guide *guide
}

// NewTable makes the table for a session.
func NewTable(sess *royaleplay.Session, fonts *assets.Fonts, o Options) *Table {
	t := &Table{opts: o, sess: sess, taken: map[string]bool{}}
	t.motion, t.last = ui.Motion{Speed: ui.SpeedNormal}, sess.View()
	if o.Guided {
		t.guide = &guide{}
	}
	t.vp = ui.ComputeViewport(float64(max(o.Width, 1)), float64(max(o.Height, 1)), 1)
	t.relayout()
	return t
}

func (t *Table) relayout() {
	t.lay = newLayoutCSS(t.vp.W, t.vp.H, t.sess.Rules().Players, t.sess.Rules().Main, t.css())
	t.measure()
}

// css is the logical units in a CSS pixel: more than 1 where a small
// window is drawn on the least logical canvas (ui.ComputeViewport).
func (t *Table) css() float64 {
	dsf := t.dsf
	if !(dsf > 0) {
		dsf = 1
	}
	if !(t.vp.Scale > 0) {
		return 1
	}
	return math.Max(dsf/t.vp.Scale, 1)
}

// measure lends the layout the kit to measure a phone's labels with (its
// buttons as wide as their labels; without a kit they are estimated) and
// the arena's titles' strip (once a layout).
func (t *Table) measure() {
	if t.kit != nil {
		t.lay.meas = t.kit
		if !t.lay.titleOK {
			t.lay.arenaTitleH, t.lay.titleOK = arenaTitleH(t.kit, &t.lay, arenaTitles(t.sess.Names())), true
		}
		t.measurePanels()
	}
}

// attach takes the window's stage for this tick: its input, kit and
// viewport, its speed and its handover setting.
func (t *Table) attach(st *ui.Stage) {
	t.st, t.kit, t.in, t.vp, t.motion, t.dsf = st, st.Kit, st.In, st.VP, st.Motion, st.DSF
	t.measure()
	if !t.handoverSet || t.handover != st.Handover {
		// Pass the screen between the people of a hot-seat game, or not.
		t.handover, t.handoverSet = st.Handover, true
		t.sess.SetHandover(st.Handover)
	}
}

// Update implements ui.Table: the window has stepped st.In.
func (t *Table) Update(st *ui.Stage) error {
	t.attach(st)
	t.tick++
	t.fit()
	t.rest.Watch(t.in)
	if t.guideStep() {
		return nil // a page of the guide holds the table still
	}
	if t.shootHelp() {
		return nil
	}
	if !t.takeBackInput() {
		t.handle()
	}
	t.stepPress()
	if t.showHelp {
		t.shoot("help") // the help, open (F1 or ?)
	}
	if t.showHelp || t.showLog || st.Held {
		return nil // the game waits while the help is read, or is held
	}
	t.advance()
	t.handOver()
	t.guideCheck()
	if t.sess.Over() && t.step == nil && t.payout == nil {
		if t.endTick == 0 {
			t.endTick = t.tick
		}
		if t.quit || (t.opts.ExitAtEnd && t.tick > t.endTick+2) {
			return ui.ErrClosed
		}
	}
	return nil
}

// advance moves the flights on, holds the payout, or moves the session on.
func (t *Table) advance() {
	if t.step != nil {
		t.fly.Step()
		t.shootFlight()
		if !t.fly.Done() {
			return
		}
		t.step, t.flights = nil, nil
	}
	if t.payout != nil {
		if t.payStep() {
			return
		}
		t.shoot("payout")
		t.shoot("round-end") // the payout is the round's end: "Round N is paid out", Next round
		if t.opts.Autoplay {
			if t.payWait--; t.payWait <= 0 {
				t.payout = nil
			}
		}
		return
	}
	if t.takeBackHold() {
		return // the person may still take their decision back
	}
	slice := 4 * time.Millisecond
	if !t.st.Work(slice) {
		return // the window's frame clock: this frame has no time left
	}
	for i := 0; i < 50; i++ {
		before := len(t.sess.Log())
		if st := t.sess.Update(slice); st != nil {
			t.logBefore = before
			t.startStep(st)
			return
		}
		if st, _ := t.sess.Stage(); !t.opts.Autoplay || st == royaleplay.StageOver {
			break
		}
		slice = 50 * time.Millisecond
	}
	t.shootStage()
}

// shootStage takes the screenshots of what a person is asked.
func (t *Table) shootStage() {
	if st, _ := t.sess.Stage(); st == royaleplay.StageDecide {
		t.shoot("table")
		t.shoot("decision") // a person decides
		if l := t.sess.SharedLegal(); len(l) > 0 && tileDecision(l) {
			t.shoot("tile-decision")
		}
	}
}

// tileDecision reports whether the legal actions are a tile's decision.
func tileDecision(l []royale.Action) bool {
	k := l[0].Kind
	return k != royale.ActPlace && k != royale.ActSitOut && k != royale.ActPass
}

// startStep shows a step: its dice and money fly (at once with
// --autoplay), and a round's payout waits for Continue.
func (t *Table) startStep(st *royaleplay.Step) {
	t.focus, t.msg, t.sel = 0, "", ""
	if firstPaid(st.Events) < 0 {
		t.logBefore = -1 // the step's own pieces tell it as they fly
	}
	t.noteSecret(st)
	own := st // what the step flies: the payout's lines fly the rest (payflight.go)
	if from := t.payoutFrom(st); from < len(st.Events) {
		own = &royaleplay.Step{Before: st.Before, Events: st.Events[:from]}
	}
	if q, ok := cueOf(own.Events); ok {
		t.st.Say(q)
	}
	t.flights = t.flightsOf(own)
	t.moves = lastMoves(t.moves, t.sess.View(), st.Events)
	d := 0
	for _, f := range t.flights {
		d = max(d, f.at+f.dur)
	}
	t.flyShot, t.flyAt = t.flightShot(st)
	if t.opts.Autoplay && t.flyShot == "" {
		d = 0
	}
	if len(t.flights) == 0 || st.Before == nil {
		d = 0
	}
	t.step, t.fly = st, ui.NewTween(d)
	if d == 0 {
		t.step, t.flights = nil, nil
	}
	t.gatherPayout(st)
	t.last = t.sess.View()
	if t.opts.Autoplay && !t.taken["table"] && st.Before != nil && st.Before.Round() == 2 && placed(st.Before) >= 12 {
		t.shoot("table")
	}
}

// flightShot says which screenshot of the flights this step gives (the
// first of "tile-roll", "tile-move" and "flight" not taken yet that it
// shows) and at which of its ticks; "" if none. With --autoplay only the
// steps that give one move.
func (t *Table) flightShot(st *royaleplay.Step) (string, int) {
	if !t.shots() || st.Before == nil {
		return "", 0
	}
	for _, f := range t.flights {
		switch {
		case f.kind == mTumble && !t.taken["tile-roll"]:
			return "tile-roll", f.at + f.dur*3/10
		case (f.kind == mTrack || f.what == pToken) && !t.taken["tile-move"]:
			return "tile-move", f.at + f.dur/2
		}
	}
	if !t.taken["flight"] && st.Before.Round() >= 2 {
		return "flight", flyTicks / 2
	}
	return "", 0
}

// shootFlight takes the step's flight screenshot at its tick.
func (t *Table) shootFlight() {
	if t.flyShot != "" && t.fly.T == t.flyAt {
		t.shoot(t.flyShot)
		t.flyShot = ""
	}
}

// noteSecret remembers a secret choice the viewer may see (its own: the
// events carry it only then) until the tile reveals it.
func (t *Table) noteSecret(st *royaleplay.Step) {
	names := t.sess.Names()
	for _, e := range st.Events {
		if e.Who < 0 || int(e.Who) >= len(names) {
			continue
		}
		switch {
		case e.Kind == royale.EvPunch && e.N > 0:
			t.secret = fmt.Sprintf("%s holds %d (secret)", names[e.Who], e.N)
		case e.Kind == royale.EvSplit && e.Value > 0:
			t.secret = names[e.Who] + ": " + royaleplay.Words(st.Before, royale.Action{Kind: royale.ActSplit, X: uint8(e.Value)})
		case e.Kind == royale.EvGuess || e.Kind == royale.EvPick:
			t.secret = ""
		}
	}
}

// gatherPayout keeps the events of a round's payout, which may span
// several steps (a tile's decision stops it), and shows them once the
// round is over.
func (t *Table) gatherPayout(st *royaleplay.Step) {
	if first := firstPaid(st.Events); len(t.payEvs) == 0 && first >= 0 && payoutLines(st.Events, nil) != nil {
		t.payBoard, t.payAdd = paidBoard(t.last, st, first)
		t.payFrom, t.payRound = t.last, t.sess.View().Round()
		if t.payBoard != nil {
			t.payRound = t.payBoard.Round()
		}
		t.payEvs = append(t.payEvs, st.Events...)
	} else if len(t.payEvs) > 0 {
		t.payEvs = append(t.payEvs, st.Events...) // a tile's decision stopped the payout (Bad Luck's payment, ...)
	}
	if len(t.payEvs) > 0 && (t.sess.Over() || t.sess.View().Round() > t.payRound) {
		t.payout, t.payWait, t.payShown = payoutLines(t.payEvs, t.sess.Names()), 2, 0
		from := t.payFrom
		if from == nil {
			from = t.payBoard
		}
		t.payMoney, t.payLines, t.paySpans = paidMoney(from, t.payEvs)
		t.payShort, t.payPage, t.payTurn = payoutLinesForm(t.payEvs, t.sess.Names(), true), 0, t.payTurn+1
		t.payTitle = fmt.Sprintf("Round %d is paid out", t.payRound)
		t.payAll, t.payEvs = t.payEvs, nil
		t.payFlights, t.payLanded, t.payNext = nil, 0, 0
	}
}

// placed counts the seats' dice in the casinos.
func placed(s *royale.State) int {
	n := 0
	for c := 1; c <= royale.Casinos; c++ {
		for p := 0; p < s.Players(); p++ {
			n += s.DiceAt(c, p).N()
		}
	}
	return n
}

// shown is the state to draw: the step's before while its pieces fly,
// else the session's view.
func (t *Table) shown() *royale.State {
	if t.step != nil && t.step.Before != nil {
		return t.step.Before
	}
	if t.payout != nil && t.payBoard != nil {
		return t.payBoard
	}
	return t.sess.SharedView()
}

// say shows a message in the dock.
func (t *Table) say(format string, args ...any) {
	t.msg, t.msgTick = fmt.Sprintf(format, args...), t.tick
}

// shoot asks for a screenshot named name at the next Draw, once per name.
// The names are the stages' names every game writes (scenes/README.md,
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
func (t *Table) fit() {
	if t.lay.W != t.vp.W || t.lay.H != t.vp.H || t.lay.css != t.css() {
		t.kit.Purge()
		t.relayout()
	}
	t.kit.SetScale(t.vp.Scale)
}

// measurePanels lays out the seats' panels (layPanels) once a layout and
// the kit's scale (a text's width depends on the pixels it is drawn in:
// drawPanels asks again).
func (t *Table) measurePanels() {
	if !t.lay.seatsOK || t.lay.seatScale != t.kit.Scale() {
		t.lay.seatLays, t.lay.seatsOK, t.lay.seatScale = layPanels(t.kit, &t.lay, t.sess.Names()), true, t.kit.Scale()
	}
}
