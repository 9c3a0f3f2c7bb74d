package royaletable

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// drawFlights draws the step's pieces on their way, each from its start
// tick; a piece that has landed stays there until the step ends (the
// table under it shows the state before the step).
func (t *Table) drawFlights(dst *ebiten.Image) {
	fs, at := t.inAir() // the step's, or a payout's line's (payflight.go)
	for i, f := range fs {
		if at < f.at && (f.kind != mTrack || !firstTrack(fs[:i], f.track)) {
			continue // a tile's first track shows its counter waiting from the start
		}
		p := 1.0
		if f.dur > 0 {
			p = ui.Clamp(float64(at-f.at)/float64(f.dur), 0, 1)
		}
		switch f.kind {
		case mTumble:
			t.drawTumble(dst, f, p, at)
		case mTrack:
			t.drawTrack(dst, f, p)
		default:
			t.drawArc(dst, f, i, p)
		}
	}
}

// firstTrack reports whether none of fs runs over the track r.
func firstTrack(fs []flight, r ui.Rect) bool {
	for _, f := range fs {
		if f.kind == mTrack && f.track == r {
			return false
		}
	}
	return true
}

// drawArc draws dice, a money card, chips or tokens along their arc.
func (t *Table) drawArc(dst *ebiten.Image, f flight, i int, p float64) {
	k, u := t.kit, t.lay.u
	e := ui.EaseInOutCubic(p)
	x, y := ui.Arc(f.x0, f.y0, f.x1, f.y1, 50*u, e)
	x += float64(i%3) * 6 * u
	switch f.what {
	case pMoney:
		pieces.NoteCentered(k, dst, x, y, 26*u, f.n, 1, 0, 1)
	case pChips:
		for j := min(f.n, 3) - 1; j >= 0; j-- {
			chip(k, dst, x+float64(j)*6*u, y-float64(j)*3*u, 10*u)
		}
	case pToken:
		t.drawTokens(dst, f, x, y)
	default:
		col, alpha := ownerColour(f.owner), 1.0
		if f.black {
			col = 4
		}
		if f.owner == royale.Grey {
			alpha = 0.8
		}
		ds := 24 * u
		n := min(f.n, 4)
		for j := 0; j < n; j++ {
			st := pieces.DieStyle{Colour: col, Biggy: f.big && j == n-1}
			pieces.Die(k, dst, x+float64(j)*ds*0.5, y, ds, st, f.face, e*math.Pi*2, alpha)
		}
	}
}

// tokenColours are the tokens' colours.
var tokenColours = [...]color.RGBA{
	tokPower:    ui.RGB(0xc7, 0x7d, 0xff),
	tokHighFive: ui.RGB(0xf2, 0xc9, 0x4c),
	tokEntry:    ui.RGB(0xb0, 0x10, 0x20),
	tokPunch:    ui.RGB(0xe8, 0x8a, 0x2a),
	tokBox:      ui.RGB(0x24, 0x22, 0x2e),
}

