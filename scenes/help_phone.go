package scenes

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The help on a phone held upright (phoneLayout): the whole screen, in the
// phone table's units (U = W/360, one CSS px on a 360 px phone). A header
// with the page's title and a close button, the text at 14 units, and
// under it Back and Next, a tap each, with "3 of 9" between them. There is
// no row of tabs; a page longer than the screen is cut at its paragraphs
// into pages of its own ("Controls (2/2)"), so that nothing is clipped.

// Sizes of the phone's help, in its units.
const (
	phoneHelpText = 14 // the pages' text
	phoneHelpHead = ui.PhoneTapH
)

// phoneHelp reports whether the help is laid out for a phone, held
// upright or on its side (landscapePhone: the same parts in the
// landscape unit, H/360).
func phoneHelp(c *scene.Context) bool {
	return ui.PhoneUpright(c.VP.W, c.VP.H) || ui.PhoneOnSide(c.VP.W, c.VP.H)
}

// phoneHelpLayout places the help's parts on a phone.
func phoneHelpLayout(c *scene.Context) helpRects {
	u := c.VP.W / ui.PhoneDesignW
	if ui.PhoneOnSide(c.VP.W, c.VP.H) {
		u = ui.OnSideUnit(c.VP.H)
	}
	l := helpRects{phone: true, u: u}
	l.box = ui.R(0, 0, c.VP.W, c.VP.H).Inset(4 * u)
	in := l.box.Inset(10 * u)
	var head, foot ui.Rect
	head, in = in.SplitTop(phoneHelpHead*u, 10*u)
	foot, l.body = in.SplitBottom(ui.PhoneTapH*u, 10*u)
	l.close, l.title = head.SplitRight(ui.PhoneTapH*u, 8*u)
	l.prev, foot = foot.SplitLeft(110*u, 0)
	l.next, foot = foot.SplitRight(110*u, 0)
	l.pager = foot
	return l
}

// fitHelpPages cuts each page that does not fit a body w x h (text of size
// in units u) at its paragraphs into pages that do; the parts are titled
// "Title (2/3)". A single paragraph too tall for the body stays alone.
func fitHelpPages(k *ui.Kit, pages []assets.HelpPage, w, h, size, u float64) []assets.HelpPage {
	var out []assets.HelpPage
	for _, p := range pages {
		var parts []string
		cur := ""
		for _, para := range strings.Split(p.Body, "\n") {
			next := para
			if cur != "" {
				next = cur + "\n" + para
			}
			if cur != "" && strings.TrimSpace(para) != "" && k.ParagraphsHeight(next, w, size, u) > h {
				parts = append(parts, strings.TrimRight(cur, "\n"))
				cur = para
				continue
			}
			cur = next
		}
		if strings.TrimSpace(cur) != "" || len(parts) == 0 {
			parts = append(parts, strings.TrimRight(cur, "\n"))
		}
		for i, body := range parts {
			title := p.Title
			if len(parts) > 1 {
				title = fmt.Sprintf("%s (%d/%d)", p.Title, i+1, len(parts))
			}
			out = append(out, assets.HelpPage{Title: title, Body: strings.TrimLeft(body, "\n")})
		}
	}
	return out
}

// phonePages is the help's text pages cut to the phone's body, made once
// per screen size.
func (h *Help) phonePages(c *scene.Context, src []assets.HelpPage) []assets.HelpPage {
	key := [2]float64{c.VP.W, c.VP.H}
	if h.fitKey != key || h.fit == nil {
		l := phoneHelpLayout(c)
		h.fit = fitHelpPages(c.Kit, src, l.body.W, l.body.H, phoneHelpText*l.u, l.u)
		h.fitKey = key
	}
	return h.fit
}

// drawPhone draws the help on a phone: page of n.
func (h *Help) drawPhone(dst *ebiten.Image, c *scene.Context, l helpRects, pages []assets.HelpPage, n int) {
	k, u := c.Kit, l.u
	k.FillRect(dst, ui.R(0, 0, c.VP.W, c.VP.H), ui.RGBA(0, 0, 0, 0xe0))
	k.RoundRect(dst, l.box, 12*u, ui.RGBA(0x07, 0x14, 0x10, 0xff))
	k.StrokeRoundRect(dst, l.box, 12*u, 2*u, ui.ColGold)
	_, title := helpPicturesPage(h.page-len(pages), helpPicturePages(c))
	if h.page < len(pages) {
		title = pages[h.page].Title
	}
	k.TextFit(dst, title, ui.FontBold, 18*u, l.title.W, l.title.X, l.title.CY(), ui.AlignLeft|ui.AlignMiddle, ui.ColGold)
	h.drawPage(dst, c, l, pages, n, phoneHelpText*u)
	k.Text(dst, fmt.Sprintf("%d of %d", h.page+1, n), ui.FontRegular, 13*u, l.pager.CX(), l.pager.CY(), ui.AlignCenter|ui.AlignMiddle, ui.ColTextDim)
}
