package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The setup screen's keyboard focus: Tab and Shift+Tab (or the arrows)
// move a ring over its controls in reading order, Enter or Space presses
// the one in the ring, as a click at its centre would. A click of the
// mouse hides the ring; with no ring, Enter starts the game.

// focusables lists the setup's enabled controls in Tab order (on a
// phone, the page's: phoneFocusables).
func (s *Setup) focusables(l *setupRects, dst []ui.Rect) []ui.Rect {
	if l.phone {
		return s.phoneFocusables(l, dst)
	}
	dst = s.seatFocusables(l, dst)
	if len(s.seats) < s.maxSeats() {
		dst = append(dst, l.add)
	}
	dst = append(dst, l.presets[:len(s.presetNames())]...)
	dst = append(dst, l.toggles[:s.toggleCount()]...)
	dst = append(dst, l.seedField, l.seedRand)
	dst = s.footFocusables(l, dst)
	dst = append(dst, l.tabs[:]...)
	dst = append(dst, l.stats)
	if s.lastGame != nil {
		dst = append(dst, l.last)
	}
	return append(dst, l.help, l.settings)
}

// seatFocusables lists the seats' controls: colour (the dice game's),
// name, kind and remove.
func (s *Setup) seatFocusables(l *setupRects, dst []ui.Rect) []ui.Rect {
	for i := range s.seats {
		if s.tab().colours() {
			dst = append(dst, l.colour[i])
		}
		dst = append(dst, l.name[i], l.kind[i])
		if len(s.seats) > minSeats {
			dst = append(dst, l.remove[i])
		}
	}
	return dst
}

// footFocusables lists the enabled buttons of the footer.
func (s *Setup) footFocusables(l *setupRects, dst []ui.Rect) []ui.Rect {
	if s.canContinue() {
		dst = append(dst, l.cont)
	}
	if s.hasFirstGame() {
		dst = append(dst, l.first)
	}
	dst = append(dst, l.quick)
	if s.err == "" {
		dst = append(dst, l.start)
	}
	return dst
}

// moveFocus moves the ring d controls on (d < 0: back), wrapping round.
func (s *Setup) moveFocus(l *setupRects, d int) {
	s.editing = -1
	s.focus = ringMove(s.focus, len(s.focusables(l, s.focusBuf[:0])), d)
}

// pressFocus presses the control in the ring; false when there is none.
func (s *Setup) pressFocus(c *scene.Context, l *setupRects) bool {
	list := s.focusables(l, s.focusBuf[:0])
	if s.focus < 0 || s.focus >= len(list) {
		return false
	}
	r := list[s.focus]
	s.click(c, l, r.CX(), r.CY())
	// A seat removed or added shifts the list: keep the ring on a control.
	s.focus = min(s.focus, len(s.focusables(l, s.focusBuf[:0]))-1)
	return true
}

// focusKey handles a key that moves or presses the focus; false for other
// actions.
func (s *Setup) focusKey(c *scene.Context, l *setupRects, a ui.Action) bool {
	switch a.Kind {
	case ui.ActTab:
		if a.N == 1 {
			s.moveFocus(l, -1)
		} else {
			s.moveFocus(l, 1)
		}
	case ui.ActPrev, ui.ActUp:
		s.moveFocus(l, -1)
	case ui.ActNext, ui.ActDown:
		s.moveFocus(l, 1)
	case ui.ActConfirm:
		if !s.pressFocus(c, l) {
			s.start(c)
		}
	default:
		return false
	}
	return true
}

// drawFocus draws the ring round the focused control.
func (s *Setup) drawFocus(dst *ebiten.Image, c *scene.Context, l *setupRects, u float64) {
	list := s.focusables(l, s.focusBuf[:0])
	if s.focus < 0 || s.focus >= len(list) {
		return
	}
	c.Kit.FocusRing(dst, list[s.focus], u)
}
