package cards

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// FuzzApply plays a game where each input byte chooses the next step: a
// chance outcome among those listed (so the fuzzer steers the shuffles), a
// legal decision or joint move, or an arbitrary action built from the byte
// (usually illegal). Nothing may panic, an error must leave the state
// unchanged, and the cards, notes and chip cards must stay conserved.
func FuzzApply(f *testing.F) {
	f.Add(uint8(0), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint8(7), []byte("sequential chips and picks of five"))
	f.Add(uint8(13), []byte{255, 254, 253, 0, 0, 0, 17, 250, 3})
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		rs := allRules()
		s, err := NewGame(rs[int(which)%len(rs)])
		if err != nil {
			t.Fatal(err)
		}
		returned := 0
		for i, b := range data {
			if s.IsTerminal() {
				break
			}
			before := *s
			evs, err := fuzzStep(s, b, i)
			if err != nil {
				if *s != before {
					t.Fatalf("error %v changed the state", err)
				}
				continue
			}
			for _, e := range evs {
				if e.Kind == EvNoteReturned {
					returned++
				}
			}
			if err := checkCards(s); err != nil {
				t.Fatal(err)
			}
			if noteTotal(s, returned) != TotalNotes || chipTotal(s) != 25 {
				t.Fatalf("notes %d, chips %d", noteTotal(s, returned), chipTotal(s))
			}
		}
	})
}

// fuzzStep takes the step byte b chooses.
func fuzzStep(s *State, b byte, i int) ([]Event, error) {
	if b >= 240 {
		a := Action{Kind: ActionKind(b % 7), Card: Card(b % 14), Note: Note(b % 12), Pick: Pick{uint8(b % 3), uint8(i % 4)}}
		a.Pick[b%12] = b % 6
		if i%2 == 0 {
			evs, err := s.ApplyJoint([]Action{a, a})
			return evs, err
		}
		return s.Apply(a)
	}
	switch s.CurrentPlayer() {
	case engine.ChancePlayer:
		outs := s.ChanceOutcomes()
		return s.Apply(outs[int(b)%len(outs)].Action)
	case engine.SimultaneousPlayer:
		acting := s.Acting()
		acts := make([]Action, len(acting))
		for k, p := range acting {
			l := s.LegalFor(p)
			acts[k] = l[(int(b)+k*7)%len(l)]
		}
		return s.ApplyJoint(acts)
	}
	l := s.Legal()
	return s.Apply(l[int(b)%len(l)])
}

// FuzzParseRecord feeds arbitrary bytes to the record parser and replay.
// Nothing may panic; every error is one line.
func FuzzParseRecord(f *testing.F) {
	f.Add([]byte(`{"format":"lasvegas-record","version":1,"game":"cards","rules":{"players":2},"seed":1,"history":[{"note":50000},{"chipdeal":"red"},{"draw":"55"},{"pick":"5,5,55","by":0},{"chip":"gold"}]}`))
	f.Add([]byte(`{"format":"lasvegas-record","version":1,"game":"cards","rules":{"players":9}}`))
	f.Add([]byte(`{"format":"lasvegas-record","version":1,"game":"cards","rules":{"players":3,"sequential":true,"chips":true},"history":[{"pick":"4,4,2"}]}`))
	f.Add([]byte(`{"format":"lasvegas-record","vers`))
	f.Add([]byte(``))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := ParseRecord(data)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error spans lines: %q", err)
			}
			return
		}
		if _, err := rec.Replay(nil); err != nil && strings.Contains(err.Error(), "\n") {
			t.Fatalf("replay error spans lines: %q", err)
		}
		if _, err := rec.Marshal(); err != nil {
			t.Fatalf("a record that parses does not write: %v", err)
		}
	})
}

// FuzzParseAction: any text that reads as an action is written back in a
// form that reads as the same action; nothing panics; errors are one line.
func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"pick 5,5,55", "pick 1,4", "draw 66", "note 100000", "chipdeal red", "chip gold", "pick 4,4,2", "pick ", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			if strings.Contains(err.Error(), "\n") {
				t.Fatalf("error spans lines: %q", err)
			}
			return
		}
		back, err := ParseAction(a.String())
		if err != nil || back != a {
			t.Fatalf("%q reads as %v, written %q reads as %v (%v)", s, a, a.String(), back, err)
		}
	})
}
