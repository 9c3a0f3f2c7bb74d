package ui

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// wrapKey identifies wrapped lines by text, font, width, size and scale
// (widths are measured in whole physical pixels), so steady frames do not
// re-wrap.
type wrapKey struct {
	s       string
	f       FontID
	w, z, k int
}

// WrapLines breaks s into lines no wider than w (logical units).
func (k *Kit) WrapLines(s string, f FontID, size, w float64) []string {
	if k.wraps == nil {
		k.wraps = make(map[wrapKey][]string, 32)
	}
	key := wrapKey{s, f, int(w * 4), int(size * 16), int(k.scale * 16)}
	if ls, ok := k.wraps[key]; ok {
		return ls
	}
	// A line's width is the sum of its words' and spaces' widths: each
	// word is measured once (and cached), not every prefix tried, which
	// cost a text shaping per word of every new log line in the browser.
	space := k.TextWidth(" ", f, size)
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		if len(words) == 0 {
			lines = append(lines, "")
			continue
		}
		cur, curW := words[0], k.TextWidth(words[0], f, size)
		for _, wd := range words[1:] {
			ww := k.TextWidth(wd, f, size)
			if curW+space+ww > w {
				lines = append(lines, cur)
				cur, curW = wd, ww
			} else {
				cur, curW = cur+" "+wd, curW+space+ww
			}
		}
		lines = append(lines, cur)
	}
	if len(k.wraps) > 512 {
		clear(k.wraps)
	}
	k.wraps[key] = lines
	return lines
}

// DrawParagraphs draws wrapped text into r; "- " lines become bullets.
func DrawParagraphs(k *Kit, dst *ebiten.Image, body string, r Rect, size, u float64) {
	y := r.Y
	lh := size * 1.45
	for _, para := range strings.Split(body, "\n") {
		para = strings.TrimRight(para, " ")
		if para == "" {
			y += lh * 0.5
			continue
		}
		x, w := r.X, r.W
		bullet := strings.HasPrefix(para, "- ")
		if bullet {
			para = para[2:]
			k.Circle(dst, x+6*u, y+lh*0.5, 3*u, ColGold)
			x += 18 * u
			w -= 18 * u
		}
		for _, ln := range k.WrapLines(para, FontRegular, size, w) {
			if y+lh > r.MaxY() {
				return
			}
			k.Text(dst, ln, FontRegular, size, x, y+lh*0.5, AlignLeft|AlignMiddle, ColText)
			y += lh
		}
		y += lh * 0.25
	}
}

// ParagraphsHeight is the height DrawParagraphs takes for body in a box w
// wide, were the box tall enough.
func (k *Kit) ParagraphsHeight(body string, w, size, u float64) float64 {
	y, lh := 0.0, size*1.45
	for _, para := range strings.Split(body, "\n") {
		para = strings.TrimRight(para, " ")
		if para == "" {
			y += lh * 0.5
			continue
		}
		pw := w
		if strings.HasPrefix(para, "- ") {
			para, pw = para[2:], w-18*u
		}
		y += float64(len(k.WrapLines(para, FontRegular, size, pw)))*lh + lh*0.25
	}
	return y
}
