package scenes

import (
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The setup screen on a phone held upright (phoneLayout, as the table):
// the desktop's two boxes side by side would be drawn at half size, so
// the phone lays the setup out in a column, in the table's phone unit
// (U = W/360: one CSS px on a 360 px phone, a little more on wider ones),
// every control at least ui.PhoneTapH tall and every text at least
// ui.PhoneMinText. Nothing scrolls, so the form is in two pages.
//
// The main page, top to bottom: the title with Last game, Help (?) and
// Settings; the three game tabs; the players (a row each: colour die,
// name, kind, remove; Statistics and "+ Add player" beside their title); the rules
// button, which names the preset and opens the rules page; a message
// line; and at thumb reach Continue, First game, Quick start and Start.
//
// The rules page: Back and the game's name; its presets; the preset's
// description; the switches in two columns with a line that says what
// the last one touched does; the game's description where there is room;
// the seed.

// Sizes of the phone's setup, in the phone's units.
const (
	setupPhoneM      = 8 // the screen's margin
	setupPhoneGap    = 6 // between controls side by side
	setupPhoneRowGap = 4 // between seats, between switches
	setupPhoneKindW  = 100
	setupPhonePreset = 48 // a preset button: two lines of setupText.Preset
	setupPhoneLines  = 2  // the message's and the hint's lines at least
)

// setupPhoneText are the phone's text sizes, in its units; each is at
// least ui.PhoneMinText.
var setupPhoneText = struct {
	Title, Sub, Head, Name, Line, Toggle, Preset, Seed float64
}{Title: 18, Sub: 12, Head: 16, Name: 15, Line: 12.5, Toggle: 13, Preset: 13, Seed: 14}

// setupLineH is the height of a line of text of size z.
func setupLineH(z float64) float64 { return z * 1.25 }

// layoutPhone lays the setup out for a phone held upright: the page
// shown (the main page or the rules page) gets its rects, the other
// page's stay empty, so a click or the focus never reaches them.
func (s *Setup) layoutPhone(c *scene.Context) setupRects {
	u := c.VP.W / ui.PhoneDesignW
	l := setupRects{phone: true, u: u}
	scr := ui.R(0, 0, c.VP.W, c.VP.H).Inset(setupPhoneM * u)
	top, body := scr.SplitTop(ui.PhoneTapH*u, setupPhoneGap*u)
	if s.rulesOpen {
		s.layoutPhoneRules(&l, top, body)
		return l
	}
	l.settings, top = top.SplitRight(68*u, setupPhoneGap*u)
	l.help, top = top.SplitRight(ui.PhoneTapH*u, setupPhoneGap*u)
	l.last, l.title = top.SplitRight(84*u, setupPhoneGap*u)
	var tabs, foot ui.Rect
	tabs, body = body.SplitTop(ui.PhoneTapH*u, 8*u)
	var cs [numGames]ui.Rect
	copy(l.tabs[:], tabs.Cols(int(numGames), setupPhoneGap*u, cs[:0]))
	foot, body = body.SplitBottom(2*ui.PhoneTapH*u+setupPhoneGap*u, setupPhoneGap*u)
	row1, row2 := foot.SplitTop(ui.PhoneTapH*u, setupPhoneGap*u)
	var fc [2]ui.Rect
	f1 := row1.Cols(2, setupPhoneGap*u, fc[:0])
	l.cont, l.first = f1[0], f1[1]
	f2 := row2.Cols(2, setupPhoneGap*u, fc[:0])
	l.quick, l.start = f2[0], f2[1]
	l.header, body = body.SplitTop(ui.PhoneTapH*u, setupPhoneRowGap*u)
	// Statistics stays put beside "+ Add player", there or not.
	right, _ := l.header.SplitRight(104*u, 0)
	if len(s.seats) < s.maxSeats() {
		l.add = right
	}
	l.stats = ui.R(right.X-setupPhoneGap*u-96*u, right.Y, 96*u, right.H)
	s.layoutPhoneSeats(&l, body)
	return l
}

// layoutPhoneSeats places the seats' rows at the top of body, then the
// rules button and the message under them. The rows of the game's most
// seats are kept free where the message still has its lines, so the
// rules button stays put as seats come and go.
func (s *Setup) layoutPhoneSeats(l *setupRects, body ui.Rect) {
	u := l.u
	step := (ui.PhoneTapH + setupPhoneRowGap) * u
	msgH := setupPhoneLines * setupLineH(setupPhoneText.Line) * u
	rows := max(s.maxSeats(), len(s.seats))
	if float64(rows)*step+4*u+ui.PhoneTapH*u+setupPhoneGap*u+msgH > body.H {
		rows = len(s.seats)
	}
	for i := range s.seats {
		r := ui.R(body.X, body.Y+float64(i)*step, body.W, ui.PhoneTapH*u)
		l.rows[i] = r
		l.colour[i], r = r.SplitLeft(r.H, setupPhoneGap*u)
		l.remove[i], r = r.SplitRight(r.H, setupPhoneGap*u)
		l.kind[i], l.name[i] = r.SplitRight(setupPhoneKindW*u, setupPhoneGap*u)
	}
	_, body = body.SplitTop(float64(rows)*step-setupPhoneRowGap*u, 8*u)
	l.rulesBtn, l.msg = body.SplitTop(ui.PhoneTapH*u, setupPhoneGap*u)
}

// layoutPhoneRules lays the rules page out: Back and the title in top,
// the rest in body.
func (s *Setup) layoutPhoneRules(l *setupRects, top, body ui.Rect) {
	u := l.u
	l.back, l.title = top.SplitLeft(84*u, 10*u)
	var pr, seed ui.Rect
	pr, body = body.SplitTop(setupPhonePreset*u, setupPhoneGap*u)
	var cols [len(l.presets)]ui.Rect
	copy(l.presets[:], pr.Cols(len(s.presetNames()), setupPhoneGap*u, cols[:0]))
	l.blurb, body = body.SplitTop(3*setupLineH(setupPhoneText.Line)*u, 8*u)
	seed, body = body.SplitBottom(ui.PhoneTapH*u, 8*u)
	l.seedRand, seed = seed.SplitRight(84*u, setupPhoneGap*u)
	l.seedTag, l.seedField = seed.SplitLeft(44*u, setupPhoneGap*u)
	n := s.toggleCount()
	if n == 0 {
		l.about = body
		return
	}
	cols2 := 2
	if n == 1 {
		cols2 = 1
	}
	per := (n + cols2 - 1) / cols2
	step := (ui.PhoneTapH + setupPhoneRowGap) * u
	tw := (body.W - float64(cols2-1)*8*u) / float64(cols2)
	for i := 0; i < n; i++ {
		col, row := i%cols2, i/cols2
		l.toggles[i] = ui.R(body.X+float64(col)*(tw+8*u), body.Y+float64(row)*step, tw, ui.PhoneTapH*u)
	}
	_, body = body.SplitTop(float64(per)*step-setupPhoneRowGap*u, 8*u)
	// The line on the switches where it has room (many switches on a
	// short phone leave none).
	if hint := setupPhoneLines * setupLineH(setupPhoneText.Line) * u; body.H >= hint {
		l.hintBox, l.about = body.SplitTop(hint, 8*u)
	}
}

// touchWords reports whether the setup speaks of tapping: the last press
// was a finger's, or, before any press, the screen is a phone's.
func (s *Setup) touchWords(c *scene.Context, l *setupRects) bool {
	if c.Input.TouchKnown {
		return c.Input.Touch
	}
	return l.phone
}

// phoneFocusables lists the phone page's controls in Tab order: top to
// bottom, as they read.
func (s *Setup) phoneFocusables(l *setupRects, dst []ui.Rect) []ui.Rect {
	if s.rulesOpen {
		dst = append(dst, l.back)
		dst = append(dst, l.presets[:len(s.presetNames())]...)
		dst = append(dst, l.toggles[:s.toggleCount()]...)
		return append(dst, l.seedField, l.seedRand)
	}
	dst = s.phoneHead(l, dst)
	dst = append(dst, l.rulesBtn)
	return s.footFocusables(l, dst)
}

// phoneHead lists the main page's controls above the rules button.
func (s *Setup) phoneHead(l *setupRects, dst []ui.Rect) []ui.Rect {
	if s.lastGame != nil {
		dst = append(dst, l.last)
	}
	dst = append(dst, l.help, l.settings)
	dst = append(dst, l.tabs[:]...)
	dst = append(dst, l.stats)
	if len(s.seats) < s.maxSeats() {
		dst = append(dst, l.add)
	}
	return s.seatFocusables(l, dst)
}

// openRules shows the phone's rules page (open) or its main page. A
// ring the keyboard moves goes to Back on the rules page and back to the
// rules button on the main page.
func (s *Setup) openRules(open bool) {
	s.rulesOpen = open
	s.editing = -1
	switch {
	case s.focus < 0:
	case open:
		s.focus = 0
	default:
		s.focus = len(s.phoneHead(&setupRects{}, s.focusBuf[:0]))
	}
}
