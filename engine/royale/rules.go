package royale

import (
	"fmt"
	"slices"
	"strings"
)

// GameName is the record's "game" for Las Vegas Royale.
const GameName = "royale"

// Rules are the options of a game.
type Rules struct {
	// Players is the number of seats, 2-5. At 2, the 8 dice of a neutral
	// colour are rolled at each round's start and score for an imaginary
	// player.
	Players int `json:"players"`
	// NeutralBiggy (2 players only): the neutral colour's dice are 7 small
	// dice and its Biggy, which counts two like any Biggy (R32). Without
	// it, 8 small dice are rolled, as every record before 2026-11-27 was
	// played.
	NeutralBiggy bool `json:"neutral_biggy,omitempty"`
	// ExactChange (main game only): Bad Luck's change is the largest amount
	// up to what is owed that the bank's cards make (R33). Without it, the
	// bank gives the largest card that fits first, as every record before
	// 2026-11-27 was played.
	ExactChange bool `json:"exact_change,omitempty"`
	// Main is the main game (casino tiles, the bank); false is the basic
	// game.
	Main bool `json:"main,omitempty"`
	// Tiles is the number of tiles per round in the main game (0-6, placed
	// beside casinos 1..Tiles); the rulebook's is 3 (DefaultTiles, what
	// MainGame sets). It must be 0 in the basic game.
	Tiles int `json:"tiles,omitempty"`
	// TileSet restricts the tile sides that can be drawn (ids such as
	// "C1"); empty means every implemented side.
	TileSet []string `json:"tile_set,omitempty"`
}

// DefaultTiles is the rulebook's number of tiles per round.
const DefaultTiles = 3

// Basic is the basic game for n players, read as this program reads the
// rules now (Current).
func Basic(n int) Rules { return Rules{Players: n}.Current() }

// MainGame is the main game for n players with the rulebook's 3 tiles a
// round, read as this program reads the rules now (Current).
func MainGame(n int) Rules { return Rules{Players: n, Main: true, Tiles: DefaultTiles}.Current() }

// Current sets the keys of this program's present readings where they
// apply: the neutral Biggy at 2 players (R32), exact change in the main
// game (R33). A new game starts from these rules; a record keeps the keys
// it was written with, so an old one replays as it was played.
func (r Rules) Current() Rules {
	r.NeutralBiggy = r.Players == 2
	r.ExactChange = r.Main
	return r
}

// Validate says in one line what is wrong with the rules, if anything.
func (r Rules) Validate() error {
	if r.Players < MinPlayers || r.Players > MaxPlayers {
		return fmt.Errorf("royale: %d players (2-5)", r.Players)
	}
	if r.Tiles != 0 && !r.Main {
		return fmt.Errorf("royale: tiles are only for the main game")
	}
	if r.NeutralBiggy && r.Players != 2 {
		return fmt.Errorf("royale: the neutral Biggy is only for 2 players")
	}
	if r.ExactChange && !r.Main {
		return fmt.Errorf("royale: exact change (Bad Luck) is only for the main game")
	}
	if len(r.TileSet) > 0 && !r.Main {
		return fmt.Errorf("royale: a tile set is only for the main game")
	}
	k := r.Tiles
	if k < 0 || k > Casinos {
		return fmt.Errorf("royale: %d tiles a round (0-%d)", k, Casinos)
	}
	mask, err := r.tileMask()
	if err != nil {
		return err
	}
	if letters := countLetters(mask); letters < k {
		return fmt.Errorf("royale: %d tiles a round but the tile set has only %d tiles (A-H)", k, letters)
	}
	return nil
}

// tileMask is the set of tile sides that can be drawn.
func (r Rules) tileMask() (uint16, error) {
	if len(r.TileSet) == 0 {
		return implemented, nil
	}
	var m uint16
	for _, id := range r.TileSet {
		t, ok := ParseTileID(id)
		if !ok {
			return 0, fmt.Errorf("royale: tile %q: want A1-H2", id)
		}
		if implemented&(1<<t) == 0 {
			return 0, fmt.Errorf("royale: tile %s is not implemented (have %s)", id, strings.Join(maskIDs(implemented), " "))
		}
		m |= 1 << t
	}
	return m, nil
}

// countLetters counts the tiles (letters) with a side in mask.
func countLetters(mask uint16) int {
	n := 0
	for l := 0; l < 8; l++ {
		if mask>>(2*l)&3 != 0 {
			n++
		}
	}
	return n
}

func maskIDs(mask uint16) []string {
	var out []string
	for t := 0; t < numTiles; t++ {
		if mask&(1<<t) != 0 {
			out = append(out, TileID(t))
		}
	}
	return out
}

// numTiles is the number of tile sides.
const numTiles = 16

// TileID is a tile side's id, "A1".."H2".
func TileID(t int) string {
	if t < 0 || t >= numTiles {
		return "?"
	}
	return string(rune('A'+t/2)) + string(rune('1'+t%2))
}

// ParseTileID reads a tile side's id.
func ParseTileID(s string) (int, bool) {
	if len(s) != 2 || s[0] < 'A' || s[0] > 'H' || (s[1] != '1' && s[1] != '2') {
		return 0, false
	}
	return int(s[0]-'A')*2 + int(s[1]-'1'), true
}

// Tiles lists the tile sides this engine implements (every one of them can
// be named in TileSet).
func Tiles() []string { return slices.Clone(maskIDs(implemented)) }
