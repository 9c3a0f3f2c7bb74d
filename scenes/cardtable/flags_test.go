package cardtable

import (
	"io"
	"testing"
)

func TestFlags(t *testing.T) {
	o, err := ParseFlags([]string{"--players", "3", "--seed", "12", "--chips"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg := o.Config()
	if cfg.Seed != 12 || !cfg.Rules.Chips || cfg.Rules.Players != 3 || len(cfg.Seats) != 3 {
		t.Fatalf("config %+v", cfg)
	}
	if !cfg.Seats[0].IsHuman() || cfg.Seats[0].Name != "You" || cfg.Seats[1].IsHuman() || cfg.Seats[1].Level != "medium" {
		t.Errorf("default seats %+v", cfg.Seats)
	}
	o, err = ParseFlags([]string{"--players", "3", "--seat", "2=human", "--seat", "3=name=Zed,hard", "--sequential"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg = o.Config()
	if cfg.Seats[0].Name != "Player 1" || cfg.Seats[1].Name != "Player 2" || !cfg.Seats[1].IsHuman() || cfg.Seats[2].Name != "Zed" || cfg.Seats[2].Level != "hard" || !cfg.Rules.Sequential {
		t.Errorf("hot seat seats %+v", cfg.Seats)
	}
	o, _ = ParseFlags([]string{"--autoplay", "--seat", "1=human", "--seat", "2=easy"}, io.Discard)
	for i, s := range o.Config().Seats {
		if s.IsHuman() || (i == 1 && s.Level != "easy") {
			t.Errorf("--autoplay: seat %d %+v", i+1, s)
		}
	}
	for _, bad := range [][]string{
		{"--players", "1"}, {"--players", "6"}, {"--seat", "0=human"}, {"--seat", "5=human"},
		{"--seat", "2=human", "--seat", "2=easy"}, {"--seat", "2=genius"}, {"--seat", "2=exec:"}, {"--seat", "2=exec:'x"},
		{"--seed", "-1"}, {"--seed", "x"}, {"extra"},
	} {
		if _, err := ParseFlags(bad, io.Discard); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
