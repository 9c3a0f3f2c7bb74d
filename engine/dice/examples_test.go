package dice

import (
	"errors"
	"reflect"
	"testing"
)

// Seats in the rulebook examples.
const (
	anna = iota
	benno
	carla
	denny
)

// scoreOne sets casino ci of a fresh 4-player game to the given notes and
// dice units per participant and pays it out.
func scoreOne(t *testing.T, r Rules, ci int, notes []Note, dice map[int]int) (*State, []Event) {
	t.Helper()
	s, err := NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	k := &s.cas[ci]
	for _, n := range notes {
		k.addNote(n)
	}
	for q, u := range dice {
		k.cnt[q] = uint8(u)
	}
	return s, s.scoreCasino(ci, nil)
}

type paid struct {
	who  int
	note Note
}

func payouts(evs []Event) (won []paid, returned []Note, ties []uint8) {
	for _, e := range evs {
		switch e.Kind {
		case EvNotePaid:
			won = append(won, paid{int(e.Player), e.Note})
		case EvNoteReturned:
			returned = append(returned, e.Note)
		case EvTieRemoved:
			ties = append(ties, e.Mask)
		}
	}
	return
}

func bit(ps ...int) uint8 {
	m := uint8(0)
	for _, p := range ps {
		m |= 1 << uint(p)
	}
	return m
}

// The worked examples of the 2012 rulebook ("Payout"), and of the neutral
// dice variant, as table tests.
//
// Long function: the table of the rulebook's examples, one entry each.
func TestRulebookPayoutExamples(t *testing.T) {
	cases := []struct {
		name     string
		rules    Rules
		notes    []Note
		dice     map[int]int
		ties     []uint8
		won      []paid
		returned []Note
	}{
		{
			name:  "tie example 1 and payout example 1: Benno and Carla tie at 3, Anna takes $80k, Denny $30k, $10k under the pile",
			rules: Classic(4), notes: []Note{8, 3, 1},
			dice:     map[int]int{anna: 5, benno: 3, carla: 3, denny: 1},
			ties:     []uint8{bit(benno, carla)},
			won:      []paid{{anna, 8}, {denny, 3}},
			returned: []Note{1},
		},
		{
			name:  "tie example 2: Anna and Carla tie at 2, Benno and Denny at 1: all take their dice back",
			rules: Classic(4), notes: []Note{6},
			dice:     map[int]int{anna: 2, carla: 2, benno: 1, denny: 1},
			ties:     []uint8{bit(anna, carla), bit(benno, denny)},
			returned: []Note{6},
		},
		{
			name:  "payout example 2: Benno wins one $40k note, the other goes under the pile",
			rules: Classic(4), notes: []Note{4, 4},
			dice:     map[int]int{benno: 2},
			won:      []paid{{benno, 4}},
			returned: []Note{4},
		},
		{
			name:  "payout example 3: Carla $70k, Benno $20k, Denny gets nothing",
			rules: Classic(4), notes: []Note{7, 2},
			dice: map[int]int{carla: 4, benno: 2, denny: 1},
			won:  []paid{{carla, 7}, {benno, 2}},
		},
		{
			name:  "neutral example 1: white takes $80k (under the pile), Benno $30k",
			rules: ClassicNeutral(4), notes: []Note{8, 3},
			dice:     map[int]int{Neutral: 3, benno: 2},
			won:      []paid{{Neutral, 8}, {benno, 3}},
			returned: nil,
		},
		{
			name:  "neutral example 2: Carla $70k, white $40k (under the pile), Anna nothing",
			rules: ClassicNeutral(4), notes: []Note{7, 4},
			dice: map[int]int{carla: 3, Neutral: 2, anna: 1},
			won:  []paid{{carla, 7}, {Neutral, 4}},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, evs := scoreOne(t, c.rules, 1, c.notes, c.dice)
			won, returned, ties := payouts(evs)
			if !reflect.DeepEqual(ties, c.ties) {
				t.Errorf("ties %v, want %v", ties, c.ties)
			}
			if !reflect.DeepEqual(won, c.won) {
				t.Errorf("won %v, want %v", won, c.won)
			}
			if !reflect.DeepEqual(returned, c.returned) {
				t.Errorf("returned %v, want %v", returned, c.returned)
			}
			// Notes won by white and notes not won go under the pile, in order.
			var under []Note
			for _, w := range c.won {
				if w.who == Neutral {
					under = append(under, w.note)
				}
			}
			under = append(under, c.returned...)
			_, bottom := s.PileCounts()
			if !reflect.DeepEqual(bottom, under) {
				t.Errorf("under the pile %v, want %v", bottom, under)
			}
			for _, w := range c.won {
				if w.who != Neutral && s.NoteMoney(w.who) != int(w.note)*NoteUnit {
					t.Errorf("seat %d has $%d, want %v", w.who, s.NoteMoney(w.who), w.note)
				}
			}
		})
	}
}

