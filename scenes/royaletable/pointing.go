package royaletable

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// touch reports whether the prompts speak of taps: the last press was a
// finger's, or nothing was pressed yet on a phone (upright or on its side).
func (t *Table) touch() bool {
	return t.in.Touch || !t.in.TouchKnown && t.lay.phone
}

// tileOptions are the things to point at for the tile's decision shown
// now and where they lie; nil when no tile's decision waits here.
func (t *Table) tileOptions() ([]option, []ui.Rect) {
	if t.step != nil || t.payout != nil {
		return nil, nil
	}
	if st, _ := t.sess.Stage(); st != royaleplay.StageDecide {
		return nil, nil
	}
	legal := t.sess.SharedLegal()
	if len(legal) == 0 || !tileDecision(legal) {
		return nil, nil
	}
	opts := options(paths(t.sess.SharedView(), legal), t.sel)
	return opts, t.lay.optionRects(opts, t.focus)
}

// tileInput handles one action at a tile's decision: a point on the board
// or on the row of buttons, a number key (the row's buttons in order),
// the arrows and Enter, Esc to choose again.
func (t *Table) tileInput(legal []royale.Action, a ui.Action) {
	opts, _ := t.tileOptions()
	if len(opts) == 0 {
		return
	}
	t.focus = min(max(t.focus, 0), len(opts)-1)
	switch a.Kind {
	case ui.ActPick:
		if a.N >= 1 && a.N <= len(opts) {
			t.pickOption(legal, opts[a.N-1])
		} else {
			t.say("There is no choice %d.", a.N)
		}
	case ui.ActPrev, ui.ActUp:
		t.focus = (t.focus + len(opts) - 1) % len(opts)
	case ui.ActNext, ui.ActDown:
		t.focus = (t.focus + 1) % len(opts)
	case ui.ActConfirm:
		t.pickOption(legal, opts[t.focus])
	case ui.ActCancel:
		t.sel, t.msg, t.focus = "", "", 0
	case ui.ActHint:
		if err := t.sess.AskHint(); err != nil {
			t.say("%s", err)
		}
	case ui.ActClick:
		row := t.lay.optionRows(opts, t.focus)
		if row.more.Contains(a.X, a.Y) {
			t.focus = row.next
			return
		}
		for i, r := range row.rects {
			if r.Contains(a.X, a.Y) {
				t.pickOption(legal, opts[i])
				return
			}
		}
		if act, next, ok := pointAt(&t.lay, t.sess.SharedView(), legal, t.sel, t.focus, a.X, a.Y); ok {
			t.pickOption(legal, option{th: thing{key: next}, acts: oneOrNone(act, next)})
		}
	}
}

func oneOrNone(a royale.Action, next string) []royale.Action {
	if next != "" {
		return nil
	}
	return []royale.Action{a}
}

// pickOption chooses o: its action, or its thing for a second point.
func (t *Table) pickOption(legal []royale.Action, o option) {
	if len(o.acts) == 1 {
		t.sel = ""
		t.choose(legal, o.acts[0])
		return
	}
	t.sel, t.focus, t.msg = o.th.key, 0, ""
}

// minTap is the least side of a control a finger can hit: 44 CSS px.
const minTap = 44

// rowRects lays n buttons out in one row in the dock, each at least minW
// wide (a phone's narrow dock takes more rows rather than buttons too
// narrow for their words or a finger).
func (l *layout) rowRects(n int, minW float64) []ui.Rect {
	if n <= 0 {
		return nil
	}
	u, r := l.u, l.buttons
	gap := 8 * u
	minTap := l.tap
	minW = ui.Clamp(minW, minTap, r.W)
	per := min(n, max(1, int((r.W+gap)/(minW+gap))))
	rows := (n + per - 1) / per
	for rows > 1 && float64(rows)*(minTap+gap)-gap > r.H {
		rows-- // too many rows for the dock: narrower buttons
	}
	per = (n + rows - 1) / rows // as even as the rows allow
	bw := math.Min((r.W-float64(per-1)*gap)/float64(per), 240*u)
	bh := math.Min(52*u, (r.H-float64(rows-1)*gap)/float64(rows))
	bh = math.Max(bh, minTap)
	out := make([]ui.Rect, n)
	for i := range out {
		out[i] = ui.R(r.X+float64(i%per)*(bw+gap), r.Y+float64(i/per)*(bh+gap), bw, bh)
	}
	return out
}

