package extbot_test

import (
	"bytes"
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

func needPython(t *testing.T) {
	t.Helper()
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
}

// play runs games of the external bot against the medium bot and returns
// the result and the log.
func play(t *testing.T, rules dice.Rules, spec string, games int, timeout time.Duration) (*tournament.Result, string) {
	t.Helper()
	var log bytes.Buffer
	seats := make([]string, rules.Players)
	seats[0] = spec
	for i := 1; i < len(seats); i++ {
		seats[i] = "medium"
	}
	res, err := tournament.Play(tournament.Config{Rules: rules, Seats: seats, Games: games, Seed: 7, Log: &log, ExtTimeout: timeout, ExtStartTimeout: 10 * time.Second, Workers: 2})
	if err != nil {
		t.Fatal(err)
	}
	// Keep the extbot lines; drop the tournament's progress lines.
	var keep []string
	for _, l := range strings.SplitAfter(log.String(), "\n") {
		if strings.HasPrefix(l, "extbot ") {
			keep = append(keep, l)
		}
	}
	return res, strings.Join(keep, "")
}

// TestExampleBot is the conformance test: the example bot of
// docs/bot-protocol.md plays whole games with every module on, legally.
func TestExampleBot(t *testing.T) {
	needPython(t)
	for _, r := range []dice.Rules{dice.Classic(2), func() dice.Rules {
		r := dice.Online(4)
		r.Chips = true
		r.AutoForced = false // the bot must answer kicks and chips too
		return r
	}()} {
		res, log := play(t, r, "exec:python3 testdata/example_bot.py", 2, 5*time.Second)
		b := res.Bot("exec:python3 testdata/example_bot.py")
		if b.Faults != 0 || log != "" {
			t.Errorf("example bot: %d faults, log:\n%s", b.Faults, log)
		}
		if b.Decisions == 0 {
			t.Error("example bot made no decisions")
		}
		t.Log("\n" + res.String())
	}
}

// TestMisbehavingBots: a bot that crashes, hangs, answers garbage or an
// illegal action, or never gets ready, gets a clear log line, the medium
// bot plays for it, and the games finish.
func TestMisbehavingBots(t *testing.T) {
	needPython(t)
	cases := []struct {
		bot, log string
		fatal    bool // replaced for the rest of the game
	}{
		{"crash_bot.py", "exited or closed its output (exit status 3)", true},
		{"traceback_bot.py", `its stderr ended with "`, true},
		{"hang_bot.py", "no answer within", true},
		{"garbage_bot.py", `answered "play banana"`, false},
		{"illegal_bot.py", "which is illegal now", false},
		{"mute_bot.py", "never said readyok (waited 10s)", true},
		{"no_such_bot.py", "exited or closed its output", true},
	}
	for _, c := range cases {
		t.Run(c.bot, func(t *testing.T) {
			spec := "exec:python3 testdata/" + c.bot
			t0 := time.Now()
			res, log := play(t, dice.Classic(2), spec, 2, 300*time.Millisecond)
			b := res.Bot(spec)
			if b.Faults == 0 {
				t.Error("no faults counted")
			}
			if !strings.Contains(log, c.log) {
				t.Errorf("log lacks %q:\n%s", c.log, log)
			}
			lines := strings.Count(log, "\n")
			if c.fatal && lines != 2 { // one line per game
				t.Errorf("%d log lines for 2 games, want 2:\n%s", lines, log)
			}
			if d := time.Since(t0); d > 60*time.Second {
				t.Errorf("took %v", d)
			}
			t.Logf("%d faults, first log line: %s", b.Faults, strings.SplitN(log, "\n", 2)[0])
		})
	}
}

func TestMissingProgram(t *testing.T) {
	var log bytes.Buffer
	b, err := extbot.New("/nonexistent/bot", extbot.Options{Log: &log})
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()
	s, _ := dice.NewGame(dice.Classic(2))
	b.StartGame(s, 0, s.Intro())
	rng := engine.NewRand(1)
	for s.CurrentPlayer() < 0 {
		s.Apply(s.SampleChance(rng))
	}
	a := b.Choose(s, 0)
	if s.Check(a) != nil {
		t.Fatalf("fallback played %s: %v", a, s.Check(a))
	}
	if !strings.Contains(log.String(), "cannot start") {
		t.Errorf("log: %q", log.String())
	}
}

func TestActionText(t *testing.T) {
	for _, a := range []dice.Action{dice.Place(3), dice.PlaceSlot(6), dice.Kick(2, dice.Regular),
		dice.Kick(0, dice.Biggy), dice.Kick(dice.Neutral, dice.White), dice.TakeChip(3)} {
		txt := extbot.ActionText(a)
		b, err := extbot.ParseAction(txt)
		if err != nil || b != a {
			t.Errorf("%s -> %q -> %s, %v", a, txt, b, err)
		}
	}
	for _, bad := range []string{"", "place", "place:0", "place:7", "slot:x", "kick:seat9", "kick:seat1:huge", "chip:plaid", "roll:1,2"} {
		if _, err := extbot.ParseAction(bad); err == nil {
			t.Errorf("ParseAction(%q) accepted", bad)
		}
	}
}

// A bot that answers twice: the unasked line is discarded before the next
// request (and logged once per request), so no later answer is off by one.
func TestStaleLinesDiscarded(t *testing.T) {
	needPython(t)
	spec := "exec:python3 testdata/twice_bot.py"
	res, log := play(t, dice.Classic(2), spec, 2, 2*time.Second)
	if b := res.Bot(spec); b.Faults != 0 || b.Decisions == 0 {
		t.Errorf("%d faults in %d decisions; log:\n%s", b.Faults, b.Decisions, log)
	}
	if !strings.Contains(log, `said "play nothing" when not asked`) {
		t.Errorf("log:\n%s", log)
	}
}

// A line over 64 KiB is reported as such; a bot's text in the log is cut
// to a few hundred bytes with control bytes escaped.
func TestLongAndNoisyLines(t *testing.T) {
	needPython(t)
	for bot, want := range map[string]string{
		"long_bot.py":  "wrote a line longer than 64 KiB",
		"noisy_bot.py": `answered "play \x1b[2J\x00`,
	} {
		spec := "exec:python3 testdata/" + bot
		_, log := play(t, dice.Classic(2), spec, 1, 2*time.Second)
		if !strings.Contains(log, want) {
			t.Errorf("%s: log lacks %q:\n%.2000s", bot, want, log)
		}
		for _, l := range strings.Split(strings.TrimSpace(log), "\n") {
			if len(l) > 600 || strings.ContainsAny(l, "\x1b\x00") {
				t.Errorf("%s: a log line of %d bytes, raw control bytes %v: %.300q", bot, len(l), strings.ContainsAny(l, "\x1b\x00"), l)
			}
		}
	}
}

// The bot is told a seed for its own random choices, drawn for every game
// from crypto/rand: not Options.Seed (which seeds the fallback bot), and
// different each time for the same Options.Seed, so that it reveals nothing
// of the game's chance. Options.Stderr gets the program's stderr.
func TestSeedIsUnrelated(t *testing.T) {
	seen := map[string]bool{}
	for range 2 {
		var errb bytes.Buffer
		b, err := extbot.New(`sh -c 'while read l; do case $l in seed*) echo "$l" >&2;; isready) echo readyok;; quit) exit 0;; esac; done'`,
			extbot.Options{Seed: 1234, Stderr: &errb, StartTimeout: 5 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		s, _ := dice.NewGame(dice.Classic(2))
		b.StartGame(s, 1, s.Intro())
		b.Close()
		got := strings.TrimSpace(errb.String())
		var n uint64
		if _, err := fmt.Sscanf(got, "seed %d", &n); err != nil || got == "seed 1234" || seen[got] {
			t.Errorf("the bot heard %q (before: %v)", got, seen)
		}
		seen[got] = true
	}
}

// One process can play several games: the host sends newgame before the
// next game's introduction.
func TestNewGame(t *testing.T) {
	var errb bytes.Buffer
	b, err := extbot.New(`sh -c 'while read l; do case $l in newgame|seat*) echo "$l" >&2;; isready) echo readyok;; quit) exit 0;; esac; done'`,
		extbot.Options{Stderr: &errb, StartTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := dice.NewGame(dice.Classic(2))
	b.StartGame(s, 0, s.Intro())
	b.EndGame(s)
	b.StartGame(s, 1, s.Intro())
	b.Close()
	if got := errb.String(); got != "seat 0\nnewgame\nseat 1\n" {
		t.Errorf("the bot heard %q", got)
	}
}

// The card game's example bot plays whole games, simultaneous and
// sequential, with chips, without a fault: every answer is legal, and it
// never sees another seat's cards (it exits if it does).
func TestCardsExampleBot(t *testing.T) {
	needPython(t)
	const spec = "exec:python3 testdata/cards_bot.py"
	for _, r := range []cards.Rules{{Players: 3, Chips: true}, {Players: 2, Sequential: true, Chips: true}} {
		var log bytes.Buffer
		seats := []string{spec, "medium", "easy"}[:r.Players]
		res, err := tournament.PlayGame(tournament.CardsGame(r), tournament.Config{Seats: seats, Games: 2, Seed: 3, Log: &log, ExtTimeout: 5 * time.Second, Workers: 1}) // one process, at another seat in the second game
		if err != nil {
			t.Fatal(err)
		}
		if b := res.Bot(spec); b.Faults != 0 || b.Decisions == 0 || strings.Contains(log.String(), "extbot") {
			t.Errorf("%+v: %d faults, %d decisions, log:\n%s", r, b.Faults, b.Decisions, log.String())
		}
	}
}

func TestCardsActionText(t *testing.T) {
	for _, s := range []string{"pick:5,5,55", "pick:1,6", "chip:red"} {
		a, err := extbot.ParseCardsAction(s)
		if err != nil || extbot.CardsActionText(a) != s {
			t.Errorf("%s: %v %v", s, a, err)
		}
	}
	for _, s := range []string{"pick 5", "pick:", "pick:4,4,2", "chip:mauve", "pick:5 chip:red", ""} {
		if _, err := extbot.ParseCardsAction(s); err == nil {
			t.Errorf("%q was read", s)
		}
	}
}
