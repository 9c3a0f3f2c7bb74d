//go:build !js

package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/game"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// animTable is a table without a window for three seats (you first) with
// the tile sides ids beside the casinos, at the person's first decision;
// before is its view, where each side lies is in at.
func animTable(t *testing.T, ids ...string) (tb *Table, before *royale.State, at map[int]int) {
	t.Helper()
	rules := royale.Rules{Players: 3, Main: true, Tiles: len(ids), TileSet: ids}
	seats := []royaleplay.Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "random"}, {Kind: game.Bot, Name: "Lucky", Level: "random"}}
	sess, err := royaleplay.New(royaleplay.Config{Rules: rules, Seats: seats, Seed: 3}, royaleplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 500; i++ {
		if st, _ := sess.Stage(); st == royaleplay.StageDecide {
			break
		}
		sess.Update(time.Millisecond)
	}
	tb = &Table{sess: sess, motion: ui.Motion{Speed: ui.SpeedNormal}}
	tb.lay = newLayout(1280, 800, 3, true)
	before = sess.View()
	at = map[int]int{}
	for c := 1; c <= royale.Casinos; c++ {
		if id := before.Tile(c); id >= 0 {
			at[id] = c
		}
	}
	for _, id := range ids {
		n, _ := royale.ParseTileID(id)
		if at[n] == 0 {
			t.Fatalf("tile %s is beside no casino", id)
		}
	}
	return tb, before, at
}

// tileRect is where tile side id lies on tb.
func tileRect(tb *Table, at map[int]int, id int) ui.Rect {
	return tb.lay.casinoParts(at[id]-1, true).tile
}

// motions is the flights of one hand-made step.
func motions(tb *Table, before *royale.State, evs ...royale.Event) []flight {
	return tb.flightsOf(&royaleplay.Step{Before: before, Events: evs})
}

// checkArc checks one flight's kind, piece, ends and count.
func checkArc(t *testing.T, name string, f flight, what piece, from, to ui.Rect, n int) {
	t.Helper()
	if f.kind != mArc || f.what != what || f.x0 != from.CX() || f.y0 != from.CY() || f.x1 != to.CX() || f.y1 != to.CY() || f.n != n {
		t.Errorf("%s: flight %+v, want piece %d from (%.0f,%.0f) to (%.0f,%.0f), n %d", name, f, what, from.CX(), from.CY(), to.CX(), to.CY(), n)
	}
}

func TestBlackDiceTumble(t *testing.T) {
	tb, before, _ := animTable(t, "A2")
	var r royale.Roll
	r.C[2], r.C[4] = 1, 1
	fs := motions(tb, before,
		royale.Event{Kind: royale.EvPlace, Who: 0, C: 1, N: 2, Tile: -1},
		royale.Event{Kind: royale.EvBlack, Who: 0, C: 1, Tile: tA2, Roll: r})
	if len(fs) != 2 {
		t.Fatalf("%d flights, want the dice placed and the tumble", len(fs))
	}
	f := fs[1]
	a := tb.lay.arena
	if f.kind != mTumble || len(f.faces) != 2 || f.faces[0] != 3 || f.faces[1] != 5 || f.x1 != a.CX() || f.y1 != a.CY() {
		t.Errorf("tumble %+v, want faces 3 and 5 over the arena", f)
	}
	if f.at != fs[0].at+fs[0].dur || f.dur != tumbleTicks {
		t.Errorf("the tumble runs %d+%d, want after the placement (%d+%d), %d ticks", f.at, f.dur, fs[0].at, fs[0].dur, tumbleTicks)
	}
}

