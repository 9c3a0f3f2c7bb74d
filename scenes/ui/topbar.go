package ui

import "github.com/hajimehoshi/ebiten/v2"

// The top bar's buttons are the same, in the same places, at every game's
// table: Help ("?"), Hint, Log, Settings and Menu, from left to right at
// the bar's right end. Help, Hint and Log are the table's own; Settings
// and Menu open the window's (Stage.Ask).

// TopButton is one of the top bar's buttons.
type TopButton uint8

// The top bar's buttons, left to right.
const (
	TopHelp TopButton = iota
	TopHint
	TopLog
	TopSettings
	TopMenu
	NumTopButtons
)

// topLabels are the buttons' labels.
var topLabels = [NumTopButtons]string{"?", "Hint", "Log", "Settings", "Menu"}

// topWidths are the buttons' widths in units, and phoneWidths on a phone
// (where tap, the finger's size, is given).
var (
	topWidths   = [NumTopButtons]float64{40, 52, 52, 84, 70}
	phoneWidths = [NumTopButtons]float64{0, 42, 42, 68, 52}
	// tapWidths are the phone's widths in taps: a label of the phone's
	// least text fits (Settings is the longest word).
	tapWidths = [NumTopButtons]float64{1, 1, 1, 1.5, 1.15}
)

// Label is the button's word.
func (b TopButton) Label() string { return topLabels[b] }

// TopBar is where the top bar's buttons lie.
type TopBar [NumTopButtons]Rect

// NewTopBar places the buttons at the right of bar, at u logical units a
// unit, each at least tap wide and tall (a phone's finger; 0: none), and
// returns them with what is left of the bar at their left.
func NewTopBar(bar Rect, u, tap float64) (TopBar, Rect) {
	var tb TopBar
	gap, widths := 6*u, &topWidths
	if tap > 0 {
		gap, widths = 4*u, &phoneWidths
	}
	for i := int(NumTopButtons) - 1; i >= 0; i-- {
		b := TopButton(i)
		w := max(widths[b]*u, tap*tapWidths[b])
		tb[b], bar = bar.SplitRight(min(w, bar.W), gap)
	}
	return tb, bar
}

// Hit is the button at x, y, or false.
func (tb *TopBar) Hit(x, y float64) (TopButton, bool) {
	for b := TopHelp; b < NumTopButtons; b++ {
		if tb[b].W > 0 && tb[b].Contains(x, y) {
			return b, true
		}
	}
	return 0, false
}

// Draw draws the buttons in their states (hover, active or disabled:
// the table knows), with no allocation.
func (tb *TopBar) Draw(k *Kit, dst *ebiten.Image, u float64, states *[NumTopButtons]ButtonState) {
	for b := TopHelp; b < NumTopButtons; b++ {
		if tb[b].W > 0 {
			k.Button(dst, tb[b], topLabels[b], states[b], u)
		}
	}
}

// ShellCall is what a table asks of the window.
type ShellCall uint8

// What a table may ask of the window.
const (
	CallSettings ShellCall = iota // open the settings
	CallMenu                      // open the Esc menu
	CallHelp                      // open the window's help
)

// Ask asks the window for call (nothing if the stage has no shell).
func (st *Stage) Ask(call ShellCall) {
	if st != nil && st.Shell != nil {
		st.Shell(call)
	}
}
