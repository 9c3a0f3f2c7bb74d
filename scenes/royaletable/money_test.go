package royaletable

import (
	"regexp"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
)

// kMoney is money written the old way: "$60k".
var kMoney = regexp.MustCompile(`\$[0-9]+k`)

// TestMoneyInDollars: the payout, the tiles' states and the buttons' words
// write money as ui.Dollars does ("$60,000"), never "$60k".
func TestMoneyInDollars(t *testing.T) {
	evs := []royale.Event{
		{Kind: royale.EvWin, Who: 0, C: 2, Value: 60000},
		{Kind: royale.EvUnclaimed, C: 3, Value: 510000},
	}
	lines := payoutLines(evs, []string{"Ana", "Ben"})
	all := strings.Join(lines, "\n")
	for _, want := range []string{"Ana $60,000", "$510,000 unclaimed"} {
		if !strings.Contains(all, want) {
			t.Errorf("payout %q lacks %q", all, want)
		}
	}
	rules := royale.Rules{Players: 3, Main: true, Tiles: 6, TileSet: []string{"A2", "B2", "C2", "D1", "F2", "H2"}}
	s, err := royale.NewGame(rules)
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ana", "Ben", "Cy"}
	var words []string
	for _, id := range []int{tA2, tB2, tC2, tD1, tF2} {
		words = append(words, tileState(s, id, 1, names))
	}
	for _, a := range []royale.Action{{Kind: royale.ActPay, X: 5}, {Kind: royale.ActHandicap, X: 1, Y: 2}, {Kind: royale.ActChoose, X: 3}, {Kind: royale.ActChoose, X: 6}} {
		words = append(words, royaleplay.Words(s, a))
	}
	joined := strings.Join(words, " | ")
	if m := kMoney.FindString(joined); m != "" {
		t.Errorf("money written as %q in %q", m, joined)
	}
	for _, want := range []string{"$50,000", "$10,000", "$30,000", "Pay a $50,000 card", "$60,000"} {
		if !strings.Contains(joined, want) {
			t.Errorf("%q lacks %q", joined, want)
		}
	}
}
