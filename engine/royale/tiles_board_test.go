package royale

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// mainTiles starts an n-player main game with the tiles ids beside
// casinos 1, 2, ... and stops at the start player's roll.
func mainTiles(t *testing.T, n int, ids ...string) *State {
	t.Helper()
	s, err := NewGame(Rules{Players: n, Main: true, Tiles: len(ids), TileSet: ids})
	if err != nil {
		t.Fatal(err)
	}
	for _, id := range ids {
		deal(t, s, "tile "+id)
	}
	rng := engine.NewRand(7)
	for s.ph != phRoll {
		if s.CurrentPlayer() != engine.ChancePlayer {
			t.Fatalf("no roll reached (phase %d)", s.ph)
		}
		if _, err := s.Apply(s.SampleChance(rng)); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

func legalText(s *State) []string {
	var out []string
	for _, a := range s.Legal() {
		out = append(out, a.String())
	}
	return out
}

// The rulebook's Block It! example: casino 2 has Power Play and holds 1
// blue, 1 yellow and 2 red dice, red holding the token. Two grey dice put
// there tie red: red returns the token at once, and if casino 2 stays so,
// nobody wins money there.
func TestBlockItExampleWithPowerPlay(t *testing.T) {
	s := mainTiles(t, 4, "F1", "D2")
	me := int(s.turn)
	red, blue, yellow := (me+1)%4, (me+2)%4, (me+3)%4
	s.dice[1][red] = Dice{Reg: 2}
	s.dice[1][blue] = Dice{Reg: 1}
	s.dice[1][yellow] = Dice{Reg: 1}
	s.tv.power = int8(red)
	deal(t, s, "roll 1222222b2", "place 1")
	if got := legalText(s); len(got) != 18 || got[0] != "block 1/1" || got[17] != "block 5/6" {
		t.Fatalf("legal %v: clusters of 1, 2 and 3 to any of 6 casinos", got)
	}
	evs := deal(t, s, "block 3/2")
	if s.tv.power != -1 || s.dice[1][Grey].Reg != 2 || s.tv.clusters != [5]uint8{1, 1, 0, 2, 3} {
		t.Fatalf("token %d, grey %d, clusters %v", s.tv.power, s.dice[1][Grey].Reg, s.tv.clusters)
	}
	if evs[len(evs)-2].Kind != EvPowerBack && evs[len(evs)-1].Kind != EvPowerBack {
		t.Errorf("no event says the token went back: %v", evs)
	}
	for p := range s.supply {
		s.supply[p] = Dice{}
	}
	s.payout(nil)
	for p := 0; p < 4; p++ {
		if p != me && s.won[p].N() != 0 {
			t.Errorf("seat %d won %v at casino 2", p, s.won[p])
		}
	}
}

// Power Play (D2): the seat that alone has the most dice in the casino
// takes the token; at its next turn it may, instead of rolling, rotate one
// of its remaining dice and place it (activating that casino), and the
// token goes back to the tile either way (R21).
func TestPowerPlay(t *testing.T) {
	s := mainTiles(t, 3, "D2", "A2")
	a := int(s.turn)
	b := (a + 1) % 3
	deal(t, s, "roll 1122345b6", "place 1")
	if s.tv.power != int8(a) {
		t.Fatalf("token %d, want seat %d", s.tv.power, a)
	}
	deal(t, s, "roll 1111333b3", "place 3") // b places elsewhere
	deal(t, s, "roll 1122222b2", "place 1") // the third seat ties a at casino 1: the token goes back
	if s.tv.power != -1 {
		t.Fatalf("token %d after a tie, want it on the tile", s.tv.power)
	}
	s.dice[0][a] = Dice{Reg: 5}
	deal(t, s, "roll 11345b3", "place 1") // a takes it again
	if s.tv.power != int8(a) || s.turn != uint8(b) {
		t.Fatalf("token %d turn %d", s.tv.power, s.turn)
	}
	deal(t, s, "roll 3333", "place 3", "roll 44444b4", "place 4")
	if s.turn != uint8(a) || s.ph != phTileAct {
		t.Fatalf("a's next turn should start with Power Play's choice (phase %d)", s.ph)
	}
	if got := legalText(s); got[0] != "power no" || len(got) != 1+12 || got[12] != "power 6b" {
		t.Fatalf("legal %v", got)
	}
	deal(t, s, "power 2") // a die to casino 2 activates Jackpot
	if s.tv.power != -1 || s.dice[1][a].Reg != 1 || s.ph != phTileRoll || s.supply[a] != (Dice{Reg: 2, Big: 1}) {
		t.Errorf("token %d, casino 2 %+v, phase %d, supply %+v", s.tv.power, s.dice[1][a], s.ph, s.supply[a])
	}
}

// No Entry! (E1): the first activation must close another casino; the
// counter then pays 2 chips, nothing, $30k ... Later activations may leave
// the token, for no reward. A closed casino takes no dice: a roll that
// shows only its face passes, free, and the seat keeps its dice (R23); it
// cannot pay a chip to sit out instead (R31).
func TestNoEntry(t *testing.T) {
	s := mainTiles(t, 3, "E1")
	a := int(s.turn)
	deal(t, s, "roll 1122345b6", "place 1")
	if got := legalText(s); len(got) != 5 || got[0] != "close 2" {
		t.Fatalf("legal %v: the first time, close one of casinos 2-6", got)
	}
	evs := deal(t, s, "close 4")
	if s.tv.closed != 3 || chipsGot(evs, a) != 2 {
		t.Fatalf("closed %d, chips %d", s.tv.closed, chipsGot(evs, a))
	}
	b := int(s.turn)
	deal(t, s, "roll 1444444b4")
	if got := legalText(s); len(got) != 2 || got[0] != "place 1" {
		t.Fatalf("legal %v: casino 4 is closed", got)
	}
	deal(t, s, "place 1")
	if got := legalText(s); got[0] != "close keep" || len(got) != 5 {
		t.Fatalf("legal %v", got)
	}
	evs = deal(t, s, "close keep")
	if s.tv.closed != 3 || chipsGot(evs, b) != 0 {
		t.Fatal("keeping the token moved it or paid")
	}
	c := int(s.turn)
	deal(t, s, "roll 4444444b4")
	if got := legalText(s); len(got) != 1 || got[0] != "pass" {
		t.Fatalf("legal %v, want pass", got)
	}
	if _, err := s.Clone().Apply(SitOut()); err == nil { // R31: Apply takes what Legal lists
		t.Fatal("a paid sit-out was accepted where only the free pass is legal")
	}
	deal(t, s, "pass")
	if s.supply[c] != (Dice{Reg: 7, Big: 1}) || int(s.turn) == c || s.Chips(c) != 2 {
		t.Errorf("after passing: supply %+v turn %d", s.supply[c], s.turn)
	}
	deal(t, s, "roll 11122b2", "place 1", "close 5") // a: the counter moves to an empty space
	deal(t, s, "roll 111111b1", "place 1")
	evs = deal(t, s, "close 6") // b: $30k
	if bankPaid(evs, b) != 30000 || s.tv.closed != 5 {
		t.Errorf("third move paid $%d", bankPaid(evs, b))
	}
}

// Knockout? (E2): each other seat puts one of its remaining dice in the
// bar (a seat with a die and the Biggy chooses; two in the bar, the Biggy
// counting one, is the most; a seat with no dice left gives none), and the
// activating seat takes back its own dice from the bar (R22).
func TestKnockout(t *testing.T) {
	s := mainTiles(t, 5, "E2")
	a := int(s.turn)
	q := func(i int) int { return (a + i) % 5 }
	s.tv.bar[a] = Dice{Reg: 1}
	s.supply[a] = Dice{Reg: 3, Big: 1} // one of a's dice is in the bar
	s.supply[q(2)] = Dice{Big: 1}
	s.tv.bar[q(3)], s.supply[q(3)] = Dice{Reg: 1, Big: 1}, Dice{Reg: 3}
	s.supply[q(4)] = Dice{}
	deal(t, s, "roll 111b2", "place 1")
	if s.CurrentPlayer() != q(1) || !slicesEq(legalText(s), []string{"knock die", "knock biggy"}) {
		t.Fatalf("seat %d to choose %v", s.CurrentPlayer(), legalText(s))
	}
	deal(t, s, "knock biggy")
	if s.tv.bar[a] != (Dice{}) || s.supply[a] != (Dice{Reg: 1, Big: 1}) {
		t.Errorf("a: bar %+v supply %+v, want its die back", s.tv.bar[a], s.supply[a])
	}
	want := map[int]Dice{q(1): {Big: 1}, q(2): {Big: 1}, q(3): {Reg: 1, Big: 1}, q(4): {}}
	for p, d := range want {
		if s.tv.bar[p] != d {
			t.Errorf("seat %d's bar %+v, want %+v", p, s.tv.bar[p], d)
		}
	}
	if s.supply[q(2)].N() != 0 || s.turn != uint8(q(1)) {
		t.Errorf("supply %+v, turn %d", s.supply[q(2)], s.turn)
	}
}

// Handicap (F2): grey dice start one in casinos 1-3 and two in 4-6; the
// seat may take one grey die from a casino onto a free space: a chip,
// $30k, or the option of rotating a remaining die into a casino (without
// activating it) or taking one of its dice back (R25).
func TestHandicap(t *testing.T) {
	s := mainTiles(t, 3, "F2", "D1")
	for c := 0; c < Casinos; c++ {
		if s.dice[c][Grey].Reg != 1+uint8(c/3) {
			t.Fatalf("grey dice %d in casino %d", s.dice[c][Grey].Reg, c+1)
		}
	}
	a := int(s.turn)
	deal(t, s, "roll 1122345b6", "place 1")
	if got := legalText(s); len(got) != 1+6*3 || got[0] != "handicap none" || got[1] != "handicap 1/chip" {
		t.Fatalf("legal %v", got)
	}
	evs := deal(t, s, "handicap 4/chip")
	if chipsGot(evs, a) != 1 || s.dice[3][Grey].Reg != 1 || s.tv.hcap != [3]uint8{1, 3, 4} {
		t.Fatalf("chips %d grey %d spaces %v", chipsGot(evs, a), s.dice[3][Grey].Reg, s.tv.hcap)
	}
	b := int(s.turn)
	deal(t, s, "roll 1111222b2", "place 1", "handicap 4/option")
	got := legalText(s)
	if got[0] != "rotate 1" || got[len(got)-1] != "return 1" {
		t.Fatalf("option: %v", got)
	}
	chips := s.Chips(b)
	deal(t, s, "rotate 2b") // into casino 2: Pay Day is not activated
	if s.dice[1][b] != (Dice{Big: 1}) || s.Chips(b) != chips || s.supply[b] != (Dice{Reg: 3}) {
		t.Errorf("casino 2 %+v, chips %d, supply %+v", s.dice[1][b], s.Chips(b), s.supply[b])
	}
	c := int(s.turn)
	deal(t, s, "roll 1111222b2", "place 1", "handicap 5/option", "return 1")
	if s.dice[0][c] != (Dice{Reg: 3}) || s.supply[c] != (Dice{Reg: 4, Big: 1}) {
		t.Errorf("casino 1 %+v, supply %+v", s.dice[0][c], s.supply[c])
	}
}
