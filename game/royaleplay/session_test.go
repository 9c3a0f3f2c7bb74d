package royaleplay

import (
	"errors"
	"github.com/lasvegas-dice/lasvegas/game"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// play answers every decision of the people in g with their last legal
// action, confirming each handover; check runs before each Update. It
// returns the Steps shown.
func play(t *testing.T, g *Session, maxUpdates int, check func(g *Session)) (steps int) {
	t.Helper()
	for i := 0; i < maxUpdates && !g.Over(); i++ {
		if check != nil {
			check(g)
		}
		switch st, seat := g.Stage(); st {
		case StageHandover:
			if err := g.Confirm(); err != nil {
				t.Fatal(err)
			}
			continue
		case StageDecide:
			l := g.Legal()
			if err := g.Decide(l[len(l)-1]); err != nil {
				t.Fatalf("seat %d: %v", seat, err)
			}
		}
		if r := g.Update(time.Second); r != nil {
			steps++
		}
	}
	if !g.Over() {
		t.Fatalf("the game is not over after %d updates", maxUpdates)
	}
	return steps
}

func TestBotsPlayWholeGames(t *testing.T) {
	for _, rules := range []royale.Rules{royale.Basic(3), {Players: 4, Main: true, Tiles: 6}, {Players: 2, Main: true, Tiles: 3}} {
		store := storage.NewMemory()
		seats := []Seat{{Kind: game.Bot, Name: "A", Level: "easy"}, {Kind: game.Bot, Name: "B", Level: "medium"}, {Kind: game.Bot, Name: "C", Level: "random"}, {Kind: game.Bot, Name: "D", Level: "easy"}}[:rules.Players]
		g, err := New(Config{Rules: rules, Seats: seats, Seed: 7}, Options{Store: store})
		if err != nil {
			t.Fatal(err)
		}
		if g.Visible() != -1 || g.HotSeat() {
			t.Fatalf("bots only: Visible %d, HotSeat %v", g.Visible(), g.HotSeat())
		}
		steps := play(t, g, 20000, func(g *Session) {
			if st, _ := g.Stage(); st == StageHandover || st == StageDecide {
				t.Fatalf("%+v: stage %d with bots only", rules, st)
			}
		})
		if steps < royale.Rounds*rules.Players*2 {
			t.Errorf("%+v: %d steps shown for a whole game", rules, steps)
		}
		data, err := store.Load(AutosaveKey)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := royale.ParseRecord(data)
		if err != nil {
			t.Fatal(err)
		}
		if rec.Result == nil {
			t.Error("the saved record of a finished game has no result")
		}
		end, err := rec.Replay(nil)
		if err != nil || *end != *g.st {
			t.Errorf("%+v: the autosave replays to another state (%v)", rules, err)
		}
		if !strings.Contains(strings.Join(g.Log(), "\n"), "The game is over.") {
			t.Error("the log does not say the game is over")
		}
	}
}

// secretRules put Lucky Punch beside casino 1 and Black Box beside casino 2.
var secretRules = royale.Rules{Players: 3, Main: true, Tiles: 2, TileSet: []string{"A1", "G1"}}

// TestHotSeatSecretHandovers: two people and a bot, with the two secret
// tiles. Every secret choice by a person is made behind a handover before
// and after it, only the chooser is visible while it chooses, the view of
// the table never holds another seat's secret, and the log never says how
// many tokens a person held or how a person split before the reveal.
func TestHotSeatSecretHandovers(t *testing.T) {
	seats := []Seat{{Name: "Leo", Kind: game.Human}, {Kind: game.Bot, Name: "Bot", Level: "easy"}, {Name: "Mia", Kind: game.Human}}
	kinds := map[royale.ActKind]int{}
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := New(Config{Rules: secretRules, Seats: seats, Seed: seed}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		before, after, secrets := 0, 0, 0
		check := func(g *Session) {
			st, seat := g.Stage()
			v := g.Visible()
			if v != -1 && (st != StageDecide || v != seat || !Secret(g.Legal())) {
				t.Fatalf("seat %d is visible at stage %d of seat %d", v, st, seat)
			}
			switch {
			case st == StageHandover && g.After():
				after++
			case st == StageHandover:
				before++
				if !Secret(g.st.Legal()) || g.Legal() != nil {
					t.Fatalf("a handover before %v", g.st.Legal())
				}
			case st == StageDecide && Secret(g.Legal()):
				secrets++
				kinds[g.Legal()[0].Kind]++
			}
		}
		play(t, g, 20000, check)
		if before != secrets || after != secrets {
			t.Errorf("seed %d: %d handovers before and %d after %d secret choices", seed, before, after, secrets)
		}
		log := strings.Join(g.Log(), "\n")
		for _, bad := range []string{"Leo secretly holds 1", "Leo secretly holds 2", "Leo secretly holds 3", "Mia secretly holds 1", "Mia secretly holds 2", "Mia secretly holds 3"} {
			if strings.Contains(log, bad) {
				t.Errorf("the log shows a secret: %q", bad)
			}
		}
	}
	if kinds[royale.ActPunch] == 0 || kinds[royale.ActSplit] == 0 {
		t.Errorf("secret choices made by people: %v; want holds and splits", kinds)
	}
}

// TestSecretAgainstBotsNeedsNoHandover: one person against bots makes its
// secret choices with no handover, and sees its own hold in the log.
func TestSecretAgainstBotsNeedsNoHandover(t *testing.T) {
	seats := []Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Lucky", Level: "easy"}}
	secrets := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g, _ := New(Config{Rules: secretRules, Seats: seats, Seed: seed}, Options{})
		play(t, g, 20000, func(g *Session) {
			st, _ := g.Stage()
			if st == StageHandover {
				t.Fatal("a handover with one person")
			}
			if g.Visible() != 0 {
				t.Fatalf("Visible %d, want the one person", g.Visible())
			}
			if st == StageDecide && Secret(g.Legal()) {
				secrets++
			}
		})
		if strings.Contains(strings.Join(g.Log(), "\n"), "You secretly holds some") {
			t.Error("the person's own hold is hidden from it")
		}
	}
	if secrets == 0 {
		t.Error("no secret choice came to the person")
	}
}

