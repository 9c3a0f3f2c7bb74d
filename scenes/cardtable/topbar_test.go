//go:build !js

package cardtable

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The top bar's Settings and Menu ask the window; its five buttons are
// ui.TopBar's, in its order.
func TestTopBarAsksTheWindow(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	seats := []cardplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}}
	sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 2}, Seats: seats, Seed: 3}, cardplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range [][2]int{{1280, 800}, {390, 844}} {
		tb := NewTable(sess, fonts, Options{Width: size[0], Height: size[1]})
		lend(tb, fonts, size[0], size[1])
		var asked []ui.ShellCall
		tb.st.Shell = func(c ui.ShellCall) { asked = append(asked, c) }
		if err := tick(tb); err != nil {
			t.Fatal(err)
		}
		l := tb.lay
		order := []ui.Rect{l.helpBtn, l.hintBtn, l.logBtn, l.setBtn, l.menuBtn}
		for i := 1; i < len(order); i++ {
			if order[i].X <= order[i-1].X {
				t.Errorf("%v: button %d is left of button %d", size, i, i-1)
			}
		}
		for _, r := range []ui.Rect{l.setBtn, l.menuBtn} {
			tb.in.InjectClick(r.CX(), r.CY())
			if err := tick(tb); err != nil {
				t.Fatal(err)
			}
		}
		if len(asked) != 2 || asked[0] != ui.CallSettings || asked[1] != ui.CallMenu {
			t.Errorf("%v: the window was asked %v", size, asked)
		}
	}
}
