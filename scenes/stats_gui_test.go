//go:build e2e && !js

package scenes

import (
	"os"
	"strconv"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/game/stats"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// statsScenario: bots play a whole game (autoplay) in a run that keeps
// its saves in memory; at its end the setup's Statistics opens the
// screen, whose first frame is whole (no text or control put off) and
// lists that game, with the texts and controls a phone needs (phone: at
// 390x844 CSS px). The screen's screenshot is the stage "statistics"
// (written to LASVEGAS_SHOTS_DIR when set).
func statsScenario(phone bool) scenario {
	var env *Env
	var rec []byte
	name := "statistics"
	if phone {
		name = "statistics-phone"
	}
	return scenario{
		name:     name,
		maxTicks: 20000,
		setup: func(h *harness) (*App, error) {
			env = &Env{Store: storage.NewMemory()}
			seedStats(env.Store)
			opts := Options{Autoplay: true, Screenshots: os.Getenv("LASVEGAS_SHOTS_DIR"), Mute: true}
			tb, err := env.NewSession(diceplay.AllBots(dice.Classic(3), "easy", 4))
			if err != nil {
				return nil, err
			}
			app := NewApp(opts, h.fonts, nil, tb)
			app.hook(env, opts)
			if phone {
				h.outside = [2]float64{390, 844}
			}
			return app, nil
		},
		afterDraw: checkStatsFrame,
		step: func(h *harness) bool {
			switch top := h.app.Top().(type) {
			case *TableEnd:
				if h.data["end"]++; h.data["end"] == 5 {
					rec = top.d.data
					h.app.ctx.Switch(h.app.ctx.NewSetup())
				}
			case *Setup:
				if h.data["setup"]++; h.data["setup"] == 5 {
					l := top.layout(&h.app.ctx)
					h.app.ctx.Input.InjectClick(l.stats.CX(), l.stats.CY())
				}
			case *StatsScreen:
				if h.data["drawn"] < 3 || len(h.app.shotQueue) > 0 {
					return false
				}
				return statsChecked(h, top, rec, phone)
			}
			return false
		},
	}
}

// statsChecked checks that the screen lists the game just played first;
// on a phone it then turns to the games page (stage "statistics-games")
// and checks its rows. It reports whether all is checked.
func statsChecked(h *harness, s *StatsScreen, rec []byte, phone bool) bool {
	switch h.data["checked"]++; h.data["checked"] {
	case 1:
		if len(s.games) != 1+len(statsSeeds) || s.games[0].ID != stats.RecordID(rec) || s.games[0].Game != dice.GameName {
			h.failf("the screen lists %d games, not the game just played first", len(s.games))
		}
		if !phone {
			return true
		}
		l := s.layout(&h.app.ctx)
		h.app.ctx.Input.InjectClick(l.tabGames.CX(), l.tabGames.CY())
		h.data["drawn"] = 0
	case 2:
		h.app.ctx.Shot("statistics-games")
	default:
		if l := s.layout(&h.app.ctx); !s.gamesPage || len(l.rows) != len(s.games) {
			h.failf("the phone's games page: %v, %d rows", s.gamesPage, len(l.rows))
		}
		return true
	}
	return false
}

// statsSeeds are games played before, of each game, with people.
var statsSeeds = []stats.Game{
	{Game: "royale", Players: []stats.Player{{Name: "Zoë", Kind: "human", Money: 910000, Rank: 1}, {Name: "Bo", Kind: "bot:hard", Money: 640000, Rank: 2}}},
	{Game: "cards", Players: []stats.Player{{Name: "Zoë", Kind: "human", Money: 120000, Rank: 2}, {Name: "Max", Kind: "human", Money: 180000, Rank: 1}, {Name: "Ada", Kind: "bot:easy", Money: 50000, Rank: 3}}},
	{Game: "dice", Players: []stats.Player{{Name: "Zoë", Kind: "human", Money: 450000, Rank: 2}, {Name: "Anna", Kind: "bot:medium", Money: 520000, Rank: 1}, {Name: "Ben", Kind: "bot:easy", Money: 200000, Rank: 3}}},
}

// seedStats puts statsSeeds in store, the last the newest, a day apart.
func seedStats(store storage.Store) {
	for i, g := range statsSeeds {
		g.When = time.Now().Add(-time.Duration(len(statsSeeds)-i) * 24 * time.Hour)
		_, _ = stats.Keep(store, g, []byte("seed "+strconv.Itoa(i)))
	}
}

// checkStatsFrame checks each frame of the statistics screen: nothing put
// off (the first frame is whole), and on a phone no text under 12 CSS px
// and no control under 44.
func checkStatsFrame(h *harness) {
	if _, ok := h.app.Top().(*StatsScreen); !ok {
		return
	}
	h.data["drawn"]++
	k := h.app.ctx.Kit
	if _, holes := k.FrameDrawn(); holes > 0 {
		h.failf("frame %d of the statistics put off %d texts or controls", h.data["drawn"], holes)
	}
	if h.outside[0] == 0 {
		return
	}
	css := h.outside[0] / h.app.ctx.VP.W
	text, ts, ctl, cs := k.FrameSmallest()
	if text*css < 12-1e-6 {
		h.failf("the text %q is %.1f CSS px", ts, text*css)
	}
	if ctl*css < 44-1e-6 {
		h.failf("the control %q is %.1f CSS px", cs, ctl*css)
	}
}
