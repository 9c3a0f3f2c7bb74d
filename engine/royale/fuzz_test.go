package royale

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// FuzzApply plays a game where each input byte picks the next legal
// action, the chance outcome (among those listed, so the fuzzer steers the
// cards and the dice), or an arbitrary action built from the byte (usually
// illegal). Nothing may panic, an error must leave the state unchanged, and
// the invariants must hold after every step.
func FuzzApply(f *testing.F) {
	f.Add(uint16(0), []byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add(uint16(3), []byte("main game with tiles and secrets"))
	f.Add(uint16(0xff), []byte{255, 254, 253, 0, 0, 0, 17, 250, 251})
	f.Fuzz(func(t *testing.T, mask uint16, data []byte) {
		rs := allRules()
		s, err := NewGame(rs[int(mask)%len(rs)])
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRand(uint64(mask))
		for i, b := range data {
			if s.IsTerminal() {
				break
			}
			var a Action
			switch {
			case b >= 240:
				a = Action{Kind: ActKind(b % 24), X: uint8(i) * b, Y: b % 7}
				a.Roll.Big = b % 8
				for j := range a.Roll.C {
					a.Roll.C[j] = uint8((int(b) + j*i) % 9)
				}
			case s.CurrentPlayer() == engine.ChancePlayer:
				if outs := s.ChanceOutcomes(); outs != nil {
					a = outs[int(b)%len(outs)].Action
				} else {
					a = s.SampleChance(rng)
				}
			default:
				l := s.Legal()
				if len(l) == 0 {
					t.Fatalf("no legal action for player %d", s.CurrentPlayer())
				}
				a = l[int(b)%len(l)]
			}
			before := *s
			if _, err := s.Apply(a); err != nil {
				if b < 240 {
					t.Fatalf("a listed action %v failed: %v", a, err)
				}
				if *s != before {
					t.Fatalf("a rejected action %v changed the state", a)
				}
				continue
			}
			if err := checkInvariants(s); err != nil {
				t.Fatalf("after %v: %v", a, err)
			}
			_ = s.View(int(b) % s.Players()).Resample(rng)
		}
	})
}

// FuzzParseRecord: any input is parsed without a panic into a record or a
// one-line error; a record that parses replays without a panic, and
// writes back to a record that parses again.
func FuzzParseRecord(f *testing.F) {
	f.Add([]byte(`{"format":"lasvegas-record","version":1,"game":"royale","rules":{"players":2},"seats":[],"seed":0,"history":[{"card":"50k"},{"roll":"123b4"}]}`))
	f.Add([]byte(`{"format":"lasvegas-record","version":1,"game":"royale","rules":{"players":3,"main":true,"tiles":2},"history":[{"tile":"C1"},{"place":3,"by":0}]}`))
	f.Add([]byte(`{"format":"lasvegas-record"`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := ParseRecord(data)
		if err != nil {
			for _, c := range err.Error() {
				if c == '\n' {
					t.Fatalf("error of more than one line: %q", err)
				}
			}
			return
		}
		if _, err := rec.Replay(nil); err != nil {
			for _, c := range err.Error() {
				if c == '\n' {
					t.Fatalf("replay error of more than one line: %q", err)
				}
			}
		}
		out, err := rec.Marshal()
		if err != nil {
			t.Fatalf("a parsed record does not write: %v", err)
		}
		if _, err := ParseRecord(out); err != nil {
			t.Fatalf("a written record does not parse: %v\n%s", err, out)
		}
	})
}
