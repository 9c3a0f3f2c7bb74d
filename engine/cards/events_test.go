package cards

import (
	"strings"
	"testing"
)

// Every event of random games describes itself in one English sentence
// with the seats' names, and a draw seen by another seat names no card.
func TestDescribe(t *testing.T) {
	names := []string{"Leo", "Henry", "Rebecca", "Emily", "Ann"}
	kinds := map[EventKind]bool{}
	for _, r := range allRules() {
		playRandom(t, r, 3, func(s *State, evs []Event) {
			for _, e := range evs {
				kinds[e.Kind] = true
				d := e.Describe(names)
				if d == "" || strings.Contains(d, "\n") || !strings.HasSuffix(d, ".") || strings.Contains(d, "event(") {
					t.Fatalf("%v: %q", e.Kind, d)
				}
				if e.Seat >= 0 && e.Kind != EvTie && !strings.Contains(d, names[e.Seat]) {
					t.Fatalf("%v: %q does not name %s", e.Kind, d, names[e.Seat])
				}
				if e.Kind == EvDrew {
					seen, _ := s.SeenBy((int(e.Seat)+1)%s.Players(), e)
					if hd := seen.Describe(names); strings.ContainsAny(hd, "123456") {
						t.Fatalf("a hidden draw reads %q", hd)
					}
				}
			}
		})
	}
	for k := EvRoundStarted; k <= EvGameEnded; k++ {
		if !kinds[k] {
			t.Errorf("no %v event in the random games", k)
		}
	}
	if d := (Event{Kind: EvTie, Casino: 5, Mask: 0b1001, Count: 4}).Describe(names); d != "Casino 5: Leo and Emily tie with 4 dice each; their cards go under their glasses." {
		t.Errorf("tie: %q", d)
	}
	if d := (Event{Kind: EvNotePaid, Seat: 2, Casino: 1, Note: 9, Count: 1}).Describe(nil); d != "Seat 3 wins $90,000 at casino 1 with 1 die." {
		t.Errorf("paid: %q", d)
	}
}
