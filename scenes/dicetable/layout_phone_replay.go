package dicetable

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The replay's bar on a phone held upright (replay_viewer.go): a line
// saying where the replay stands, then the five buttons (Start, Back,
// Play, Step, Speed), then one button per round, every button one tap
// tall and every text at least 12 CSS px.

// phoneReplayRects places the bar's controls in a phone's layout L for nr
// rounds.
func phoneReplayRects(L *TableLayout, nr int) ui.ReplayBar {
	u := L.U
	l := ui.ReplayBar{Bar: L.ReplayBar}
	label, rest := L.ReplayBar.SplitTop(PhoneReplayLabelH*u, 4*u)
	l.Label = label
	if PhoneReplayShort(L.H / u) {
		// No Start: "To round 1" is the replay's first step.
		cells := rest.Cols(5, 5*u, nil)
		l.Back, l.Play, l.Step, l.Speed, l.Next = cells[0], cells[1], cells[2], cells[3], cells[4]
		return l
	}
	top, bottom := rest.SplitTop((rest.H-5*u)/2, 5*u)
	cells := top.Cols(5, 5*u, nil)
	l.Start, l.Back, l.Play, l.Step, l.Speed = cells[0], cells[1], cells[2], cells[3], cells[4]
	l.Rounds = bottom.Cols(max(nr, 1), 5*u, nil)
	return l
}

// phoneReplaySizes are the phone bar's text sizes: the speed button's two
// lines ("Speed", then its value) and the line over the buttons.
func phoneReplaySizes(L *TableLayout) (speedName, speedValue, label float64) {
	return L.TextSize(12), L.TextSize(13), L.TextSize(12.5)
}

// phoneRoundLabel is round r's button label ("Round 2"), or its number
// alone where the words do not fit the button whole.
func phoneRoundLabel(k *ui.Kit, L *TableLayout, b ui.Rect, r int) string {
	s := "Round " + strconv.Itoa(r)
	if k.TextWidth(s, ui.FontBold, ui.ButtonLabelSize(b, L.U)) > b.W-8*L.U {
		return strconv.Itoa(r)
	}
	return s
}

// drawPhoneBar draws the replay's bar on a phone.
func (v *ReplayViewer) drawPhoneBar(dst *ebiten.Image, c *ui.Stage) {
	k, L := c.Kit, &v.t.L
	u := L.U
	l := phoneReplayRects(L, v.src.Rounds())
	k.RoundRect(dst, L.ReplayBar.Inset(-3*u), 8*u, ui.ColTopBar)
	btn := func(r ui.Rect, label string, base ui.ButtonState) {
		if r.Empty() {
			return // a short bar has no Start: nothing drawn in its empty rect
		}
		k.Button(dst, r, label, c.In.HoverState(r, base), u)
	}
	v.drawButtons(c, l, btn, "")
	sn, sv, ls := phoneReplaySizes(L)
	twoLines := func(b ui.Rect, name, value string) {
		k.Text(dst, name, ui.FontRegular, sn, b.CX(), b.CY()-b.H*0.2, ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
		k.Text(dst, value, ui.FontBold, sv, b.CX(), b.CY()+b.H*0.18, ui.AlignCenter|ui.AlignMiddle, ui.ColText)
	}
	val := c.Motion.Speed.String()
	twoLines(l.Speed, "Speed", strings.ToUpper(val[:1])+val[1:])
	if l.Next.W > 0 {
		btn(l.Next, "", ui.BtnNormal)
		twoLines(l.Next, "To round", strconv.Itoa(v.nextRound()+1))
	}
	for r, rr := range l.Rounds {
		btn(rr, phoneRoundLabel(k, L, rr, r+1), v.roundState(r))
	}
	line := fitName(k, v.label(), ls, l.Label.W)
	k.Text(dst, line, ui.FontRegular, ls, l.Label.CX(), l.Label.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColText)
}

// nextRound is the round (0-based) the short bar's "To round" button jumps
// to: the one after the replay's, or the first after the last.
func (v *ReplayViewer) nextRound() int {
	if v.src.Rounds() == 0 {
		return 0
	}
	return (v.src.RoundOf(v.src.Pos()) + 1) % v.src.Rounds()
}
