package ui

import (
	"strings"
	"testing"
)

// monoMeasure measures every rune half its size wide: the bar's fit
// depends on widths alone, so its tests need no fonts.
type monoMeasure struct{}

func (monoMeasure) TextWidth(s string, _ FontID, size float64) float64 {
	return float64(len([]rune(s))) * size / 2
}

// TestFitBarLine: a line is whole on one line at its size where it fits,
// else shrunk (never under least), else on two lines broken between
// phrases, beside the title's longest form that leaves it room; only a
// line two lines beside the shortest form cannot hold is cut with "…".
func TestFitBarLine(t *testing.T) {
	k := monoMeasure{}
	const size, least, h = 14.0, 12.0, 40.0
	// 20 runes: 140 wide at 14, 120 at 12.
	short := "Ace places 2 on six."
	if b := FitBarLine(k, short, size, least, h, [3]float64{150, 200, 300}, 2); b.N != 1 || b.Size != size || b.Title != 0 || b.Text() != short {
		t.Errorf("a short line: %+v", b)
	}
	if b := FitBarLine(k, short, size, least, h, [3]float64{130, 200, 300}, 2); b.N != 1 || b.Size >= size || b.Size < least || b.Width > 130 || b.Title != 0 {
		t.Errorf("a line a little long: %+v", b)
	}
	// 47 runes: broken before "and", 24 runes are 168 wide at 14, 144 at
	// 12: beside form 1.
	long := "You rolled 3, 3, 4, 5, 6 and your Biggy shows 2"
	b := FitBarLine(k, long, size, least, h, [3]float64{130, 200, 300}, 2)
	if b.N != 2 || b.Title != 1 || b.Size != size || b.Text() != long || !strings.HasPrefix(b.Lines[1], "and ") || b.Width > 200 {
		t.Errorf("a long line beside form 1: %+v", b)
	}
	// Where lines too short for a phrase: any space.
	b = FitBarLine(k, "Casino 3: You tie with Duke", size, least, h, [3]float64{-1, -1, 120}, 2)
	if b.N != 2 || b.Lines[0] != "Casino 3:" || b.Title != 2 {
		t.Errorf("broken after the colon: %+v", b)
	}
	// Too long for two lines beside the shortest form: cut.
	huge := strings.Repeat("word ", 30) + "end."
	b = FitBarLine(k, huge, size, least, h, [3]float64{100, 110, 120}, 2)
	if b.N != 2 || b.Title != 2 || b.Size != least || !strings.HasSuffix(b.Lines[1], "…") || !strings.HasPrefix(huge, b.Lines[0]+" ") {
		t.Errorf("a line too long: %+v", b)
	}
	for _, s := range b.Lines {
		if w := k.TextWidth(s, FontRegular, b.Size); w > 120 {
			t.Errorf("%q is %v wide in 120", s, w)
		}
	}
	// A bar too low for two lines: one, cut.
	if b := FitBarLine(k, long, size, least, 20, [3]float64{150, 200, 250}, 2); b.N != 1 || !strings.HasSuffix(b.Lines[0], "…") {
		t.Errorf("a low bar: %+v", b)
	}
}

// TestFitBarLineThree: a table that allows three lines gets them only
// for a line two lines beside the shortest form cannot hold, where the bar
// is high enough, each line within the room; else the line is cut on its
// last line.
func TestFitBarLineThree(t *testing.T) {
	k := monoMeasure{}
	const size, least = 14.0, 12.0
	room := [3]float64{100, 110, 120} // 20 runes at 12 beside form 2
	long := "You rolled 3, 3, 4, 5, 6 and your Biggy shows 2"
	if b := FitBarLine(k, long, size, least, 42, [3]float64{100, 110, 150}, 3); b.N != 2 || b.Title != 2 {
		t.Errorf("two lines do: %+v", b)
	}
	// 44 runes: two lines need 24 of them (144 wide), three 14 (84).
	mid := "aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii"
	b := FitBarLine(k, mid, size, least, 42, room, 3)
	if b.N != 3 || b.Text() != mid || b.Size != least || b.Title != 0 {
		t.Errorf("three lines: %+v", b)
	}
	for _, s := range b.Lines {
		if w := k.TextWidth(s, FontRegular, least); w > room[0] || w > b.Width {
			t.Errorf("%q is %v wide in %v (block %v)", s, w, room[0], b.Width)
		}
	}
	if b := FitBarLine(k, mid, size, least, 42, room, 2); b.N != 2 || b.Text() == mid {
		t.Errorf("two lines at most: %+v", b)
	}
	if b := FitBarLine(k, mid, size, least, 40, room, 3); b.N != 2 || b.Text() == mid {
		t.Errorf("a bar too low for three: %+v", b)
	}
	huge := strings.Repeat("word ", 30) + "end."
	if b := FitBarLine(k, huge, size, least, 42, room, 3); b.N != 3 || !strings.HasSuffix(b.Lines[2], "…") || !strings.HasPrefix(huge, b.Lines[0]+" "+b.Lines[1]+" ") {
		t.Errorf("too long for three: %+v", b)
	}
}

// TestBarRoom: the room beside each form of the title is the bar's up to
// its first button, less the title and the gaps; negative beside the
// forms that do not fit before the buttons.
func TestBarRoom(t *testing.T) {
	k := monoMeasure{}
	titles := [3]string{"The Card Game · Round 1/4 · Turn 2", "Round 1/4 · Turn 2", "R1/4 · T2"} // 34, 18, 9 runes
	room, first := BarRoom(k, titles, 10, 400, 1)
	if first != 0 || room[0] != 400-170-48 || room[1] != 400-90-48 || room[2] != 400-45-48 {
		t.Errorf("a wide bar: %v, first %d", room, first)
	}
	room, first = BarRoom(k, titles, 10, 120, 1)
	if first != 1 || room[0] >= 0 || room[1] != 120-90-48 || room[2] != 120-45-48 {
		t.Errorf("a narrow bar: %v, first %d", room, first)
	}
	if got := FitTitle(k, titles, 10, 50); got != titles[2] {
		t.Errorf("no form fits: %q, not the shortest", got)
	}
}

// TestBarMemoSteady: asked the same again, the memo answers the same and
// allocates nothing; a new line gets a new answer.
func TestBarMemoSteady(t *testing.T) {
	var m BarMemo
	k := monoMeasure{}
	room := [3]float64{150, 200, 300}
	line := "You rolled 3, 3, 4, 5, 6 and your Biggy shows 2"
	first := m.Fit(k, line, 14, 12, 40, room, 2)
	if n := testing.AllocsPerRun(50, func() { m.Fit(k, line, 14, 12, 40, room, 2) }); n != 0 {
		t.Errorf("%v allocations a frame", n)
	}
	if b, ok := m.Last(); !ok || b != first || b.Text() != line {
		t.Errorf("the memo keeps %+v (%v), not %+v", b, ok, first)
	}
	if b := m.Fit(k, "Ace places 2 on six.", 14, 12, 40, room, 2); b.N != 1 || b.Text() != "Ace places 2 on six." {
		t.Errorf("a new line: %+v", b)
	}
}
