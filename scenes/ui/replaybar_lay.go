package ui

import "math"

// ReplayStyle is how a replay bar lies: every game's viewer lays its bar
// out in one of these (ReplayBar.Lay), so that the bar looks and works the
// same in every game.
type ReplayStyle uint8

// The replay bar's styles.
const (
	// ReplayOneRow: Start, Back, Play, Step, Speed, the line (two cells),
	// then a button per round, in one row (a desktop).
	ReplayOneRow ReplayStyle = iota
	// ReplayTwoRows: the buttons and the line over a row of the rounds'
	// buttons (a window held upright, not a phone).
	ReplayTwoRows
	// ReplayPhone: the line, the five buttons, then the rounds' buttons
	// (a phone held upright).
	ReplayPhone
	// ReplayPhoneShort: the line over Back, Play, Step, Speed and "To
	// round N" (a short phone: the casinos keep room for their dice).
	ReplayPhoneShort
)

// Phone reports whether the style is a phone's (the speed and "To round"
// buttons in two lines, every text 12 CSS px or more).
func (s ReplayStyle) Phone() bool { return s >= ReplayPhone }

// On a phone the bar's heights are in phone units (PhoneDesignW): the
// line, then one or two rows one tap tall.
const (
	PhoneReplayLabelH = 18
	phoneReplayRowH   = PhoneTapH + 2
	phoneShortH       = 700
)

// PhoneReplayShort reports whether a phone layout of h units is short, so
// its replay bar has one row of buttons.
func PhoneReplayShort(hUnits float64) bool { return hUnits < phoneShortH }

// PhoneReplayBarHeight is the bar's height in units on a phone h units
// tall.
func PhoneReplayBarHeight(hUnits float64) float64 {
	if PhoneReplayShort(hUnits) {
		return PhoneReplayLabelH + 4 + phoneReplayRowH + 3
	}
	return PhoneReplayLabelH + 4 + 2*phoneReplayRowH + 5
}

// Lay places the controls of a bar of nr rounds in bar, in style, u being
// the layout's unit, in the buffers l kept from the last time: a viewer
// that lays its bar out each frame allocates nothing.
func (l *ReplayBar) Lay(bar Rect, u float64, style ReplayStyle, nr int) {
	rounds, cells := l.Rounds[:0], l.cells[:0]
	*l = ReplayBar{Bar: bar}
	defer func() { l.cells = cells }()
	if style.Phone() {
		l.Label, bar = bar.SplitTop(PhoneReplayLabelH*u, 4*u)
		if style == ReplayPhoneShort {
			// No Start: "To round 1" is the replay's first step.
			cells = bar.Cols(5, 5*u, cells)
			l.Back, l.Play, l.Step, l.Speed, l.Next = cells[0], cells[1], cells[2], cells[3], cells[4]
			return
		}
		top, bottom := bar.SplitTop((bar.H-5*u)/2, 5*u)
		cells = top.Cols(5, 5*u, cells)
		l.Start, l.Back, l.Play, l.Step, l.Speed = cells[0], cells[1], cells[2], cells[3], cells[4]
		l.Rounds = bottom.Cols(max(nr, 1), 5*u, rounds)
		return
	}
	gap := 6 * u
	top, bottom := bar, bar
	n := 7 + nr // five buttons, the line (two cells), the rounds
	if style == ReplayTwoRows {
		top, bottom = bar.SplitTop((bar.H-gap)/2, gap)
		n = 7
	}
	cells = top.Cols(n, gap, cells)
	if len(cells) < 7 {
		return
	}
	l.Start, l.Back, l.Play, l.Step, l.Speed = cells[0], cells[1], cells[2], cells[3], cells[4]
	l.Label = R(cells[5].X, cells[5].Y, cells[6].MaxX()-cells[5].X, cells[5].H)
	if n == 7 {
		l.Rounds = bottom.Cols(max(nr, 1), gap, rounds)
	} else {
		l.Rounds = append(rounds, cells[7:]...)
	}
}

// ReplayBarAt is where a viewer puts a bar over a table that keeps no
// room for one, in a w x h window: along the bottom, in a phone's style on
// a phone (upright, or on its side: a short bar), in two rows in a window
// held upright; with its unit and its smallest text.
func ReplayBarAt(w, h float64) (bar Rect, look ReplayBarLook) {
	pu := 0.0
	switch {
	case PhoneUpright(w, h):
		pu = w / PhoneDesignW
	case PhoneOnSide(w, h):
		pu = OnSideUnit(h)
	}
	if pu > 0 {
		look = ReplayBarLook{Style: ReplayPhone, U: pu, MinText: PhoneMinText * pu}
		if PhoneReplayShort(h / pu) {
			look.Style = ReplayPhoneShort
		}
		bh := PhoneReplayBarHeight(h/pu) * pu
		return R(6*pu, h-bh-6*pu, w-12*pu, bh), look
	}
	u := Unit(w, h)
	look = ReplayBarLook{Style: ReplayOneRow, U: u}
	rowH := math.Max(44, 48*u)
	bh := rowH
	if h > w*1.3 {
		look.Style, bh = ReplayTwoRows, 2*rowH+6*u
	}
	return R(12*u, h-bh-12*u, w-24*u, bh), look
}
