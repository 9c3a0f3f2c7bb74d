package ui

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// FontID picks a font family.
type FontID uint8

// Fonts.
const (
	FontRegular FontID = iota
	FontBold
	FontMono
)

// Align is a text anchor.
type Align uint8

// Anchors: horizontal in the low bits, vertical in the high bits.
const (
	AlignLeft   Align = 0
	AlignCenter Align = 1
	AlignRight  Align = 2
	AlignTop    Align = 0
	AlignMiddle Align = 4
	AlignBottom Align = 8
)

type faceKey struct {
	font FontID
	px   int
}

// SpriteKind tells apart the kinds of cached sprites. The kit's own are
// below FirstPieceKind; packages drawing other pieces number theirs from it.
type SpriteKind uint8

// The kit's own sprite kinds.
const (
	KindPanel SpriteKind = iota + 1
	spFelt
	spRRect
	spRStroke
)

// FirstPieceKind is the first sprite kind free for other packages' pieces.
const FirstPieceKind SpriteKind = 16

// SpriteKey identifies a cached sprite: its kind, up to four parameters
// (colour, face, value...) and its size in physical pixels.
type SpriteKey struct {
	Kind       SpriteKind
	A, B, C, D int
	W, H       int
}

// Kit draws text, shapes, panels and buttons, and caches the sprites of
// any piece drawn with it (Sprite, MayBuild, Scratch, StoreSprite).
// Everything takes logical units and is scaled to physical pixels;
// generated pieces are cached as images per pixel size, so steady frames
// only blit.
type Kit struct {
	fonts   *assets.Fonts
	faces   map[faceKey]text.Face
	sprites map[SpriteKey]*ebiten.Image
	scale   float64

	iop   ebiten.DrawImageOptions
	felt  *ebiten.Image
	pixel *ebiten.Image
	white *ebiten.Image
	wraps map[wrapKey][]string
	fits  map[fitKey]fitLayout

	// Sprites to build ahead while a screen waits (warm.go).
	warmQ []func(*Kit)
	rs    Raster // the scratch canvas of every shape sprite (raster.go)
	texts map[textKey]*textSprite
	advs  map[textKey]float64 // text widths measured without a sprite

	// The build budget of the frame being drawn (BeginFrame).
	frameStart  time.Time
	buildBudget time.Duration
	builtNow    int // sprites built in this frame
	deferNow    int // sprites put off to a later frame, in this frame
	holes       int // texts and controls that could not be drawn, in this frame
	textsNow    int // texts drawn in this frame
	control     int // > 0 while a control (button, toggle) is drawn: never put off
	// The smallest text and control drawn in the frame (logical units),
	// for the browser test's phone checks (FrameSmallest).
	minText, minCtl   float64
	minTextS, minCtlS string
	buildT0           time.Time
	buildCost         time.Duration // estimate of one sprite's build: the slowest recent one, decaying
	textDur           time.Duration // building text sprites, in this frame
	shapeDur          time.Duration // building other sprites, in this frame
	shapeN            int
}

// NewMeasureKit is a kit that only measures text (widths, wrapping,
// fitting): it needs no graphics context, so tests use it without a
// window. It must not draw; NewKit makes one that draws.
func NewMeasureKit(f *assets.Fonts) *Kit {
	return &Kit{
		fonts: f,
		faces: make(map[faceKey]text.Face, 32),
		texts: make(map[textKey]*textSprite, 256),
		advs:  make(map[textKey]float64, 256),
		scale: 1,
	}
}

// NewKit makes a kit with the given fonts.
func NewKit(f *assets.Fonts) *Kit {
	k := NewMeasureKit(f)
	k.sprites = make(map[SpriteKey]*ebiten.Image, 256)
	return k
}

// whitePx is the white pixel that solid shapes are drawn with, made at
// its first use: a kit may be made before a window exists (or after it
// closed, as in tests), and only drawing needs one.
func (k *Kit) whitePx() *ebiten.Image {
	if k.white == nil {
		k.pixel = ebiten.NewImage(3, 3)
		k.pixel.Fill(color.White)
		k.white = k.pixel.SubImage(image.Rect(1, 1, 2, 2)).(*ebiten.Image)
	}
	return k.white
}

// BeginFrame starts a frame whose Go work began at start. With a budget,
// once the frame's work has passed it, the kit stops building new
// decoration sprites (panels, rounded backgrounds, outlines) for this frame
// and draws a flat placeholder of the same size instead; it builds at least
// one a frame, so a deferred sprite appears a frame or a few later. Text,
// controls (buttons, toggles) and the pieces in play (MustBuild) are never
// put off: a screen is never half drawn. Building a sprite in the browser
// costs from 1 to over 10 ms (vector paths, glyphs, new textures), so a
// screen's sprites are built ahead (the warm queue, and the first frame of
// a scene, which the app draws without a budget). A zero budget builds
// everything at once (tests, screenshots, a scene's first frame).
func (k *Kit) BeginFrame(start time.Time, budget time.Duration) {
	k.frameStart, k.buildBudget, k.builtNow, k.deferNow = start, budget, 0, 0
	k.textDur, k.shapeDur, k.shapeN = 0, 0, 0
	k.holes, k.textsNow, k.control = 0, 0, 0
	k.minText, k.minCtl, k.minTextS, k.minCtlS = 0, 0, "", ""
	drawnFrameBegun(k) // measure.go
}

