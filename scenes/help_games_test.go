package scenes

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// The setup's Help on the Royale tab shows Royale's help: every tile side
// the engine knows on a page of its own game, none cut, and at most eight
// pages (the tabs); the card game's tab shows the card game's rules.
func TestSetupHelpIsTheChosenGames(t *testing.T) {
	s := &Setup{game: gameRoyale}
	h := s.help()
	if len(h.pages) < 5 || len(h.pages) > 8 {
		t.Fatalf("Royale's help has %d pages", len(h.pages))
	}
	all := ""
	for _, p := range h.pages {
		if p.Title == "" || p.Body == "" {
			t.Errorf("empty page %+v", p)
		}
		all += p.Body + "\n"
	}
	ids := royale.Tiles()
	if len(ids) != 16 {
		t.Fatalf("the engine knows %d tile sides", len(ids))
	}
	for _, id := range ids {
		n, _ := royale.ParseTileID(id)
		if name := royale.TileName(n); !strings.Contains(all, id+" "+name+":") {
			t.Errorf("tile %s (%s) is not in the help", id, name)
		}
	}
	if !strings.Contains(all, "Biggy") || !strings.Contains(all, "chip") {
		t.Error("the rules of a round are missing")
	}
	s.game = gameCards
	h = s.help()
	if len(h.pages) != 2 || !strings.Contains(h.pages[0].Body, "cocktail glass") || !strings.Contains(h.pages[1].Body, "Enter") {
		t.Errorf("the card game's help: %+v", h.pages)
	}
	s.game = gameDice
	if h = s.help(); h.pages != nil {
		t.Error("the dice game's tab shows another game's help")
	}
}
