package scenes

import (
	"path/filepath"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

var defaultNames = [MaxSeats]string{"You", "Ann", "Bob", "Cleo", "Dan", "Eve"}

// rulesFor returns the preset rules.
func rulesFor(preset string, players int) dice.Rules {
	switch preset {
	case "classic":
		return dice.Classic(min(players, 5))
	case "neutral":
		return dice.ClassicNeutral(min(players, 5))
	}
	r := dice.Online(players)
	return r
}

// newEnv opens storage and loads settings (not for autoplay, which keeps
// the player's autosave and settings untouched).
func newEnv(o Options) (*Env, Settings) {
	env := &Env{Think: 3 * time.Millisecond}
	set := DefaultSettings()
	if o.Autoplay {
		env.Think = 4 * time.Millisecond
		return env, set
	}
	store, err := storage.Open()
	env.Store, env.StoreErr = store, err
	if gs, err := game.LoadSettings(store); err == nil {
		set = settingsFromGame(gs)
	} else {
		set = settingsFromGame(gs)
		if env.StoreErr == nil {
			env.StoreErr = err
		}
	}
	return env, set
}

func firstScene(o Options, env *Env) (Scene, error) {
	if o.Gallery {
		return &Gallery{}, nil
	}
	if !o.Autoplay && !o.Quick {
		return NewSetup(env, o), nil
	}
	n := o.playerCount()
	seed := o.Seed
	if !o.SeedSet {
		seed = uint64(time.Now().UnixNano())
	}
	r := rulesFor(o.Preset, n)
	cfg := game.AllBots(r, "medium", seed)
	if !o.Autoplay {
		cfg = game.QuickStart(n, "medium", seed, r)
	}
	applySeats(&cfg, o.Seats)
	return env.NewSession(cfg)
}

// playerCount is the number of players of a --quick or --autoplay game:
// --players or 4, at most 5 with the classic presets.
func (o Options) playerCount() int {
	n := o.Players
	if n == 0 {
		n = 4
	}
	if o.Preset == "classic" || o.Preset == "neutral" {
		n = min(n, 5)
	}
	return n
}

// applySeats puts the --seat overrides into cfg's seats (which keep their
// colours).
func applySeats(cfg *game.Config, seats []SeatFlag) {
	for _, sf := range seats {
		i := sf.N - 1
		if i < 0 || i >= len(cfg.Seats) {
			continue
		}
		st := &cfg.Seats[i]
		st.Kind, st.Level, st.Command = sf.Kind, sf.Level, sf.Command
		name := game.BotNames[i%len(game.BotNames)]
		switch sf.Kind {
		case game.Human:
			st.Name = defaultNames[i]
		case game.Bot:
			st.Name = name + " (" + sf.Level + ")"
		case game.External:
			st.Name = name + " (" + commandName(sf.Command) + ")"
		}
	}
}

// commandName is the program's base name in a command line.
func commandName(cmd string) string {
	f := strings.Fields(cmd)
	if len(f) == 0 {
		return "external"
	}
	return filepath.Base(f[0])
}
