package scenes

import (
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The setup on a phone held on its side (landscapePhone): the phone's
// setup (setup_phone*.go: the same controls, texts, drawing, focus ring
// and rules page) laid out in rows across the wide screen, in the
// landscape unit (layout_land.go). The main page, top to bottom: the
// title, the three game tabs, Last game, Help and Settings in one row;
// the players' title with Statistics and "+ Add player"; the seats in
// two columns of three; the rules button beside the message; and
// Continue, First game, Quick start and Start in one row. The rules
// page: Back, the title and the seed in one row; the presets; their
// description; the switches in as many columns as their rows need; the
// line on the switches and the game's description where there is room.

// layoutLand lays the setup out for a phone held on its side.
func (s *Setup) layoutLand(c *scene.Context) setupRects {
	u := ui.OnSideUnit(c.VP.H)
	l := setupRects{phone: true, u: u}
	gap := setupPhoneGap * u
	scr := ui.R(0, 0, c.VP.W, c.VP.H).Inset(setupPhoneM * u)
	top, body := scr.SplitTop(ui.PhoneTapH*u, gap)
	if s.rulesOpen {
		s.layoutLandRules(&l, top, body)
		return l
	}
	l.settings, top = top.SplitRight(76*u, gap)
	l.help, top = top.SplitRight(ui.PhoneTapH*u, gap)
	l.last, top = top.SplitRight(84*u, gap)
	// The tabs 102 to 108 units wide, the title the rest (130 where it can).
	tabW := ui.Clamp((top.W-130*u-10*u-2*gap)/3, 102*u, 108*u)
	var tabs ui.Rect
	l.title, tabs = top.SplitLeft(top.W-3*tabW-2*gap, 10*u)
	var cs [numGames]ui.Rect
	copy(l.tabs[:], tabs.Cols(int(numGames), gap, cs[:0]))
	var foot, mid ui.Rect
	foot, body = body.SplitBottom(ui.PhoneTapH*u, gap)
	var fc [4]ui.Rect
	f := foot.Cols(4, gap, fc[:0])
	l.cont, l.first, l.quick, l.start = f[0], f[1], f[2], f[3]
	mid, body = body.SplitBottom(ui.PhoneTapH*u, gap)
	l.rulesBtn, l.msg = mid.SplitLeft(220*u, 10*u)
	l.header, body = body.SplitTop(ui.PhoneTapH*u, setupPhoneRowGap*u)
	right, _ := l.header.SplitRight(120*u, 0)
	if len(s.seats) < s.maxSeats() {
		l.add = right
	}
	l.stats = ui.R(right.X-gap-104*u, right.Y, 104*u, right.H)
	// The seats: three to a column, two columns.
	step := (ui.PhoneTapH + setupPhoneRowGap) * u
	colW := (body.W - 12*u) / 2
	for i := range s.seats {
		r := ui.R(body.X+float64(i/3)*(colW+12*u), body.Y+float64(i%3)*step, colW, ui.PhoneTapH*u)
		l.rows[i] = r
		l.colour[i], r = r.SplitLeft(r.H, gap)
		l.remove[i], r = r.SplitRight(r.H, gap)
		l.kind[i], l.name[i] = r.SplitRight(setupPhoneKindW*u, gap)
	}
	return l
}

// layoutLandRules lays the landscape rules page out: Back, the title
// and the seed in top, the rest in body.
func (s *Setup) layoutLandRules(l *setupRects, top, body ui.Rect) {
	u := l.u
	gap := setupPhoneGap * u
	l.back, top = top.SplitLeft(84*u, 10*u)
	var seed ui.Rect
	seed, l.title = top.SplitRight(290*u, 10*u)
	l.seedRand, seed = seed.SplitRight(90*u, gap)
	l.seedTag, l.seedField = seed.SplitLeft(44*u, gap)
	var pr ui.Rect
	pr, body = body.SplitTop(setupPhonePreset*u, gap)
	var cols [len(l.presets)]ui.Rect
	copy(l.presets[:], pr.Cols(len(s.presetNames()), gap, cols[:0]))
	l.blurb, body = body.SplitTop(2*setupLineH(setupPhoneText.Line)*u, 8*u)
	n := s.toggleCount()
	if n == 0 {
		l.about = body
		return
	}
	step := (ui.PhoneTapH + setupPhoneRowGap) * u
	hint := setupPhoneLines * setupLineH(setupPhoneText.Line) * u
	// As few rows as the width allows, at least 190 units a switch (or
	// narrower where that many rows do not fit); the line on the switches
	// under them where it has room.
	fit := max(1, int((body.H+setupPhoneRowGap*u)/step))
	maxCols := max(1, int((body.W+8*u)/(190*u+8*u)), (n+fit-1)/fit)
	per := (n + maxCols - 1) / maxCols
	cols2 := (n + per - 1) / per
	tw := (body.W - float64(cols2-1)*8*u) / float64(cols2)
	for i := 0; i < n; i++ {
		col, row := i%cols2, i/cols2
		l.toggles[i] = ui.R(body.X+float64(col)*(tw+8*u), body.Y+float64(row)*step, tw, ui.PhoneTapH*u)
	}
	_, body = body.SplitTop(float64(per)*step-setupPhoneRowGap*u, 8*u)
	if body.H >= hint {
		l.hintBox, l.about = body.SplitTop(hint, 8*u)
	}
}
