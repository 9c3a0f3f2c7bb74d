package registry

import (
	"flag"
	"fmt"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// Royale is Las Vegas Royale (2019).
func Royale() Game {
	return Game{
		Key: royale.GameName, Name: "Las Vegas Royale",
		MinPlayers: royale.MinPlayers, MaxPlayers: royale.MaxPlayers,
		Replay: replayRoyale,
		Rules:  royaleRules,
	}
}

func royaleRules(fs *flag.FlagSet) func() (Sim, error) {
	players := fs.Int("players", 4, fmt.Sprintf("number of players, %d-%d", royale.MinPlayers, royale.MaxPlayers))
	variant := fs.String("variant", "main", "basic (no tiles) or main (casino tiles and the bank)")
	tiles := fs.Int("tiles", royale.DefaultTiles, "main game: tiles a round, 0-6, beside casinos 1 to N")
	set := fs.String("tileset", "", "main game: only these tile sides, comma-separated; default every side ("+strings.Join(royale.Tiles(), ",")+")")
	return func() (Sim, error) {
		r := royale.Basic(*players)
		switch *variant {
		case "basic":
			if FlagSet(fs, "tiles") || *set != "" {
				return nil, fmt.Errorf("--tiles and --tileset are for --variant main")
			}
		case "main":
			r = royale.MainGame(*players)
			r.Tiles = *tiles
			if *set != "" {
				r.TileSet = strings.Split(*set, ",")
			}
		default:
			return nil, fmt.Errorf("--variant %q: want basic or main", *variant)
		}
		if err := r.Validate(); err != nil {
			return nil, err
		}
		return royaleSim(r), nil
	}
}

func replayRoyale(data []byte, each func(int, string)) (*Replayed, error) {
	rec, err := royale.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	names := SeatNames(rec.Seats, rec.Rules.Players)
	st, err := rec.Replay(words[royale.Action, royale.Event](names, each))
	if err != nil {
		return nil, err
	}
	return &Replayed{Game: royale.GameName, Names: names, Steps: len(rec.History), Finished: st.IsTerminal(),
		Round: min(st.Round(), royale.Rounds), Rounds: royale.Rounds, Phase: "in play", Notes: "cards and chips", Standings: st.Standings(), Seats: rec.Seats}, nil
}