// FrameSmallest is the smallest text drawn in the frame drawn last (its
// size in logical units, and the text) and the smallest button or switch
// (its lesser side, and its label); 0 where none was drawn.
func (k *Kit) FrameSmallest() (text float64, textS string, control float64, controlS string) {
	return k.minText, k.minTextS, k.minCtl, k.minCtlS
}

// noteText counts a text of size drawn in the frame.
func (k *Kit) noteText(s string, size float64) {
	drawnText(s, size*k.scale)
	if k.minText == 0 || size < k.minText {
		k.minText, k.minTextS = size, s
	}
}

// noteControl counts a control drawn in r with label.
func (k *Kit) noteControl(r Rect, label string) {
	drawnControl(label, math.Min(r.W, r.H)*k.scale)
	if m := math.Min(r.W, r.H); m > 0 && (k.minCtl == 0 || m < k.minCtl) {
		k.minCtl, k.minCtlS = m, label
	}
}

// FrameBuilds are the sprites built and put off in the frame drawn last.
func (k *Kit) FrameBuilds() (built, deferred int) { return k.builtNow, k.deferNow }

// FrameDrawn are the texts drawn in the frame drawn last, and the texts and
// controls that found no sprite to draw (holes: never more than 0 unless
// something put them off).
func (k *Kit) FrameDrawn() (texts, holes int) { return k.textsNow, k.holes }

// MayBuild reports whether a new decoration sprite may be built in this
// frame, and counts it. Inside a control it always may.
func (k *Kit) MayBuild() bool {
	if k.control == 0 && k.buildBudget > 0 && k.builtNow > 0 && time.Since(k.frameStart)+k.buildCost >= k.buildBudget {
		k.deferNow++
		return false
	}
	k.MustBuild()
	return true
}

// MustBuild starts building a sprite that carries information (text, a
// control, a piece in play), which no budget puts off, and counts it.
func (k *Kit) MustBuild() {
	k.builtNow++
	k.buildT0 = time.Now()
}

// doneBuild ends the build that MayBuild allowed last, for the frame's
// record (text sprites and shapes apart).
func (k *Kit) doneBuild(text bool) {
	d := time.Since(k.buildT0)
	// A sprite may start only if one as slow as the recent slowest would
	// still end within the budget (the estimate decays).
	k.buildCost = max(d, k.buildCost-k.buildCost/8)
	if text {
		k.textDur += d
		return
	}
	k.shapeN++
	k.shapeDur += d
}

// FrameBuildTimes are the time spent building text sprites and shape
// sprites (dice, notes, tiles, panels, rounded shapes) in the frame drawn
// last, and the number of shape sprites.
func (k *Kit) FrameBuildTimes() (text, shapes time.Duration, shapeN int) {
	return k.textDur, k.shapeDur, k.shapeN
}

// SetScale sets the physical pixels per logical unit. A change drops the
// cached sprites, which are rebuilt at the new size on demand.
func (k *Kit) SetScale(s float64) {
	if s == k.scale {
		return
	}
	k.scale = s
	k.Purge()
}

// Scale returns the current scale.
func (k *Kit) Scale() float64 { return k.scale }

// Purge drops all cached sprites.
func (k *Kit) Purge() {
	for key, img := range k.sprites {
		img.Deallocate()
		delete(k.sprites, key)
	}
	if k.felt != nil {
		k.felt.Deallocate()
		k.felt = nil
	}
	k.purgeTexts()
}

// SpriteCount is the number of cached sprites (for tests and stats).
func (k *Kit) SpriteCount() int { return len(k.sprites) }

// CountSprites is the number of cached sprites of the given kinds (tests).
func (k *Kit) CountSprites(kinds ...SpriteKind) int {
	n := 0
	for key := range k.sprites {
		for _, kd := range kinds {
			if key.Kind == kd {
				n++
			}
		}
	}
	return n
}

// Sprite returns the cached sprite of key. A piece drawn outside the kit
// looks its sprite up here; when it is missing, it asks MayBuild, draws it
// in Scratch() and hands it to StoreSprite.
func (k *Kit) Sprite(key SpriteKey) (*ebiten.Image, bool) {
	img, ok := k.sprites[key]
	return img, ok
}

// StoreSprite caches a sprite built after MayBuild allowed it.
func (k *Kit) StoreSprite(key SpriteKey, img *ebiten.Image) {
	k.doneBuild(false)
	k.sprites[key] = img
}

// facePx is the em in physical pixels of a face of logical size (6 at
// least): the faces' and the text caches' key.
func (k *Kit) facePx(size float64) int {
	return max(int(math.Round(size*k.scale)), 6)
}

// Scratch is the canvas shape sprites are drawn in before their upload.
func (k *Kit) Scratch() *Raster { return &k.rs }

// Fonts returns the kit's fonts.
func (k *Kit) Fonts() *assets.Fonts { return k.fonts }

// Face returns a cached font face of the given logical size (its em in
// whole physical pixels: facePx).
func (k *Kit) Face(f FontID, size float64) text.Face {
	px := k.facePx(size)
	key := faceKey{f, px}
	if fc, ok := k.faces[key]; ok {
		return fc
	}
	src := k.fonts.Regular
	switch f {
	case FontBold:
		src = k.fonts.Bold
	case FontMono:
		src = k.fonts.Mono
	}
	fc := assets.NewFace(src, float64(px))
	k.faces[key] = fc
	return fc
}
