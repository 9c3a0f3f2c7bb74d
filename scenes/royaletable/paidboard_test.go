//go:build !js

package royaletable

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// botTable is a table without a window over a game of n random bots on
// seed, with tiles beside every casino.
func botTable(t *testing.T, n, tiles int, seed uint64) *Table {
	t.Helper()
	rules := royale.Rules{Players: n, Main: true, Tiles: tiles}
	var seats []royaleplay.Seat
	for i := 0; i < n; i++ {
		seats = append(seats, royaleplay.Seat{Kind: game.Bot, Name: fmt.Sprint("Bot ", i+1), Level: "random"})
	}
	sess, err := royaleplay.New(royaleplay.Config{Rules: rules, Seats: seats, Seed: seed}, royaleplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tb := &Table{sess: sess, motion: ui.Motion{Speed: ui.SpeedNormal}, last: sess.View()}
	tb.lay = newLayout(1280, 800, n, true)
	return tb
}

// TestPayoutBoardIsThePaidOne: with 2 to 5 seats, each round's payout is told once, titled
// with its round, over the board as it was paid: every paid casino holds
// the money cards the lines give away, the tied owners the dice the tie
// counts, and the arena no roll. Before, a payout that
// chance outcomes led to (a tile's roll before the payout) was drawn over
// the next round, titled with it and told with the next round's; one that
// the last placement began lacked that placement's dice.
func TestPayoutBoardIsThePaidOne(t *testing.T) {
	early := 0 // payouts whose step's Before was already the next round
	for seed := uint64(1); seed <= 24; seed++ {
		tb := botTable(t, 2+int(seed%4), 6, seed) // 2 players: the neutral dice too
		round := 0
		var paid []royale.Event
		for i := 0; i < 20000 && round < royale.Rounds; i++ {
			st := tb.sess.Update(time.Millisecond)
			if st == nil {
				if tb.sess.Over() {
					break
				}
				continue
			}
			for _, e := range st.Events {
				if paidEvent(e) || e.Kind == royale.EvImaginary {
					paid = append(paid, e)
				}
			}
			tb.startStep(st)
			if tb.payout == nil {
				continue
			}
			round++
			if st.Before != nil && st.Before.Round() > round {
				early++
			}
			tb.step, tb.flights = nil, nil
			checkPaidBoard(t, tb, fmt.Sprintf("seed %d round %d", seed, round), round, paid)
			tb.payout, tb.payBoard, paid = nil, nil, nil
		}
		if round != royale.Rounds {
			t.Errorf("seed %d: %d payouts told, want %d", seed, round, royale.Rounds)
		}
	}
	if early == 0 {
		t.Errorf("no payout came after a chance outcome: the seeds test nothing of it")
	}
}

// checkPaidBoard checks the board drawn under round's payout against its
// events.
func checkPaidBoard(t *testing.T, tb *Table, name string, round int, paid []royale.Event) {
	t.Helper()
	if tb.payRound != round || tb.payTitle != fmt.Sprintf("Round %d is paid out", round) {
		t.Errorf("%s: titled %q (round %d)", name, tb.payTitle, tb.payRound)
	}
	s := tb.shown()
	var cards [royale.Casinos + 1][]int
	for _, e := range paid {
		switch e.Kind {
		case royale.EvWin, royale.EvUnclaimed:
			cards[e.C] = append(cards[e.C], int(e.Value))
		case royale.EvTie:
			for o := 0; o < 7; o++ {
				if d, _ := tb.diceAt(s, int(e.C), o); e.Mask&(1<<o) != 0 && d.Units() != int(e.N) {
					t.Errorf("%s: casino %d: owner %d tied with %d dice, the board shows %d", name, e.C, o, e.N, d.Units())
				}
			}
		}
	}
	for c := 1; c <= royale.Casinos; c++ {
		if len(cards[c]) == 0 {
			continue
		}
		hi, lo := s.Pair(c)
		shown := slices.DeleteFunc([]int{hi, lo}, func(v int) bool { return v == 0 })
		slices.Sort(shown)
		slices.Sort(cards[c])
		if !slices.Equal(shown, cards[c]) {
			t.Errorf("%s: casino %d pays %v, the board shows %v", name, c, cards[c], shown)
		}
	}
	if r := tb.roll(s); r.N() != 0 {
		t.Errorf("%s: the arena shows a roll of %d dice", name, r.N())
	}
}

// TestPayoutPages: where the dock holds the payout's lines on pages (640x360,
// five seats of 16 letters), Enter shows the page's rest, then turns to
// the next page ("More (1/N)"), whose lines then show; on the last page it
// closes the payout.
func TestPayoutPages(t *testing.T) {
	tb := botTable(t, 5, 6, 1)
	tb.kit, tb.lay, tb.in = measureKit(t), cssLayout(640, 360, 5), ui.NewInput(nil)
	evs := worstPayout(5)
	tb.payout, tb.payShort, tb.payTurn = payoutLinesForm(evs, sixteenLetters(5), false), payoutLinesForm(evs, sixteenLetters(5), true), 1
	pages := tb.payLayout().pages()
	if pages < 2 {
		t.Fatalf("%d page: nothing to turn", pages)
	}
	enter := func() {
		tb.in.Inject(ui.Action{Kind: ui.ActConfirm})
		tb.in.Step(ui.ComputeViewport(640, 360, 1))
		tb.handle()
	}
	for g := 0; g < pages; g++ {
		if g > 0 && tb.payShown >= tb.payEnd() {
			t.Fatalf("page %d: its lines show before their time (%d of %d)", g, tb.payShown, tb.payEnd())
		}
		enter()
		if tb.payPage != g || tb.payShown != tb.payEnd() {
			t.Fatalf("page %d: Enter shows page %d up to line %d, want %d", g, tb.payPage, tb.payShown, tb.payEnd())
		}
		enter()
		if g < pages-1 && (tb.payout == nil || tb.payPage != g+1) {
			t.Fatalf("page %d: Enter did not turn the page (page %d)", g, tb.payPage)
		}
	}
	if tb.payout != nil {
		t.Errorf("Enter on the last page left the payout open")
	}
}
