package pieces

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestMoneyLabel: a note or a money card writes its value as every table
// writes money ("$70,000", "$100,000") where "$100,000" has room at the
// label's size, and short ("$70k") where it has not: on a card too small
// to read it in full, and on the banknotes of the dice game and the card
// game (NoteAspect), too narrow. Every value on a piece of one size reads
// alike.
func TestMoneyLabel(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := ui.NewMeasureKit(fonts)
	for _, c := range []struct {
		value, h int
		aspect   float64
		want     string
	}{
		{7, 30, MoneyAspect, "$70,000"},
		{10, 30, MoneyAspect, "$100,000"},
		{3, 46, MoneyAspect, "$30,000"},
		{7, 16, MoneyAspect, "$70k"},   // 9 px would not hold it
		{10, 12, MoneyAspect, "$100k"}, // a card a few pixels high
		{0, 30, MoneyAspect, "LV"},
		{11, 30, MoneyAspect, "LV"},
		{7, 30, NoteAspect, "$70k"}, // "$70,000" would fit, "$100,000" not
		{10, 56, NoteAspect, "$100k"},
		{7, 56, 2.4, "$70,000"}, // a banknote drawn wider
	} {
		pw := int(float64(c.h) * c.aspect)
		if got := MoneyLabel(k, c.value, pw, c.h); got != c.want {
			t.Errorf("value %d on a card %dx%d px: %q, want %q", c.value, pw, c.h, got, c.want)
		}
	}
	for h := 10; h <= 80; h++ {
		for _, aspect := range []float64{NoteAspect, MoneyAspect} {
			pw := int(float64(h) * aspect)
			full := MoneyLabel(k, 10, pw, h) == "$100,000"
			for v := 1; v <= 10; v++ {
				want := ui.ShortDollars(v * 10000)
				if full {
					want = ui.Dollars(v * 10000)
				}
				if got := MoneyLabel(k, v, pw, h); got != want {
					t.Errorf("value %d on a card %dx%d px: %q beside %q", v, pw, h, got, MoneyLabel(k, 10, pw, h))
				}
			}
		}
	}
}
