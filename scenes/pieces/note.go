package pieces

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// ---- Banknotes ----

// NoteSize is a banknote's aspect: width = 1.7 * height.
const NoteAspect = 1.7

// Note draws a banknote of the given value (1-10 in $10k units, 11 rainbow)
// with its top-left at (x, y) and logical height h. faceDown shows the back.
func Note(k *ui.Kit, dst *ebiten.Image, x, y, h float64, value int, faceDown bool, alpha float64) {
	w := h * NoteAspect
	pw, ph := int(math.Round(w*k.Scale())), int(math.Round(h*k.Scale()))
	if pw < 6 || ph < 4 {
		return
	}
	if faceDown {
		value = 0
	}
	key := ui.SpriteKey{Kind: KindNote, A: value, W: pw, H: ph}
	img, ok := k.Sprite(key)
	if !ok {
		k.MustBuild() // a piece in play is never put off
		img = buildNote(k, pw, ph, value)
		k.StoreSprite(key, img)
	}
	k.Blit(dst, img, x, y, alpha)
}

// MoneyAspect is a Royale money card's aspect: wider than a note, so
// that its value fits written in full.
const MoneyAspect = 2.1

// moneyKey sets the sprites of money cards (NoteDollars) apart from the
// notes' of the same size and value.
const moneyKey = 100

// NoteDollars draws a money card w x h with its top-left at (x, y): a
// banknote (as Note) of any width, its value (1-10 in $10k units) written
// by MoneyLabel. Royale's money cards use it.
func NoteDollars(k *ui.Kit, dst *ebiten.Image, x, y, w, h float64, value int, alpha float64) {
	moneyCard(k, dst, x, y, w, h, value, alpha, true)
}

// blankKey sets the sprites of blank money cards (MoneyBlank) apart.
const blankKey = 200

// MoneyBlank draws a money card w x h with its top-left at (x, y): the
// paper of value (1-10 in $10k units; else the back's) without a label.
// Where a card is too low for its own label to be read (0.4 of its height,
// as on a phone's casinos), the table draws the card blank and writes its
// value over it itself, at a size it measures (MoneyInk is the ink).
func MoneyBlank(k *ui.Kit, dst *ebiten.Image, x, y, w, h float64, value int, alpha float64) {
	moneyCard(k, dst, x, y, w, h, value, alpha, false)
}

// moneyCard draws a money card, labelled (NoteDollars) or blank
// (MoneyBlank), from its cached sprite.
func moneyCard(k *ui.Kit, dst *ebiten.Image, x, y, w, h float64, value int, alpha float64, label bool) {
	pw, ph := int(math.Round(w*k.Scale())), int(math.Round(h*k.Scale()))
	if pw < 6 || ph < 4 {
		return
	}
	if value < 1 || value > 10 {
		value = 0
	}
	base := blankKey
	if label {
		base = moneyKey
	}
	key := ui.SpriteKey{Kind: KindNote, A: base + value, W: pw, H: ph}
	img, ok := k.Sprite(key)
	if !ok {
		k.MustBuild() // a piece in play is never put off
		if label {
			img = buildNoteLabel(k, pw, ph, value, MoneyLabel(k, value, pw, ph))
		} else {
			img = ebiten.NewImageFromImage(rasterNote(k.Scratch(), pw, ph, value).Img)
		}
		k.StoreSprite(key, img)
	}
	k.Blit(dst, img, x, y, alpha)
}

// MoneyInk is the colour of the value written on a note or a money card.
var MoneyInk = ui.RGB(0x13, 0x2b, 0x1f)

// widestDollars is the widest value a note shows, in full.
const widestDollars = "$100,000"

// LabelFull is the size of a value written in full on a note or a money
// card, a fraction of its height (the short label is larger: 0.5).
const LabelFull = 0.4

// MoneyLabel is the label of a note or a money card pw x ph physical
// pixels, by the one rule of money on pieces (ui.FitDollars): "$70,000"
// where "$100,000", the largest value, fits in the label's width (0.86 of
// the card's) at LabelFull of its height and 9 px or more, else "$70k"
// ("LV" face down, value 0). So Royale's money cards (MoneyAspect) read in
// full where they are 23 px high or more, and the banknotes of the dice
// game and the card game (NoteAspect, too narrow for "$100,000" at that
// size) read short.
func MoneyLabel(k *ui.Kit, value, pw, ph int) string {
	if value < 1 || value > 10 {
		return "LV"
	}
	size := float64(ph) * LabelFull
	if size < 9 {
		return NoteLabel[value]
	}
	f := assets.NewFace(k.Fonts().Bold, size)
	return ui.FitDollars(value*10000, 100000, float64(pw)*0.86, func(s string) float64 { return text.AdvanceAt(s, len(s), f) })
}