// labelWidth is how wide the widest label of opts is written in a
// button, the buttons' padding with it: measured where the layout has a
// measurer (l.meas, the table's kit, at its button text: 15 units, never
// under 12 CSS px), else about (bold, 15 units).
func (l *layout) labelWidth(opts []option) float64 {
	if l.meas != nil {
		size, w := math.Max(15*l.u, l.minText), 0.0
		for _, o := range opts {
			w = math.Max(w, l.meas.TextWidth(o.th.label, ui.FontBold, size))
		}
		return w + 12*l.u
	}
	w := 0
	for _, o := range opts {
		w = max(w, len([]rune(o.th.label)))
	}
	return float64(w+3) * 8.2 * l.u
}

// pageRow is a phone's row of buttons (pagedRow): a rect for each option
// (empty for one on another page), the More button (empty when every
// option shows) and the option More focuses (the next page's first).
type pageRow struct {
	rects       []ui.Rect
	more        ui.Rect
	next        int
	page, pages int // the page shown and how many (1-based; 0 without More)
}

// moreWords is the More button's label for page p of n, cached (a steady
// frame allocates nothing).
var moreWords = func() (s [10][10]string) {
	for n := 2; n < 10; n++ {
		for p := 1; p <= n; p++ {
			s[p][n] = fmt.Sprintf("More (%d/%d)", p, n)
		}
	}
	return s
}()

// moreLabel is the More button's label of row: "More (1/2)".
func (r pageRow) moreLabel() string {
	if r.page >= 1 && r.page < 10 && r.pages < 10 && r.page <= r.pages {
		return moreWords[r.page][r.pages]
	}
	return "More"
}

// pagedRow lays n buttons out on a phone, each at least need wide (the
// widest label with its padding): in the dock's rows (as many as it holds
// at a finger's height, 44 CSS px) when they all fit, else a page of them
// and a More button in the last place that shows the next page (the last
// page's goes back to the first). The page shown is focus's: the arrows
// keys and More move it, and number keys still choose any option.
func (l *layout) pagedRow(n int, need float64, focus int) pageRow {
	var out pageRow
	if n <= 0 {
		return out
	}
	u, r, tap := l.u, l.buttons, l.tap
	gap := 8 * u
	need = ui.Clamp(need, tap, r.W)
	rows := max(1, int((r.H+gap)/(tap+gap)))
	per := max(1, int((r.W+gap)/(need+gap)))
	paged := n > per*rows
	if paged {
		if l.meas != nil {
			need = math.Max(need, l.meas.TextWidth("More (9/9)", ui.FontBold, math.Max(15*u, l.minText))+12*u)
			per = max(1, int((r.W+gap)/(need+gap)))
		}
		if per*rows < 2 {
			per = 2 // the option and More side by side
		}
	} else {
		rows = (n + per - 1) / per
		per = (n + rows - 1) / rows // as even as the rows allow
	}
	bw := math.Min((r.W-float64(per-1)*gap)/float64(per), math.Max(240*u, need))
	bh := math.Max(math.Min(52*u, (r.H-float64(rows-1)*gap)/float64(rows)), tap)
	cell := func(i int) ui.Rect {
		return ui.R(r.X+float64(i%per)*(bw+gap), r.Y+float64(i/per)*(bh+gap), bw, bh)
	}
	out.rects = make([]ui.Rect, n)
	if !paged {
		for i := range out.rects {
			out.rects[i] = cell(i)
		}
		return out
	}
	slots := per*rows - 1
	focus = min(max(focus, 0), n-1)
	start := focus / slots * slots
	for i := start; i < min(n, start+slots); i++ {
		out.rects[i] = cell(i - start)
	}
	out.more = cell(per*rows - 1)
	out.next = start + slots
	if out.next >= n {
		out.next = 0
	}
	out.page, out.pages = start/slots+1, (n+slots-1)/slots
	return out
}

// casinoList names casinos: "Horseshoe, Oasis or Royal"; more than four
// are "any one edged in gold" (the prompt stays short).
func casinoList(opts []option) string {
	var ns []string
	for _, o := range opts {
		if c := casinoOf(o.th.key); c > 0 {
			ns = append(ns, pieces.CasinoName[c])
		}
	}
	switch len(ns) {
	case 0:
		return ""
	case 1:
		return ns[0]
	case 5, 6:
		return "any one edged in gold"
	}
	return strings.Join(ns[:len(ns)-1], ", ") + " or " + ns[len(ns)-1]
}

