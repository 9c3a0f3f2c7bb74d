package cards

import (
	"os"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/record"
)

// cutAt is rec's game cut after n steps (no result).
func cutAt(rec *Record, n int) *Record {
	c := *rec
	c.History = append([]record.Step[Action](nil), rec.History[:n]...)
	c.Result = nil
	return &c
}

// firstJointStart is the index of the first step that starts a
// simultaneous turn of two or more seats in rec.
func firstJointStart(t *testing.T, rec *Record) int {
	t.Helper()
	for i := range rec.History {
		applied := 0
		s, err := cutAt(rec, i).Replay(func(int, Action, []Event) { applied++ })
		if err == nil && applied == i && s.CurrentPlayer() == engine.SimultaneousPlayer && len(s.Acting()) > 1 {
			return i
		}
	}
	t.Fatal("no simultaneous turn")
	return -1
}

// A record cut inside a simultaneous turn replays to the turn's start, and
// each choice written of that turn is checked: its seat and its legality.
func TestCutInsideSimultaneousTurn(t *testing.T) {
	data, err := os.ReadFile(goldenFile)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	i := firstJointStart(t, rec)
	applied := 0
	if _, err := cutAt(rec, i+1).Replay(func(int, Action, []Event) { applied++ }); err != nil || applied != i {
		t.Fatalf("a legal dangling pick: %v, %d steps applied, want %d", err, applied, i)
	}
	bad, _ := ParseAction("pick 6,6,6,6,6")
	for name, change := range map[string]func(*record.Step[Action]){
		"an impossible pick": func(st *record.Step[Action]) { st.Action = bad },
		"another seat":       func(st *record.Step[Action]) { by := *st.By + 1; st.By = &by },
	} {
		c := cutAt(rec, i+1)
		change(&c.History[i])
		_, err := c.Replay(nil)
		if err == nil || strings.Contains(err.Error(), "\n") {
			t.Errorf("%s: replay says %v", name, err)
		}
	}
}