func TestJackpotCounterAndMoney(t *testing.T) {
	tb, before, at := animTable(t, "A2")
	tile := tileRect(tb, at, tA2)
	fs := motions(tb, before, royale.Event{Kind: royale.EvJackpot, Who: -1, Tile: tA2, Value: 40000})
	if len(fs) != 1 || fs[0].kind != mTrack || fs[0].track != tile || fs[0].spaces != 6 || fs[0].from != 0 || fs[0].to != 1 {
		t.Fatalf("a miss: %+v, want the counter on A2 from $30k (0) to $40k (1) of 6", fs)
	}
	// A hit pays the counter from the bank, then the counter goes back.
	fs = motions(tb, before,
		royale.Event{Kind: royale.EvBankPay, Who: 2, Tile: tA2, N: 30000, Value: 30000},
		royale.Event{Kind: royale.EvJackpot, Who: -1, Tile: tA2, Value: 30000})
	if len(fs) != 2 {
		t.Fatalf("%d flights, want money and the counter", len(fs))
	}
	checkArc(t, "jackpot's money", fs[0], pMoney, tb.lay.bank, tb.lay.panels[2], 3)
	if fs[1].kind != mTrack || fs[1].from != 0 || fs[1].to != 0 || fs[1].at < fs[0].at+fs[0].dur {
		t.Errorf("the counter after a hit: %+v", fs[1])
	}
}

func TestFiftyFiftyTrack(t *testing.T) {
	tb, before, at := animTable(t, "B2")
	tile := tileRect(tb, at, tB2)
	fs := motions(tb, before,
		royale.Event{Kind: royale.EvFifty, Who: 0, Tile: tB2, N: 1, Value: 7},
		royale.Event{Kind: royale.EvFifty, Who: 0, Tile: tB2, N: 2, Value: 9},
		royale.Event{Kind: royale.EvFifty, Who: 0, Tile: tB2, N: -1, Value: 4})
	want := [][2]int{{0, 1}, {1, 2}, {2, -1}}
	if len(fs) != 3 {
		t.Fatalf("%d flights, want 3 counter moves", len(fs))
	}
	for i, f := range fs {
		if f.kind != mTrack || f.track != tile || f.from != want[i][0] || f.to != want[i][1] {
			t.Errorf("move %d: %+v, want %v on B2", i, f, want[i])
		}
	}
}

func TestNoEntryTokenAndTrack(t *testing.T) {
	tb, before, at := animTable(t, "E1")
	tile := tileRect(tb, at, tE1)
	fs := motions(tb, before, royale.Event{Kind: royale.EvClose, Who: 0, C: 4, Tile: tE1, N: 1},
		royale.Event{Kind: royale.EvClose, Who: 1, C: 2, Tile: tE1, N: 2})
	if len(fs) != 4 {
		t.Fatalf("%d flights, want a token and a counter for each closing", len(fs))
	}
	checkArc(t, "No Entry!'s token", fs[0], pToken, tile, tb.lay.casinos[3], 1)
	checkArc(t, "No Entry!'s token again", fs[2], pToken, tb.lay.casinos[3], tb.lay.casinos[1], 1)
	if fs[1].kind != mTrack || fs[1].from != 0 || fs[1].to != 1 || fs[1].at != fs[0].at || fs[3].from != 1 || fs[3].to != 2 {
		t.Errorf("the counters %+v, %+v", fs[1], fs[3])
	}
}

func TestTokensToAndFromSeats(t *testing.T) {
	tb, before, at := animTable(t, "D2", "C1")
	p1 := tb.lay.panels[1]
	fs := motions(tb, before,
		royale.Event{Kind: royale.EvPower, Who: 1, C: int8(at[tD2]), Tile: tD2},
		royale.Event{Kind: royale.EvPowerBack, Who: 1, Tile: tD2},
		royale.Event{Kind: royale.EvHighFive, Who: 1, C: int8(at[tC1]), Tile: tC1})
	if len(fs) != 3 {
		t.Fatalf("%d flights, want 3 tokens", len(fs))
	}
	checkArc(t, "Power Play's token", fs[0], pToken, tileRect(tb, at, tD2), p1, 1)
	checkArc(t, "Power Play's token back", fs[1], pToken, p1, tileRect(tb, at, tD2), 1)
	checkArc(t, "High Five's token", fs[2], pToken, tileRect(tb, at, tC1), p1, 1)
	if fs[0].tok != tokPower || fs[2].tok != tokHighFive {
		t.Errorf("tokens %d and %d", fs[0].tok, fs[2].tok)
	}
}

