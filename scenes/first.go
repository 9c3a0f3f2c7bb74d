package scenes

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
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
func newEnv(o Options) (*Env, scene.Settings) {
	env := &Env{Think: 3 * time.Millisecond, Commands: o.commands()}
	set := scene.DefaultSettings()
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

func firstScene(o Options, env *Env) (scene.Scene, error) {
	if o.Gallery {
		return &Gallery{}, nil
	}
	if o.Replay != "" {
		return replayScene(o)
	}
	if o.Continue {
		store := env.Store
		if store == nil { // --autoplay: read the save, write nothing
			st, err := storage.Open()
			if err != nil {
				return nil, fmt.Errorf("--continue: %w", err)
			}
			store = st
		}
		return continueSaved(o, env, store)
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
	cfg := diceplay.AllBots(r, "medium", seed)
	if !o.Autoplay {
		cfg = diceplay.QuickStart(n, "medium", seed, r)
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
func applySeats(cfg *diceplay.Config, seats []SeatFlag) {
	for _, sf := range seats {
		i := sf.N - 1
		if i < 0 || i >= len(cfg.Seats) {
			continue
		}
		st := &cfg.Seats[i]
		st.Kind, st.Level, st.Command = sf.Kind, sf.Level, sf.Command
		name := diceplay.BotNames[i%len(diceplay.BotNames)]
		switch sf.Kind {
		case game.Human:
			st.Name = defaultNames[i]
		case game.Bot:
			st.Name = name + " (" + sf.Level + ")"
		case game.External:
			st.Name = name + " (" + commandName(sf.Command) + ")"
		}
		if sf.Name != "" {
			st.Name = sf.Name
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

// continueSaved resumes the autosave in store (--continue). A seat that the
// save names as a program plays as the medium bot unless this run named the
// same command (diceplay.Resume); the notices go to stderr. With --autoplay,
// bots take the human seats (and env has no store: nothing is written).
func continueSaved(o Options, env *Env, store storage.Store) (scene.Scene, error) {
	rec, err := diceplay.LoadAutosave(store)
	if err != nil && rec == nil {
		return nil, fmt.Errorf("--continue: %w", err)
	}
	if err != nil { // damaged: the game goes on from its last complete step
		fmt.Fprintln(os.Stderr, "lasvegas:", err)
	}
	if rec == nil {
		return nil, errors.New("--continue: there is no saved game to continue")
	}
	seats := make([]game.Seat, len(rec.Seats))
	for i, si := range rec.Seats {
		var notice string
		seats[i], notice = game.SeatFromInfo(si, i, env.Commands)
		if notice != "" {
			fmt.Fprintln(os.Stderr, "lasvegas:", notice)
		}
		if o.Autoplay && seats[i].Kind == game.Human {
			seats[i].Kind, seats[i].Level = game.Bot, "medium"
		}
	}
	if len(rec.Seats) == 0 {
		seats = nil
	}
	t, err := env.ResumeSeats(rec, seats)
	if err != nil {
		return nil, err
	}
	return t, nil
}
