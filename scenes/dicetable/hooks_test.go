//go:build e2e

package dicetable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
)

// A finished game reaches the window through the table's Finished and
// Ending (the shell's tableScene opens the game end with them, once):
// Finished says nothing while the game goes on, and once its last events
// have been shown it says the game is over; the Ending has the table's
// names, colours and facts and the final standings. The table stays, its
// game over, until the window moves on, and nothing breaks.
func TestTheEndReachesTheWindow(t *testing.T) {
	seats := []SeatDesc{{Name: "Ann", Colour: pieces.DieColour(3), Bot: "random"}, {Name: "Bob", Colour: pieces.DieColour(1), Bot: "random"}}
	src, err := NewLocalSource(dice.Classic(2), seats, 5)
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(src)
	a := headlessApp(t, on(tb))
	a.ctx.Opts.Autoplay = true // the round summaries close by themselves
	for i := 0; i < 20000 && !src.Over(); i++ {
		if _, over := tb.Finished(); over {
			t.Fatalf("step %d: the table says the game is over before its source does", i)
		}
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
	for i := 0; i < 200; i++ { // the last events' animations, then the end
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
	if !src.Over() {
		t.Fatal("the game did not end")
	}
	if _, over := tb.Finished(); !over {
		t.Fatal("the game ended but the table does not say so")
	}
	if a.top() != any(tb) {
		t.Errorf("the table left for %T by itself", a.Top())
	}
	e := tb.Ending()
	if e.Src != src || e.Final == nil || !e.Final.IsTerminal() {
		t.Fatalf("the end's source %T, final %v", e.Src, e.Final)
	}
	if e.Names[0] != "Ann" || e.Names[1] != "Bob" || e.Colours[0] != seats[0].Colour || e.Colours[1] != seats[1].Colour {
		t.Errorf("names %v, colours %v", e.Names, e.Colours)
	}
	if len(e.Facts) != 2 || e.Facts[0] != tb.m.Facts[0].Line() {
		t.Errorf("facts %q", e.Facts)
	}
	if e.Replay() {
		t.Error("a game played is a replay")
	}
}
