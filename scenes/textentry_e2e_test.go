//go:build e2e && !js

package scenes

import (
	"encoding/json"
	"math"
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// The test hook's setup part names the seats' names, the seed and the field
// typed, and the name fields as hits.
func TestE2ESetupFields(t *testing.T) {
	s := NewSetup(&Env{Store: storage.NewMemory()}, Options{})
	a := headlessApp(t, s)
	h := &e2eHook{}
	l := s.layout(&a.ctx)
	a.ctx.Input.InjectClick(l.name[1].CX(), l.name[1].CY())
	tick(t, a)
	var st struct {
		Setup struct {
			Names   []string
			Seed    string
			Editing string
		}
		Hits []struct {
			ID   string
			X, W float64
		}
	}
	if err := json.Unmarshal(h.snapshot(a), &st); err != nil {
		t.Fatal(err)
	}
	if len(st.Setup.Names) != len(s.seats) || st.Setup.Names[0] != s.seats[0].name || st.Setup.Editing != "name-2" {
		t.Errorf("setup part: %+v", st.Setup)
	}
	found := 0
	for _, hit := range st.Hits {
		if (hit.ID == "name-1" && math.Abs(hit.X-l.name[0].X) < 1 && math.Abs(hit.W-l.name[0].W) < 1) || hit.ID == "seed" {
			found++
		}
	}
	if found != 2 {
		t.Errorf("hits: %+v", st.Hits)
	}
}
