package extbot

import (
	"fmt"
	"os/exec"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/testgame"
)

// pickCodec is the protocol of the test game Pick: the state block shows
// the seat's own hand as its view has it.
type pickCodec struct{}

func (pickCodec) Hello(*testgame.State) []string { return []string{"pick 1"} }
func (pickCodec) Event(e testgame.Event) string {
	return fmt.Sprintf("%s %d %d", e.Kind, e.Seat, e.Card)
}
func (pickCodec) Action(a testgame.Action) string { return strconv.Itoa(int(a)) }
func (c pickCodec) State(s *testgame.State) []string {
	return []string{fmt.Sprint("state hands=", handsText(s)), "end"}
}
func (pickCodec) Parse(t string) (testgame.Action, error) {
	n, err := strconv.Atoi(t)
	return testgame.Action(n), err
}
func (pickCodec) Check(s *testgame.State, seat int, a testgame.Action) error {
	if !slices.Contains(s.LegalFor(seat), a) {
		return fmt.Errorf("no card %d", a)
	}
	return nil
}

func handsText(s *testgame.State) string {
	var parts []string
	for p := 0; p < s.Players(); p++ {
		parts = append(parts, fmt.Sprint(s.Hand(p)))
	}
	return strings.Join(parts, ";")
}

// lowest is Pick's fallback bot: the lowest card.
type lowest struct{ seat int }

func (lowest) Name() string { return "lowest" }
func (l lowest) Begin(s *testgame.State) bot.Search[testgame.Action] {
	return &lowestSearch{a: s.LegalFor(l.seat)[0]}
}
func (l lowest) Choose(s *testgame.State, _ time.Duration) testgame.Action {
	return s.LegalFor(l.seat)[0]
}

type lowestSearch struct{ a testgame.Action }

func (l *lowestSearch) Step(time.Duration) bool                    { return true }
func (l *lowestSearch) Best() testgame.Action                      { return l.a }
func (l *lowestSearch) Estimates() []bot.Estimate[testgame.Action] { return nil }

// The same host seats a program in another game: Pick's secret picks are
// asked of it from its seat's view (it never sees the other hand), and its
// answers are played.
func TestHostPlaysAnotherGame(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	// Answers the highest legal card, and echoes the state lines to stderr.
	script := `while read -r w rest; do case "$w" in isready) echo readyok;; legal) set -- $rest; eval last=\${$#}; echo "play $last";; state) echo "$rest" >&2;; quit) exit 0;; esac; done`
	var stderr strings.Builder
	h := NewHost[*testgame.State, testgame.Action, testgame.Event]("sh -c '"+script+"'", Options{Stderr: &stderr, Name: "pick"}, pickCodec{}, func(seat int, _ uint64) bot.Bot[*testgame.State, testgame.Action] { return lowest{seat: seat} })
	defer h.Close()
	s, _ := testgame.New(2)
	r := engine.NewRand(5)
	for s.CurrentPlayer() == engine.ChancePlayer {
		s.Apply(s.SampleChance(r))
	}
	h.StartGame(s.View(1), 1, nil)
	for !s.IsTerminal() {
		mine := s.LegalFor(1)
		a := h.Choose(s.View(1), 0)
		if a != mine[len(mine)-1] {
			t.Fatalf("the program picked %v of %v, want the highest", a, mine)
		}
		evs, err := s.ApplyJoint([]testgame.Action{s.LegalFor(0)[0], a})
		if err != nil {
			t.Fatal(err)
		}
		h.Observe(s.View(1), evs)
	}
	if h.Faults() != 0 {
		t.Errorf("%d faults", h.Faults())
	}
	h.Close()
	out := stderr.String()
	if strings.Count(out, "hands=[card 0 card 0 card 0];") != strings.Count(out, "hands=") || strings.Count(out, "hands=") < 3 {
		t.Errorf("the program saw seat 0's hand: %q", out)
	}
	if !strings.Contains(out, "];[card ") || strings.Contains(out, "];[card 0 card 0 card 0]\nhands") {
		t.Errorf("the program did not see its own hand: %q", out)
	}
}

// wild is a fallback bot that answers an action no seat has.
type wild struct{}

func (wild) Name() string { return "wild" }
func (wild) Begin(*testgame.State) bot.Search[testgame.Action] {
	return &lowestSearch{a: 200}
}
func (wild) Choose(*testgame.State, time.Duration) testgame.Action { return 200 }

// Whatever the fallback bot answers, the host plays one of the seat's
// choices: never a zero or foreign action.
func TestFallbackAnswersAChoice(t *testing.T) {
	h := NewHost[*testgame.State, testgame.Action, testgame.Event]("/nonexistent/bot", Options{}, pickCodec{},
		func(int, uint64) bot.Bot[*testgame.State, testgame.Action] { return wild{} })
	defer h.Close()
	s, _ := testgame.New(2)
	r := engine.NewRand(5)
	for s.CurrentPlayer() == engine.ChancePlayer {
		s.Apply(s.SampleChance(r))
	}
	h.StartGame(s.View(1), 1, nil)
	if a := h.Choose(s.View(1), 0); !slices.Contains(s.LegalFor(1), a) {
		t.Fatalf("the host played %v, not one of %v", a, s.LegalFor(1))
	}
}
