package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The help's last page, "In pictures", draws the rules with the game's own
// pieces: the roll, placing all the dice of one number, most dice takes the
// biggest note, and ties cancel.

const picturesTitle = "In pictures"

// helpPicture is one panel: a caption under a drawing.
type helpPicture struct {
	title, caption string
	draw           func(k *ui.Kit, dst *ebiten.Image, r ui.Rect, u float64, sym bool)
}

var helpPictures = [...]helpPicture{
	{"1 · Your roll", "All the dice you have left are rolled. Choose one number you rolled.", drawPicRoll},
	{"2 · Place them all", "Every die showing that number goes to the casino with the same number.", drawPicPlace},
	{"3 · Most dice wins", "At the round's end the most dice takes the biggest note, the next most the next one.", drawPicWin},
	{"4 · Ties cancel", "Equal counts cancel each other: the next player in line takes the note.", drawPicTie},
}

// helpPicturePages is the number of pages the pictures take: two on a
// phone held on its side (landscapePhone), two pictures a page, so that
// their titles, captions and labels stay 12 CSS px; one elsewhere.
func helpPicturePages(c *scene.Context) int {
	if ui.PhoneOnSide(c.VP.W, c.VP.H) {
		return 2
	}
	return 1
}

// helpPicturesTitles are the pictures pages' titles where they take two.
var helpPicturesTitles = [2]string{picturesTitle + " (1/2)", picturesTitle + " (2/2)"}

// helpPicturesPage is the pictures on pictures page i of n, and its title.
func helpPicturesPage(i, n int) ([]helpPicture, string) {
	if n <= 1 {
		return helpPictures[:], picturesTitle
	}
	i = max(0, min(i, 1))
	return helpPictures[2*i : 2*i+2], helpPicturesTitles[i]
}

// picCell is one panel's parts: its frame, its title's line (x, y, width),
// its caption's lines from capY, and its drawing.
type picCell struct {
	panel, art     ui.Rect
	titleX, titleY float64
	textW, capY    float64
	lines          []string
}

// Sizes of the pictures, in the help's units.
const (
	picTitle   = 16 // a panel's title
	picCaption = 13 // its caption
	picStep    = 18 // a caption's line
)

// helpPictureCells lays pics out in body: a row where it is wide, a column
// where it is tall, two by two otherwise.
func helpPictureCells(k *ui.Kit, body ui.Rect, u float64, pics []helpPicture) []picCell {
	var cells []ui.Rect
	switch {
	case body.W > body.H*2.2:
		cells = body.Cols(len(pics), 12*u, nil)
	case body.H > body.W*1.3: // a phone held upright: one under another
		cells = body.Rows(len(pics), 8*u, nil)
	default:
		for _, row := range body.Rows(2, 12*u, nil) {
			cells = append(cells, row.Cols(2, 12*u, nil)...)
		}
	}
	out := make([]picCell, len(pics))
	for i, p := range pics {
		r := cells[i]
		in := r.Inset(12 * u)
		lines := k.WrapLines(p.caption, ui.FontRegular, picCaption*u, in.W)
		capH := float64(len(lines)) * picStep * u
		out[i] = picCell{
			panel: r, titleX: in.X, titleY: in.Y + 10*u, textW: in.W,
			capY: in.MaxY() - capH + picStep/2*u, lines: lines,
			art: ui.R(in.X, in.Y+26*u, in.W, in.H-26*u-capH-8*u),
		}
	}
	return out
}