// drawTokens draws a flight's tokens in a little stack at (x, y), the
// label on the top one (or below the stack when it is long).
func (t *Table) drawTokens(dst *ebiten.Image, f flight, x, y float64) {
	k, u := t.kit, t.lay.u
	rad := 11 * u
	col := tokenColours[f.tok]
	n := min(max(f.n, 1), 6)
	x -= float64(n-1) * rad * 0.35 // the stack is centred on (x, y)
	for j := n - 1; j >= 0; j-- {
		cx, cy := x+float64(j)*rad*0.7, y-float64(j)*rad*0.3
		k.Circle(dst, cx, cy, rad, ui.RGB(0xf4, 0xf0, 0xe4))
		k.Circle(dst, cx, cy, rad*0.82, col)
	}
	if f.tok == tokEntry {
		k.Line(dst, x-rad*0.5, y, x+rad*0.5, y, 3*u, ui.ColText)
	}
	ink := ui.ColText
	if f.tok == tokHighFive || f.tok == tokPunch {
		ink = ui.RGB(0x1a, 0x10, 0x06)
	}
	switch {
	case f.label == "":
	case len(f.label) <= 2:
		t.text(dst, f.label, ui.FontBold, rad*1.1, x, y, ui.AlignCenter|ui.AlignMiddle, ink)
	default:
		w := k.TextWidth(f.label, ui.FontBold, 13*u) + 10*u
		pill := ui.R(x-w/2, y+rad+2*u, w, 18*u)
		k.RoundRect(dst, pill, 6*u, ui.WithAlpha(ui.RGB(0x06, 0x12, 0x0e), 0.9))
		t.text(dst, f.label, ui.FontBold, 13*u, pill.CX(), pill.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
	}
}

// tumbleLand is when, in a tumble, the black dice land.
const tumbleLand = 0.6

// drawTumble draws the black dice tumbling over the arena, showing faces
// that change as they roll, then landing on the faces rolled (with reduced
// motion they fade in where they land); at is the flights' tick.
func (t *Table) drawTumble(dst *ebiten.Image, f flight, p float64, at int) {
	k, u, a := t.kit, t.lay.u, t.lay.arena
	ds := math.Min(44*u, a.H*0.26)
	band := ui.R(a.X+8*u, a.CY()-ds*1.25, a.W-16*u, ds*2.5)
	k.RoundRect(dst, band, 10*u, ui.WithAlpha(ui.RGB(0x05, 0x0c, 0x0a), 0.9))
	k.StrokeRoundRect(dst, band, 10*u, 1.5*u, ui.WithAlpha(ui.ColGold, 0.7))
	landed := p >= tumbleLand
	label, short := f.label, f.short
	if landed {
		faces := ": " + joinFaces(f.faces)
		label, short = label+faces, short+faces
	}
	size := math.Min(15*u, band.H*0.2)
	if f.short != "" && k.TextWidth(label, ui.FontBold, size) > band.W-12*u {
		label = short // "Jackpot: 3 and 5" where "Black dice · Jackpot: 3 and 5" is cut
	}
	t.textFit(dst, label, ui.FontBold, size, band.W-12*u, band.CX(), band.Y+size*0.9, ui.AlignCenter|ui.AlignMiddle, ui.ColGold)
	n := float64(len(f.faces))
	q := math.Min(1, p/tumbleLand)
	for j, face := range f.faces {
		tx := band.CX() + (float64(j)-(n-1)/2)*ds*1.5
		ty := band.CY() + size*0.5
		x, y, rot, alpha := tx, ty, 0.0, 1.0
		switch {
		case t.motion.Reduced:
			alpha = q
		case !landed:
			x = ui.Lerp(band.X+ds*0.6, tx, ui.EaseOutCubic(q))
			y = ty - math.Abs(math.Sin(q*math.Pi*3))*ds*0.7*(1-q)
			rot = (1 - q) * math.Pi * 3 * float64(2*j-1)
			face = 1 + (at/4+j*3+face)%6
		}
		pieces.Die(k, dst, x, y, ds, pieces.DieStyle{Colour: 4}, face, rot, alpha)
	}
}

// joinFaces writes the faces "3 and 5".
func joinFaces(faces []int) string {
	out := ""
	for i, f := range faces {
		if i > 0 {
			out += " and "
		}
		out += fmt.Sprint(f)
	}
	return out
}

// drawTrack draws a tile's track over the lower half of the tile, its
// spaces as pips, and the counter: waiting on its space from the step's
// start, then sliding to another (or falling off, fading, when it goes to
// -1), with its words beside it.
func (t *Table) drawTrack(dst *ebiten.Image, f flight, p float64) {
	k, u := t.kit, t.lay.u
	band, pips, words, size, label := t.lay.trackParts(k, f.track, f.label, f.short)
	k.RoundRect(dst, band, 5*u, ui.RGB(0x1a, 0x08, 0x24))
	step := pips.W / float64(max(f.spaces, 1))
	pip := func(i int) float64 { return pips.X + step*(float64(i)+0.5) }
	rad := math.Min(band.H*0.4, 9*u)
	for i := 0; i < f.spaces; i++ {
		k.Circle(dst, pip(i), band.CY(), rad*0.4, ui.WithAlpha(ui.RGB(0xc7, 0x7d, 0xff), 0.7))
	}
	e := ui.EaseInOutCubic(p)
	from := max(f.from, 0)
	x, y, alpha := pip(from), band.CY(), 1.0
	if f.to < 0 {
		y += e * rad
		alpha = 1 - e
	} else {
		x = ui.Lerp(x, pip(f.to), e)
	}
	k.Circle(dst, x, y, rad, ui.WithAlpha(ui.RGB(0x1a, 0x08, 0x24), alpha))
	k.Circle(dst, x, y, rad*0.75, ui.WithAlpha(ui.ColGold, alpha))
	if p > 0 {
		t.textFit(dst, label, ui.FontBold, size, words.W, words.X, words.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	}
}

// trackParts lays out a counter's track over tile r (drawTrack): the band
// over the tile's lower half, ending before its "?" circle (tileQ), which
// stays whole; in it the pips, and the words at size: label (the
// Jackpot's "$80,000", Fifty Fifty's "sum 9 · lost") where it fits beside
// the pips' least room (trackPips of the band), else short ("$80k", "9
// lost"), the words as wide as they need and the pips taking the rest.
// Before, the band reached the tile's right edge and hid half of the "?",
// and the words had 0.4 of it, cut ("sum 12 · l…") on a phone.
func (l *layout) trackParts(k measurer, r ui.Rect, label, short string) (band, pips, words ui.Rect, size float64, say string) {
	u := l.u
	qx, _, qr := l.tileQ(r)
	band = ui.R(r.X+3*u, r.CY(), qx-qr-4*u-(r.X+3*u), r.H/2-3*u)
	size = math.Max(math.Min(13*u, band.H*0.8), l.minText)
	room := band.W*(1-trackPips) - 4*u
	say = label
	need := k.TextWidth(label, ui.FontBold, size) + 4*u
	if need > room && short != "" {
		say, need = short, k.TextWidth(short, ui.FontBold, size)+4*u
	}
	pips, words = band.SplitLeft(math.Max(band.W*trackPips, band.W-need-4*u), 4*u)
	return band, pips, words, size, say
}

// trackPips is the least share of a track's band its pips take.
const trackPips = 0.35
