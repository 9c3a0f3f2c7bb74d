//go:build !js

package cardtable

import (
	"fmt"
	"regexp"
	"strconv"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
)

// TestTopBarOneTurn: while a reveal is shown (its flight, its summary, a
// payout), the top bar's title and its line of the log speak of the same
// turn: the line never starts the next turn ("Round 1, turn 2." under
// "Round 1/4 · Turn 1", as the autoplay of seed 5 with four seats showed
// in its reveal's screenshot) nor the next round, nor ends the game. Four
// bots play a whole game; every reveal is checked, at each of its ticks.
func TestTopBarOneTurn(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	seats := []cardplay.Seat{playkit.BotSeat("Ace", "medium"), playkit.BotSeat("Lucky", "medium"), playkit.BotSeat("Roxy", "medium"), playkit.BotSeat("Duke", "medium")}
	sess, err := cardplay.New(cardplay.Config{Rules: cards.Rules{Players: 4}, Seats: seats, Seed: 5}, cardplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(sess, fonts, Options{Width: 1280, Height: 800, Autoplay: true})
	lend(tb, fonts, 1280, 800)
	reveals, ticks := 0, 0
	var last *cardplay.Reveal
	for ; ticks < 20000 && !sess.Over(); ticks++ {
		if err := tick(tb); err != nil {
			t.Fatal(err)
		}
		if tb.rev == nil {
			continue
		}
		if tb.rev != last {
			last, reveals = tb.rev, reveals+1
		}
		s := tb.board().s
		if why := otherTurn(s.Round(), s.Turn(), tb.topLine()); why != "" {
			t.Fatalf("tick %d, under %q: %s", ticks, tb.topText(s), why)
		}
	}
	t.Logf("%d ticks, %d reveals", ticks, reveals)
	if !sess.Over() || reveals < 10 {
		t.Fatalf("after %d ticks the game is over: %v, with %d reveals", ticks, sess.Over(), reveals)
	}
}

var (
	turnLine  = regexp.MustCompile(`^Round (\d+), turn (\d+)\.$`)
	roundLine = regexp.MustCompile(`^Round (\d+) begins`)
)

// otherTurn says how line speaks of another turn than turn of round, ""
// if it does not.
func otherTurn(round, turn int, line string) string {
	if m := turnLine.FindStringSubmatch(line); m != nil {
		if r, _ := strconv.Atoi(m[1]); r != round {
			return fmt.Sprintf("the line %q is of round %d", line, r)
		}
		if n, _ := strconv.Atoi(m[2]); n != turn {
			return fmt.Sprintf("the line %q is of turn %d", line, n)
		}
	}
	if m := roundLine.FindStringSubmatch(line); m != nil {
		if r, _ := strconv.Atoi(m[1]); r != round {
			return fmt.Sprintf("the line %q begins round %d", line, r)
		}
	}
	if line == "The game is over." {
		return "the line ends the game under a turn's reveal"
	}
	return ""
}

// topText is the top bar's "Round r/4 · Turn t", or that the game is over.
func (t *Table) topText(s *cards.State) string { return t.topTitles(s)[1] }
