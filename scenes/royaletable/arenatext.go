package royaletable

import (
	"math"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The arena's texts (its title: "Dice arena", "Ann rolled", "The rest of
// the roll"; what the table waits for: "The dice are rolling…", "Ann is
// thinking…", "Pass the screen to Ann.", "The payout") are whole: on one
// line shrunk to 12 CSS px at least, else on two lines or more (broken
// between words) at the largest size from their own down to 12 CSS px at
// which they fit the arena's width and their room's height. The arena
// of a phone is narrow (83 CSS px inside at 640x360): there "The dice are
// rolling…" was cut to "The dice are …". The title's strip is as high as
// the longest title of the game's seats needs (arenaTitleH), so that the
// roll's groups below it never move while a game goes on.

// arenaMost is the most lines an arena's text takes.
const arenaMost = 4

// arenaLead is the height of an arena's text's line, in its size.
const arenaLead = 1.15

// arenaFit is an arena's text as fitted: its n lines at size; whole
// false where even arenaMost lines at the least size could not hold it
// (the last line then ends with "…").
type arenaFit struct {
	lines [arenaMost]string
	n     int
	size  float64
	whole bool
}

// height is the fit's lines' height.
func (a arenaFit) height() float64 { return float64(a.n) * a.size * arenaLead }

// layArena fits s in w by h: on one line at size, or shrunk to least or
// more; else in as few lines as hold it at the largest of size, their
// mean and least at which every line is w wide or less and the lines h
// high or less; else at least, cut.
func layArena(k *ui.Kit, s string, f ui.FontID, size, least, w, h float64) arenaFit {
	size = math.Max(size, least)
	if tw := k.TextWidth(s, f, size); tw <= w {
		return arenaFit{lines: [arenaMost]string{s}, n: 1, size: size, whole: true}
	} else if one := size * w / tw * 0.999; one >= least && k.TextWidth(s, f, one) <= w {
		return arenaFit{lines: [arenaMost]string{s}, n: 1, size: one, whole: true}
	}
	for _, sz := range [3]float64{size, (size + least) / 2, least} {
		lines := k.WrapLines(s, f, sz, w)
		if len(lines) > arenaMost || float64(len(lines))*sz*arenaLead > h+1e-6 {
			continue
		}
		a, fit := arenaFit{n: len(lines), size: sz, whole: true}, true
		for i, line := range lines {
			a.lines[i], fit = line, fit && k.TextWidth(line, f, sz) <= w
		}
		if fit {
			return a
		}
	}
	lines := k.WrapLines(s, f, least, w)
	a := arenaFit{n: max(1, min(len(lines), arenaMost, int(h/(least*arenaLead)+1e-6))), size: least}
	copy(a.lines[:a.n], lines)
	last := a.lines[a.n-1]
	for _, rest := range lines[a.n:] {
		last += " " + rest
	}
	a.lines[a.n-1], _ = fitMin(k, last, f, least, w, least)
	return a
}

// arenaTitleSize is the size an arena's title is written at, before it
// is fitted.
func (l *layout) arenaTitleSize() float64 { return math.Max(16*l.u, l.minText) }

// titleStrip is the height of the arena's title's strip: 28 units, or
// what the game's longest title needs (arenaTitleH).
func (l *layout) titleStrip() float64 { return math.Max(28*l.u, l.arenaTitleH) }

// arenaTitleH is the strip the arena's titles need in l: the height of
// the lines of the longest of titles, fitted to the arena's width, and
// room around them; 0 where each takes one line.
func arenaTitleH(k *ui.Kit, l *layout, titles []string) float64 {
	in := l.arena.Inset(8 * l.u)
	need := 0.0
	for _, s := range titles {
		if a := layArena(k, s, ui.FontBold, l.arenaTitleSize(), l.minText, in.W, math.Inf(1)); a.n > 1 {
			need = math.Max(need, a.height()+6*l.u)
		}
	}
	return need
}

// arenaTitles are the titles the arena may show in a game of names.
func arenaTitles(names []string) []string {
	out := []string{"Dice arena", restOfRoll}
	for _, n := range names {
		out = append(out, n+" rolled")
	}
	return out
}

// restOfRoll is the arena's title while a tile's decision holds the roll.
const restOfRoll = "The rest of the roll"

// blackRow is the arena's title row of n black dice (drawBlack) in width
// w: its label ("Black dice", or "Black" where that row would not fit),
// the label's size and width, and the dice's size (22 units, smaller
// where the short label's row would not fit either). Before, "Black dice"
// and two dice of 22 units took 113 CSS px of the 83 inside the arena at
// 640x360 and ran over its edges.
func blackRow(k measurer, l *layout, n int, w float64) (label string, size, lw, ds float64) {
	u, label := l.u, "Black dice"
	size, ds = math.Max(16*u, l.minText), 22*u
	lw = k.TextWidth(label, ui.FontBold, size)
	if lw+8*u+float64(n)*ds*1.25 > w {
		label = "Black"
		lw = k.TextWidth(label, ui.FontBold, size)
	}
	if lw+8*u+float64(n)*ds*1.25 > w {
		ds = (w - lw - 8*u) / (float64(max(n, 1)) * 1.25)
	}
	return label, size, lw, ds
}
