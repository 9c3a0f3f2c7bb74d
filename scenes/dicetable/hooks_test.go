//go:build e2e

package dicetable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// hookApp is a testApp that gives the dice table its hooks.
type hookApp struct {
	*testApp
	h Hooks
}

func (w hookApp) DiceHooks() Hooks { return w.h }

// A finished game reaches the window's game end once, with the table's
// names, colours and facts and the final standings; a window that gives
// no hooks keeps the table, its game over, and nothing breaks.
func TestHooksReachTheWindow(t *testing.T) {
	for _, hooked := range []bool{true, false} {
		seats := []SeatDesc{{Name: "Ann", Colour: pieces.DieColour(3), Bot: "random"}, {Name: "Bob", Colour: pieces.DieColour(1), Bot: "random"}}
		src, err := NewLocalSource(dice.Classic(2), seats, 5)
		if err != nil {
			t.Fatal(err)
		}
		tb := NewTable(src)
		a := headlessApp(t, tb)
		a.ctx.Opts.Autoplay = true // the round summaries close by themselves
		var ends []Ending
		if hooked {
			a.ctx.Host = hookApp{a, Hooks{End: func(_ *scene.Context, e Ending) { ends = append(ends, e) }}}
		}
		for i := 0; i < 20000 && !src.Over(); i++ {
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
		if !hooked {
			if a.Top() != tb {
				t.Errorf("without hooks the table left for %T", a.Top())
			}
			continue
		}
		if len(ends) != 1 {
			t.Fatalf("the game end was opened %d times", len(ends))
		}
		e := ends[0]
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
}
