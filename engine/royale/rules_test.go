package royale

import (
	"strings"
	"testing"
)

// Rules are checked with one-line errors: 2-5 players, 0-6 tiles in the
// main game only, and a tile set of known ids with enough tiles.
func TestRulesValidate(t *testing.T) {
	bad := []struct {
		r    Rules
		want string
	}{
		{Rules{Players: 1}, "1 players"},
		{Rules{Players: 6}, "6 players"},
		{Rules{Players: 3, Tiles: 2}, "only for the main game"},
		{Rules{Players: 3, TileSet: []string{"A1"}}, "only for the main game"},
		{Rules{Players: 3, Main: true, Tiles: 7}, "7 tiles"},
		{Rules{Players: 3, Main: true, Tiles: -1}, "-1 tiles"},
		{Rules{Players: 3, Main: true, Tiles: 1, TileSet: []string{"I1"}}, `tile "I1"`},
		{Rules{Players: 3, Main: true, Tiles: 2, TileSet: []string{"A1", "A2"}}, "only 1 tiles"},
		{Rules{Players: 3, NeutralBiggy: true}, "only for 2 players"},
		{Rules{Players: 2, ExactChange: true}, "only for the main game"},
	}
	for _, b := range bad {
		err := b.r.Validate()
		if err == nil || !strings.Contains(err.Error(), b.want) || strings.Contains(err.Error(), "\n") {
			t.Errorf("%+v: %v, want %q", b.r, err, b.want)
		}
		if _, err := NewGame(b.r); err == nil {
			t.Errorf("%+v: NewGame accepted it", b.r)
		}
	}
	for _, r := range []Rules{Basic(2), MainGame(5), {Players: 4, Main: true, Tiles: 6}, {Players: 2, Main: true}} {
		if err := r.Validate(); err != nil {
			t.Errorf("%+v: %v", r, err)
		}
	}
	if len(Tiles()) != numTiles {
		t.Errorf("tiles implemented: %v", Tiles())
	}
}

// Each round's tiles are distinct tiles (either side), drawn uniformly;
// the tile set restricts the draw; a later round may draw a tile again.
func TestTileDraw(t *testing.T) {
	s, _ := NewGame(Rules{Players: 3, Main: true, Tiles: 3})
	if outs := s.ChanceOutcomes(); len(outs) != numTiles || outs[0].Prob != 1.0/numTiles {
		t.Fatalf("first tile: %d outcomes", len(outs))
	}
	deal(t, s, "tile A1")
	if _, err := s.Apply(Action{Kind: ActTile, X: tA2}); err == nil {
		t.Error("the other side of a tile already placed was drawn")
	}
	if outs := s.ChanceOutcomes(); len(outs) != numTiles-2 {
		t.Errorf("second tile: %d outcomes, want %d", len(outs), numTiles-2)
	}
	deal(t, s, "tile H2", "tile C1")
	if s.Tile(1) != tA1 || s.Tile(2) != tH2 || s.Tile(3) != tC1 || s.Tile(4) != -1 {
		t.Errorf("tiles %v", s.tile)
	}
	r := Rules{Players: 3, Main: true, Tiles: 2, TileSet: []string{"B1", "B2", "G2"}}
	s, _ = NewGame(r)
	if outs := s.ChanceOutcomes(); len(outs) != 3 {
		t.Errorf("tile set of 3 sides: %d outcomes", len(outs))
	}
	if s.Rules().TileSet[0] != "B1" || len(s.Rules().TileSet) != 3 {
		t.Errorf("rules read back %+v", s.Rules())
	}
}

// At 2 players the neutral dice and the grey dice are two imaginary
// players: equal counts of them cancel each other (R24).
func TestNeutralAndGreyAreDifferentPlayers(t *testing.T) {
	s := casinoWith(t, 2, 3, 8, 4, map[int]Dice{Neutral: {Reg: 2}, Grey: {Reg: 2}, 0: {Reg: 1}})
	evs, w := s.payCasino(2, nil)
	won, ties, _ := paid(evs)
	if w != 0 || len(ties) != 1 || ties[0] != 1<<Neutral|1<<Grey || won[0] != 8 {
		t.Errorf("won %v ties %v winner %d", won, ties, w)
	}
}

// New games are read as the program reads the rules now: the neutral
// Biggy at 2 players (R32), exact change in the main game (R33); the keys
// are written in the record, and a record without them keeps the old
// readings.
func TestCurrentRulesAndTheirKeys(t *testing.T) {
	cases := []struct {
		r    Rules
		want Rules
	}{
		{Basic(2), Rules{Players: 2, NeutralBiggy: true}},
		{Basic(3), Rules{Players: 3}},
		{MainGame(2), Rules{Players: 2, NeutralBiggy: true, ExactChange: true, Main: true, Tiles: DefaultTiles}},
		{MainGame(4), Rules{Players: 4, ExactChange: true, Main: true, Tiles: DefaultTiles}},
	}
	for _, c := range cases {
		if c.r.Validate() != nil || !rulesEqual(c.r, c.want) {
			t.Errorf("%+v, want %+v", c.r, c.want)
		}
		s, _ := NewGame(c.r)
		if !rulesEqual(s.Rules(), c.r) {
			t.Errorf("rules read back %+v, want %+v", s.Rules(), c.r)
		}
	}
	data, err := NewRecord(MainGame(2), nil, 0).Marshal()
	if err != nil || !strings.Contains(string(data), `"neutral_biggy": true`) || !strings.Contains(string(data), `"exact_change": true`) {
		t.Errorf("a new 2-player record: %v\n%s", err, data)
	}
	old, _ := NewGame(Rules{Players: 2})
	old.ph = phNeutral
	if n, big := old.rollDice(); n != NeutralDice || big {
		t.Errorf("a record without neutral_biggy rolls %d dice (Biggy %v), want 8 small", n, big)
	}
}

func rulesEqual(a, b Rules) bool {
	return a.Players == b.Players && a.Main == b.Main && a.Tiles == b.Tiles && a.NeutralBiggy == b.NeutralBiggy &&
		a.ExactChange == b.ExactChange && slicesEq(a.TileSet, b.TileSet)
}
