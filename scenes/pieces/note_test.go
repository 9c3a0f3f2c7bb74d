package pieces

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestMoneyLabel: a Royale money card writes its value as the dice game
// writes money ("$70,000", "$100,000") where the card has room for it,
// and short ("$70k") on a card too small to read it in full; the dice
// game's notes keep their short labels.
func TestMoneyLabel(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := ui.NewMeasureKit(fonts)
	for _, c := range []struct {
		value, h int
		want     string
	}{
		{7, 30, "$70,000"},
		{10, 30, "$100,000"},
		{3, 46, "$30,000"},
		{7, 16, "$70k"},   // 9 px would not hold it
		{10, 12, "$100k"}, // a card a few pixels high
		{0, 30, "LV"},
		{11, 30, "LV"},
	} {
		pw := int(float64(c.h) * MoneyAspect)
		if got := MoneyLabel(k, c.value, pw, c.h); got != c.want {
			t.Errorf("value %d on a card %dx%d px: %q, want %q", c.value, pw, c.h, got, c.want)
		}
	}
	if NoteLabel[7] != "$70k" {
		t.Errorf("the dice game's note reads %q", NoteLabel[7])
	}
}
