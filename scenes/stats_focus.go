package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The statistics screen's keyboard focus, as the setup's
// (setup_focus.go): Tab and Shift+Tab, or ↓ and ↑, move a ring over its
// controls in reading order (Back, the phone's two tabs, the page's
// games, Newer and Older where they turn a page), wrapping round; Enter
// or Space presses the one in the ring, as a click at its centre would
// (a game's row opens its replay). A click hides the ring. ← and → still
// turn the pages, and Esc goes back.

// focusables lists the screen's enabled controls in Tab order.
func (s *StatsScreen) focusables(l *statsRects, dst []ui.Rect) []ui.Rect {
	dst = append(dst, l.back)
	if l.phone {
		dst = append(dst, l.tabSum, l.tabGames)
	}
	dst = append(dst, l.rows...)
	if len(l.rows) > 0 && s.page > 0 {
		dst = append(dst, l.newer)
	}
	if len(l.rows) > 0 && (s.page+1)*l.perPage(s) < len(s.games) {
		dst = append(dst, l.older)
	}
	return dst
}

// moveFocus moves the ring d controls on (d < 0: back), wrapping round;
// with no ring, the first (d > 0) or the last control gets it.
func (s *StatsScreen) moveFocus(l *statsRects, d int) {
	s.focus = ringMove(s.focus, len(s.focusables(l, s.focusBuf[:0])), d)
}

// pressFocus presses the control in the ring; false when there is none.
func (s *StatsScreen) pressFocus(c *scene.Context, l *statsRects) bool {
	list := s.focusables(l, s.focusBuf[:0])
	if s.focus < 0 || s.focus >= len(list) {
		return false
	}
	r := list[s.focus]
	s.click(c, l, r.CX(), r.CY())
	// A page turned or a tab changed changes the list: keep the ring on a
	// control.
	nl := s.layout(c)
	s.focus = min(s.focus, len(s.focusables(&nl, s.focusBuf[:0]))-1)
	return true
}

// focusKey handles a key that moves or presses the focus; false for other
// actions.
func (s *StatsScreen) focusKey(c *scene.Context, l *statsRects, a ui.Action) bool {
	switch a.Kind {
	case ui.ActTab:
		if a.N == 1 {
			s.moveFocus(l, -1)
		} else {
			s.moveFocus(l, 1)
		}
	case ui.ActUp:
		s.moveFocus(l, -1)
	case ui.ActDown:
		s.moveFocus(l, 1)
	case ui.ActConfirm:
		s.pressFocus(c, l)
	default:
		return false
	}
	return true
}

// drawFocus draws the ring round the focused control.
func (s *StatsScreen) drawFocus(dst *ebiten.Image, c *scene.Context, l *statsRects) {
	list := s.focusables(l, s.focusBuf[:0])
	if s.focus < 0 || s.focus >= len(list) {
		return
	}
	c.Kit.FocusRing(dst, list[s.focus], l.u)
}
