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
	"github.com/lasvegas-dice/lasvegas/game"
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
// "Round 1 is paid out." over the last turn's summary), and while the
// cards fly it is the log's line before the reveal's (it said "Roxy takes a gold
// chip card at Royal." over Roxy's panel without one); a casino keeps
// its chip cards until the cards land (it kept them to the next turn).
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

// playPanels plays a game and checks the screen at every reveal's tick.
func playPanels(t *testing.T, rules cards.Rules) {
	tb, sess := panelGame(t, rules)
	var run panelRun
	ticks := 0
	for ; ticks < 100000 && !(sess.Over() && tb.rev == nil); ticks++ {
		if err := tick(tb); err != nil {
			t.Fatal(err)
		}
		if tb.rev == nil {
			continue
		}
		if why := run.check(tb); why != "" {
			t.Fatalf("tick %d, %s: %s", ticks, summaryTitle(tb.rev), why)
		}
	}
	t.Logf("%d ticks; ticks of reveals in flight, landed, paid out: %v; %d stale panels caught", ticks, run.seen, run.stale)
	if !sess.Over() || run.seen[shownBefore] == 0 || run.seen[shownLanded] == 0 || run.seen[shownPaid] == 0 || run.stale == 0 {
		t.Fatalf("after %d ticks the game is over: %v; moments seen %v; the old panels would have differed %d times", ticks, sess.Over(), run.seen, run.stale)
	}
}

// panelRun is what playPanels knows of the reveal shown.
type panelRun struct {
	last  *cardplay.Reveal
	after *cards.State // the session's view once last was applied
	seen  [numShown]int
	stale int // panel checks where the old panels would have differed
}

// check says how the reveal's screen tells another story than it has
// shown so far, "" if it does not: the top bar's line (the line before
// the reveal while the cards fly; a payout's only at the payout), each
// seat's panel and the chip cards at the casinos.
func (run *panelRun) check(tb *Table) string {
	r := tb.rev
	if r != run.last {
		run.last, run.after = r, tb.sess.SharedView() // the session has applied it
	}
	b := tb.board()
	moment := shownBefore
	if b.fly >= 1 {
		moment = shownLanded
		if tb.payout {
			moment = shownPaid
		}
	}
	run.seen[moment]++
	at := momentNames[moment]
	line := tb.topLine()
	if payoutLine.MatchString(line) != (moment == shownPaid) || (moment == shownBefore && flownTold(tb, line)) {
		return fmt.Sprintf("%s: the top bar's line is %q", at, line)
	}
	if why := otherTurn(r.Before.Round(), r.Before.Turn(), line); why != "" {
		return at + ": " + why
	}
	for p := range tb.sess.Seats() {
		want := wantPanel(r, run.after, p, moment)
		if want != oldPanel(r, p, b.fly >= 1) {
			run.stale++
		}
		if why := panelSays(tb, &b, p, want); why != "" {
			return fmt.Sprintf("%s: %s's panel: %s", at, tb.sess.Name(p), why)
		}
	}
	for c := 1; c <= cards.NumCasinos; c++ {
		want := r.Before.ChipsAt(c)
		if moment != shownBefore {
			want = run.after.ChipsAt(c) // the chip cards left stay for the next round
		}
		if b.chipsAt[c-1] != want {
			return fmt.Sprintf("%s: %s shows the chip cards %v, want %v", at, casinoName(c), b.chipsAt[c-1], want)
		}
	}
	return ""
}

// momentNames name the moments of a reveal (revealCounts).
var momentNames = [numShown]string{"the cards in flight", "landed (the summary)", "paid out"}

// payoutLine is a line of the log about a payout (logwords.go).
var payoutLine = regexp.MustCompile(` pays |: .* tie with |^Nobody wins | is paid out\.$`)

// flownTold reports whether line is one the shown reveal wrote in the log
// (while its cards fly the bar tells none of them yet).
func flownTold(tb *Table, line string) bool {
	var told []cards.Event
	for _, e := range tb.rev.Events {
		if e.Kind != cards.EvDrew {
			told = append(told, e)
		}
	}
	for _, l := range logWords(told, tb.sess.Names()) {
		if game.Agree(l) == line {
			return true
		}
	}
	return false
}

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