// TestLuckyPunchTokens: the tokens held fly to the holder, counted only in
// its own view (the others see one hidden token); the guess brings the
// tokens held back, counted.
func TestLuckyPunchTokens(t *testing.T) {
	tb, before, at := animTable(t, "A1")
	tile := tileRect(tb, at, tA1)
	fs := motions(tb, before,
		royale.Event{Kind: royale.EvPunch, Who: 0, Tile: tA1, N: 3},
		royale.Event{Kind: royale.EvPunch, Who: 2, Tile: tA1, N: 0},
		royale.Event{Kind: royale.EvGuess, Who: 0, Tile: tA1, N: 1, Value: 2})
	if len(fs) != 3 {
		t.Fatalf("%d flights, want 3", len(fs))
	}
	checkArc(t, "own tokens", fs[0], pToken, tile, tb.lay.panels[0], 3)
	checkArc(t, "hidden tokens", fs[1], pToken, tile, tb.lay.panels[2], 1)
	if fs[0].label != "" || fs[1].label != "?" {
		t.Errorf("labels %q and %q, want none and ?", fs[0].label, fs[1].label)
	}
	checkArc(t, "tokens revealed", fs[2], pToken, tb.lay.panels[2], tile, 2) // seat 2 holds: seat 0 guesses
}

func TestBlackBoxPiles(t *testing.T) {
	tb, before, at := animTable(t, "G1")
	tile := tileRect(tb, at, tG1)
	fs := motions(tb, before,
		royale.Event{Kind: royale.EvSplit, Who: 1, Tile: tG1, N: 2},
		royale.Event{Kind: royale.EvPick, Who: 0, Tile: tG1, N: 2, Value: 40000})
	if len(fs) != 3 {
		t.Fatalf("%d flights, want two piles and the pick", len(fs))
	}
	if fs[0].n != 2 || fs[1].n != 4 || fs[0].x1 >= tile.CX() || fs[1].x1 <= tile.CX() || fs[0].at != fs[1].at || fs[0].label != "?" {
		t.Errorf("piles %+v %+v, want 2 to the left and 4 to the right, face down", fs[0], fs[1])
	}
	checkArc(t, "pile 2 picked", fs[2], pToken, tile, tb.lay.panels[0], 4)
}

func TestGreyDice(t *testing.T) {
	tb, before, at := animTable(t, "F1")
	fs := motions(tb, before, royale.Event{Kind: royale.EvBlock, Who: 0, C: 5, Tile: tF1, N: 3})
	if len(fs) != 1 {
		t.Fatalf("Block It!: %d flights", len(fs))
	}
	checkArc(t, "Block It!", fs[0], pDice, tileRect(tb, at, tF1), tb.lay.casinos[4], 3)
	tb, before, at = animTable(t, "F2")
	fs = append(fs, motions(tb, before,
		royale.Event{Kind: royale.EvHandicap, Who: 0, C: 2, Tile: tF2, N: 1},
		royale.Event{Kind: royale.EvChips, Who: 0, Tile: tF2, N: 1})...)
	if len(fs) != 3 {
		t.Fatalf("%d flights, want 3", len(fs))
	}
	checkArc(t, "Handicap", fs[1], pDice, tb.lay.casinos[1], tileRect(tb, at, tF2), 1)
	checkArc(t, "Handicap's chip", fs[2], pChips, tileRect(tb, at, tF2), tb.lay.panels[0], 1)
	if fs[0].owner != royale.Grey || fs[1].owner != royale.Grey {
		t.Errorf("owners %d, %d: want the grey dice", fs[0].owner, fs[1].owner)
	}
}

