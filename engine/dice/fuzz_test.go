package dice

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// FuzzApply plays a game where each input byte picks the next action among
// the legal ones, the chance outcome (among those listed, so the fuzzer
// steers the dice and the deals), or an arbitrary (usually illegal) action.
// Nothing may panic, an error must leave the state unchanged, the
// invariants must hold after every step, and a twin game played with the
// fast path (Play, no events) must stay equal to it.
func FuzzApply(f *testing.F) {
	f.Add(uint16(0), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint16(0x1ff), []byte("kickers and slot machine and rainbow"))
	f.Add(uint16(0xff), []byte{255, 254, 253, 0, 0, 0, 17})
	f.Fuzz(func(t *testing.T, mask uint16, data []byte) {
		rs := allRules()
		r := rs[int(mask)%len(rs)]
		s, err := NewGame(r)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRand(uint64(mask))
		twin := *s
		var buf []Action
		for i, b := range data {
			if s.IsTerminal() {
				break
			}
			var a Action
			switch {
			case b >= 240:
				// Arbitrary action built from the next bytes.
				a = Action{Kind: ActionKind(b % 8), Face: uint8(i), Casino: uint8(int(b) + i), Note: Note(b % 13), Chip: Chip(b % 6)}
				a.Target = Target{Owner: int8(b%8) - 1, Kind: DieKind(b % 5)}
				a.Dice.N = b % 14
				for j := range a.Dice.Face {
					a.Dice.Face[j] = uint8((int(b) + j) % 8)
				}
			case s.IsChance():
				if n := s.NumChanceOutcomes(); n > 0 && n <= 256 {
					outs := s.ChanceOutcomes()
					a = outs[int(b)%len(outs)].Action
				} else {
					a = s.SampleChance(rng)
				}
			default:
				buf = s.LegalTo(buf[:0])
				if len(buf) == 0 {
					t.Fatalf("no legal action in phase %v", s.Phase())
				}
				a = buf[int(b)%len(buf)]
			}
			before := *s
			_, err := s.Apply(a)
			if perr := twin.Play(a); (perr == nil) != (err == nil) {
				t.Fatalf("%v: Apply says %v, Play says %v", a, err, perr)
			}
			if err != nil {
				if *s != before {
					t.Fatalf("error %v changed the state", err)
				}
				continue
			}
			if twin != *s {
				t.Fatalf("after %v: Play and Apply reach different states", a)
			}
			if err := checkInvariants(s); err != nil {
				t.Fatalf("after %v: %v", a, err)
			}
		}
	})
}

// FuzzParseRecord feeds arbitrary bytes to the record parser and replay.
// Nothing may panic; every error is one line.
func FuzzParseRecord(f *testing.F) {
	f.Add([]byte(`{"format":"lasvegas-record","version":1,"rules":{"players":2,"rounds":4},"seed":1,"history":[{"deal":50000},{"deal":"rainbow"},{"roll":[1,2]},{"place":3},{"slot":2},{"kick":"seat1:biggy"},{"chip":"red"}]}`))
	f.Add([]byte(`{"format":"lasvegas-record","version":2}`))
	f.Add([]byte(`{"format":"lasvegas-record","version":1,"rules":{"players":9}}`))
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
	})
}
