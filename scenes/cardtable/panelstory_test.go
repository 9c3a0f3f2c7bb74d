//go:build !js

package cardtable

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestPanelsTellTheReveal: at every tick of every reveal (its flight, its
// summary, a payout) each seat's panel says what the reveal has shown so
// far, never the state the session has already moved on to nor the state
// before what it has shown. Bots play whole games of seed 5 (the rules
// of the autoplay's screenshots; with chip cards and open money; the
// sequential variation), the table at the fast speed so that the cards
// fly and the summaries and payouts wait. Before, a panel kept the state
// before the reveal but for its cards placed: during turn 1's summary it
// said "set aside 0" under "Duke sets 3 cards aside for the round."
// The top bar's line tells the payout at the payout, not before (it said
// "Round 1 is paid out." over the last turn's summary).
func TestPanelsTellTheReveal(t *testing.T) {
	for _, c := range []struct {
		name  string
		rules cards.Rules
	}{
		{"four seats", cards.Rules{Players: 4}},
		{"chips and open money", cards.Rules{Players: 4, Chips: true, OpenMoney: true}},
		{"sequential, five seats", cards.Rules{Players: 5, Sequential: true, Chips: true, OpenMoney: true}},
	} {
		t.Run(c.name, func(t *testing.T) { playPanels(t, c.rules) })
	}
}

// panelGame is a game of bots at a table that nobody watches.
func panelGame(t *testing.T, rules cards.Rules) (*Table, *cardplay.Session) {
	t.Helper()
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	names := []string{"Ace", "Lucky", "Roxy", "Duke", "Vera"}
	var seats []cardplay.Seat
	for _, n := range names[:rules.Players] {
		seats = append(seats, playkit.BotSeat(n, "medium"))
	}
	sess, err := cardplay.New(cardplay.Config{Rules: rules, Seats: seats, Seed: 5}, cardplay.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tb := NewTable(sess, fonts, Options{Width: 1280, Height: 800})
	lend(tb, fonts, 1280, 800)
	tb.st.Motion = ui.Motion{Speed: ui.SpeedFast}
	return tb, sess
}

// playPanels plays a game and checks the panels at every reveal's tick.
func playPanels(t *testing.T, rules cards.Rules) {
	tb, sess := panelGame(t, rules)
	var seen [numShown]int
	stale := 0 // panel checks where the old panels would have differed
	var last *cardplay.Reveal
	var after *cards.State
	ticks := 0
	for ; ticks < 100000 && !(sess.Over() && tb.rev == nil); ticks++ {
		if err := tick(tb); err != nil {
			t.Fatal(err)
		}
		r := tb.rev
		if r == nil {
			continue
		}
		if r != last {
			last, after = r, sess.SharedView() // the session has applied it
		}
		b := tb.board()
		moment := shownBefore
		if b.fly >= 1 {
			moment = shownLanded
			if tb.payout {
				moment = shownPaid
			}
		}
		seen[moment]++
		if line := tb.topLine(); payoutLine.MatchString(line) != (moment == shownPaid) {
			t.Fatalf("tick %d, %s, %s: the top bar's line is %q", ticks, summaryTitle(r), momentNames[moment], line)
		}
		for p := range rules.Players {
			want := wantPanel(r, after, p, moment)
			if want != oldPanel(r, p, b.fly >= 1) {
				stale++
			}
			if why := panelSays(tb, &b, p, want); why != "" {
				t.Fatalf("tick %d, %s, %s: %s's panel: %s", ticks, summaryTitle(r), momentNames[moment], sess.Name(p), why)
			}
		}
	}
	t.Logf("%d ticks; ticks of reveals in flight, landed, paid out: %v; %d stale panels caught", ticks, seen, stale)
	if !sess.Over() || seen[shownBefore] == 0 || seen[shownLanded] == 0 || seen[shownPaid] == 0 || stale == 0 {
		t.Fatalf("after %d ticks the game is over: %v; moments seen %v; the old panels would have differed %d times", ticks, sess.Over(), seen, stale)
	}
}

// momentNames name the moments of a reveal (revealCounts).
var momentNames = [numShown]string{"the cards in flight", "landed (the summary)", "paid out"}

// payoutLine is a line of the log about a payout (logwords.go).
var payoutLine = regexp.MustCompile(` pays |: .* tie with |^Nobody wins | is paid out\.$`)

// panelWant is what a panel should count.
type panelWant struct {
	placed, hand, deck, glass int
	chips                     [casino.NumChipColours]uint8
	money                     int
}

// stateWant is what seat p has in s.
func stateWant(s *cards.State, p int) panelWant {
	return panelWant{s.Placed(p).Size(), s.HandSize(p), s.DeckSize(p), s.GlassSize(p), s.Chips(p), s.Money(p)}
}

// oldPanel is what the panels said before: the state before the reveal,
// its cards placed once they landed.
func oldPanel(r *cardplay.Reveal, p int, landed bool) panelWant {
	w := stateWant(r.Before, p)
	if landed {
		w.placed += r.Picks[p].Size()
	}
	return w
}

// wantPanel is what seat p's panel should say at moment of reveal r,
// after being the session's view once r was applied. In flight: the state
// before. Landed: the state after, if the round goes on; else the rules'
// placement (the hand placed, the rest set aside, a stopping seat's draw
// pile set aside too) and the chip cards the round kept, without the
// payout's notes. Paid out: the money after, the cards where they lay.
func wantPanel(r *cardplay.Reveal, after *cards.State, p int, moment int) panelWant {
	if moment == shownBefore {
		return stateWant(r.Before, p)
	}
	if !r.RoundEnded {
		return stateWant(after, p)
	}
	w := oldPanel(r, p, true)
	paid := 0
	for _, e := range r.Events {
		switch {
		case int(e.Seat) != p:
		case e.Kind == cards.EvStopped:
			w.deck = 0
		case e.Kind == cards.EvNotePaid:
			paid += e.Note.Dollars()
		}
	}
	if r.Placed&(1<<uint(p)) != 0 {
		w.hand = 0
	}
	w.glass = cards.DeckSize - w.placed - w.hand - w.deck
	w.chips, w.money = after.Chips(p), after.Money(p)
	if moment == shownLanded {
		w.money -= paid
	}
	return w
}

// panelSays says how seat p's panel differs from want, "" if it does not.
func panelSays(tb *Table, b *board, p int, want panelWant) string {
	w := tb.panelWords(*b, p, tb.sess.Seats()[p].Role())
	if w.key.placed != want.placed {
		return fmt.Sprintf("%q, want %d placed", w.in.placed, want.placed)
	}
	if c := countsText(want.hand, want.deck, want.glass); w.in.counts != c {
		return fmt.Sprintf("%q, want %q", w.in.counts, c)
	}
	if b.seats[p].chips != want.chips {
		return fmt.Sprintf("chip cards %v, want %v", b.seats[p].chips, want.chips)
	}
	money := "Money hidden"
	if b.s.Rules().OpenMoney {
		money = ui.Dollars(want.money)
	}
	if got := tb.moneyWords(b, p); got != money {
		return fmt.Sprintf("money %q, want %q", got, money)
	}
	// The panel's explanation says the same money.
	if tip := tb.tipText(tipItem{tipMoney, p}); b.s.Rules().OpenMoney && !strings.Contains(tip, " has "+money+".") {
		return fmt.Sprintf("explained as %q, want %s", tip, money)
	}
	return ""
}