// decisionPrompt says in one line what a tile's decision asks and what to
// point at, by the casinos' names; touch speaks of taps.
func decisionPrompt(s *royale.State, legal []royale.Action, sel, who string, touch bool) string {
	if len(legal) == 0 {
		return ""
	}
	verb := "Click"
	if touch {
		verb = "Tap"
	}
	opts := options(paths(s, legal), sel)
	names := casinoList(opts)
	tile := royale.TileName(s.Board().Resolving)
	var p string
	switch k := legal[0].Kind; {
	case k == royale.ActClose:
		p = fmt.Sprintf("%s the casino to close: %s", verb, names)
	case k == royale.ActBlock && casinoOf(opts[0].th.key) > 0:
		p = fmt.Sprintf("%s the casino for these grey dice: %s", verb, names)
	case k == royale.ActBlock:
		p = verb + " a cluster of grey dice"
	case k == royale.ActHandicap && casinoOf(sel) > 0:
		p = fmt.Sprintf("%s the space for the grey die from %s", verb, pieces.CasinoName[casinoOf(sel)])
	case k == royale.ActHandicap:
		p = fmt.Sprintf("%s the casino to take a grey die from: %s", verb, names)
	case k == royale.ActNice:
		p = verb + " the space for your die (a space's number is its casino's)"
	case k == royale.ActKnock:
		p = verb + " the die to put in the bar"
	case k == royale.ActDouble:
		p = verb + " how many dice go onto Double Down"
	case k == royale.ActActivate:
		p = fmt.Sprintf("%s the casino whose tile to activate: %s", verb, names)
	case k == royale.ActPower || k == royale.ActRotate || k == royale.ActReturn:
		p = rotatePrompt(opts, verb, names)
	default:
		return strings.TrimSuffix(royaleplay.Prompt(s, legal, who), "?") + " (" + strings.ToLower(verb) + " one)"
	}
	return fmt.Sprintf("%s: %s — %s", who, tile, p)
}

// rotatePrompt: a die to turn, or the casino to place it in (which gives
// its face), or a casino to take a die back from.
func rotatePrompt(opts []option, verb, names string) string {
	hasDie := false
	for _, o := range opts {
		hasDie = hasDie || o.th.key == "d0" || o.th.key == "d1"
	}
	switch {
	case hasDie && names != "":
		return fmt.Sprintf("%s the die to turn, or a casino to take your die back from: %s", verb, names)
	case hasDie:
		return verb + " the die to turn"
	case opts[0].acts[0].Kind == royale.ActReturn:
		return fmt.Sprintf("%s the casino to take your die back from: %s", verb, names)
	}
	return fmt.Sprintf("%s the casino to place the die in (it turns to that casino's number): %s", verb, names)
}

// maxKey is the last number key that chooses (ui.ActPick: 1-7); the
// arrows reach the options after it.
const maxKey = 7

// keysLines say the keys of a tile's decision of n options (keysLines[n],
// the number keys up to maxKey), longest first: a narrow dock (a phone on
// its side played with a mouse) takes the first that is whole at its size
// or at the least text size, rather than one cut short. Made once: a
// steady frame builds no string.
var keysLines = func() (out [maxKey + 1][3]string) {
	for n := 1; n <= maxKey; n++ {
		keys := fmt.Sprintf("Keys 1-%d", n)
		if n == 1 {
			keys = "Key 1"
		}
		out[n] = [3]string{
			keys + " or arrows and Enter; Esc chooses again; H: a hint",
			keys + ", arrows and Enter; Esc: again; H: hint",
			keys + ", arrows, Enter; H: hint",
		}
	}
	return out
}()

// keysLine is the longest of the keys' lines of n options whole in width
// w at size.
func (t *Table) keysLine(n int, size, w float64) string {
	lines := &keysLines[min(max(n, 1), maxKey)]
	for _, s := range lines {
		if fit, _ := t.fitMin(s, ui.FontRegular, size, w, t.lay.minText); fit == s {
			return s
		}
	}
	return lines[len(lines)-1]
}

