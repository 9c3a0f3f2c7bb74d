package dicetable

import (
	"fmt"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/scenes/internal/screens"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// phoneSumTable is a table's books at the end of round 2 of 4 with n
// seats of the longest names and the most money, and a story of casinos
// casinos, each told in words.
func phoneSumTable(n, casinos int, words string) *Table {
	tb := &Table{m: &Model{Players: n, Rounds: 4, Round: 1}}
	for p := 0; p < n; p++ {
		tb.m.Seats[p] = SeatView{Name: strings.Repeat("W", 16), Colour: pieces.DieColour(p), Money: 1_900_000}
		tb.m.History[p][0] = 900_000 // +$1,000,000 this round
	}
	for i := range tb.casName {
		tb.casName[i] = [...]string{"Slot machine", "Caesars Palace", "Golden Nugget", "Circus Circus", "Excalibur", "Bellagio", "Mirage", "Tropicana"}[i]
	}
	tb.story.Told = casinos
	for i := 0; i < casinos; i++ {
		tb.story.Casino[i], tb.story.Words[i] = i+1, words
	}
	return tb
}

// The round summary on a phone held upright: one button across the screen
// (44 CSS px or more each way, its label whole at 12 or more), every text
// at 12 CSS px or more and whole in its room, inside the box and above
// the button, with six seats of 16-letter names and $1,000,000; a short
// story whole, a long one cut with "…" after six lines or more. The
// desktop's dialog, which phones had before, gave a button 14.4 CSS px
// tall and a hint at 4 CSS px at 360x640.
func TestPhoneRoundSummarySizes(t *testing.T) {
	k := measureKit(t)
	long := "Ann, Bob and Cleo tie on 2 dice and take them back. Dan wins $90k. Eve wins $60k. $20k goes back under the pile."
	for _, ph := range screens.Phones {
		vp := ui.ComputeViewport(ph[0], ph[1], ph[2])
		css := vp.Scale / ph[2]
		name := fmt.Sprintf("%vx%v", ph[0], ph[1])
		if !ui.PhoneUpright(vp.W, vp.H) {
			t.Fatalf("%s: not a phone held upright", name)
		}
		for _, story := range []struct {
			n     int
			words string
			cut   bool
		}{{2, "Ann wins $90k.", false}, {8, long, true}} {
			for _, auto := range []bool{false, true} {
				c := (&scene.Context{VP: vp, Kit: k, Settings: scene.DefaultSettings()}).FillStage(&ui.Stage{})
				c.AutoAdvance = auto
				s := NewRoundSummary(phoneSumTable(MaxSeats, story.n, story.words))
				box, btn := s.rects(c)
				l := &s.phone
				u := vp.W / ui.PhoneDesignW
				what := fmt.Sprintf("%s (story of %d, auto-advance %v)", name, story.n, auto)
				size := ui.ButtonLabelSize(btn, u)
				lw := k.TextWidth(l.label, ui.FontBold, size)
				if btn.W*css < 44-1e-6 || btn.H*css < 44-1e-6 || size*css < 12-1e-6 || lw > btn.W-8*u || !btn.Within(box) {
					t.Errorf("%s: %q %+v (%.1fx%.1f CSS px), label %.0f wide at %.1f CSS px", what, l.label, btn, btn.W*css, btn.H*css, lw, size*css)
				}
				if !box.Within(ui.R(0, 0, vp.W, vp.H)) {
					t.Errorf("%s: box %+v off the screen", what, box)
				}
				hint, lines := false, 0
				for _, x := range l.texts {
					w := k.TextWidth(x.s, x.f, x.size)
					left := x.x
					switch x.al & 3 {
					case ui.AlignCenter:
						left -= w / 2
					case ui.AlignRight:
						left -= w
					}
					if x.size*css < 12-1e-6 || w > x.w+1e-6 || left < box.X || left+w > box.MaxX() || x.y-x.size/2 < box.Y || x.y+x.size/2 > btn.Y {
						t.Errorf("%s: %q at %.1f CSS px, %.0f wide in %.0f, at (%.0f, %.0f) in %+v over %+v", what, x.s, x.size*css, w, x.w, left, x.y, box, btn)
					}
					hint = hint || strings.Contains(x.s, "Auto-advance")
					if x.size == phoneSumLine*u && x.f == ui.FontRegular {
						lines++
					}
					for _, bad := range []string{"click", "Click", "Enter", "press"} {
						if strings.Contains(x.s, bad) {
							t.Errorf("%s: %q speaks of %q on a phone", what, x.s, bad)
						}
					}
				}
				if hint == auto {
					t.Errorf("%s: the hint shown %v", what, hint)
				}
				if l.cut != story.cut || (story.cut && lines < 6) || (!story.cut && lines != story.n) {
					t.Errorf("%s: the story cut %v after %d lines", what, l.cut, lines)
				}
			}
		}
	}
}

// The button says "Next round" until the last round, then "See the
// results"; hidden money stays hidden on a phone too.
func TestPhoneRoundSummaryWords(t *testing.T) {
	k := measureKit(t)
	c := (&scene.Context{VP: ui.ComputeViewport(390, 844, 2), Kit: k, Settings: scene.DefaultSettings()}).FillStage(&ui.Stage{})
	for round, want := range map[int]string{0: "Next round", 2: "Next round", 3: "See the results"} {
		tb := phoneSumTable(3, 1, "Ann wins $90k.")
		tb.m.Round = round
		s := NewRoundSummary(tb)
		if s.phoneSummary(c); s.phone.label != want {
			t.Errorf("round %d of 4: %q", round+1, s.phone.label)
		}
	}
	tb := phoneSumTable(2, 1, "Ann wins a note.")
	tb.m.Seats[1].Money, tb.m.History[1][0], tb.m.Seats[1].Notes = -1, -1, 3
	s := NewRoundSummary(tb)
	var all []string
	for _, x := range s.phoneSummary(c).texts {
		all = append(all, x.s)
	}
	got := strings.Join(all, "|")
	if !strings.Contains(got, "face down|3 notes") || strings.Count(got, "$1,900,000") != 1 || !strings.Contains(got, "+$1,000,000 this round|$1,900,000 in all") {
		t.Errorf("the texts %q", got)
	}
}

// A casino's words wrap with a hanging indent: the first line fits after
// the name, the others the wider room under it, and no word is lost.
func TestPhoneStoryLines(t *testing.T) {
	k := measureKit(t)
	words := "Ann, Bob and Cleo tie on 2 dice and take them back. Dan wins $90k. Eve wins $60k. $20k goes back under the pile."
	ls := phoneStoryLines(k, words, 13, 120, 300)
	if len(ls) < 3 || strings.Join(ls, " ") != words {
		t.Fatalf("lines %q", ls)
	}
	if w := k.TextWidth(ls[0], ui.FontRegular, 13); w > 120 {
		t.Errorf("the first line is %.0f wide in 120", w)
	}
	wide := false
	for _, ln := range ls[1:] {
		w := k.TextWidth(ln, ui.FontRegular, 13)
		wide = wide || w > 120
		if w > 300 {
			t.Errorf("%q is %.0f wide in 300", ln, w)
		}
	}
	if !wide {
		t.Errorf("no line after the first uses the wider room: %q", ls)
	}
	if ls := phoneStoryLines(k, "Ann wins $90k.", 13, 120, 300); len(ls) != 1 {
		t.Errorf("a short story: %q", ls)
	}
}
