//go:build e2e && !js

package scenes

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The GUI tests run the real Update and Draw in a window, driving input
// through the action layer. They need a display: run them with
//
//	LASVEGAS_GUI_TESTS=1 xvfb-run -a go test ./scenes/ -run GUI
//
// and they skip otherwise.

// countingSource counts the human decisions sent to the session.
type countingSource struct {
	dicetable.Source
	submits int
}

func (c *countingSource) Submit(a dice.Action) error {
	c.submits++
	return c.Source.Submit(a)
}

type scenario struct {
	name  string
	setup func(h *harness) (*App, error)
	// step runs before each tick; it returns true when the scenario is over.
	step     func(h *harness) bool
	maxTicks int
	// afterDraw, when set, runs after each Draw of the app.
	afterDraw func(h *harness)
}

type harness struct {
	t     *testing.T
	fonts *assets.Fonts
	list  []scenario
	cur   int
	tick  int
	app   *App
	src   *countingSource
	// screen is the frame just drawn, for afterDraw.
	screen *ebiten.Image
	data   map[string]int
	fails  []string
	// outside, when set, is the window size the app lays out for (a
	// phone's 390x844), whatever the test window's size.
	outside [2]float64

	counter   ui.AllocCounter
	windows   []float64
	measured  int
	ownAllocs uint64
}

func (h *harness) failf(format string, args ...any) {
	h.fails = append(h.fails, fmt.Sprintf("%s: ", h.list[h.cur].name)+fmt.Sprintf(format, args...))
}

func (h *harness) table() *dicetable.Table {
	if t, ok := unwrap(h.app.Top()).(*dicetable.Table); ok {
		return t
	}
	if len(h.app.stack) > 0 {
		if t, ok := unwrap(h.app.stack[0]).(*dicetable.Table); ok {
			return t
		}
	}
	return nil
}

func (h *harness) Update() error {
	for h.cur < len(h.list) {
		sc := h.list[h.cur]
		if h.app == nil {
			h.tick = 0
			h.data = map[string]int{}
			h.outside = [2]float64{}
			app, err := sc.setup(h)
			if err != nil {
				h.failf("setup: %v", err)
				h.cur++
				continue
			}
			h.app = app
			h.app.vp, h.app.vpSet = h.app.ctx.VP, false
		}
		h.tick++
		done := sc.step(h)
		if !done && h.tick > sc.maxTicks {
			h.failf("did not finish in %d ticks", sc.maxTicks)
			done = true
		}
		if done {
			h.app = nil
			h.cur++
			continue
		}
		m0 := h.counter.Read()
		err := h.app.Update()
		if h.data["measure"] == 1 {
			h.ownAllocs += h.counter.Read() - m0
			h.measured++
		}
		if err != nil && err != ebiten.Termination {
			h.failf("update: %v", err)
			h.app = nil
			h.cur++
		}
		return nil
	}
	return ebiten.Termination
}

func (h *harness) Draw(screen *ebiten.Image) {
	if h.app != nil {
		m0 := h.counter.Read()
		h.app.Draw(screen)
		if f := h.list[h.cur].afterDraw; f != nil {
			h.screen = screen
			f(h)
		}
		if h.data["measure"] == 1 {
			h.ownAllocs += h.counter.Read() - m0
			h.measured++
		}
	}
}

func (h *harness) LayoutF(w, hh float64) (float64, float64) {
	if h.app != nil {
		if h.outside[0] > 0 {
			return h.app.LayoutF(h.outside[0], h.outside[1])
		}
		return h.app.LayoutF(w, hh)
	}
	return w, hh
}

func (h *harness) Layout(w, hh int) (int, int) { return w, hh }