// drawHelpPictures draws pics in body (helpPictureCells).
func drawHelpPictures(k *ui.Kit, dst *ebiten.Image, body ui.Rect, u float64, sym bool, pics []helpPicture) {
	for i, cell := range helpPictureCells(k, body, u, pics) {
		p := pics[i]
		k.Panel(dst, cell.panel, u, ui.ColNeonCyan, 0)
		k.TextFit(dst, p.title, ui.FontBold, picTitle*u, cell.textW, cell.titleX, cell.titleY, ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
		y := cell.capY
		for _, ln := range cell.lines {
			k.Text(dst, ln, ui.FontRegular, picCaption*u, cell.titleX, y, ui.AlignLeft|ui.AlignMiddle, ui.ColText)
			y += picStep * u
		}
		if cell.art.H > 20*u {
			p.draw(k, dst, cell.art, u, sym)
		}
	}
}

// picDie is the size of a die that fits n across and rows down in r.
func picDie(r ui.Rect, n, rows float64, u float64) float64 {
	return math.Min(40*u, math.Min(r.W/(n*1.2), r.H/(rows*1.3)))
}

func drawPicRoll(k *ui.Kit, dst *ebiten.Image, r ui.Rect, u float64, sym bool) {
	faces := [...]int{1, 1, 3, 4, 4, 4, 6, 6}
	d := picDie(r, 4, 2, u)
	st := pieces.DieStyle{Colour: 0, Symbols: sym}
	for i, f := range faces {
		x := r.CX() + (float64(i%4)-1.5)*d*1.2
		y := r.CY() + (float64(i/4)-0.5)*d*1.3
		pieces.Die(k, dst, x, y, d, st, f, 0, 1)
	}
}

func drawPicPlace(k *ui.Kit, dst *ebiten.Image, r ui.Rect, u float64, sym bool) {
	d := picDie(r, 5, 2.4, u)
	st := pieces.DieStyle{Colour: 0, Symbols: sym}
	for i := 0; i < 3; i++ {
		pieces.Die(k, dst, r.X+d*0.7+float64(i)*d*1.15, r.CY(), d, st, 4, 0, 1)
	}
	ax := r.X + d*0.7 + 3*d*1.15
	k.Line(dst, ax, r.CY(), ax+d*0.7, r.CY(), 3*u, ui.ColGold)
	k.Line(dst, ax+d*0.7, r.CY(), ax+d*0.45, r.CY()-d*0.25, 3*u, ui.ColGold)
	k.Line(dst, ax+d*0.7, r.CY(), ax+d*0.45, r.CY()+d*0.25, 3*u, ui.ColGold)
	tile := ui.R(ax+d, r.Y, r.MaxX()-ax-d, r.H)
	if tile.W > 20*u {
		pieces.CasinoTile(k, dst, tile, 4, u)
		pieces.Die(k, dst, tile.CX(), tile.CY(), math.Min(d*1.3, tile.H*0.5), pieces.DieStyle{Colour: pieces.DieWhite}, 4, 0, 1)
	}
}

// picRows draws rows of a colour's dice, each followed by its note (0:
// "cancelled", -1: no note left for it).
func picRows(k *ui.Kit, dst *ebiten.Image, r ui.Rect, u float64, sym bool, rows [][3]int) {
	d := picDie(r, 6, float64(len(rows)), u)
	for i, row := range rows {
		col, n, note := row[0], row[1], row[2]
		y := r.Y + d*0.65 + float64(i)*d*1.3
		st := pieces.DieStyle{Colour: pieces.DieColour(col), Symbols: sym}
		for j := 0; j < n; j++ {
			pieces.Die(k, dst, r.X+d*0.6+float64(j)*d*1.1, y, d, st, 5, 0, 1)
		}
		x := r.X + d*0.6 + 3.3*d*1.1
		switch {
		case note > 0:
			pieces.Note(k, dst, x, y-d*0.4, d*0.8, note, false, 1)
		case note == 0:
			k.Text(dst, "cancelled", ui.FontBold, d*0.45, x, y, ui.AlignLeft|ui.AlignMiddle, ui.ColDanger)
		default:
			k.Text(dst, "no note left", ui.FontRegular, d*0.4, x, y, ui.AlignLeft|ui.AlignMiddle, ui.ColTextDim)
		}
	}
}

func drawPicWin(k *ui.Kit, dst *ebiten.Image, r ui.Rect, u float64, sym bool) {
	picRows(k, dst, r, u, sym, [][3]int{{0, 3, 9}, {1, 2, 4}, {2, 1, -1}})
}

func drawPicTie(k *ui.Kit, dst *ebiten.Image, r ui.Rect, u float64, sym bool) {
	picRows(k, dst, r, u, sym, [][3]int{{0, 2, 0}, {1, 2, 0}, {2, 1, 6}})
}
