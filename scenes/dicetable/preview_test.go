package dicetable

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

// The table's preview of a placement (PreviewPlace) says who the engine
// would pay at that casino if the round ended then. Over random games of
// every preset: when a round ends, each casino whose dice have not changed
// since its last placement is paid as that placement's preview said (the
// notes too, unless a Rainbow card was swapped there), and the placement
// that ends a round is previewed as the engine then pays it.
func TestPreviewAgreesWithEnginePayout(t *testing.T) {
	checked := 0
	presets := []struct {
		name  string
		rules func(players int) dice.Rules
	}{{"classic", dice.Classic}, {"neutral", dice.ClassicNeutral}, {"online", dice.Online}}
	for _, preset := range presets {
		for players := 2; players <= 5; players++ {
			for seed := uint64(1); seed <= 12; seed++ {
				name := fmt.Sprintf("%s/%dp/seed %d", preset.name, players, seed)
				checked += checkPreviews(t, name, preset.rules(players), seed*1000+uint64(players))
			}
		}
	}
	if checked < 500 {
		t.Errorf("only %d payouts checked", checked)
	}
	t.Logf("%d casino payouts agreed with their previews", checked)
}

// previewed is a placement's preview and its casino right after it.
type previewed struct {
	o     PlaceOutcome
	after casinoSnap
	ok    bool
}

// checkPreviews plays one random game, previewing every placement, and
// checks the payouts against the previews; it returns how many it checked.
func checkPreviews(t *testing.T, name string, r dice.Rules, seed uint64) int {
	t.Helper()
	st, err := dice.NewGame(r)
	if err != nil {
		t.Fatal(err)
	}
	rng := engine.NewRand(seed)
	var preds [dice.SlotMachine + 1]previewed
	checked := 0
	for steps := 0; !st.IsTerminal(); steps++ {
		if steps > 100000 {
			t.Fatal("the game does not end")
		}
		var a dice.Action
		var o PlaceOutcome
		seat := st.CurrentPlayer()
		placing := false
		if st.IsChance() {
			a = st.SampleChance(rng)
		} else {
			legal := st.Legal()
			a = legal[rng.Intn(len(legal))]
			if a.Kind == dice.ActPlace {
				if o, placing = PreviewPlace(st, seat, a); !placing {
					t.Fatalf("%s: no preview of %v", name, a)
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
		at := fmt.Sprintf("%s/step %d", name, steps)
		for c := 1; c < len(preds); c++ {
			want := preds[c]
			if placing && int(a.Casino) == c {
				want = previewed{o: o, ok: true}
			} else if !want.ok || before[c] != want.after || touched(evs, c) {
				continue
			}
			if checkPayout(t, at, evs, c, &want.o) {
				checked++
			}
		}
		switch {
		case scoredAny(evs):
			preds = [dice.SlotMachine + 1]previewed{}
		case placing:
			c := int(a.Casino)
			if got := st.UnitsOn(c, seat); got != o.units {
				t.Fatalf("%s: the preview gives seat %d %d dice on casino %d, the engine %d", at, seat, o.units, c, got)
			}
			preds[c] = previewed{o: o, after: snapCasino(st, c), ok: true}
		}
	}
	return checked
}

// checkPayout compares the engine's payout of casino c in evs with the
// preview o; it reports false when evs do not pay c.
func checkPayout(t *testing.T, at string, evs []dice.Event, c int, o *PlaceOutcome) bool {
	t.Helper()
	paid, notes, scored, swapped := paidIn(evs, c)
	if !scored {
		return false
	}
	for r := 0; r < o.nNotes; r++ {
		if paid[r] != o.paid[r] || (!swapped && paid[r] >= 0 && notes[r] != o.notes[r]) {
			t.Fatalf("%s: casino %d rank %d: the engine pays %d (%v), the preview said %d (%v)", at, c, r, paid[r], notes[r], o.paid[r], o.notes[r])
		}
	}
	return true
}

func scoredAny(evs []dice.Event) bool {
	for _, e := range evs {
		if e.Kind == dice.EvRoundEnded {
			return true
		}
	}
	return false
}