func TestDiceOntoAndOffTiles(t *testing.T) {
	tb, before, at := animTable(t, "E2", "G2", "H1")
	l := tb.lay
	fs := motions(tb, before,
		royale.Event{Kind: royale.EvKnock, Who: 1, Tile: tE2, Mask: 1},
		royale.Event{Kind: royale.EvKnockBack, Who: 2, Tile: tE2, N: 2},
		royale.Event{Kind: royale.EvDouble, Who: 0, C: 3, Tile: tG2, N: 2},
		royale.Event{Kind: royale.EvNiceOut, Who: 1, C: 4, Tile: tH1},
		royale.Event{Kind: royale.EvNice, Who: 0, C: 4, Tile: tH1})
	if len(fs) != 5 {
		t.Fatalf("%d flights, want 5", len(fs))
	}
	checkArc(t, "knock", fs[0], pDice, l.panels[1], tileRect(tb, at, tE2), 1)
	checkArc(t, "knock back", fs[1], pDice, tileRect(tb, at, tE2), l.panels[2], 2)
	checkArc(t, "double", fs[2], pDice, l.casinos[2], tileRect(tb, at, tG2), 2)
	checkArc(t, "nice out", fs[3], pDice, tileRect(tb, at, tH1), l.casinos[3], 1)
	checkArc(t, "nice", fs[4], pDice, l.arena, tileRect(tb, at, tH1), 1)
	if !fs[0].big || fs[1].big {
		t.Errorf("the Biggy knocked: %v, %v", fs[0].big, fs[1].big)
	}
	tb, before, at = animTable(t, "H2")
	fs = motions(tb, before,
		royale.Event{Kind: royale.EvChoose, Who: 0, Tile: tH2, N: 6},
		royale.Event{Kind: royale.EvChoose, Who: 0, Tile: tH2, N: 2},
		royale.Event{Kind: royale.EvReturn, Who: 0, C: 6, Tile: tH2},
		royale.Event{Kind: royale.EvRotate, Who: 0, C: 1, Tile: tH2})
	if len(fs) != 3 {
		t.Fatalf("%d flights, want 3 (My Choice's 2 moves no die)", len(fs))
	}
	checkArc(t, "my choice's 6", fs[0], pDice, l.panels[0], tileRect(tb, at, tH2), 1)
	checkArc(t, "return", fs[1], pDice, l.casinos[5], l.panels[0], 1)
	checkArc(t, "rotate", fs[2], pDice, l.panels[0], l.casinos[0], 1)
}

func TestMoneyAndBank(t *testing.T) {
	tb, before, _ := animTable(t, "C2")
	l := tb.lay
	fs := motions(tb, before,
		royale.Event{Kind: royale.EvBankPay, Who: 1, Tile: tC2, N: 50000, Value: 0},
		royale.Event{Kind: royale.EvBadPay, Who: 1, Tile: tC2, Value: 50000},
		royale.Event{Kind: royale.EvBadPay, Who: 2, Tile: tC2, N: 1, Value: 10000},
		royale.Event{Kind: royale.EvChange, Who: 1, Tile: tC2, Value: 30000},
		royale.Event{Kind: royale.EvSitOut, Who: 2, Tile: -1})
	if len(fs) != 4 {
		t.Fatalf("%d flights, want 4 (an empty bank pays nothing)", len(fs))
	}
	checkArc(t, "a chip to sit out", fs[3], pChips, l.panels[2], l.bank, 1)
	checkArc(t, "bad luck pays", fs[0], pMoney, l.panels[1], l.bank, 5)
	checkArc(t, "bad luck pays a chip", fs[1], pChips, l.panels[2], l.bank, 1)
	checkArc(t, "change", fs[2], pMoney, l.bank, l.panels[1], 3)
}