// Las Vegas Royale's Biggy example: the Biggy counts as two dice, so Carla's
// one die plus Biggy ties Ben's three.
func TestBiggyCountsTwo(t *testing.T) {
	r := Classic(4)
	r.Biggies = true
	s, err := NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	k := &s.cas[0]
	k.addNote(8)
	k.addNote(5)
	k.cnt[anna], k.cnt[benno], k.cnt[carla], k.big[carla], k.cnt[denny] = 5, 3, 1, 1, 1
	won, _, ties := payouts(s.scoreCasino(0, nil))
	if !reflect.DeepEqual(ties, []uint8{bit(benno, carla)}) {
		t.Errorf("ties %v", ties)
	}
	if !reflect.DeepEqual(won, []paid{{anna, 8}, {denny, 5}}) {
		t.Errorf("won %v", won)
	}
	// Royale example 2: Anna's Biggy ties Carla's two dice; Ben and Denny tie at one.
	s, _ = NewGame(r)
	k = &s.cas[0]
	k.addNote(8)
	k.big[anna], k.cnt[carla], k.cnt[benno], k.cnt[denny] = 1, 2, 1, 1
	won, _, ties = payouts(s.scoreCasino(0, nil))
	if len(won) != 0 || len(ties) != 2 {
		t.Errorf("won %v ties %v, want nobody wins and two ties", won, ties)
	}
}

// The online edition's slot machine example: Denny three 3s, Ben two 6s,
// Carla two 4s and later a 1. Carla and Denny tie on dice (3) and on sum (9);
// Carla's highest die (4) beats Denny's (3). Carla chooses first, then Denny,
// then Ben.
func TestSlotMachineExample(t *testing.T) {
	r := Classic(4)
	r.Slot = true
	s, err := NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	slot := SlotMachine - 1
	k := &s.cas[slot]
	for _, n := range []Note{7, 5, 2} {
		k.addNote(n)
	}
	put := func(q, f, n int) {
		k.cnt[q] += uint8(n)
		s.slotFace[q][f] += uint8(n)
	}
	put(denny, 3, 3)
	put(benno, 6, 2)
	put(carla, 4, 2)
	put(carla, 1, 1)
	won, _, ties := payouts(s.scoreCasino(slot, nil))
	if len(ties) != 0 {
		t.Errorf("ties %v", ties)
	}
	want := []paid{{carla, 7}, {denny, 5}, {benno, 2}}
	if !reflect.DeepEqual(won, want) {
		t.Errorf("won %v, want %v", won, want)
	}
}

// Online clarification: white dice on the slot machine can tie a player on
// dice, sum and highest face; then both cancel.
func TestSlotMachineFullTieCancels(t *testing.T) {
	r := ClassicNeutral(4)
	r.Slot = true
	s, _ := NewGame(r)
	slot := SlotMachine - 1
	k := &s.cas[slot]
	k.addNote(9)
	k.cnt[anna], s.slotFace[anna][5] = 2, 2
	k.cnt[Neutral], s.slotFace[Neutral][5] = 2, 2
	k.cnt[benno], s.slotFace[benno][6] = 1, 1
	won, _, ties := payouts(s.scoreCasino(slot, nil))
	if !reflect.DeepEqual(ties, []uint8{bit(anna, Neutral)}) || !reflect.DeepEqual(won, []paid{{benno, 9}}) {
		t.Errorf("ties %v won %v", ties, won)
	}
}

func TestPayoutOrderMatchesRulebook(t *testing.T) {
	p := PayoutOrder([]Contender{{Who: anna, Units: 5}, {Who: benno, Units: 3}, {Who: carla, Units: 3}, {Who: denny, Units: 1}}, false)
	if len(p.Ties) != 1 || p.Ties[0].Mask != uint32(bit(benno, carla)) || p.Ties[0].Units != 3 {
		t.Errorf("ties %+v", p.Ties)
	}
	if len(p.Ranked) != 2 || p.Ranked[0].Who != anna || p.Ranked[1].Who != denny {
		t.Errorf("ranked %+v", p.Ranked)
	}
	p = PayoutOrder([]Contender{{Who: denny, Units: 3, Sum: 9, High: 3}, {Who: benno, Units: 2, Sum: 12, High: 6}, {Who: carla, Units: 3, Sum: 9, High: 4}}, true)
	if len(p.Ranked) != 3 || p.Ranked[0].Who != carla || p.Ranked[1].Who != denny || p.Ranked[2].Who != benno {
		t.Errorf("slot ranked %+v", p.Ranked)
	}
}

