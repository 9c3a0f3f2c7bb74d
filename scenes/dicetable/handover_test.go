package dicetable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// hotSeat plays a round of You and Anna (people) and a bot, with keys,
// and returns how many handover screens came and whether each named the
// person to decide next, differing from the one before.
func hotSeat(t *testing.T, rules dice.Rules, off bool) (shown int, ok bool) {
	t.Helper()
	cfg := diceplay.Config{Rules: rules, Seed: 9, Seats: []game.Seat{
		{Name: "You", Colour: 0}, {Name: "Anna", Colour: 1}, {Name: "Bot", Kind: game.Bot, Level: "easy", Colour: 2},
	}}
	tb, err := newSessionTable(cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	a := headlessApp(t, on(tb))
	a.ctx.Settings.NoHandover = off
	ok = true
	last := -1
	for i := 0; i < 20000 && tb.m.Round == 0; i++ {
		in := a.ctx.Input
		switch s := a.top().(type) {
		case *handover.Overlay:
			if s.Age() == 0 {
				shown++
				seat, _ := tb.src.Human()
				ok = ok && s.Who == tb.names[seat] && seat != last
			}
			in.Inject(ui.Action{Kind: ui.ActConfirm})
		case *RoundSummary:
			in.Inject(ui.Action{Kind: ui.ActConfirm})
		case *Table:
			if s.deciding && len(s.legal) > 0 {
				last = s.seat
				in.Inject(ui.Action{Kind: ui.ActPick, N: int(s.legal[0].Face)})
			}
		}
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
	return shown, ok
}

// Hot seat: the handover screen comes between two people's turns when
// money is face down, names the next person, and only then; the setting
// and open money turn it off.
func TestHandoverBetweenPeople(t *testing.T) {
	shown, ok := hotSeat(t, dice.Classic(3), false)
	if shown < 4 || !ok {
		t.Errorf("face-down money: %d handovers in a round (named right: %v)", shown, ok)
	}
	if shown, _ := hotSeat(t, dice.Classic(3), true); shown != 0 {
		t.Errorf("setting off: %d handovers", shown)
	}
	open := dice.Classic(3)
	open.OpenMoney = true
	if shown, _ := hotSeat(t, open, false); shown != 0 {
		t.Errorf("open money: %d handovers", shown)
	}
}

// Between two people's turns (bots playing), the table keeps the view of
// the one who played last: the other person's money stays face down.
func TestHotSeatViewStaysWithTheLastPlayer(t *testing.T) {
	cfg := diceplay.Config{Rules: dice.Classic(3), Seed: 4, Seats: []game.Seat{
		{Name: "You", Colour: 0}, {Name: "Bot", Kind: game.Bot, Level: "easy", Colour: 2}, {Name: "Anna", Colour: 1},
	}}
	s, err := diceplay.New(cfg, diceplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	gs := NewGameSource(s)
	for n := 0; n < 400 && !s.Over(); n++ {
		if p, ok := s.HumanToAct(); ok {
			if err := gs.Submit(gs.Legal()[0]); err != nil {
				t.Fatal(err)
			}
			if _, still := s.HumanToAct(); !still && gs.View().Money(p) < 0 {
				t.Fatalf("after seat %d played, its own money is hidden from the table", p+1)
			}
			if _, still := s.HumanToAct(); !still && !s.Over() && gs.View().Money(2-p) >= 0 {
				t.Fatalf("after seat %d played, the other person's money shows (over %v, money %d)", p+1, s.Over(), gs.View().Money(2-p))
			}
			continue
		}
		s.Step()
	}
}