// NoteCentered draws a note centred at (cx, cy), scaled by s.
func NoteCentered(k *ui.Kit, dst *ebiten.Image, cx, cy, h float64, value int, s, rot, alpha float64) {
	pw, ph := int(math.Round(h*NoteAspect*k.Scale())), int(math.Round(h*k.Scale()))
	if pw < 6 || ph < 4 {
		return
	}
	key := ui.SpriteKey{Kind: KindNote, A: value, W: pw, H: ph}
	img, ok := k.Sprite(key)
	if !ok {
		k.MustBuild() // a piece in play is never put off
		img = buildNote(k, pw, ph, value)
		k.StoreSprite(key, img)
	}
	k.BlitCentered(dst, img, cx, cy, s, rot, alpha)
}

// buildNote draws a banknote of value (1-10, 11 the rainbow card, 0 the
// back) labelled by MoneyLabel.
func buildNote(k *ui.Kit, pw, ph, value int) *ebiten.Image {
	label := "LV"
	if value >= 1 && value <= 10 {
		label = MoneyLabel(k, value, pw, ph)
	}
	return buildNoteLabel(k, pw, ph, value, label)
}

// buildNoteLabel draws a note of value with label written on it.
func buildNoteLabel(k *ui.Kit, pw, ph, value int, label string) *ebiten.Image {
	img := ebiten.NewImageFromImage(rasterNote(k.Scratch(), pw, ph, value).Img)
	w, h := float32(pw), float32(ph)
	tc := MoneyInk
	size := float64(h) * 0.5
	face := k.Fonts().Bold
	switch {
	case value >= 1 && value <= 10:
		switch {
		case label != NoteLabel[value]: // in full: every value at the size "$100,000" fits
			f := assets.NewFace(face, size)
			if tw := text.AdvanceAt(widestDollars, len(widestDollars), f); tw > float64(w)*0.86 {
				size *= float64(w) * 0.86 / tw
			}
		case value == 10:
			size = float64(h) * 0.44
		}
	case value == 11:
		label = "RAINBOW"
		size = float64(h) * 0.26
		tc = ui.RGB(0xff, 0xff, 0xff)
	default:
		tc = ui.RGBA(0xff, 0xff, 0xff, 0xd0)
	}
	f := assets.NewFace(face, size)
	tw := text.AdvanceAt(label, len(label), f)
	if tw > float64(w)*0.86 {
		f = assets.NewFace(face, size*float64(w)*0.86/tw)
	}
	top := &text.DrawOptions{}
	top.PrimaryAlign = text.AlignCenter
	top.SecondaryAlign = text.AlignCenter
	if value == 11 {
		// A dark halo keeps the white label readable on the stripes.
		top.ColorScale.ScaleWithColor(ui.RGBA(0, 0, 0, 0xc0))
		top.GeoM.Translate(float64(w)/2+1, float64(h)/2+1)
		text.Draw(img, label, f, top)
		top.GeoM.Reset()
		top.ColorScale.Reset()
	}
	top.ColorScale.ScaleWithColor(tc)
	top.GeoM.Translate(float64(w)/2, float64(h)/2)
	text.Draw(img, label, f, top)
	return img
}

// rasterNote draws a banknote's paper, stripes and frame (the label is
// drawn on the uploaded image).
func rasterNote(rs *ui.Raster, pw, ph, value int) *ui.Raster {
	rs.Reset(pw, ph)
	w, h := float64(pw), float64(ph)
	rad := h * 0.12
	paper := ui.RGB(0x2c, 0x5e, 0x8c) // the back
	if value >= 1 && value <= 10 {
		paper = noteTint[value]
	}
	rs.FillRRect(0, 0, w, h, rad, ui.Mix(paper, ui.RGB(0, 0, 0), 0.45))
	rs.FillRRect(1, 1, w-2, h-2, rad, paper)
	if value == 11 {
		// Rainbow card: diagonal stripes.
		stripes := [...]color.RGBA{ui.RGB(0xe7, 0x4c, 0x3c), ui.RGB(0xf3, 0x9c, 0x12), ui.RGB(0xf1, 0xc4, 0x0f), ui.RGB(0x2e, 0xcc, 0x71), ui.RGB(0x34, 0x98, 0xdb), ui.RGB(0x9b, 0x59, 0xb6)}
		sw := float32(w) / float32(len(stripes))
		fh := float32(h)
		for i, c := range stripes {
			x0 := float32(i) * sw
			rs.FillPolygon([]float32{x0 + 2, 2, x0 + sw + 2, 2, x0 + sw - 2, fh - 2, x0 - 2, fh - 2}, c)
		}
	}
	// Inner frame.
	fc := ui.WithAlpha(ui.RGB(0x1b, 0x3a, 0x2a), 0.55)
	if value == 0 {
		fc = ui.WithAlpha(ui.RGB(0xff, 0xff, 0xff), 0.5)
	}
	rs.StrokeRRect(h*0.1, h*0.1, w-h*0.2, h*0.8, rad*0.6, math.Max(1, h*0.04), fc)
	return rs
}