// play applies actions, failing the test on the first error.
func play(t *testing.T, s *State, as ...Action) []Event {
	t.Helper()
	var all []Event
	for _, a := range as {
		evs, err := s.Apply(a)
		if err != nil {
			t.Fatalf("%v: %v", a, err)
		}
		all = append(all, evs...)
	}
	return all
}

// dealFifty deals a $50k note to each casino while there are some (enough
// for the $50k minimum), then the highest notes left.
func dealFifty(t *testing.T, s *State) {
	t.Helper()
	for s.Phase() == PhaseDeal {
		n := Note(5)
		for n2 := Note(10); s.pile[n] == 0 && n2 >= 1; n2-- {
			n = n2
		}
		play(t, s, Deal(n))
	}
}

// The rulebook's turn example: Benno rolls four 3s and a 5 and must place all
// four 3s; he cannot place fewer. Next turn he rolls and places his last die.
func TestTurnPlacesAllDiceOfOneFace(t *testing.T) {
	s, _ := NewGame(Classic(2))
	dealFifty(t, s)
	play(t, s, RollOf(3, 3, 3, 3, 5, 1, 1, 2))
	if got := s.Legal(); !reflect.DeepEqual(got, []Action{Place(1), Place(2), Place(3), Place(5)}) {
		t.Fatalf("legal %v", got)
	}
	evs := play(t, s, Place(3))
	if s.UnitsOn(3, 0) != 4 || s.DiceLeft(0) != 4 {
		t.Errorf("casino 3 has %d of seat 0's dice, %d left", s.UnitsOn(3, 0), s.DiceLeft(0))
	}
	if evs[0].Kind != EvPlaced || evs[0].Count != 4 {
		t.Errorf("events %+v", evs)
	}
	if s.CurrentPlayer() != ChancePlayer || s.Turn() != 1 {
		t.Errorf("after the turn: current %d turn %d", s.CurrentPlayer(), s.Turn())
	}
}

// The neutral-dice example: Carla rolls two 1s of her colour and a white 1,
// her own 5 and a white 6. She may place all three 1s, her own 5, or the
// white 6 alone.
func TestNeutralDiceExample(t *testing.T) {
	s, _ := NewGame(ClassicNeutral(4))
	dealFifty(t, s)
	// Seat 0 rolls 8 own dice and 2 white dice: own 1 1 5 and white 1 6 (the
	// rest of her own dice show 2, standing for dice placed earlier).
	play(t, s, RollOf(1, 1, 5, 2, 2, 2, 2, 2, 1, 6))
	legal := s.Legal()
	for _, a := range []Action{Place(1), Place(5), Place(6)} {
		found := false
		for _, l := range legal {
			found = found || l == a
		}
		if !found {
			t.Errorf("%v not legal in %v", a, legal)
		}
	}
	play(t, s, Place(1))
	c := s.CasinoInfo(1)
	if c.Dice[0] != 2 || c.Dice[Neutral] != 1 {
		t.Errorf("casino 1: own %d white %d, want 2 and 1", c.Dice[0], c.Dice[Neutral])
	}
	if s.Supply(0, White) != 1 {
		t.Errorf("white dice left %d, want 1", s.Supply(0, White))
	}
}

// At 3 players with neutral dice the start player rolls 2 extra white dice at
// the start of each round; they go to the casinos their faces show.
func TestThreePlayerExtraWhiteDice(t *testing.T) {
	s, _ := NewGame(ClassicNeutral(3))
	dealFifty(t, s)
	if s.Phase() != PhaseExtraRoll || s.rollSize() != 2 {
		t.Fatalf("phase %v roll size %d", s.Phase(), s.rollSize())
	}
	play(t, s, RollOf(4, 4))
	if s.UnitsOn(4, Neutral) != 2 {
		t.Errorf("white on casino 4: %d", s.UnitsOn(4, Neutral))
	}
	if s.Phase() != PhaseRoll || s.Turn() != 0 || s.DiceLeft(0) != 10 {
		t.Errorf("phase %v turn %d dice %d", s.Phase(), s.Turn(), s.DiceLeft(0))
	}
}

