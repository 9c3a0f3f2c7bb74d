package dice

import (
	"reflect"
	"testing"
)

func kickerRules(players int) Rules {
	r := Classic(players)
	r.Kickers = true
	return r
}

// With Kickers, seat 0 has 6 regular dice then 2 Kickers in its roll.
func TestKickerKnocksOpponentDieBack(t *testing.T) {
	s, _ := NewGame(kickerRules(2))
	dealFifty(t, s)
	// Seat 0 puts three 4s on casino 4.
	play(t, s, RollOf(4, 4, 4, 1, 2, 3, 5, 6), Place(4))
	// Seat 1 rolls a Kicker showing 4 with one regular 4.
	play(t, s, RollOf(4, 1, 1, 1, 1, 1, 4, 6), Place(4))
	if s.Phase() != PhaseKick {
		t.Fatalf("phase %v", s.Phase())
	}
	want := []Action{Kick(0, Regular), Kick(1, Regular)}
	if got := s.Legal(); !reflect.DeepEqual(got, want) {
		t.Fatalf("kick targets %v, want %v (own die included)", got, want)
	}
	evs := play(t, s, Kick(0, Regular))
	if evs[0].Kind != EvKicked || evs[0].Target.Owner != 0 {
		t.Errorf("events %+v", evs)
	}
	if s.UnitsOn(4, 0) != 2 || s.DiceLeft(0) != 6 || s.UnitsOn(4, 1) != 1 {
		t.Errorf("casino 4: seat0 %d seat1 %d; seat 0 has %d dice", s.UnitsOn(4, 0), s.UnitsOn(4, 1), s.DiceLeft(0))
	}
	if s.KickersUsed(1) != 1 || s.DiceLeft(1) != 6 {
		t.Errorf("seat 1 used %d kickers, has %d dice left", s.KickersUsed(1), s.DiceLeft(1))
	}
}

func TestKickerOnEmptyCasinoHasNoEffect(t *testing.T) {
	s, _ := NewGame(kickerRules(2))
	dealFifty(t, s)
	evs := play(t, s, RollOf(1, 1, 1, 1, 1, 1, 6, 2), Place(6))
	if len(evs) < 3 || evs[2].Kind != EvKickWasted {
		t.Fatalf("events %+v", evs)
	}
	if s.Turn() != 1 || s.KickersUsed(0) != 1 {
		t.Errorf("turn %d kickers used %d", s.Turn(), s.KickersUsed(0))
	}
}

// A player with no dice left who gets a die kicked back is in the game again.
func TestKickedPlayerReenters(t *testing.T) {
	s, _ := NewGame(kickerRules(2))
	dealFifty(t, s)
	// Seat 0 places all 8 dice: six regular 3s, then its Kickers (3 and 3)
	// kick two of its own dice, so it keeps 2 to roll... keep it simple:
	// seat 0 places six 3s and its two Kickers on 5 (wasted), leaving none.
	play(t, s, RollOf(3, 3, 3, 3, 3, 3, 5, 5), Place(3))
	play(t, s, RollOf(1, 1, 1, 1, 1, 1, 2, 2), Place(1))
	play(t, s, RollOf(5, 5), Place(5)) // both Kickers wasted on the empty casino 5
	if s.DiceLeft(0) != 0 {
		t.Fatalf("seat 0 has %d dice", s.DiceLeft(0))
	}
	// Seat 1 rolls its two Kickers showing 3 and kicks two of seat 0's dice.
	play(t, s, RollOf(3, 3), Place(3), Kick(0, Regular), Kick(0, Regular))
	if s.DiceLeft(0) != 2 || s.Turn() != 0 || s.CurrentPlayer() != ChancePlayer {
		t.Errorf("seat 0 should be back with 2 dice and roll: dice %d turn %d", s.DiceLeft(0), s.Turn())
	}
}

// Online clarification: a kicked white die is out for the round.
func TestKickWhiteDieOutForRound(t *testing.T) {
	r := kickerRules(2)
	r.NeutralDice = true
	s, _ := NewGame(r)
	dealFifty(t, s)
	// Seat 0: 6 regular, 2 kickers, 4 white. Place a white 2.
	play(t, s, RollOf(1, 1, 1, 1, 1, 1, 3, 3, 2, 4, 4, 4), Place(2))
	play(t, s, RollOf(5, 5, 5, 5, 5, 5, 2, 6, 6, 6, 6, 6), Place(2), Kick(Neutral, White))
	if s.UnitsOn(2, Neutral) != 0 || s.whiteOut != 1 {
		t.Errorf("white on casino 2: %d, out %d", s.UnitsOn(2, Neutral), s.whiteOut)
	}
	if s.Supply(0, White) != 3 || s.Supply(1, White) != 4 {
		t.Errorf("white supplies %d %d", s.Supply(0, White), s.Supply(1, White))
	}
}