func TestDecideRefusesWhatIsNotLegal(t *testing.T) {
	seats := []Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "Bot", Level: "easy"}}
	g, _ := New(Config{Rules: royale.Basic(2), Seats: seats, Seed: 9}, Options{})
	if err := g.Decide(royale.Place(1)); err == nil {
		t.Error("a decision before the game asked for one was taken")
	}
	for i := 0; i < 100; i++ {
		if st, _ := g.Stage(); st == StageDecide {
			break
		}
		g.Update(time.Second)
	}
	if st, seat := g.Stage(); st != StageDecide || seat != 0 {
		t.Fatalf("stage %d seat %d, want your decision", st, seat)
	}
	for f := 1; f <= 6; f++ {
		if !g.st.CurrentRoll().Has(f) {
			if err := g.Decide(royale.Place(f)); err == nil {
				t.Errorf("place %d, not rolled, was taken", f)
			}
		}
	}
	if err := g.Confirm(); err == nil {
		t.Error("a handover was confirmed with one person")
	}
	if err := g.AskHint(); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 400; i++ {
		if _, done := g.Hint(); done {
			break
		}
		g.thinkHint(10 * time.Millisecond)
	}
	est, done := g.Hint()
	if !done || len(est) != len(g.Legal()) || !est[0].Best {
		t.Errorf("hint: done %v, %d estimates for %d actions", done, len(est), len(g.Legal()))
	}
}

// TestResumeFromTheAutosave: a game saved after every step resumes to the
// same state, with the sampler where it stood.
func TestResumeFromTheAutosave(t *testing.T) {
	store := storage.NewMemory()
	seats := []Seat{{Name: "You", Kind: game.Human}, {Kind: game.Bot, Name: "B", Level: "medium"}, {Kind: game.Bot, Name: "C", Level: "easy"}}
	g, _ := New(Config{Rules: royale.MainGame(3), Seats: seats, Seed: 11}, Options{Store: store})
	for steps := 0; steps < 15; {
		if st, _ := g.Stage(); st == StageDecide {
			l := g.Legal()
			_ = g.Decide(l[len(l)/2])
		}
		if g.Update(time.Second) != nil {
			steps++
		}
	}
	r, err := Load(Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	if *r.st != *g.st || *r.rng != *g.rng {
		t.Fatal("the resumed game differs from the saved one")
	}
	if r.Seats()[0] != seats[0] || r.Seats()[1] != seats[1] {
		t.Errorf("resumed seats %+v", r.Seats())
	}
	if _, err := Load(Options{Store: storage.NewMemory()}); !errors.Is(err, storage.ErrNotFound) {
		t.Errorf("an empty store: %v", err)
	}
}

// TestWordsNameEveryAction: every decision of whole games has words of its
// own (not the engine's text), and the words of one decision differ.
func TestWordsNameEveryAction(t *testing.T) {
	seats := []Seat{{Name: "A", Kind: game.Human}, {Name: "B", Kind: game.Human}, {Name: "C", Kind: game.Human}}
	kinds := map[royale.ActKind]bool{}
	biggyAlone := 0
	for _, rules := range []royale.Rules{{Players: 3, Main: true, Tiles: 6}, secretRules} {
		for seed := uint64(1); seed <= 3; seed++ {
			g, _ := New(Config{Rules: rules, Seats: seats, Seed: seed}, Options{})
			play(t, g, 20000, func(g *Session) {
				l := g.Legal()
				seen := map[string]bool{}
				for _, a := range l {
					kinds[a.Kind] = true
					w := Words(g.st, a)
					if w == "" || w == a.String() || seen[w] || strings.Contains(w, " 0 dice") {
						t.Fatalf("%v: words %q", a, w)
					}
					if r := g.st.CurrentRoll(); a.Kind == royale.ActPlace && r.C[a.X-1] == 0 && int(r.Big) == int(a.X) {
						if biggyAlone++; !strings.Contains(w, "the Biggy") {
							t.Fatalf("the Biggy alone: words %q", w)
						}
					}
					seen[w] = true
				}
				if len(l) > 0 && Prompt(g.st, l, "A") == "" {
					t.Fatalf("no prompt for %v", l)
				}
			})
		}
	}
	if len(kinds) < 12 {
		t.Errorf("only %d kinds of decision came up: %v", len(kinds), kinds)
	}
	if biggyAlone == 0 {
		t.Error("no placement of the Biggy alone came up")
	}
}
