package game_test

import (
	"errors"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
)

// decisions plays one seat's recorded decisions, in order.
type decisions[S any, A comparable] struct {
	acts []A
	next int
}

func (d *decisions[S, A]) Choose(S, int) (A, error) {
	if d.next >= len(d.acts) {
		var none A
		return none, errors.New("no recorded decision left")
	}
	d.next++
	return d.acts[d.next-1], nil
}

// sameAsHeadless plays a game of st headless through game.Loop, its chance
// drawn from seed and each seat making its decisions of steps (a
// session's record), and fails unless the loop takes exactly those steps:
// the window's session applies chance, decisions and joint moves as the
// headless loop does, and draws from the sampler as it does.
func sameAsHeadless[S engine.State[S, A, E], A comparable, E any](t *testing.T, name string, st S, seed uint64, players int, steps []record.Step[A]) {
	t.Helper()
	l := &game.Loop[S, A, E]{State: st, Rand: engine.NewRand(seed)}
	chance := 0
	for p := 0; p < players; p++ {
		d := &decisions[S, A]{}
		for _, s := range steps {
			if *s.By == p {
				d.acts = append(d.acts, s.Action)
			}
		}
		l.Seats = append(l.Seats, d)
	}
	for _, s := range steps {
		if *s.By == engine.ChancePlayer {
			chance++
		}
	}
	for len(l.History) < len(steps) {
		if err := l.Step(); err != nil {
			t.Fatalf("%s: headless step %d: %v", name, len(l.History), err)
		}
	}
	if chance == 0 || chance == len(steps) {
		t.Fatalf("%s: %d chance outcomes of %d steps", name, chance, len(steps))
	}
	for i, s := range steps {
		if l.History[i] != s.Action || l.By[i] != *s.By {
			t.Fatalf("%s: step %d: the session took %v by %d, the headless loop %v by %d", name, i, s.Action, *s.By, l.History[i], l.By[i])
		}
	}
	if !st.IsTerminal() {
		t.Fatalf("%s: the headless game did not end with the session's", name)
	}
}

func TestCardSessionPlaysAsTheHeadlessLoop(t *testing.T) {
	for _, rules := range []cards.Rules{{Players: 3}, {Players: 3, Sequential: true, Chips: true}} {
		seats := []game.Seat{game.PersonSeat("Ann"), game.BotSeat("B", "easy"), game.PersonSeat("Cy")}
		g, err := cardplay.New(cardplay.Config{Rules: rules, Seats: seats, Seed: 21}, cardplay.Options{})
		if err != nil {
			t.Fatal(err)
		}
		for i := 0; i < 20000 && !g.Over(); i++ {
			switch stage, seat := g.Stage(); stage {
			case cardplay.StageHandover:
				_ = g.Confirm()
			case cardplay.StagePick:
				v := g.View()
				l := v.Legal()
				if len(l) == 0 {
					l = v.LegalFor(seat)
				}
				if err := g.Submit(l[i%len(l)].Pick); err != nil {
					t.Fatal(err)
				}
			case cardplay.StageChip:
				_ = g.ChooseChip(g.ChipChoices()[0])
			}
			g.Update(time.Millisecond)
		}
		data, err := g.Record()
		if err != nil || !g.Over() {
			t.Fatalf("over %v: %v", g.Over(), err)
		}
		rec, err := cards.ParseRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		st, _ := cards.NewGame(rules)
		sameAsHeadless[*cards.State, cards.Action, cards.Event](t, "cards", st, 21, 3, rec.History)
	}
}

func TestRoyaleSessionPlaysAsTheHeadlessLoop(t *testing.T) {
	rules := royale.Rules{Players: 3, Main: true, Tiles: 6}
	seats := []game.Seat{game.BotSeat("A", "random"), game.PersonSeat("Bo"), game.PersonSeat("Cy")}
	g, err := royaleplay.New(royaleplay.Config{Rules: rules, Seats: seats, Seed: 8}, royaleplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 20000 && !g.Over(); i++ {
		switch stage, _ := g.Stage(); stage {
		case royaleplay.StageHandover:
			_ = g.Confirm()
		case royaleplay.StageDecide:
			l := g.Legal()
			if err := g.Decide(l[i%len(l)]); err != nil {
				t.Fatal(err)
			}
		}
		g.Update(time.Millisecond)
	}
	data, err := g.Record()
	if err != nil || !g.Over() {
		t.Fatalf("over %v: %v", g.Over(), err)
	}
	rec, err := royale.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	st, _ := royale.NewGame(rules)
	sameAsHeadless[*royale.State, royale.Action, royale.Event](t, "royale", st, 8, 3, rec.History)
}

func TestDiceSessionPlaysAsTheHeadlessLoop(t *testing.T) {
	rules := dice.Online(3)
	seats := []game.Seat{game.PersonSeat("Ann"), game.BotSeat("B", "easy"), game.BotSeat("C", "random")}
	g, err := diceplay.New(diceplay.Config{Rules: rules, Seats: seats, Seed: 5}, diceplay.Options{ThinkSlice: time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 100000 && !g.Over(); i++ {
		if g.Step() != diceplay.Idle {
			continue
		}
		if p, ok := g.HumanToAct(); ok {
			l := g.State().Legal()
			if err := g.Act(p, l[i%len(l)]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !g.Over() {
		t.Fatal("the session's game did not end")
	}
	var steps []record.Step[dice.Action]
	for _, s := range g.Record().History {
		steps = append(steps, record.Step[dice.Action]{Action: s.Action, By: s.By})
	}
	st, _ := dice.NewGame(rules)
	sameAsHeadless[*dice.State, dice.Action, dice.Event](t, "dice", st, 5, 3, steps)
}
