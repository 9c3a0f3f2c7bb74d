package extbot_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/ai/extbot"
	royalebots "github.com/lasvegas-dice/lasvegas/ai/royale"
	"github.com/lasvegas-dice/lasvegas/ai/tournament"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
)

const royaleSpec = "exec:python3 testdata/royale_bot.py"

// TestRoyaleExampleBot: the Royale example bot plays basic and main games
// (six tiles a round, so every tile comes up) against the medium and easy
// bots without a fault, answering every tile's decision, and never sees
// another seat's Lucky Punch hold or Black Box split before it is revealed
// (it exits if it does). The bot writes what it was asked to
// ROYALE_BOT_TALLY, so the test knows the secret tiles came up.
func TestRoyaleExampleBot(t *testing.T) {
	needPython(t)
	tally := filepath.Join(t.TempDir(), "tally")
	t.Setenv("ROYALE_BOT_TALLY", tally)
	for _, r := range []royale.Rules{royale.Basic(3), {Players: 3, Main: true, Tiles: 6}, {Players: 2, Main: true, Tiles: 6}} {
		var log bytes.Buffer
		seats := []string{royaleSpec, "medium", "easy"}[:r.Players]
		res, err := tournament.PlayGame(tournament.RoyaleGame(r), tournament.Config{Seats: seats, Games: 2, Seed: 23, Log: &log, ExtTimeout: 5 * time.Second, Workers: 1}) // one process, at another seat in the second game
		if err != nil {
			t.Fatal(err)
		}
		if b := res.Bot(royaleSpec); b.Faults != 0 || b.Decisions == 0 || strings.Contains(log.String(), "extbot") {
			t.Errorf("%+v: %d faults, %d decisions, log:\n%s", r, b.Faults, b.Decisions, log.String())
		}
	}
	data, err := os.ReadFile(tally)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]int{}
	for _, w := range strings.Fields(string(data)) {
		seen[w]++
	}
	t.Logf("the bot was asked / saw: %v", seen)
	// Every tile side came up; the bot made its own secrets, guessed and
	// picked against the others', whose hidden events it saw; and it met
	// every kind of decision but Prime Time's (asked only when its black
	// dice show an open casino's face: rarer; TestRoyaleActionText covers
	// its text).
	want := []string{"place", "sitout", "punch", "guess", "split", "pick", "hidden-punch", "hidden-split", "pass",
		"double", "fifty", "nice", "power", "knock", "close", "block", "handicap", "rotate", "return", "choose", "pay"}
	for _, id := range royale.Tiles() {
		want = append(want, "tile="+id)
	}
	for _, k := range want {
		if seen[k] == 0 {
			t.Errorf("the bot never met %q", k)
		}
	}
}

// hostSeat plays an external bot in the game loop.
type hostSeat struct{ h *extbot.RoyaleBot }

func (c hostSeat) Choose(v *royale.State, _ int) (royale.Action, error) { return c.h.Choose(v, 0), nil }

type botSeat struct{ b *royalebots.Bot }

func (c botSeat) Choose(v *royale.State, _ int) (royale.Action, error) { return c.b.Choose(v, 0), nil }

// TestRoyaleBotSeesLeaks: the example bot's check can fail. Told the whole
// state and every event as it happened, as a careless host would, it sees
// another seat's secret and exits; the medium bot plays on for it.
func TestRoyaleBotSeesLeaks(t *testing.T) {
	needPython(t)
	r := royale.Rules{Players: 2, Main: true, Tiles: 2, TileSet: []string{"A1", "G1"}}
	var log bytes.Buffer
	h, err := extbot.NewRoyale("python3 testdata/royale_bot.py", 0, extbot.Options{Log: &log, Timeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	other, _ := royalebots.New("medium", 1, 2)
	for g := uint64(0); g < 3 && h.Faults() == 0; g++ {
		st, _ := royale.NewGame(r)
		if g > 0 {
			h.NextGame(g)
		}
		h.StartGame(st, 0, nil)
		loop := &game.Loop[*royale.State, royale.Action, royale.Event]{State: st, Rand: engine.NewRand(g + 1),
			Seats:  []game.Chooser[*royale.State, royale.Action]{hostSeat{h}, botSeat{other}},
			Events: func(evs []royale.Event) { h.Observe(st, evs) }} // the leak: not st.View(0), not SeenBy
		if err := loop.Run(); err != nil {
			t.Fatal(err)
		}
		h.EndGame(st)
	}
	if !strings.Contains(log.String(), "saw the secret of seat 1") {
		t.Errorf("the bot never saw a leaked secret; log:\n%s", log.String())
	}
}

// Every action of every kind met in random main games with all six tiles
// is one word in the protocol and reads back as itself.
func TestRoyaleActionText(t *testing.T) {
	kinds := map[royale.ActKind]bool{}
	rng := engine.NewRand(11)
	for g := 0; g < 40; g++ {
		s, err := royale.NewGame(royale.Rules{Players: 2 + g%4, Main: g%5 != 0, Tiles: 6 * b2int(g%5 != 0)})
		if err != nil {
			t.Fatal(err)
		}
		for !s.IsTerminal() {
			if s.CurrentPlayer() == engine.ChancePlayer {
				s.Apply(s.SampleChance(rng))
				continue
			}
			legal := s.Legal()
			for _, a := range legal {
				kinds[a.Kind] = true
				txt := extbot.RoyaleActionText(a)
				b, err := extbot.ParseRoyaleAction(txt)
				if strings.ContainsAny(txt, " \t") || err != nil || b != a {
					t.Fatalf("%s -> %q -> %s, %v", a, txt, b, err)
				}
			}
			if _, err := s.Apply(legal[rng.Intn(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for k := royale.ActPlace; k <= royale.ActPay; k++ {
		if !kinds[k] {
			t.Errorf("action kind %d never came up", k)
		}
	}
	for _, bad := range []string{"", "place 3", "place:", "place:7", "place:3 sitout", "split:60+70", "punch:4", "sitout:1"} {
		if a, err := extbot.ParseRoyaleAction(bad); err == nil {
			t.Errorf("%q was read as %s", bad, a)
		}
	}
}

func b2int(b bool) int {
	if b {
		return 1
	}
	return 0
}
