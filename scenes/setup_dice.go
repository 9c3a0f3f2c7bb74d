package scenes

import (
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// diceTab is the dice game's tab of the setup: its presets
// (diceplay.Presets) and module switches (ruleToggles), seats that choose
// their colours, and a table that is this window's own scene (Env), with
// a save that may be the game set aside by a new one (Setup.previous).
type diceTab struct{}

func (diceTab) about(bool) string { return "" } // its switches say it
func (diceTab) maxSeats() int     { return MaxSeats }
func (diceTab) colours() bool     { return true }

func (diceTab) check(s *Setup) {
	if err := s.rules.Validate(); err != nil {
		s.err = err.Error()
	}
}

func (diceTab) presetNames() (out []string) {
	for _, p := range diceplay.Presets {
		out = append(out, p.Name)
	}
	return out
}

func (diceTab) preset(s *Setup) int { return s.preset }

func (diceTab) setPreset(s *Setup, i int) {
	s.preset = i
	s.applyPreset()
}

func (diceTab) blurb(s *Setup) string { return s.blurbs[s.preset] }

func (diceTab) toggles(*Setup) int { return min(len(ruleToggles), setupMaxToggles) }

func (diceTab) toggle(s *Setup, i int) (string, string, bool) {
	t := ruleToggles[i]
	return t.Label, t.Hint, *t.Field(&s.rules)
}

func (diceTab) flip(s *Setup, i int) {
	p := ruleToggles[i].Field(&s.rules)
	*p = !*p
	s.validate()
}

func (diceTab) start(s *Setup, c *scene.Context, how startHow) {
	var t scene.Scene
	var err error
	switch how {
	case startNew:
		cfg := s.config()
		if err := cfg.Validate(); err != nil {
			s.err = err.Error()
			return
		}
		if t, err = s.env.NewSession(cfg); err == nil {
			s.rememberSetup()
		}
	case startQuick:
		n := len(s.seats)
		t, err = s.env.NewSession(diceplay.QuickStart(n, "medium", s.seedValue(), diceplay.Presets[s.preset].Rules(n)))
	case startResume:
		if s.saved == nil {
			return
		}
		t, err = s.env.Resume(s.saved)
	case startFirst:
		t, err = s.env.NewFirstGame(s.seedValue())
	}
	if err != nil {
		s.err = err.Error()
		return
	}
	c.Switch(t)
}

func (diceTab) canContinue(s *Setup) bool { return s.saved != nil }

func (diceTab) continueLabel(s *Setup) string {
	if s.previous {
		return "Continue previous game"
	}
	return "Continue saved game"
}

func (diceTab) note(s *Setup) string {
	if s.saveMsg == "" && !s.guideSeen {
		return "New to Las Vegas? First game teaches the rules in one guided round against two easy bots."
	}
	return s.saveMsg
}

func (diceTab) hasFirstGame() bool        { return true }
func (diceTab) firstUnseen(s *Setup) bool { return !s.guideSeen }
