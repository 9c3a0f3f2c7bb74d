package scenes

import (
	"fmt"

	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// A setup tab is what the setup asks of the game chosen on its title row:
// its description, presets and switches, how its seats are checked, and
// how a game of it starts, continues or is taught. The setup asks the
// chosen tab (Setup.tab) and switches on no game: the dice game's tab is
// diceTab (setup_dice.go), every hosted table's is a tableTab over its
// tableGame (tablegames.go).
type setupTab interface {
	// about is the game's description, with its keys unless touch.
	about(touch bool) string
	// maxSeats is the most players the game takes.
	maxSeats() int
	// colours: the seats choose their dice's colours.
	colours() bool
	// check sets s.err to what is wrong with the rules and seats, if any.
	check(s *Setup)
	// preset is the preset chosen; setPreset chooses preset i (in range);
	// blurb says what the chosen preset is.
	presetNames() []string
	preset(s *Setup) int
	setPreset(s *Setup, i int)
	blurb(s *Setup) string
	// toggles is the number of the rules box's switches; toggle is switch
	// i (its label, hint and state); flip turns it over.
	toggles(s *Setup) int
	toggle(s *Setup, i int) (label, hint string, on bool)
	flip(s *Setup, i int)
	// start opens a game of the tab: a new one with seats, a quick start,
	// the saved one, or the guided first game.
	start(s *Setup, c *scene.Context, how startHow)
	// canContinue reports whether there is a game to continue;
	// continueLabel is its button's label.
	canContinue(s *Setup) bool
	continueLabel(s *Setup) string
	// note is the message line when there is no error: the save's news or
	// a word for a new player ("" for none).
	note(s *Setup) string
	// hasFirstGame: the game has a guided first game; firstUnseen: it was
	// never seen or skipped (its button is highlighted).
	hasFirstGame() bool
	firstUnseen(s *Setup) bool
}

// startHow is what a tab's start opens.
type startHow uint8

const (
	startNew startHow = iota
	startQuick
	startResume
	startFirst
)

// setupTabs are the setup's tabs, in the order of gameTabs.
var setupTabs = [numGames]setupTab{
	gameDice:   diceTab{},
	gameRoyale: tableTab{g: gameRoyale},
	gameCards:  tableTab{g: gameCards},
}

// tab is the chosen game's tab.
func (s *Setup) tab() setupTab { return setupTabs[s.game] }

// minSeats is the fewest players of every game of the family.
const minSeats = 2

// tableTab is the tab of a game whose table is hosted (tableGames).
type tableTab struct{ g setupGame }

func (t tableTab) tg() *tableGame { return tableGames[t.g] }

func (t tableTab) about(touch bool) string {
	if touch {
		return t.tg().about
	}
	return t.tg().about + " " + t.tg().keys
}

func (t tableTab) maxSeats() int { return t.tg().maxSeats }
func (t tableTab) colours() bool { return false }

func (t tableTab) check(s *Setup) {
	if n := len(s.seats); n > t.maxSeats() {
		s.err = fmt.Sprintf("%s is for %d-%d players: remove a seat.", gameTabs[t.g], minSeats, t.maxSeats())
	}
}

func (t tableTab) presetNames() (out []string) {
	for _, p := range t.tg().presets {
		out = append(out, p.name)
	}
	return out
}

func (t tableTab) preset(s *Setup) int { return s.presets[t.g] }

func (t tableTab) setPreset(s *Setup, i int) {
	t.tg().onPreset(s, i)
	s.presets[t.g] = i
}

func (t tableTab) blurb(s *Setup) string { return t.tg().presets[s.presets[t.g]].blurb }

func (t tableTab) toggles(s *Setup) int { return t.tg().toggles(s) }
func (t tableTab) toggle(s *Setup, i int) (string, string, bool) {
	return t.tg().toggle(s, i)
}
func (t tableTab) flip(s *Setup, i int) { t.tg().flip(s, i) }

func (t tableTab) start(s *Setup, c *scene.Context, how startHow) {
	switch how {
	case startNew:
		s.startHosted(c, s.seats, false)
	case startQuick:
		s.err = ""
		s.startHosted(c, s.quickSeats(), false)
	case startResume:
		if s.hostedSaved[t.g] {
			s.startHosted(c, nil, true)
		}
	case startFirst:
		tg := t.tg()
		if tg.guided == nil {
			return
		}
		tbl, err := tg.guided(c.Kit.Fonts(), s.env.Store)
		if err != nil {
			s.err = err.Error()
			return
		}
		c.Switch(&tableScene{name: tg.key + "-table", game: t.g, t: tbl})
	}
}

func (t tableTab) canContinue(s *Setup) bool   { return s.hostedSaved[t.g] }
func (t tableTab) continueLabel(*Setup) string { return "Continue saved game" }

func (t tableTab) note(s *Setup) string {
	if t.canContinue(s) {
		return "Your unfinished " + gameTabs[t.g] + " game is saved: Continue takes it up again; Start begins a new one and keeps it aside."
	}
	return ""
}

func (t tableTab) hasFirstGame() bool { return t.tg().guided != nil }
func (t tableTab) firstUnseen(s *Setup) bool {
	return t.hasFirstGame() && !s.tableGuideSeen[t.g]
}
