package cardtable

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestPhonePanelsReadable: on a phone held upright (390x844 and 360x640,
// device scale 1 or 3) the seat panels' words are at least minText px of
// the screen, each panel holds its lines at that size, and the longest
// line a panel writes in its fewest words (a name, the count of cards
// placed and that it is picking, the hidden money and three chip colours) fits its width
// at that size, so nothing is squeezed below it.
func TestPhonePanelsReadable(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ w, h, dsf float64 }{{390, 844, 1}, {390, 844, 3}, {360, 640, 1}, {360, 640, 2}} {
		vp := ui.ComputeViewport(c.w, c.h, c.dsf)
		k := vp.Scale / c.dsf // screen px per logical unit
		for n := cards.MinPlayers; n <= cards.MaxPlayers; n++ {
			seats := make([]cardplay.Seat, n)
			for i := range seats {
				seats[i] = cardplay.Seat{Kind: game.Bot, Name: "Lucky", Level: "medium"}
			}
			sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: n, Chips: true}, Seats: seats, Seed: 1}, cardplay.Options{})
			if err != nil {
				t.Fatal(err)
			}
			tb := NewTable(sess, fonts, Options{Width: int(c.w), Height: int(c.h)})
			lend(tb, fonts, int(c.w), int(c.h))
			tb.vp, tb.dsf = vp, c.dsf
			tb.fit()
			l := tb.lay
			if !l.portrait || l.txt*k < minText-0.01 {
				t.Fatalf("%vx%v: portrait %v, words of %.1f px", c.w, c.h, l.portrait, l.txt*k)
			}
			for p, r := range l.panels {
				box := ui.R(r.X+14*l.u, r.Y+6*l.u, r.W-20*l.u, r.H-12*l.u)
				lines := l.panelLinesIn(box.H)
				if lines < l.panelLines || lines < 1 {
					t.Errorf("%vx%v, %d seats: panel %d holds %d lines of %v, want %d", c.w, c.h, n, p, lines, l.txt, l.panelLines)
				}
				size := tb.textSize(box.H / float64(l.panelLines))
				kit := tb.kit
				money := kit.TextWidth("Money hidden", ui.FontBold, size) + 10*l.u + kit.TextWidth("chips", ui.FontRegular, size) + 6*l.u + 3*tb.chipStep(size)
				name := kit.TextWidth("Lucky", ui.FontBold, size) + 10*l.u
				need := name + kit.TextWidth("4/8 · picking…", ui.FontRegular, size) + 10*l.u + money // one line
				if l.panelLines == 2 {
					need = max(name+kit.TextWidth("medium", ui.FontRegular, size)+8*l.u+kit.TextWidth("4/8 placed · picking…", ui.FontRegular, size),
						money+12*l.u+kit.TextWidth("set aside 13", ui.FontRegular, size))
				}
				if need > box.W {
					t.Errorf("%vx%v, %d seats: panel %d is %.0f wide, its words need %.0f at %.1f px", c.w, c.h, n, p, box.W, need, size*k)
				}
			}
		}
	}
}

// TestFlowLines: words wrap at the width of the line they fall on, a
// narrower one further down (the room left of Confirm on a phone).
func TestFlowLines(t *testing.T) {
	measure := func(s string) float64 { return float64(len(s)) }
	width := func(y float64) float64 {
		if y < 10 {
			return 11
		}
		return 5
	}
	got := flowLines("aaa bbb ccc ddd eeeeeeee f", width, 0, 10, measure)
	want := []string{"aaa bbb ccc", "ddd", "eeeeeeee", "f"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("flowLines: %q, want %q", got, want)
	}
	if len(flowLines("  ", width, 0, 10, measure)) != 0 {
		t.Error("blank text made lines")
	}
}

// TestTipBeside: an explanation's box lies beside what it explains (a
// casino, the hand's row of cards, a seat's panel), never over it, inside the
// window below the top bar, with room for three lines or more, on a
// desktop and on phones upright and on their side.
func TestTipBeside(t *testing.T) {
	for _, sz := range [][2]float64{{1280, 800}, {844, 390}, {640, 360}, {390, 844}, {360, 640}} {
		vp := ui.ComputeViewport(sz[0], sz[1], 1)
		for n := cards.MinPlayers; n <= cards.MaxPlayers; n++ {
			l := newLayout(vp.W, vp.H, n, tapUnits(vp, 1))
			if want := sz[0] < sz[1] || sz[1] < 600; l.phone() != want {
				t.Errorf("%vx%v: phone %v, want %v", sz[0], sz[1], l.phone(), want)
			}
			things := append(append(append([]ui.Rect{}, l.casinos[:]...), l.handRow()), l.panels...)
			for i, r := range things {
				for _, lines := range []float64{2, 8} {
					h := lines*l.size(15)*1.3 + 20*l.u
					box := l.tipBox(r, l.tipWidth(), h)
					if box.Overlaps(r) || box.X < 0 || box.MaxX() > l.W || box.Y < l.top.MaxY() || box.MaxY() > l.H || box.H < min(h, 3*l.size(15)*1.3) {
						t.Errorf("%vx%v, %d seats, thing %d %v: the box %v lies over it, outside or is too low", sz[0], sz[1], n, i, r, box)
					}
				}
			}
		}
	}
}

