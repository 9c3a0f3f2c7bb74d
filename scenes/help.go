package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Help shows the rules and controls pages (F1 or ?): the dice game's,
// with its pictures, or another game's pages (help_games.go).
type Help struct {
	page  int
	pages []assets.HelpPage // nil: the dice game's (c.Help)
	// fit is the text pages cut to a phone's screen of fitKey's size
	// (help_phone.go).
	fit    []assets.HelpPage
	fitKey [2]float64
}

// NewHelp opens the help overlay.
func NewHelp() *Help { return &Help{} }

// text is the help's text pages.
func (h *Help) text(c *scene.Context) []assets.HelpPage {
	src := h.pages
	if src == nil {
		src = c.Help
	}
	if phoneHelp(c) && c.Kit != nil {
		return h.phonePages(c, src)
	}
	return src
}

// count is the number of pages: the text pages, and the dice game's
// pictures (two pages on a phone held on its side, helpPicturePages).
func (h *Help) count(c *scene.Context) int {
	if h.pages != nil {
		return len(h.text(c))
	}
	return len(h.text(c)) + helpPicturePages(c)
}

// Name implements Scene.
func (h *Help) Name() string { return "help" }

// Update implements Scene.
func (h *Help) Update(c *scene.Context) error {
	n := h.count(c)
	h.page = min(h.page, n-1) // the phone's pages change with the screen
	for _, a := range c.Input.Actions() {
		switch a.Kind {
		case ui.ActCancel, ui.ActHelp:
			c.Pop()
		case ui.ActNext, ui.ActDown:
			if h.page < n-1 {
				h.page++
			}
		case ui.ActPrev, ui.ActUp:
			if h.page > 0 {
				h.page--
			}
		case ui.ActPick:
			if a.N-1 < n {
				h.page = a.N - 1
			}
		case ui.ActClick:
			l := helpLayout(c, n)
			switch {
			case l.close.Contains(a.X, a.Y) || !l.box.Contains(a.X, a.Y):
				c.Pop()
			case l.prev.Contains(a.X, a.Y) && h.page > 0:
				h.page--
			case l.next.Contains(a.X, a.Y) && h.page < n-1:
				h.page++
			}
			for i := 0; i < n && i < len(l.tabs); i++ {
				if l.tabs[i].Contains(a.X, a.Y) {
					h.page = i
				}
			}
		}
	}
	c.Shot("help")
	return nil
}

type helpRects struct {
	box, body, close, prev, next ui.Rect
	tabs                         [8]ui.Rect
	// A phone's: no tabs, the page's title and "3 of 9" instead.
	phone        bool
	title, pager ui.Rect
	u            float64
}

func helpLayout(c *scene.Context, pages int) helpRects {
	if phoneHelp(c) {
		return phoneHelpLayout(c)
	}
	u := ui.Unit(c.VP.W, c.VP.H)
	l := helpRects{u: u}
	w := ui.Clamp(c.VP.W*0.7, 560, 1100*u)
	h := ui.Clamp(c.VP.H*0.8, 460, 800*u)
	l.box = ui.R((c.VP.W-w)/2, (c.VP.H-h)/2, w, h)
	in := l.box.Inset(16 * u)
	var head, foot ui.Rect
	head, in = in.SplitTop(36*u, 10*u)
	foot, l.body = in.SplitBottom(36*u, 10*u)
	l.close, head = head.SplitRight(36*u, 8*u)
	n := min(pages, len(l.tabs))
	var cols [8]ui.Rect
	copy(l.tabs[:], head.Cols(n, 6*u, cols[:0]))
	l.prev, foot = foot.SplitLeft(120*u, 0)
	l.next, _ = foot.SplitRight(120*u, 0)
	return l
}

// Draw implements Scene.
func (h *Help) Draw(dst *ebiten.Image, c *scene.Context) {
	k := c.Kit
	u := ui.Unit(c.VP.W, c.VP.H)
	k.FillRect(dst, ui.R(0, 0, c.VP.W, c.VP.H), ui.RGBA(0, 0, 0, 0xa0))
	n, pages := h.count(c), h.text(c)
	l := helpLayout(c, n)
	if l.phone && len(pages) > 0 {
		h.drawPhone(dst, c, l, pages, n)
		return
	}
	k.RoundRect(dst, l.box, 14*u, ui.RGBA(0x07, 0x14, 0x10, 0xf8))
	k.StrokeRoundRect(dst, l.box, 14*u, 2*u, ui.ColGold)
	if len(pages) == 0 {
		k.Text(dst, "Help pages are missing from this build.", ui.FontBold, 16*u, l.body.X, l.body.Y, ui.AlignLeft, ui.ColDanger)
		return
	}
	for i := 0; i < n && i < len(l.tabs); i++ {
		st := ui.BtnNormal
		if i == h.page {
			st = ui.BtnActive
		} else if c.Input.Hover(l.tabs[i]) {
			st = ui.BtnHover
		}
		title := picturesTitle
		if i < len(pages) {
			title = pages[i].Title
		}
		k.Button(dst, l.tabs[i], title, st, u)
	}
	h.drawPage(dst, c, l, pages, n, 15*u)
	k.Text(dst, "Esc closes · arrows turn pages", ui.FontRegular, 12*u, l.box.CX(), l.box.MaxY()-30*u, ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
}

// drawPage draws the page's text (at size) or pictures, the close button,
// and Back and Next where there is a page to go to.
func (h *Help) drawPage(dst *ebiten.Image, c *scene.Context, l helpRects, pages []assets.HelpPage, n int, size float64) {
	k, u := c.Kit, l.u
	k.Button(dst, l.close, "X", c.Input.HoverState(l.close, ui.BtnNormal), u)
	if h.page < len(pages) {
		ui.DrawParagraphs(k, dst, pages[h.page].Body, l.body, size, u)
	} else {
		pics, _ := helpPicturesPage(h.page-len(pages), helpPicturePages(c))
		drawHelpPictures(k, dst, l.body, u, c.Settings.Symbols, pics)
	}
	if h.page > 0 {
		k.Button(dst, l.prev, "< Back", c.Input.HoverState(l.prev, ui.BtnNormal), u)
	}
	if h.page < n-1 {
		k.Button(dst, l.next, "Next >", c.Input.HoverState(l.next, ui.BtnPrimary), u)
	}
}
