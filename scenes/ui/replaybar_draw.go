package ui

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// ReplayShow is what a replay bar shows: play or pause, the speed, the
// round shown and the line (ReplayLine).
type ReplayShow struct {
	Playing bool
	Speed   Speed
	// Round is the round shown (0-based), NextRound the one "To round"
	// jumps to (a short phone's bar).
	Round, NextRound int
	Line             string
}

// ReplayBarLook is how a bar is drawn: its style and unit, and the
// smallest text a phone allows (MinText: 12 CSS px in logical units).
type ReplayBarLook struct {
	Style   ReplayStyle
	U       float64
	MinText float64
}

// replayWords are the bar's labels, made once: no frame builds a string.
var replayWords = func() (w struct {
	speed, speedCap [SpeedInstant + 1]string
	round           [12]string
	num             [12]string
}) {
	for s := SpeedSlow; s <= SpeedInstant; s++ {
		n := s.String()
		w.speed[s] = "Speed: " + n
		w.speedCap[s] = strings.ToUpper(n[:1]) + n[1:]
	}
	for r := range w.round {
		w.round[r] = "Round " + strconv.Itoa(r+1)
		w.num[r] = strconv.Itoa(r + 1)
	}
	return w
}()

// DrawReplayBar draws the replay bar l (laid out by ReplayBar.Lay) as look
// says, showing s: every game's viewer draws its bar with it.
func (k *Kit) DrawReplayBar(dst *ebiten.Image, in *Input, l *ReplayBar, look ReplayBarLook, s *ReplayShow) {
	u := look.U
	k.RoundRect(dst, l.Bar.Inset(-3*u), 8*u, ColTopBar)
	btn := func(r Rect, label string, base ButtonState) {
		if r.Empty() {
			return // a short bar has no Start: nothing drawn in its empty rect
		}
		k.Button(dst, r, label, in.HoverState(r, base), u)
	}
	btn(l.Start, "Start", BtnNormal)
	btn(l.Back, "Back", BtnNormal)
	btn(l.Play, PlayLabel(s.Playing), BtnPrimary)
	btn(l.Step, "Step", BtnNormal)
	sp := min(s.Speed, SpeedInstant)
	for r, rr := range l.Rounds {
		st := BtnNormal
		if r == s.Round {
			st = BtnActive
		}
		btn(rr, k.roundLabel(rr, u, r), st)
	}
	if !look.Style.Phone() {
		label := replayWords.speed[sp]
		if k.TextWidth(label, FontBold, ButtonLabelSize(l.Speed, u)) > l.Speed.W-8*u {
			label = replayWords.speedCap[sp]
		}
		btn(l.Speed, label, BtnNormal)
		k.TextFit(dst, s.Line, FontRegular, math.Min(14*u, l.Label.H*0.4), l.Label.W, l.Label.CX(), l.Label.CY(), AlignCenter|AlignMiddle, ColText)
		return
	}
	sn, sv, ls := ReplayPhoneSizes(u, look.MinText)
	twoLines := func(b Rect, name, value string) {
		k.Text(dst, name, FontRegular, sn, b.CX(), b.CY()-b.H*0.2, AlignCenter|AlignMiddle, ColTextDim)
		k.Text(dst, value, FontBold, sv, b.CX(), b.CY()+b.H*0.18, AlignCenter|AlignMiddle, ColText)
	}
	btn(l.Speed, "", BtnNormal)
	twoLines(l.Speed, "Speed", replayWords.speedCap[sp])
	if l.Next.W > 0 {
		btn(l.Next, "", BtnNormal)
		twoLines(l.Next, "To round", replayWords.num[min(s.NextRound, len(replayWords.num)-1)])
	}
	k.Text(dst, k.FitEllipsis(s.Line, FontRegular, ls, l.Label.W), FontRegular, ls, l.Label.CX(), l.Label.CY(), AlignCenter|AlignMiddle, ColText)
}

// ReplayPhoneSizes are a phone bar's text sizes at unit u, never under
// minText: the speed button's two lines ("Speed", then its value) and the
// line over the buttons.
func ReplayPhoneSizes(u, minText float64) (speedName, speedValue, label float64) {
	return math.Max(12*u, minText), math.Max(13*u, minText), math.Max(12.5*u, minText)
}

// roundLabel is round r's button label ("Round 2"), or its number alone
// where the words do not fit the button b whole.
func (k *Kit) roundLabel(b Rect, u float64, r int) string {
	if r >= len(replayWords.round) {
		return strconv.Itoa(r + 1)
	}
	s := replayWords.round[r]
	if k.TextWidth(s, FontBold, ButtonLabelSize(b, u)) > b.W-8*u {
		return replayWords.num[r]
	}
	return s
}

// ReplayRoundLabel is round r's (0-based) button label in b, as the bar
// draws it.
func (k *Kit) ReplayRoundLabel(b Rect, u float64, r int) string { return k.roundLabel(b, u, r) }

// FitEllipsis is s, or as much of it as fits w at size with "…" after it.
func (k *Kit) FitEllipsis(s string, f FontID, size, w float64) string {
	if k.TextWidth(s, f, size) <= w {
		return s
	}
	rs := []rune(s)
	for n := len(rs) - 1; n > 0; n-- {
		if e := string(rs[:n]) + "…"; k.TextWidth(e, f, size) <= w {
			return e
		}
	}
	return "…"
}
