package scenes

import (
	"fmt"
	"hash/fnv"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// desktopRectsDigest writes the desktop layout's rects, rounded to tenths.
func desktopRectsDigest(l *setupRects) string {
	var b strings.Builder
	w := func(rs ...ui.Rect) {
		for _, r := range rs {
			fmt.Fprintf(&b, "%.1f,%.1f,%.1f,%.1f;", r.X, r.Y, r.W, r.H)
		}
	}
	w(l.title, l.seatsBox, l.rulesBox, l.add, l.blurb, l.seedField, l.seedRand, l.cont, l.quick, l.start, l.first, l.help, l.settings, l.last, l.msg)
	w(l.tabs[:]...)
	w(l.rows[:]...)
	w(l.colour[:]...)
	w(l.name[:]...)
	w(l.kind[:]...)
	w(l.remove[:]...)
	w(l.presets[:]...)
	w(l.toggles[:11]...)
	return b.String()
}

func desktopRectsHash(l *setupRects) uint64 {
	h := fnv.New64a()
	h.Write([]byte(desktopRectsDigest(l)))
	return h.Sum64()
}

// The phone's layout leaves the others alone: a desktop window and a
// tablet held upright lay the setup out exactly as before the phone
// layout came (the digests of every rect, taken from the layout of that
// time, for five seats and each game). A phone held sideways has its own
// layout since (setup_land.go, tested with the phones').
func TestSetupDesktopLayoutUnchanged(t *testing.T) {
	want := []struct {
		w, h float64
		g    setupGame
		hash uint64
	}{
		{1280, 800, 0, 0x5450565e0ec532ee},
		{1280, 800, 1, 0xcdccd0cbc80e5f17},
		{1280, 800, 2, 0xd612b1257528fcca},
		{768, 1024, 0, 0x90fba41379fc62b6},
		{768, 1024, 1, 0x4476e27a41e8bfce},
		{768, 1024, 2, 0x3685b47a7517f9f7}, // the preset's line on two lines (setup_hints.go)
	}
	for _, c := range want {
		s := NewSetup(&Env{Store: storage.NewMemory()}, Options{Players: 5})
		a := headlessApp(t, s)
		a.ctx.VP = ui.ComputeViewport(c.w, c.h, 2)
		s.chooseGame(c.g)
		l := s.layout(&a.ctx)
		if l.phone {
			t.Errorf("%vx%v: laid out as a phone", c.w, c.h)
		}
		if got := desktopRectsHash(&l); got != c.hash {
			t.Errorf("%vx%v game %d: layout changed (digest %#x, was %#x): %s", c.w, c.h, c.g, got, c.hash, desktopRectsDigest(&l)[:120])
		}
	}
}