// TestGUI runs the window scenarios in one window. Long function: one table
// of scenarios (setup, step, check), each of which reads on its own.
func TestGUI(t *testing.T) {
	if os.Getenv("LASVEGAS_GUI_TESTS") != "1" {
		t.Skip("GUI tests need a display: set LASVEGAS_GUI_TESTS=1 and run under xvfb-run")
	}
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	shots := t.TempDir()
	h := &harness{t: t, fonts: fonts}
	h.list = []scenario{
		statsScenario(false), statsScenario(true),
		{
			// Clicks and keys during a decision and its animation place exactly once.
			name:     "place-once",
			maxTicks: 3000,
			setup:    func(h *harness) (*App, error) { return localTable(h, true, Options{}, 11) },
			step: func(h *harness) bool {
				tb := h.table()
				if tb == nil {
					return false
				}
				in := h.app.ctx.Input
				if tb.Deciding() && h.data["phase"] == 0 {
					a := tb.Legal()[0]
					if a.Kind != dice.ActPlace {
						return false
					}
					before := h.src.submits
					h.data["before"] = before
					// Press the number three times and hit Enter twice in one tick.
					for i := 0; i < 3; i++ {
						in.Inject(ui.Action{Kind: ui.ActPick, N: int(a.Face)})
					}
					in.Inject(ui.Action{Kind: ui.ActConfirm})
					in.Inject(ui.Action{Kind: ui.ActConfirm})
					h.data["phase"] = 1
					return false
				}
				if h.data["phase"] == 1 {
					if got := h.src.submits - h.data["before"]; got != 1 {
						h.failf("one decision made %d submissions", got)
					}
					// Keep clicking the confirm button while the dice fly.
					in.InjectClick(tb.L.Confirm.CX(), tb.L.Confirm.CY())
					h.data["clicks"]++
					if h.data["clicks"] > 20 {
						if got := h.src.submits - h.data["before"]; got != 1 {
							h.failf("clicks during the animation placed again: %d submissions", got)
						}
						return true
					}
				}
				return false
			},
		},
		{
			// After a resize the hit areas follow the new layout: a double
			// click on the target casino places there.
			name:     "resize-click",
			maxTicks: 3000,
			setup: func(h *harness) (*App, error) {
				ebiten.SetWindowSize(820, 610)
				return localTable(h, true, Options{}, 5)
			},
			step: func(h *harness) bool {
				tb := h.table()
				if tb == nil || !tb.Deciding() || !tb.LaidOut() {
					return false
				}
				if h.data["phase"] == 0 {
					if tb.L.W > 900 {
						return false // wait for the resize to arrive
					}
					var a dice.Action
					found := false
					for _, o := range tb.Legal() {
						if o.Kind == dice.ActPlace && o.Casino != dice.SlotMachine {
							a, found = o, true
							break
						}
					}
					if !found {
						return false
					}
					h.data["face"] = int(a.Face)
					h.data["before"] = h.src.submits
					r := tb.L.Casinos[a.Casino]
					in := h.app.ctx.Input
					in.InjectClick(r.CX(), r.CY())
					in.InjectClick(r.CX(), r.CY())
					h.data["phase"] = 1
					return false
				}
				if got := h.src.submits - h.data["before"]; got != 1 {
					h.failf("double click on a casino after resize made %d submissions", got)
				}
				ebiten.SetWindowSize(1280, 760)
				return true
			},
		},
		{
			// Help (F1), settings and the menu open over the table and close with Esc.
			name:     "overlays",
			maxTicks: 2000,
			setup: func(h *harness) (*App, error) {
				dir := os.Getenv("LASVEGAS_SHOTS_DIR")
				if dir == "" {
					dir = h.t.TempDir()
				}
				return localTable(h, true, Options{Screenshots: dir}, 8)
			},
			step: func(h *harness) bool {
				in := h.app.ctx.Input
				tb := h.table()
				if tb == nil || !tb.Deciding() {
					return false
				}
				h.data["t"]++
				switch h.data["t"] {
				case 5:
					in.Inject(ui.Action{Kind: ui.ActHelp})
				case 20:
					if _, ok := h.app.Top().(*Help); !ok {
						h.failf("F1 did not open help")
					}
					in.Inject(ui.Action{Kind: ui.ActCancel})
				case 30:
					in.InjectClick(tb.L.BtnSetting.CX(), tb.L.BtnSetting.CY())
				case 45:
					if _, ok := h.app.Top().(*SettingsScene); !ok {
						h.failf("the settings button did not open settings")
					}
					in.Inject(ui.Action{Kind: ui.ActCancel})
				case 55:
					in.Inject(ui.Action{Kind: ui.ActCancel})
				case 70:
					if _, ok := h.app.Top().(*Menu); !ok {
						h.failf("Esc did not open the menu")
					}
					h.app.ctx.Shot("menu")
				case 80:
					in.Inject(ui.Action{Kind: ui.ActCancel})
				case 90:
					if _, ok := unwrap(h.app.Top()).(*dicetable.Table); !ok {
						h.failf("Esc did not close the menu")
					}
					return true
				}
				return false
			},
		},
		steadyAllocs("steady-allocs", false),
		steadyAllocs("steady-allocs-log", true),
		{
			// A human plays a whole game with keys only: number keys choose
			// and confirm, 7 moves the choice to the slot machine, kicker
			// targets are picked by number; the round summaries are closed
			// with Enter.
			name:     "human-keys-to-end",
			maxTicks: 60000,
			setup: func(h *harness) (*App, error) {
				dir := os.Getenv("LASVEGAS_SHOTS_DIR")
				if dir == "" {
					dir = h.t.TempDir()
				}
				app, err := localTable(h, true, Options{Screenshots: dir}, 21)
				if app != nil {
					app.ctx.Settings.Speed = ui.SpeedFast
				}
				return app, err
			},
			step: func(h *harness) bool {
				if _, ok := h.app.Top().(*TableEnd); ok {
					return h.app.shotTaken["game-end"] && len(h.app.shotQueue) == 0
				}
				in := h.app.ctx.Input
				if _, ok := unwrap(h.app.Top()).(*dicetable.RoundSummary); ok {
					h.data["sum"]++
					if h.data["sum"]%20 == 0 {
						in.Inject(ui.Action{Kind: ui.ActConfirm})
					}
					return false
				}
				tb := h.table()
				if tb == nil || !tb.Deciding() {
					return false
				}
				h.data["wait"]++
				if h.data["wait"] < 8 {
					return false // let the decision be seen (and photographed)
				}
				if h.data["chosen"] == 1 {
					if h.data["wait"] < 16 {
						return false
					}
					in.Inject(ui.Action{Kind: ui.ActConfirm})
					h.data["wait"], h.data["chosen"] = 0, 0
					h.data["n"] += 7
					return false
				}
				h.data["chosen"] = 1
				switch tb.ChoiceKind() {
				case dice.ActKick:
					in.Inject(ui.Action{Kind: ui.ActPick, N: 1 + h.data["n"]%len(tb.Legal())})
				case dice.ActPlace:
					a := tb.Legal()[h.data["n"]%len(tb.Legal())]
					in.Inject(ui.Action{Kind: ui.ActPick, N: int(a.Face)})
					if a.Casino == dice.SlotMachine {
						in.Inject(ui.Action{Kind: ui.ActPick, N: dicetable.SlotIndex})
					}
				default:
					in.Inject(ui.Action{Kind: ui.ActPick, N: 1})
				}
				return false
			},
		},
		{
			// The setup screen builds the table's tiles, panels and notes
			// while it waits: the table's first frames build none of them.
			name:     "prewarm-table",
			maxTicks: 3000,
			setup: func(h *harness) (*App, error) {
				return NewApp(Options{Mute: true}, h.fonts, nil, NewSetup(&Env{}, Options{})), nil
			},
			step: func(h *harness) bool {
				k := h.app.ctx.Kit
				switch h.data["phase"] {
				case 0:
					s, ok := h.app.Top().(*Setup)
					physW, players := dicetable.WarmedFor(&h.app.ctx)
					if !ok || h.tick < 3 || k.WarmLeft() > 0 || players == 0 || physW != h.app.ctx.VP.PhysW {
						return false
					}
					h.data["before"] = boardSprites(k)
					s.quickStart(&h.app.ctx)
					h.data["phase"] = 1
				case 1:
					if _, ok := unwrap(h.app.Top()).(*dicetable.Table); !ok {
						return false
					}
					h.data["tableTicks"]++
					if h.data["tableTicks"] < 10 {
						return false
					}
					if b, a := h.data["before"], boardSprites(k); a != b || b == 0 {
						h.failf("the table built %d board sprites (tiles, panels, notes) after %d prewarmed", a-b, b)
					}
					return true
				}
				return false
			},
		},
		{
			// Bots in every seat play a whole game to the end screen, with screenshots.
			name:     "autoplay-to-end",
			maxTicks: 20000,
			setup: func(h *harness) (*App, error) {
				opts := Options{Autoplay: true, Screenshots: shots, Mute: true}
				env := &Env{}
				cfg := diceplay.AllBots(dice.Online(5), "easy", 9)
				tb, err := env.NewSession(cfg)
				if err != nil {
					return nil, err
				}
				return NewApp(opts, h.fonts, nil, tb), nil
			},
			step: func(h *harness) bool {
				_, ok := h.app.Top().(*TableEnd)
				return ok && len(h.app.shotQueue) == 0 && h.app.shotTaken["game-end"]
			},
		},
	}
	h.list = append(h.list, shotNamesScenarios()...)
	h.list = filterScenarios(append(h.list, advisorScenario(), halfDrawnScenario(), lastPlacementScenario(), legendScenario(), replayScenario(), replayPhoneScenario(false), replayPhoneScenario(true), guideScenario(false), guideScenario(true), setupFocusScenario(false), setupFocusScenario(true), landSetupScenario(844, 390), landSetupScenario(640, 360), landTableScenario(844, 390, false), landTableScenario(640, 360, false), landTableScenario(844, 390, true), landTableScenario(640, 360, true), landReplayScenario(844, 390), landReplayScenario(640, 360), landSteadyScenario(), halfDrawnNewScenario(), helpPicturesScenario(false), helpPicturesScenario(true), handoverScenario(), hostedScenario(gameRoyale), hostedScenario(gameCards), gameHelpScenario(), dialogsScenario(390, 844), dialogsScenario(844, 390), phoneSummaryScenario(390, 844, 2), phoneSummaryScenario(360, 640, 3), phoneKickScenario(390, 844, 2, 8), phoneKickScenario(360, 640, 3, 8), phoneLogScenario(390, 844, 2), phoneLogScenario(360, 640, 3), steadyReplayScenario("dice"), steadyReplayScenario("royale"), steadyReplayScenario("cards")))
	ebiten.SetWindowSize(1280, 760)
	ebiten.SetWindowTitle("lasvegas gui test")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	if err := ebiten.RunGame(h); err != nil {
		t.Fatal(err)
	}
	for _, f := range h.fails {
		t.Error(f)
	}
	if h.cur < len(h.list) {
		t.Errorf("only %d of %d scenarios ran", h.cur, len(h.list))
	}
	for _, name := range []string{"table", "payout", "round-end", "game-end"} {
		if os.Getenv("LASVEGAS_GUI_ONLY") != "" {
			break // only some scenarios ran
		}
		m, _ := filepath.Glob(filepath.Join(shots, "*-"+name+".png"))
		if len(m) != 1 {
			t.Errorf("screenshot %s: found %d files", name, len(m))
		}
	}
}
