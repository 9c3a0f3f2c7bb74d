package ui

import (
	"image/color"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// LogPanel is every table's log panel: what happened, in words, newest at
// the bottom, each entry wrapped to the panel with its continuation rows
// indented, the newest entry bright and the older ones dim. A table shows
// it over itself (an overlay: a frame, a title, Older and Newer buttons, a
// Close button if it likes) or in a side panel of any rect (Plain: the
// table draws the ground). The wheel, Up/Down and Left/Right (one row),
// Older and Newer (a page) go back through the whole log; as an overlay,
// Esc, L, Enter or a click beside its buttons close it (Input).
//
// The wrapped rows are kept: they are wrapped again only when the log
// grows (its new entries only), changes otherwise (a take-back), or the
// width, the size or the scale change, so a steady frame's Draw allocates
// nothing.
//
// A table calls Place with the rect and the look before Input and Draw
// (each frame: it is only arithmetic), and Fit before Input.
type LogPanel struct {
	// Back is how many rows the panel is scrolled back from the newest (0:
	// the newest row shows at the bottom).
	Back int

	look  LogLook
	parts LogParts
	wheel float64 // the wheel's part of a row not yet scrolled

	// The wrapped log (rewrap).
	key     logWrapKey
	rows    []logRow
	entries int    // the entries wrapped
	first   string // the first entry wrapped (a full log drops it)
	last    string // the last entry wrapped
	wrapped bool   // rows is the log's (Fit or Draw wrapped it)

	// The title's and the foot's words as fitted (fitMemo) and the count
	// of the rows shown.
	title, foot fitMemo
	count       [3]int
	countS      string
}

// LogLook is how a log panel looks.
type LogLook struct {
	Size  float64 // the words' size (never under Least)
	Least float64 // the least size of any of its words
	U     float64 // the table's unit
	Tap   float64 // the buttons' least height
	BtnU  float64 // the unit Kit.Button writes the buttons' labels in (15 of them)

	Title   string // over the rows ("": none)
	Hint    string // in the foot, left of the buttons ("": the rows shown, "lines 3-20 of 41")
	Buttons bool   // Older and Newer
	Close   bool   // a Close button after them
	Plain   bool   // no ground or frame (the table drew them: a side panel)

	Accent color.RGBA // the frame and the title (zero: gold)
	Newest color.RGBA // the newest entry (zero: ColText)
	Older  color.RGBA // the entries before it (zero: ColTextDim)
}

// LogParts are a log panel's rects: the whole, its title, its rows, the
// foot's words and its buttons (zero where it has none).
type LogParts struct {
	Panel, Title, Text, Foot Rect
	OlderB, NewerB, CloseB   Rect
}

// logRow is one row: a part of entry's words (cont: not its first row,
// indented).
type logRow struct {
	s     string
	entry int
	cont  bool
}

// logWrapKey is what the wrapped rows depend on besides the log.
type logWrapKey struct {
	w, indent, size, scale float64
}

// fitMemo keeps a text fitted to a width (FitMin), so that a steady frame
// fits it again without allocating.
type fitMemo struct {
	s, out      string
	size, w, ls float64
	z           float64
}

// LogLead is a row's height in its size.
const LogLead = 1.35

// LogIndent is a continuation row's indent, in the rows' size.
const LogIndent = 1.2

// Place sets the panel's rect and look and lays its parts out.
func (p *LogPanel) Place(r Rect, look LogLook) {
	look = look.norm()
	p.look, p.parts = look, LayLog(r, look)
}

// norm is look with its defaults: the size at least Least, the buttons'
// unit the unit.
func (look LogLook) norm() LogLook {
	look.Size = math.Max(look.Size, look.Least)
	if look.BtnU == 0 {
		look.BtnU = look.U
	}
	return look
}

// Parts are the panel's rects as placed.
func (p *LogPanel) Parts() LogParts { return p.parts }

// LayLog lays out a log panel in r.
func LayLog(r Rect, look LogLook) LogParts {
	look = look.norm()
	u := look.U
	var p LogParts
	p.Panel = r
	in := r
	if !look.Plain {
		in = r.Inset(14 * u)
	}
	if look.Title != "" {
		th := math.Max(30*u, look.Size*1.6)
		p.Title, in = in.SplitTop(th, 6*u)
	}
	n := 0
	if look.Buttons {
		n += 2
	}
	if look.Close {
		n++
	}
	if n == 0 {
		foot := look.Size * LogLead
		if look.Hint == "" || in.H < 3*foot {
			p.Text = in
			return p
		}
		p.Foot, in = in.SplitBottom(foot, 6*u)
		p.Text = in
		return p
	}
	bh := math.Max(look.Tap, 36*u)
	bw := Clamp(in.W*0.28, bh*1.6, 150*u)
	gap := 10 * u
	bar, in := in.SplitBottom(bh, 8*u)
	x := bar.MaxX()
	place := func() Rect { x -= bw; r := R(x, bar.Y, bw, bh); x -= gap; return r }
	if look.Close {
		p.CloseB = place()
	}
	if look.Buttons {
		p.NewerB = place()
		p.OlderB = place()
	}
	p.Foot = R(bar.X, bar.Y, x-bar.X, bh)
	if p.Foot.W < bar.W*0.35 && in.H > 6*look.Size*LogLead {
		// Too narrow beside the buttons (a phone): the foot's words go on a
		// row of their own over them.
		p.Foot, in = in.SplitBottom(look.Size*LogLead, 4*u)
		p.Foot.W = bar.W
	}
	p.Text = in
	return p
}

// lineH is a row's height.
func (p *LogPanel) lineH() float64 { return p.look.Size * LogLead }

// Rows is how many rows the text holds.
func (p *LogPanel) Rows() int { return max(int(p.parts.Text.H/p.lineH()), 1) }

// Page is how many rows Older and Newer move: the rows shown but one.
func (p *LogPanel) Page() int { return max(p.Rows()-1, 1) }

// Scroll handles the actions that scroll the panel (the wheel, the
// arrows, Older and Newer); it reports whether a took.
func (p *LogPanel) Scroll(a Action) bool {
	switch {
	case a.Kind == ActScroll:
		p.wheel += a.DY * 3
		n := int(p.wheel)
		p.wheel -= float64(n)
		p.Back += n
	case a.Kind == ActUp || a.Kind == ActPrev:
		p.Back++
	case a.Kind == ActDown || a.Kind == ActNext:
		p.Back--
	case a.Kind == ActClick && p.look.Buttons && p.parts.OlderB.Contains(a.X, a.Y):
		p.Back += p.Page()
	case a.Kind == ActClick && p.look.Buttons && p.parts.NewerB.Contains(a.X, a.Y):
		p.Back -= p.Page()
	default:
		return false
	}
	p.clampBack()
	return true
}

// Input handles one action while the panel shows over the table (it takes
// every one): it reports whether a closes it: Esc, L, Enter, Close, or a
// click anywhere but on Older and Newer.
func (p *LogPanel) Input(a Action) (closes bool) {
	if p.Scroll(a) {
		return false
	}
	switch a.Kind {
	case ActCancel, ActLog, ActConfirm, ActClick:
		return true
	}
	return false
}

// Fit wraps log where it changed and keeps Back within it, as Draw does:
// a table that fits the panel before its Input scrolls it within the log
// as it is now, drawn or not. Without a kit (a table not yet lent one)
// it fits nothing.
func (p *LogPanel) Fit(k *Kit, log []string) {
	if k == nil {
		return
	}
	p.rewrap(k, k.Scale(), log)
	p.clampBack()
}

// Reset scrolls back to the newest (a table opens its log).
func (p *LogPanel) Reset() { p.Back, p.wheel = 0, 0 }

// clampBack keeps Back within the log as last wrapped.
func (p *LogPanel) clampBack() {
	most := len(p.rows) - p.Rows()
	if !p.wrapped {
		most = p.Back // not wrapped yet: Draw keeps it within
	}
	p.Back = min(max(p.Back, 0), max(most, 0))
}

// Window is which rows show: the first and one past the last, of total.
func (p *LogPanel) Window() (from, to, total int) {
	total = len(p.rows)
	to = total - p.Back
	return max(to-p.Rows(), 0), to, total
}

// rewrap wraps log into p.rows where it changed: the new entries, or all
// of it where the width, the size or the scale changed, or where an
// entry already wrapped is gone (a take-back, or a full log that drops
// its first).
func (p *LogPanel) rewrap(k Measurer, scale float64, log []string) {
	indent := LogIndent * p.look.Size
	key := logWrapKey{p.parts.Text.W, indent, p.look.Size, scale}
	if key != p.key || len(log) < p.entries || p.entries > 0 && (log[0] != p.first || log[p.entries-1] != p.last) {
		p.key, p.rows, p.entries = key, p.rows[:0], 0
	}
	for i := p.entries; i < len(log); i++ {
		p.rows = wrapLogEntry(k, p.rows, log[i], i, p.look.Size, key.w, key.w-indent)
	}
	p.entries, p.wrapped = len(log), true
	if len(log) > 0 {
		p.first, p.last = log[0], log[len(log)-1]
	}
}

// wrapLogEntry appends entry i's rows: its first row w wide, the others
// cw, broken between words (a word wider than its row stands alone) and
// at its line breaks.
func wrapLogEntry(k Measurer, rows []logRow, s string, i int, size, w, cw float64) []logRow {
	space := k.TextWidth(" ", FontRegular, size)
	start := len(rows)
	for {
		room := w
		if len(rows) > start {
			room = cw
		}
		// The row runs from s's start to the last space that keeps it within
		// room (or the first word), or to a line break.
		end, used := 0, 0.0
		for end < len(s) && s[end] != '\n' {
			j := end
			for j < len(s) && s[j] == ' ' {
				j++
			}
			e := j
			for e < len(s) && s[e] != ' ' && s[e] != '\n' {
				e++
			}
			if e == j {
				break
			}
			ww := k.TextWidth(s[j:e], FontRegular, size)
			if end > 0 {
				ww += space * float64(j-end)
			}
			if end > 0 && used+ww > room {
				break
			}
			end, used = e, used+ww
		}
		rows = append(rows, logRow{s[:end], i, len(rows) > start})
		for end < len(s) && s[end] == ' ' {
			end++
		}
		if end < len(s) && s[end] == '\n' {
			end++
		}
		if s = s[end:]; s == "" {
			return rows
		}
	}
}

// logFrame is what a frame of the panel draws besides its rows: its
// title and foot as fitted, and which rows show.
type logFrame struct {
	title, foot   string
	titleZ, footZ float64
	from, to      int
}

// frame readies a frame (measuring only): the log wrapped where it
// changed, Back kept within it, the rows that show, the title and the
// foot fitted.
func (p *LogPanel) frame(k *Kit, log []string) logFrame {
	lk, pp := &p.look, &p.parts
	var f logFrame
	if lk.Title != "" {
		f.title, f.titleZ = p.title.fit(k, lk.Title, FontBold, lk.Size*1.15, pp.Title.W, lk.Least)
	}
	p.rewrap(k, k.Scale(), log)
	p.clampBack()
	var total int
	f.from, f.to, total = p.Window()
	foot := lk.Hint
	if foot == "" && lk.Buttons && total > 0 {
		foot = p.countText(f.from, f.to, total)
	}
	if foot != "" && pp.Foot.W > 0 {
		f.foot, f.footZ = p.foot.fit(k, foot, FontRegular, lk.Size*0.9, pp.Foot.W, lk.Least)
	}
	return f
}

// Draw draws the panel with log (its entries, oldest first). In a steady
// frame it allocates nothing.
func (p *LogPanel) Draw(dst *ebiten.Image, k *Kit, log []string) {
	lk, pp, u := &p.look, &p.parts, p.look.U
	accent, newest, older := orColour(lk.Accent, ColGold), orColour(lk.Newest, ColText), orColour(lk.Older, ColTextDim)
	if !lk.Plain {
		k.RoundRect(dst, pp.Panel, 10*u, RGB(0x06, 0x12, 0x0e))
		k.Panel(dst, pp.Panel, u, accent, 0)
	}
	f := p.frame(k, log)
	k.Text(dst, f.title, FontBold, f.titleZ, pp.Title.X, pp.Title.CY(), AlignLeft|AlignMiddle, accent)
	lh, t := p.lineH(), pp.Text
	for i := f.from; i < f.to; i++ {
		r := &p.rows[i]
		x, c := t.X, older
		if r.cont {
			x += LogIndent * lk.Size
		}
		if r.entry == len(log)-1 {
			c = newest
		}
		k.Text(dst, r.s, FontRegular, lk.Size, x, t.Y+lh*(float64(i-f.from)+0.5), AlignLeft|AlignMiddle, c)
	}
	if lk.Buttons {
		k.Button(dst, pp.OlderB, "Older", enabled(f.from > 0), lk.BtnU)
		k.Button(dst, pp.NewerB, "Newer", enabled(p.Back > 0), lk.BtnU)
	}
	if lk.Close {
		k.Button(dst, pp.CloseB, "Close", BtnPrimary, lk.BtnU)
	}
	k.Text(dst, f.foot, FontRegular, f.footZ, pp.Foot.X, pp.Foot.CY(), AlignLeft|AlignMiddle, ColTextDim)
}

// orColour is c, or def where c is zero.
func orColour(c, def color.RGBA) color.RGBA {
	if c == (color.RGBA{}) {
		return def
	}
	return c
}

// enabled is a button's state: normal where it does something, else
// disabled.
func enabled(on bool) ButtonState {
	if on {
		return BtnNormal
	}
	return BtnDisabled
}

// countText is "lines 3-20 of 41", made again only when it changes.
func (p *LogPanel) countText(from, to, total int) string {
	if c := [3]int{from, to, total}; c != p.count || p.countS == "" {
		p.count = c
		p.countS = "lines " + strconv.Itoa(from+1) + "-" + strconv.Itoa(to) + " of " + strconv.Itoa(total)
	}
	return p.countS
}

// fit is s fitted to w at size or less but never under least (FitMin),
// kept while s, the size and w stay.
func (m *fitMemo) fit(k *Kit, s string, f FontID, size, w, least float64) (string, float64) {
	size = math.Max(size, least)
	if k.TextWidth(s, f, size) <= w {
		return s, size
	}
	if s != m.s || size != m.size || w != m.w || least != m.ls || m.out == "" {
		m.s, m.size, m.w, m.ls = s, size, w, least
		m.out, m.z = FitMin(k, s, f, size, w, least)
	}
	return m.out, m.z
}