// A player with no dice passes: the other player takes several turns in a row.
func TestPlayerOutOfDicePasses(t *testing.T) {
	s, _ := NewGame(Classic(2))
	dealFifty(t, s)
	play(t, s, RollOf(1, 1, 1, 1, 1, 1, 1, 1), Place(1)) // seat 0 places all 8
	play(t, s, RollOf(2, 3, 3, 3, 3, 3, 3, 3), Place(2)) // seat 1 places one die
	if s.Turn() != 1 || s.CurrentPlayer() != ChancePlayer {
		t.Fatalf("seat 1 should roll again, turn %d", s.Turn())
	}
	play(t, s, RollOf(3, 3, 3, 3, 3, 3, 3), Place(3))
	// Round over: seat 0 wins casino 1 (8 dice), seat 1 wins 2 and 3.
	if s.Round() != 1 || s.NoteMoney(0) != 50000 || s.NoteMoney(1) != 100000 {
		t.Errorf("round %d money %d %d", s.Round(), s.NoteMoney(0), s.NoteMoney(1))
	}
	if s.StartPlayer() != 1 {
		t.Errorf("start player %d, want 1 (passes left)", s.StartPlayer())
	}
}

// Dealing: notes go to each casino until it holds the minimum; leftover and
// unwon notes go under the pile and are dealt again once the shuffled part is
// used up.
func TestDealToMinimumAndBottomOfPile(t *testing.T) {
	r := Classic(2)
	r.MinByPlayers = true // 2 players: $30k
	s, _ := NewGame(r)
	if r.Minimum() != 30000 {
		t.Fatalf("minimum %d", r.Minimum())
	}
	play(t, s, Deal(1), Deal(1), Deal(1)) // casino 1: $30k from three $10k notes
	if s.Dealing() != 2 {
		t.Fatalf("dealing casino %d after $30k", s.Dealing())
	}
	play(t, s, Deal(2), Deal(9)) // casino 2: $20k then $90k, shown highest first
	if got := s.CasinoInfo(2).Notes; !reflect.DeepEqual(got, []Note{9, 2}) {
		t.Errorf("casino 2 notes %v", got)
	}
}

func TestMinimumByPlayers(t *testing.T) {
	want := map[int]int{2: 30000, 3: 40000, 4: 50000, 5: 60000, 6: 70000}
	for p, m := range want {
		r := Online(p)
		if r.Minimum() != m {
			t.Errorf("%d players: minimum %d, want %d", p, r.Minimum(), m)
		}
		r.MinByPlayers = false
		if r.Minimum() != 50000 {
			t.Errorf("%d players without the module: %d", p, r.Minimum())
		}
	}
}

func TestDiceBySetup(t *testing.T) {
	cases := []struct {
		r    Rules
		want DiceOf
	}{
		{Classic(4), DiceOf{Regular: 8}},
		{ClassicNeutral(2), DiceOf{Regular: 8, Neutral: 4}},
		{ClassicNeutral(3), DiceOf{Regular: 8, Neutral: 2}},
		{ClassicNeutral(5), DiceOf{Regular: 8, Neutral: 2}},
		{Online(5), DiceOf{Regular: 5, Biggy: 1, Kicker: 2, Neutral: 2}},
		{Online(6), DiceOf{Regular: 6, Biggy: 1, Kicker: 1, Neutral: 2}},
	}
	for _, c := range cases {
		if got := c.r.Dice(); got != c.want {
			t.Errorf("%+v: dice %+v, want %+v", c.r, got, c.want)
		}
	}
}

func TestRulesValidate(t *testing.T) {
	bad := []Rules{Classic(1), Classic(6), Classic(7), {Players: 4}}
	for _, r := range bad {
		if err := r.Validate(); !errors.Is(err, ErrRules) {
			t.Errorf("%+v: %v, want ErrRules", r, err)
		}
	}
	r := Classic(6)
	r.SixthPlayer = true
	if err := r.Validate(); err != nil {
		t.Errorf("6 players with the module: %v", err)
	}
}

func TestGameEndTieBreak(t *testing.T) {
	s, _ := NewGame(Classic(3))
	s.money = [MaxPlayers]int16{20, 20, 20}
	s.notes = [MaxPlayers]uint8{3, 4, 4}
	st := s.Standings()
	if st[0].Rank != 1 || st[1].Rank != 1 || st[2].Rank != 3 {
		t.Errorf("ranks %+v", st)
	}
	if st[0].TieBreak != "shared" || st[2].TieBreak != "notes" {
		t.Errorf("tie-breaks %+v", st)
	}
	if st[2].Seat != 0 || st[2].Winner {
		t.Errorf("seat 0 has fewer notes and loses: %+v", st)
	}
}

func TestChipSets(t *testing.T) {
	// Card game rulebook example: 2 pink and 4 golden chips earn $30k + $100k.
	if got := ChipSetValue(2) + ChipSetValue(4); got != 130000 {
		t.Errorf("2 pink + 4 gold = %d", got)
	}
	s, _ := NewGame(Classic(2))
	s.chips[0][4], s.chips[0][3] = 2, 4
	if s.Money(0) != 130000 {
		t.Errorf("money %d", s.Money(0))
	}
}
