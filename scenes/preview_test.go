package scenes

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// casinoSnap is what the engine's payout of a casino depends on.
type casinoSnap struct {
	units [dice.Neutral + 1]int
	slot  [dice.Neutral + 1][7]int
	notes [8]dice.Note
}

func snapCasino(st *dice.State, c int) casinoSnap {
	var s casinoSnap
	for q := 0; q <= dice.Neutral; q++ {
		s.units[q] = st.UnitsOn(c, q)
		if c == dice.SlotMachine {
			for f := 1; f <= 6; f++ {
				s.slot[q][f] = st.SlotDice(q, f)
			}
		}
	}
	copy(s.notes[:], st.NotesOn(c, nil))
	return s
}

// paidIn is who the engine paid at each rank of casino c in evs (-1:
// nobody), whether it scored c, and whether a Rainbow card was swapped there.
func paidIn(evs []dice.Event, c int) (paid [8]int8, notes [8]dice.Note, scored, swapped bool) {
	for r := range paid {
		paid[r] = -1
	}
	for _, e := range evs {
		if int(e.Casino) != c {
			continue
		}
		switch e.Kind {
		case dice.EvNotePaid:
			scored = true
			paid[e.Rank], notes[e.Rank] = e.Player, e.Note
		case dice.EvNoteReturned, dice.EvTieRemoved:
			scored = true
		case dice.EvRainbowSwapped:
			swapped = true
		}
	}
	return
}

// touched reports whether evs change the dice on casino c (a placement or a
// kick) before its payout.
func touched(evs []dice.Event, c int) bool {
	for _, e := range evs {
		if int(e.Casino) == c && (e.Kind == dice.EvPlaced || e.Kind == dice.EvKicked) {
			return true
		}
	}
	return false
}

// The table's preview of a placement (previewPlace) says who the engine
// would pay at that casino if the round ended then. Over random games of
// every preset: when a round ends, each casino whose dice have not changed
// since its last placement is paid as that placement's preview said (the
// notes too, unless a Rainbow card was swapped there), and the placement
// that ends a round is previewed as the engine then pays it.
func TestPreviewAgreesWithEnginePayout(t *testing.T) {
	type pred struct {
		o     placeOutcome
		after casinoSnap // the casino right after the placement
		ok    bool
	}
	checked := 0
	for _, preset := range []string{"classic", "neutral", "online"} {
		for players := 2; players <= 5; players++ {
			r := rulesFor(preset, players)
			for seed := uint64(1); seed <= 12; seed++ {
				st, err := dice.NewGame(r)
				if err != nil {
					t.Fatal(err)
				}
				rng := engine.NewRand(seed*1000 + uint64(players))
				var preds [dice.SlotMachine + 1]pred
				for steps := 0; !st.IsTerminal(); steps++ {
					if steps > 100000 {
						t.Fatal("the game does not end")
					}
					var a dice.Action
					var o placeOutcome
					seat := st.CurrentPlayer()
					placing := false
					if st.IsChance() {
						a = st.SampleChance(rng)
					} else {
						legal := st.Legal()
						a = legal[rng.Intn(len(legal))]
						if a.Kind == dice.ActPlace {
							o, placing = previewPlace(st, st.CurrentPlayer(), a)
							if !placing {
								t.Fatalf("no preview of %v", a)
							}
						}
					}
					var before [dice.SlotMachine + 1]casinoSnap
					for c := 1; c <= st.Casinos(); c++ {
						before[c] = snapCasino(st, c)
					}
					evs, err := st.Apply(a)
					if err != nil {
						t.Fatal(err)
					}
					name := fmt.Sprintf("%s/%dp/seed %d/step %d", preset, players, seed, steps)
					for c := 1; c < len(preds); c++ {
						paid, notes, scored, swapped := paidIn(evs, c)
						if !scored {
							continue
						}
						var want pred
						switch {
						case placing && int(a.Casino) == c:
							want = pred{o: o, ok: true}
						case preds[c].ok && before[c] == preds[c].after && !touched(evs, c):
							want = preds[c]
						}
						if !want.ok {
							continue
						}
						checked++
						for r := 0; r < want.o.nNotes; r++ {
							if paid[r] != want.o.paid[r] || (!swapped && paid[r] >= 0 && notes[r] != want.o.notes[r]) {
								t.Fatalf("%s: casino %d rank %d: the engine pays %d (%v), the preview said %d (%v)", name, c, r, paid[r], notes[r], want.o.paid[r], want.o.notes[r])
							}
						}
					}
					switch {
					case scoredAny(evs):
						preds = [dice.SlotMachine + 1]pred{}
					case placing:
						c := int(a.Casino)
						if got := st.UnitsOn(c, seat); got != o.units {
							t.Fatalf("%s: the preview gives seat %d %d dice on casino %d, the engine %d", name, seat, o.units, c, got)
						}
						preds[c] = pred{o: o, after: snapCasino(st, c), ok: true}
					}
				}
			}
		}
	}
	if checked < 500 {
		t.Errorf("only %d payouts checked", checked)
	}
	t.Logf("%d casino payouts agreed with their previews", checked)
}

func scoredAny(evs []dice.Event) bool {
	for _, e := range evs {
		if e.Kind == dice.EvRoundEnded {
			return true
		}
	}
	return false
}