// TestBoardCardsReadable: on a phone every die at a casino is 12 CSS px
// or more: the casino's number in its header, a card's die and each of a
// double's two, and the notes are tall enough for their value (written at
// half their height) to be 12 CSS px; a single card's die is 16 or more up
// to three seats on every phone but the smallest. At 360x640 (the tiles
// low) and where a double's dice would be under 12 (640x360 with four or
// five seats, 844x390 with five) a seat shows one card at a casino, its
// die large (layout.oneCard): 10.1 and 7.2 CSS px were measured at
// 360x640 with four and five seats before, and the doubles' 6.8 and 4.9.
func TestBoardCardsReadable(t *testing.T) {
	for _, sz := range [][2]float64{{844, 390}, {640, 360}, {390, 844}, {360, 640}, {360, 780}} {
		vp := ui.ComputeViewport(sz[0], sz[1], 1)
		k := vp.Scale
		for n := cards.MinPlayers; n <= cards.MaxPlayers; n++ {
			l := newLayout(vp.W, vp.H, n, tapUnits(vp, 1))
			if sz == [2]float64{360, 640} && !l.oneCard {
				t.Errorf("360x640, %d seats: two cards a seat at a casino", n)
			}
			checkCasinosReadable(t, sz, l, n, k)
		}
	}
}

// checkCasinosReadable checks the casinos of layout l (n seats, at sz
// CSS px, k CSS px a unit): a card's die 16 CSS px or more (12 at
// 360x640 and with four or five seats), a double's, the number's die and
// the notes' values 12 or more, the parts within the tile.
func checkCasinosReadable(t *testing.T, sz [2]float64, l layout, n int, k float64) {
	t.Helper()
	for c := range l.casinos {
		p := l.casinoParts(c, n)
		w, h, _ := l.miniCard(p.cols[0])
		die, double := w*phoneDie*k, w*phoneDouble*k
		if l.oneCard {
			die = min(h*oneCardDie, w*0.95) * k
			double = die
		}
		least := 16.0
		if sz == [2]float64{360, 640} || n > 3 {
			least = 12
		}
		if c == 0 {
			t.Logf("%vx%v, %d seats (one card %v): a card at a casino %.0fx%.0f CSS px, its die %.1f, a double's %.1f; the header %.1f, the notes %.1f",
				sz[0], sz[1], n, l.oneCard, w*k, h*k, die, double, p.header.H*k, p.notes.H*k)
		}
		if die < least || double < 12 {
			t.Errorf("%vx%v, %d seats, casino %d: a card's die is %.1f CSS px (want %v or more), a double's %.1f (12)", sz[0], sz[1], n, c+1, die, least, double)
		}
		if hd := p.header.H * 0.9 * k; hd < 12 {
			t.Errorf("%vx%v, %d seats, casino %d: its number's die is %.1f CSS px", sz[0], sz[1], n, c+1, hd)
		}
		if nv := p.notes.H * 0.5 * k; nv < 12 {
			t.Errorf("%vx%v, %d seats, casino %d: its notes' values are %.1f CSS px", sz[0], sz[1], n, c+1, nv)
		}
		if col := p.cols[n-1]; w > col.W || l.stackLabel()+h > col.H+0.01 || !p.cards.Within(l.casinos[c]) || p.notes.Overlaps(p.cards) || p.header.Overlaps(p.notes) {
			t.Errorf("%vx%v, %d seats, casino %d: the parts %+v do not fit", sz[0], sz[1], n, c+1, p)
		}
	}
}

// TestSideRule: the table is laid out for a phone on its side exactly
// where ui.PhoneOnSide says so, the rule every table shares: phones on
// their side and a 7" tablet on its side (1024x600), not a desktop, a
// square or upright window, nor one short but not wide enough (700x450).
func TestSideRule(t *testing.T) {
	for _, c := range []struct {
		w, h float64
		side bool
	}{{844, 390, true}, {640, 360, true}, {667, 375, true}, {1024, 600, true}, {3000, 500, true},
		{700, 450, false}, {800, 600, false}, {1280, 800, false}, {1280, 720, false}, {390, 844, false}, {360, 640, false}} {
		for _, dsf := range []float64{1, 3} {
			vp := ui.ComputeViewport(c.w, c.h, dsf)
			l := newLayout(vp.W, vp.H, 4, tapUnits(vp, dsf))
			if l.side != c.side {
				t.Errorf("%vx%v at scale %v: side %v, want %v", c.w, c.h, dsf, l.side, c.side)
			}
		}
	}
}

// chipStep is the most room one chip colour with fewer than ten cards
// takes, the gap after it included.
func (t *Table) chipStep(size float64) float64 {
	return t.chipWidth(9, size, formWord) + t.chipGap(formWord)
}
