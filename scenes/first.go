package scenes

import (
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

var defaultNames = [MaxSeats]string{"You", "Ann", "Bob", "Cleo", "Dan", "Eve"}

// rulesFor returns the preset rules.
func rulesFor(preset string, players int) engine.Rules {
	if preset == "classic" {
		return engine.Classic(min(players, 5))
	}
	r := engine.Online(players)
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
	n := o.Players
	if n == 0 {
		n = 4
	}
	seed := o.Seed
	if !o.SeedSet {
		seed = uint64(time.Now().UnixNano())
	}
	r := rulesFor(o.Preset, n)
	cfg := game.AllBots(r, "medium", seed)
	if !o.Autoplay {
		cfg = game.QuickStart(n, "medium", seed, r)
	}
	return env.NewSession(cfg)
}