// drawTileDock draws a tile's decision in the dock: the prompt, the hint
// or a refusal, and one row of short buttons (the keyboard's way).
func (t *Table) drawTileDock(dst *ebiten.Image, seat int) {
	l := t.lay
	legal := t.sess.SharedLegal()
	v := t.sess.SharedView()
	opts, _ := t.tileOptions()
	size := l.promptSize()
	t.drawPrompt(dst, decisionPrompt(v, legal, t.sel, t.sess.Name(seat), t.touch()), size)
	line, col := "", ui.ColTextDim // the keys' line unless a hint or a refusal is said
	best := royale.Action{}
	if est, done := t.sess.Hint(); len(est) > 0 {
		best = est[0].Action
		line = "Hint: " + royaleplay.Words(v, best)
		if !done {
			line += " · thinking…"
		}
		col = ui.ColNeonCyan
	}
	switch {
	case t.msg != "":
		line, col = t.msg, ui.ColDanger
	case line != "":
	case t.touch():
		line = "Tap a gold-edged place on the table, or a button below"
	default:
		line = t.keysLine(len(opts), size*0.85, l.prompt.W)
	}
	t.textFit(dst, line, ui.FontRegular, size*0.85, l.prompt.W, l.prompt.X, l.prompt.MaxY()-size*0.6, ui.AlignLeft|ui.AlignMiddle, col)
	row := l.optionRows(opts, t.focus)
	// The keys' numbers before the labels ("3 · Oasis"), on every button
	// of the row or on none: narrow buttons (a phone's, a Black Box's at
	// 800x600) keep the words whole instead.
	keyed := !t.touch()
	for i, r := range row.rects {
		if keyed && i < 7 && !r.Empty() {
			keyed = t.buttonFits(r, keyLabel(i, opts[i].th.label))
		}
	}
	for i, r := range row.rects {
		if r.Empty() {
			continue // on another page of the row
		}
		label := opts[i].th.label
		if keyed && i < 7 {
			label = keyLabel(i, label)
		}
		state := ui.BtnNormal
		switch {
		case leadsTo(opts[i], best):
			state = ui.BtnPrimary
		case i == t.focus:
			state = ui.BtnActive
		case t.in.Hover(r):
			state = ui.BtnHover
		}
		t.button(dst, r, label, state)
	}
	if !row.more.Empty() {
		state := ui.BtnNormal
		if t.in.Hover(row.more) {
			state = ui.BtnHover
		}
		for i, r := range row.rects {
			if r.Empty() && leadsTo(opts[i], best) {
				state = ui.BtnPrimary // the hint's button is on another page
			}
		}
		t.button(dst, row.more, row.moreLabel(), state)
	}
}

// keyLabel is option i's label after its key's number: "3 · Oasis".
func keyLabel(i int, label string) string { return fmt.Sprintf("%d · %s", i+1, label) }

func leadsTo(o option, a royale.Action) bool {
	for _, b := range o.acts {
		if b == a && a.Kind != royale.ActNone {
			return true
		}
	}
	return false
}

// drawTileMarks draws, while a tile's decision waits, its marks in the
// arena (each a gold-edged box to point at) under the tile's name, and a
// gold edge round each casino to point at.
func (t *Table) drawTileMarks(dst *ebiten.Image, s *royale.State) bool {
	opts, rects := t.tileOptions()
	if len(opts) == 0 {
		return false
	}
	k, u, l := t.kit, t.lay.u, t.lay
	glow := ui.WithAlpha(ui.ColGold, 0.55+0.45*ui.Pulse(t.tick, 70))
	title := royale.TileName(s.Board().Resolving)
	if c := casinoOf(t.sel); c > 0 {
		title += " · " + pieces.CasinoName[c]
		k.StrokeRoundRect(dst, l.casinos[c-1].Inset(1*u), 12*u, 4*u, ui.ColNeonCyan)
	}
	in := l.arena.Inset(8 * u)
	t.textFit(dst, title, ui.FontBold, 16*u, in.W, in.CX(), in.Y+12*u, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
	for i, o := range opts {
		r := rects[i]
		if l.phone && casinoOf(o.th.key) == 0 {
			continue // a phone's marks are the dock's buttons
		}
		if casinoOf(o.th.key) > 0 {
			k.StrokeRoundRect(dst, r.Inset(1*u), 12*u, 3*u, glow)
			continue
		}
		bg := ui.RGB(0x2a, 0x12, 0x3a)
		if t.in.Hover(r) || i == t.focus {
			bg = ui.RGB(0x44, 0x20, 0x5c)
		}
		k.RoundRect(dst, r, 8*u, bg)
		k.StrokeRoundRect(dst, r, 8*u, 2*u, glow)
		t.textFit(dst, o.th.label, ui.FontBold, math.Max(math.Min(15*u, r.H*0.4), l.minText), r.W-8*u, r.CX(), r.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColText)
	}
	return true
}
