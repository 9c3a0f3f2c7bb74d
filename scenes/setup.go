package scenes

import (
	"strconv"
	"strings"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Seat kinds offered on the setup screen.
var seatKinds = [...]string{"Human", "Bot: easy", "Bot: medium", "Bot: hard", "Bot: random"}
var seatLevels = [...]string{"", "easy", "medium", "hard", "random"}

type setupSeat struct {
	name   string
	kind   int
	colour int
}

// ruleToggles are the setup screen's rules options, from the one table of
// them (dice.Modules).
var ruleToggles = dice.SetupModules()

// Setup chooses seats and rules.
type Setup struct {
	env     *Env
	seats   []setupSeat
	preset  int
	rules   dice.Rules
	seed    string
	editing int // -1 none, 0-5 a seat's name, 100 the seed
	err     string
	saved   *dice.Record
	quit    scene.QuitGuard
	// previous: saved is the unfinished game that a new game set aside
	// (diceplay.LoadPrevious), not the autosave.
	previous bool
	saveMsg  string
	blurbs   []string
	// openMoney is the player's "open money" setting, the default of the rule.
	openMoney, settingsRead bool
	// guideSeen: the first-game guide was seen once ("First game" is no
	// longer highlighted).
	guideSeen bool
	// lastGame is the last finished game's record ("Last game" replays
	// it), or nil.
	lastGame *dice.Record
	// focus is the control in the keyboard's ring (setup_focus.go), or -1.
	focus    int
	focusBuf []ui.Rect
	// game is the game chosen (setup_games.go); presets the other games'
	// presets, cardChips the card game's chip cards, hostedSaved whether
	// those games have an unfinished autosave, and tableGuideSeen whether
	// their guided first game was seen.
	game           setupGame
	presets        [numGames]int
	cardChips      bool
	hostedSaved    [numGames]bool
	tableGuideSeen [numGames]bool
	// rulesOpen: the phone shows its rules page (setup_phone.go); hint is
	// the switch whose meaning it says, plus one (0: none yet).
	rulesOpen bool
	hint      int
	// entry takes the typing of a field where the platform's text input
	// does (textentry_setup.go); typingIn is the field it was started
	// for, plus one (0: none); fieldBuf holds the fields it is offered.
	entry    textEntry
	typingIn int
	fieldBuf [MaxSeats + 1]ui.Rect
}

const editSeed = 100

// NewSetup makes the setup screen, prefilled from the command-line options.
func NewSetup(env *Env, o Options) *Setup {
	// A first start plays the classic rules (the online edition's every
	// module is a lot for a first game); six players need the online
	// edition.
	s := &Setup{env: env, editing: -1, preset: 0, guideSeen: env.GuideSeen(), focus: -1, lastGame: env.LastGame()}
	n := o.Players
	if n == 0 {
		n = 4
	}
	if n > 5 {
		s.preset = len(diceplay.Presets) - 1
	}
	switch o.Preset {
	case "classic":
		s.preset = 0
		n = min(n, 5)
	case "neutral":
		s.preset = 1
		n = min(n, 5)
	}
	for i := 0; i < n; i++ {
		s.seats = append(s.seats, setupSeat{name: diceplay.BotNames[i%len(diceplay.BotNames)], kind: 2, colour: i})
	}
	s.seats[0] = setupSeat{name: "You", kind: 0, colour: 0}
	if o.Players == 0 && o.Preset == "" {
		// Start from the last setup's seats and preset.
		if seats, preset, g, ok, msg := recallSetup(env.Store); ok {
			s.seats, s.preset, s.game = seats, preset, g
		} else if msg != "" {
			s.saveMsg = msg
		}
	}
	if o.SeedSet {
		s.seed = strconv.FormatUint(o.Seed, 10)
	}
	s.applyPreset()
	// A damaged save comes with the game up to its last complete step
	// when it still holds one (diceplay.RecoveredError): offered, and said.
	if rec, err := env.Autosave(); err != nil {
		s.saveMsg = err.Error()
		s.saved = rec
	} else if rec != nil {
		s.saved = rec
	} else if env.Store != nil {
		if prev, err := diceplay.LoadPrevious(env.Store); prev != nil {
			s.saved, s.previous = prev, true
			s.saveMsg = "Your unfinished game from before the last new game is kept: continue it here."
			if err != nil {
				s.saveMsg = err.Error()
			}
		}
	}
	if s.saved != nil {
		// A seat the save names as a program plays as the medium bot
		// unless this run named the same command: say so before resuming.
		if notes := env.ResumeNotices(s.saved); len(notes) > 0 {
			s.saveMsg = strings.TrimSpace(s.saveMsg + " " + strings.Join(notes, " "))
		}
	}
	if env.StoreErr != nil {
		s.saveMsg = "Progress won't be kept: " + env.StoreErr.Error()
	}
	for _, p := range diceplay.Presets {
		s.blurbs = append(s.blurbs, p.Blurb)
	}
	for g, tg := range tableGames {
		if tg != nil {
			s.presets[g] = tg.preset0
		}
	}
	s.savedGames()
	s.chooseGame(s.game)
	return s
}

func (s *Setup) applyPreset() {
	s.rules = diceplay.Presets[s.preset].Rules(len(s.seats))
	s.rules.OpenMoney = s.rules.OpenMoney || s.openMoney
	s.fixPlayers()
}

func (s *Setup) fixPlayers() {
	s.rules.Players = len(s.seats)
	s.rules.SixthPlayer = len(s.seats) == 6
	s.validate()
}

func (s *Setup) validate() {
	s.err = ""
	s.tab().check(s)
}

// Name implements Scene.
func (s *Setup) Name() string { return "setup" }

// Update implements Scene.
func (s *Setup) Update(c *scene.Context) error {
	if !s.settingsRead || s.openMoney != c.Settings.OpenMoney {
		s.settingsRead = true
		s.openMoney = c.Settings.OpenMoney
		s.rules.OpenMoney = s.openMoney
	}
	l := s.layout(c)
	// Where the platform's text input types (a phone's keyboard in the
	// browser), the keys it passes on do not type again.
	entryTypes := s.typeFromEntry()
	for _, a := range c.Input.Actions() {
		if s.editing >= 0 {
			switch a.Kind {
			case ui.ActChar:
				if !entryTypes {
					s.typeRune(rune(a.N))
				}
				continue
			case ui.ActBackspace:
				if !entryTypes {
					s.backspace()
				}
				continue
			case ui.ActConfirm, ui.ActCancel:
				if a.Kind == ui.ActConfirm && a.N == ' ' {
					continue // Space types a space (ActChar)
				}
				s.editing = -1
				continue
			case ui.ActPick, ui.ActHelp, ui.ActLog:
				continue // typed as characters
			}
		}
		switch a.Kind {
		case ui.ActHelp:
			c.Push(s.help())
		case ui.ActCancel:
			if s.rulesOpen {
				s.openRules(false)
				continue
			}
			s.quit.Esc(c)
		case ui.ActClick:
			s.focus = -1
			s.click(c, &l, a.X, a.Y)
		default:
			s.focusKey(c, &l, a)
		}
	}
	s.syncEntry(c, &l)
	if c.Tick > 10 {
		c.Shot("setup")
	}
	return nil
}

func (s *Setup) click(c *scene.Context, l *setupRects, x, y float64) {
	s.editing = -1
	c.Play(scene.SndClick)
	if s.clickScreens(c, l, x, y) {
		return
	}
	switch {
	case l.start.Contains(x, y):
		s.start(c)
		return
	case l.quick.Contains(x, y):
		s.quickStart(c)
		return
	case l.first.Contains(x, y):
		if s.hasFirstGame() {
			s.firstGame(c)
		}
		return
	case l.cont.Contains(x, y):
		s.resume(c)
		return
	case l.add.Contains(x, y) && len(s.seats) < s.maxSeats():
		i := len(s.seats)
		s.seats = append(s.seats, setupSeat{name: diceplay.BotNames[i%len(diceplay.BotNames)], kind: 2, colour: s.freeColour()})
		s.fixPlayers()
		return
	case l.rulesBtn.Contains(x, y):
		s.openRules(true)
		return
	case l.back.Contains(x, y):
		s.openRules(false)
		return
	case l.seedRand.Contains(x, y):
		s.seed = ""
		return
	case l.seedField.Contains(x, y):
		s.editing = editSeed
		return
	}
	for g := range numGames {
		if l.tabs[g].Contains(x, y) {
			s.chooseGame(g)
			return
		}
	}
	for i := range s.seats {
		switch {
		case l.colour[i].Contains(x, y) && s.tab().colours():
			s.seats[i].colour = s.nextColour(i)
		case l.name[i].Contains(x, y):
			s.editing = i
		case l.kind[i].Contains(x, y):
			s.seats[i].kind = (s.seats[i].kind + 1) % len(seatKinds)
		case l.remove[i].Contains(x, y) && len(s.seats) > minSeats:
			s.seats = append(s.seats[:i], s.seats[i+1:]...)
			s.fixPlayers()
			return
		}
	}
	for i := range s.presetNames() {
		if l.presets[i].Contains(x, y) {
			s.setPreset(i)
		}
	}
	for i := range s.toggleCount() {
		if l.toggles[i].Contains(x, y) {
			if !s.onHintMark(c, l, i, x, y) {
				s.flip(i)
			}
			s.hint = i + 1
		}
	}
}

// clickScreens opens the screen of the button at (x, y), if one: help,
// settings, statistics or the last game's replay.
func (s *Setup) clickScreens(c *scene.Context, l *setupRects, x, y float64) bool {
	switch {
	case l.help.Contains(x, y):
		c.Push(s.help())
	case l.settings.Contains(x, y):
		c.Push(NewSettingsScene())
	case l.stats.Contains(x, y):
		c.Push(NewStatsScreen(s.env.Store))
	case l.last.Contains(x, y):
		if s.lastGame != nil {
			c.Switch(diceReplay(s.lastGame, false))
		}
	default:
		return false
	}
	return true
}

func (s *Setup) freeColour() int {
	for col := 0; col < pieces.NumPlayerColours; col++ {
		used := false
		for _, st := range s.seats {
			if st.colour == col {
				used = true
			}
		}
		if !used {
			return col
		}
	}
	return 0
}

func (s *Setup) nextColour(i int) int {
	col := s.seats[i].colour
	for k := 1; k <= pieces.NumPlayerColours; k++ {
		cand := (col + k) % pieces.NumPlayerColours
		used := false
		for j, st := range s.seats {
			if j != i && st.colour == cand {
				used = true
			}
		}
		if !used {
			return cand
		}
	}
	return col
}

func (s *Setup) seedValue() uint64 {
	if v, err := strconv.ParseUint(s.seed, 10, 64); err == nil && s.seed != "" {
		return v
	}
	return uint64(time.Now().UnixNano())
}

func (s *Setup) config() diceplay.Config {
	cfg := diceplay.Config{Rules: s.rules, Seed: s.seedValue()}
	for _, st := range s.seats {
		gs := st.seat()
		if gs.Name == "" {
			gs.Name = "Player"
		}
		cfg.Seats = append(cfg.Seats, gs)
	}
	return cfg
}

// seat is the setup's seat as every game's session takes it.
func (st setupSeat) seat() game.Seat {
	gs := game.Seat{Name: st.name, Colour: st.colour}
	if st.kind > 0 {
		gs.Kind, gs.Level = game.Bot, seatLevels[st.kind]
	}
	return gs
}

func (s *Setup) start(c *scene.Context) {
	if s.err != "" {
		return
	}
	s.tab().start(s, c, startNew)
}

func (s *Setup) quickStart(c *scene.Context) { s.tab().start(s, c, startQuick) }

// firstGame starts the chosen game's guided first game.
func (s *Setup) firstGame(c *scene.Context) { s.tab().start(s, c, startFirst) }

func (s *Setup) resume(c *scene.Context) { s.tab().start(s, c, startResume) }