// Online clarification: on the slot machine a Kicker may only kick a die put
// there in the same turn.
func TestKickerOnSlotOnlyKicksThisTurnsDice(t *testing.T) {
	r := kickerRules(2)
	r.Slot = true
	s, _ := NewGame(r)
	dealFifty(t, s)
	play(t, s, RollOf(6, 6, 1, 1, 1, 1, 2, 2), PlaceSlot(6)) // seat 0: two 6s on the slot machine
	// Seat 1: one regular 4 and a Kicker 4 to the slot machine.
	play(t, s, RollOf(4, 1, 1, 1, 1, 1, 4, 2), PlaceSlot(4))
	if got := s.Legal(); !reflect.DeepEqual(got, []Action{Kick(1, Regular)}) {
		t.Fatalf("slot kick targets %v, want only seat 1's die placed this turn", got)
	}
	play(t, s, Kick(1, Regular))
	if s.SlotTaken(4) || !s.SlotTaken(6) {
		t.Errorf("face 4 should be free again, 6 taken: %v %v", s.SlotTaken(4), s.SlotTaken(6))
	}
	// Seat 0 cannot put 6s on the slot machine again.
	play(t, s, RollOf(6, 1, 1, 1, 1, 1))
	for _, a := range s.Legal() {
		if a == PlaceSlot(6) {
			t.Errorf("6 is already on the slot machine: %v", s.Legal())
		}
	}
}

func TestBiggyKickedReturnsToOwner(t *testing.T) {
	r := kickerRules(2)
	r.Biggies = true
	s, _ := NewGame(r)
	dealFifty(t, s)
	// Seat 0: 5 regular, 1 Biggy, 2 Kickers. Biggy shows 2.
	play(t, s, RollOf(1, 1, 1, 1, 1, 2, 3, 3), Place(2))
	if s.UnitsOn(2, 0) != 2 {
		t.Fatalf("biggy counts 2: %d", s.UnitsOn(2, 0))
	}
	play(t, s, RollOf(1, 1, 1, 1, 1, 1, 2, 5), Place(2), Kick(0, Biggy))
	if s.Supply(0, Biggy) != 1 || s.UnitsOn(2, 0) != 0 {
		t.Errorf("biggy back %d, on casino %d", s.Supply(0, Biggy), s.UnitsOn(2, 0))
	}
}

func TestTwoKickersKickTwice(t *testing.T) {
	s, _ := NewGame(kickerRules(2))
	dealFifty(t, s)
	play(t, s, RollOf(4, 4, 4, 1, 1, 1, 5, 5), Place(4))
	play(t, s, RollOf(1, 1, 1, 1, 1, 1, 4, 4), Place(4))
	play(t, s, Kick(0, Regular))
	if s.Phase() != PhaseKick {
		t.Fatalf("second kick pending, phase %v", s.Phase())
	}
	play(t, s, Kick(0, Regular))
	if s.UnitsOn(4, 0) != 1 || s.Turn() != 0 {
		t.Errorf("casino 4 seat 0: %d, turn %d", s.UnitsOn(4, 0), s.Turn())
	}
}

// Rainbow cards count $40k while dealing and are replaced before scoring; a
// Rainbow card drawn as a replacement is discarded and replaced again.
func TestRainbowReplacedBeforeScoring(t *testing.T) {
	r := Classic(2)
	r.Rainbow = true
	s, _ := NewGame(r)
	play(t, s, Deal(Rainbow), Deal(1)) // casino 1: rainbow ($40k) + $10k = $50k
	if s.Dealing() != 2 {
		t.Fatalf("rainbow should count $40k, dealing %d", s.Dealing())
	}
	for s.Phase() == PhaseDeal {
		play(t, s, Deal(5))
	}
	play(t, s, RollOf(1, 1, 1, 1, 1, 1, 1, 1), Place(1))
	play(t, s, RollOf(2, 2, 2, 2, 2, 2, 2, 2), Place(2))
	if s.Phase() != PhaseRainbow || s.Dealing() != 1 {
		t.Fatalf("phase %v dealing %d", s.Phase(), s.Dealing())
	}
	evs := play(t, s, Deal(Rainbow))
	if s.Phase() != PhaseRainbow || evs[0].Kind != EvRainbowSwapped {
		t.Fatalf("a second rainbow must be replaced too: phase %v", s.Phase())
	}
	evs = play(t, s, Deal(9))
	won, _, _ := payouts(evs)
	if !reflect.DeepEqual(won[:2], []paid{{0, 9}, {0, 1}}[:1]) && won[0] != (paid{0, 9}) {
		t.Errorf("seat 0 should win the $90k replacement first: %v", won)
	}
	if s.discarded != 2 {
		t.Errorf("discarded %d rainbow cards, want 2", s.discarded)
	}
}

