package scenes

import (
	"strings"
	"unicode/utf8"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The setup's text fields, the seats' names and the seed (s.editing
// says which is typed): typed from the keys the game reads (typeRune,
// backspace) or, where the platform's text input takes the typing (the
// browser, for a phone's keyboard), from its textEntry.

const (
	nameMax = 16 // a name's most characters
	seedMax = 19 // the seed's most digits
)

// fieldText is field f's text ("" for none).
func (s *Setup) fieldText(f int) string {
	switch {
	case f == editSeed:
		return s.seed
	case f >= 0 && f < len(s.seats):
		return s.seats[f].name
	}
	return ""
}

func (s *Setup) setFieldText(f int, t string) {
	switch {
	case f == editSeed:
		s.seed = t
	case f >= 0 && f < len(s.seats):
		s.seats[f].name = t
	}
}

// nameRune reports whether a name takes r: no control character.
func nameRune(r rune) bool { return r >= ' ' && r != 127 }

// seedRune reports whether the seed takes r: a digit.
func seedRune(r rune) bool { return r >= '0' && r <= '9' }

// keepName and keepSeed make t a text the field takes: its allowed
// characters, at most its length.
func keepName(t string) string { return keepText(t, nameRune, nameMax) }
func keepSeed(t string) string { return keepText(t, seedRune, seedMax) }

func keepText(t string, ok func(rune) bool, most int) string {
	n, clean := 0, true
	for _, r := range t {
		if !ok(r) {
			clean = false
			continue
		}
		n++
	}
	if clean && n <= most {
		return t
	}
	var b strings.Builder
	n = 0
	for _, r := range t {
		if ok(r) && n < most {
			b.WriteRune(r)
			n++
		}
	}
	return b.String()
}

// keepFor is field f's keep.
func keepFor(f int) func(string) string {
	if f == editSeed {
		return keepSeed
	}
	return keepName
}

func (s *Setup) typeRune(r rune) {
	ok, most := nameRune, nameMax
	if s.editing == editSeed {
		ok, most = seedRune, seedMax
	}
	t := s.fieldText(s.editing)
	if ok(r) && utf8.RuneCountInString(t) < most {
		s.setFieldText(s.editing, t+string(r))
	}
}

func (s *Setup) backspace() {
	t := s.fieldText(s.editing)
	if _, n := utf8.DecodeLastRuneInString(t); n > 0 {
		s.setFieldText(s.editing, t[:len(t)-n])
	}
}

// textIn is the setup's textEntry, made on first use.
func (s *Setup) textIn() textEntry {
	if s.entry == nil {
		s.entry = newTextEntry()
	}
	return s.entry
}

// typeFromEntry takes this tick's typing from the textEntry; it reports
// whether the entry takes the keys (then the keys must not type).
func (s *Setup) typeFromEntry() bool {
	if s.editing < 0 || s.editing != s.typingIn-1 {
		return false
	}
	text, typing, done := s.textIn().Update(s.fieldText(s.editing))
	if typing {
		s.setFieldText(s.editing, text)
	}
	if done {
		s.editing = -1
	}
	return typing
}

// syncEntry starts or stops the textEntry when the field typed changed
// this tick, and offers it the fields on the screen (l, this tick's
// layout).
func (s *Setup) syncEntry(c *scene.Context, l *setupRects) {
	if s.editing != s.typingIn-1 {
		if s.typingIn > 0 {
			s.textIn().Stop()
		}
		s.typingIn = 0
		if s.editing >= 0 {
			now := s.layout(c)
			s.typingIn = s.editing + 1
			s.textIn().Start(s.fieldText(s.editing), s.fieldRect(&now, s.editing), c.VP, keepFor(s.editing))
		}
	}
	fields := s.fieldBuf[:0]
	for i := range s.seats {
		if r := s.fieldRect(l, i); r.W > 0 {
			fields = append(fields, r)
		}
	}
	if r := s.fieldRect(l, editSeed); r.W > 0 {
		fields = append(fields, r)
	}
	s.textIn().Offer(c.VP, fields)
}

// fieldRect is field f's rect in l (empty when it is not shown).
func (s *Setup) fieldRect(l *setupRects, f int) ui.Rect {
	switch {
	case f == editSeed:
		return l.seedField
	case f >= 0 && f < len(s.seats) && f < len(l.name):
		return l.name[f]
	}
	return ui.Rect{}
}