// TestPayoutCasinoByCasino: the payout's cards fly casino by casino, a
// casino's cards together, the next payLag later.
func TestPayoutCasinoByCasino(t *testing.T) {
	tb, before, _ := animTable(t, "C2")
	l := tb.lay
	fs := motions(tb, before,
		royale.Event{Kind: royale.EvWin, Who: 0, C: 6, Tile: -1, Value: 90000},
		royale.Event{Kind: royale.EvWin, Who: 2, C: 6, Tile: -1, Value: 30000},
		royale.Event{Kind: royale.EvUnclaimed, Who: -1, C: 5, Tile: -1, Value: 50000, N: 1},
		royale.Event{Kind: royale.EvWin, Who: 1, C: 4, Tile: -1, Value: 20000})
	if len(fs) != 4 {
		t.Fatalf("%d flights, want 4", len(fs))
	}
	checkArc(t, "casino 6's first", fs[0], pMoney, l.casinos[5], l.panels[0], 9)
	checkArc(t, "unclaimed", fs[2], pMoney, l.casinos[4], l.bank, 5)
	if fs[0].at != fs[1].at || fs[2].at != fs[0].at+payLag || fs[3].at != fs[2].at+payLag {
		t.Errorf("starts %d %d %d %d, want casino 6 together, then %d apart", fs[0].at, fs[1].at, fs[2].at, fs[3].at, payLag)
	}
}

// TestSpeeds: the flights scale with the speed; at instant speed a step
// shows nothing, and Enter or a click during a step lands it.
func TestSpeeds(t *testing.T) {
	tb, before, _ := animTable(t, "A2")
	evs := []royale.Event{{Kind: royale.EvJackpot, Who: -1, Tile: tA2, Value: 40000}}
	tb.motion.Speed = ui.SpeedFast
	if fs := motions(tb, before, evs...); fs[0].dur != ui.SpeedFast.Ticks(trackTicks) || fs[0].dur >= trackTicks {
		t.Errorf("fast: %d ticks", fs[0].dur)
	}
	tb.motion.Speed = ui.SpeedInstant
	tb.startStep(&royaleplay.Step{Before: before, Events: evs})
	if tb.step != nil {
		t.Errorf("instant speed: the step is shown for %d ticks", tb.fly.D)
	}
	tb.motion.Speed = ui.SpeedNormal
	tb.in = ui.NewInput(nil)
	tb.startStep(&royaleplay.Step{Before: before, Events: evs})
	if tb.step == nil || tb.fly.D != trackTicks {
		t.Fatalf("normal speed: step %v for %d ticks", tb.step != nil, tb.fly.D)
	}
	tb.in.InjectClick(tb.lay.arena.CX(), tb.lay.arena.CY())
	tb.in.Step(ui.ComputeViewport(1280, 800, 1))
	tb.handle()
	if !tb.fly.Done() {
		t.Errorf("a click left the step at %d of %d ticks", tb.fly.T, tb.fly.D)
	}
}

// The neutral dice fly to their casinos like a seat's, the neutral colour's
// Biggy drawn as a Biggy (R32); a placement without it has none.
func TestNeutralBiggyFlies(t *testing.T) {
	tb, before, _ := animTable(t, "A2")
	fs := motions(tb, before,
		royale.Event{Kind: royale.EvPlace, Who: royale.Neutral, C: 4, N: 2, Tile: -1, Mask: 1},
		royale.Event{Kind: royale.EvPlace, Who: royale.Neutral, C: 5, N: 3, Tile: -1})
	if len(fs) != 2 {
		t.Fatalf("%d flights, want 2", len(fs))
	}
	if !fs[0].big || fs[0].n != 2 || fs[0].owner != royale.Neutral || fs[1].big {
		t.Errorf("flights %+v and %+v: want the Biggy in the first only", fs[0], fs[1])
	}
}
