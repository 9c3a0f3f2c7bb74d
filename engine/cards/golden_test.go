package cards

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
)

const goldenSeqFile = "testdata/golden-3p-sequential.json"

// The sequential golden record replays to its written result and tells the
// rulebook's 8-card stop in the variation: in round 1 Rebecca (seat 0)
// places three 5s, two 3s, two 6s and four 2s, stops with 11 cards after
// her 4th pick and picks no more that round; in round 2 seat 1 starts.
func TestGoldenSequentialRecord(t *testing.T) {
	if os.Getenv("CARDS_WRITE_GOLDEN") != "" {
		writeGoldenSequential(t)
	}
	data, err := os.ReadFile(goldenSeqFile)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	var stop bool
	var picks0 int
	var order []int
	s, err := rec.Replay(func(_ int, a Action, evs []Event) {
		for _, e := range evs {
			switch {
			case e.Kind == EvStopped && e.Seat == 0 && e.Round == 1:
				stop = e.Turn == 4 && e.Count == 11
			case e.Kind == EvPlaced && e.Seat == 0 && e.Round == 1:
				picks0++
			case e.Kind == EvPlaced && e.Round == 2 && e.Turn == 1:
				order = append(order, int(e.Seat))
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if rec.Result == nil || !s.IsTerminal() || !stop || picks0 != 4 || !slices.Equal(order, []int{1, 2, 0}) {
		t.Fatalf("result %v, over %v, stop %v, Rebecca's picks %d, round 2 order %v", rec.Result, s.IsTerminal(), stop, picks0, order)
	}
}

// writeGoldenSequential writes the sequential golden record again (run
// with CARDS_WRITE_GOLDEN=1). Rebecca's round-1 cards and picks are chosen
// by hand; otherwise each seat draws its lowest card left and places its
// lowest single card; the notes are drawn from seed 3.
func writeGoldenSequential(t *testing.T) {
	r := Rules{Players: 3, Sequential: true}
	s, _ := NewGame(r)
	seats := []record.SeatInfo{{Name: "Rebecca", Kind: "human"}, {Name: "Leo", Kind: "human"}, {Name: "Emily", Kind: "human"}}
	rec := NewRecord(r, seats, 3)
	rec.Created = "hand-chosen draws and picks: the sequential variation, and Rebecca's 8-card stop (7 cards, then four 2s)"
	rng := engine.NewRand(3)
	var sc script
	sc.draws[0] = cards(t, strings.Split("5,5,5,1,1,3,3,4,4,1,6,6,4,4,1,2,2,2,2,22", ",")...)
	rebecca := []string{"5,5,5", "3,3", "6,6", "2,2,2,2"}
	for !s.IsTerminal() {
		var a Action
		switch p := s.CurrentPlayer(); {
		case p == engine.ChancePlayer && s.phase == PhNotes:
			a = s.SampleChance(rng)
		case p == engine.ChancePlayer && len(sc.draws[s.cur]) > 0:
			a = drawOf(sc.draws[s.cur][0])
			sc.draws[s.cur] = sc.draws[s.cur][1:]
		case p == engine.ChancePlayer:
			a = s.ChanceOutcomes()[0].Action
		case p == 0 && s.Round() == 1:
			a = pick(t, rebecca[s.Turn()-1])
		default:
			a = s.Legal()[0]
		}
		rec.Add(a, s.CurrentPlayer())
		if _, err := s.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	rec.Finish(s)
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(goldenSeqFile, data, 0o644); err != nil {
		t.Fatal(err)
	}
}