// Chip cards: one per numbered casino each round; placing 2+ of your own
// dice on a casino takes one.
func TestChipTakenWithTwoDice(t *testing.T) {
	r := Classic(2)
	r.Chips = true
	s, _ := NewGame(r)
	dealFifty(t, s)
	for c := 0; c < NumCasinos; c++ {
		play(t, s, DealChip(Chip(c%2)))
	}
	play(t, s, RollOf(3, 1, 1, 1, 1, 1, 1, 1), Place(3)) // one die: no chip
	if s.Phase() != PhaseRoll {
		t.Fatalf("one die takes no chip: phase %v", s.Phase())
	}
	play(t, s, RollOf(2, 2, 1, 1, 1, 1, 1, 1), Place(2))
	if s.Phase() != PhaseChip || !reflect.DeepEqual(s.Legal(), []Action{TakeChip(1)}) {
		t.Fatalf("phase %v legal %v", s.Phase(), s.Legal())
	}
	play(t, s, TakeChip(1))
	if s.Chips(1)[1] != 1 || s.Money(1) != 10000 {
		t.Errorf("chips %v money %d", s.Chips(1), s.Money(1))
	}
}

func TestAutoForcedPlaysSingleChoice(t *testing.T) {
	r := Classic(2)
	r.AutoForced = true
	s, _ := NewGame(r)
	dealFifty(t, s)
	evs := play(t, s, RollOf(5, 5, 5, 5, 5, 5, 5, 5))
	if len(evs) < 2 || evs[1].Kind != EvPlaced || !evs[1].Auto {
		t.Fatalf("a roll with one face should be placed automatically: %+v", evs)
	}
	if s.Turn() != 1 {
		t.Errorf("turn %d", s.Turn())
	}
	r.AutoForced = false
	s, _ = NewGame(r)
	dealFifty(t, s)
	play(t, s, RollOf(5, 5, 5, 5, 5, 5, 5, 5))
	if s.Phase() != PhasePlace {
		t.Errorf("without auto-play the seat must place: %v", s.Phase())
	}
}

// Illegal actions return an error and leave the state unchanged.
func TestIllegalActions(t *testing.T) {
	r := Online(4)
	s, _ := NewGame(r)
	dealFifty(t, s)
	cases := []struct {
		name string
		a    Action
	}{
		{"place before rolling", Place(1)},
		{"deal a note not in the pile", Deal(10 + 5)},
		{"roll with the wrong number of dice", RollOf(1, 2, 3)},
		{"roll face 7", RollOf(7, 1, 1, 1, 1, 1, 1, 1, 1, 1)},
		{"kick now", Kick(0, Regular)},
	}
	for _, c := range cases {
		before := *s
		if _, err := s.Apply(c.a); err == nil {
			t.Errorf("%s: no error", c.name)
		}
		if *s != before {
			t.Errorf("%s: state changed", c.name)
		}
	}
	play(t, s, RollOf(1, 1, 2, 2, 2, 3, 4, 4, 5, 5))
	for _, a := range []Action{Place(6), {Kind: ActPlace, Face: 1, Casino: 2}, Place(0), TakeChip(0), Deal(5), {Kind: ActPlace, Face: 9, Casino: 9}} {
		before := *s
		if _, err := s.Apply(a); err == nil {
			t.Errorf("%v: no error", a)
		}
		if *s != before {
			t.Errorf("%v: state changed", a)
		}
	}
	v := s.TableView(1)
	if _, err := v.Apply(Place(1)); err == nil {
		t.Errorf("a view must not be playable")
	}
}

func TestViewHidesMoney(t *testing.T) {
	s, _ := NewGame(Classic(3))
	s.money = [MaxPlayers]int16{3, 5, 7}
	s.notes = [MaxPlayers]uint8{1, 1, 1}
	v := s.TableView(1)
	if v.Money(0) != -1 || v.Money(1) != 50000 || v.NotesWon(2) != 1 {
		t.Errorf("view: %d %d %d", v.Money(0), v.Money(1), v.NotesWon(2))
	}
	r := Classic(3)
	r.OpenMoney = true
	s.rules = r
	if s.TableView(1).Money(0) != 30000 {
		t.Errorf("open money should be visible")
	}
}

func TestPendingPlacement(t *testing.T) {
	s, _ := NewGame(kickerRules(2))
	dealFifty(t, s)
	if c, f := s.Pending(); c != 0 || f != 0 {
		t.Errorf("pending outside kicks: %d %d", c, f)
	}
	play(t, s, RollOf(4, 4, 4, 1, 2, 3, 5, 6), Place(4))
	play(t, s, RollOf(4, 1, 1, 1, 1, 1, 4, 6), Place(4))
	if c, f := s.Pending(); c != 4 || f != 4 {
		t.Errorf("pending %d %d, want casino 4 face 4", c, f)
	}
}
