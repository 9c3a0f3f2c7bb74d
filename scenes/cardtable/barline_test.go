//go:build !js

package cardtable

import (
	"fmt"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/casino"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestBarLineWhole: the top bar's line of the log is whole, never cut
// with "…", for every kind of line the card game's log writes (placements,
// cards set aside, stops for the round, chip cards, ties, payouts, notes
// dealt and returned, the session's own lines), with two to five seats
// named up to 16 letters, as bots or You, on a phone held on its side
// (844x390, 640x360) and on a desktop (1280x800, 800x600): at 12 CSS px
// or more, one or two lines in the bar beside the title's form drawn with
// it. A phone held upright shows the Log button instead. Before, the line
// was one line cut at 640x360: "Flamingo: You and Duke tie with 4 dice
// each; those…".
func TestBarLineWhole(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := ui.NewMeasureKit(fonts)
	for _, names := range cardNames {
		lines := cardLineForms(names)
		for _, sz := range [][2]float64{{844, 390}, {640, 360}, {1280, 800}, {800, 600}} {
			vp := ui.ComputeViewport(sz[0], sz[1], 1)
			l := newLayout(vp.W, vp.H, len(names), tapUnits(vp, 1))
			checkBarLines(t, k, l, vp.Scale, sz, lines)
		}
	}
	vp := ui.ComputeViewport(640, 360, 1)
	l := newLayout(vp.W, vp.H, 4, tapUnits(vp, 1))
	tie := "Flamingo: You and Duke tie with 4 dice each; those cards are out."
	old := l.helpBtn.X - 14*l.u - 32*l.u - k.TextWidth("Round 1/4 · Turn 2", ui.FontBold, max(17*l.u, l.txt))
	if w := k.TextWidth(tie, ui.FontRegular, l.txt); w <= old {
		t.Errorf("640x360: %q is %.0f wide, within the old room of %.0f: not cut as before", tie, w, old)
	}
}

// cardNames are the seats' names checked: the longest a person may give
// (16 letters), hot seat's "Player N", and You with the bots.
var cardNames = [][]string{
	{"Maximilian Stone", "Alexandra Wright", "Christopher Lane", "Bartholomew Kidd", "Evangeline Moore"},
	{"Player 1", "Player 2", "Player 3", "Player 4", "Player 5"},
	{"You", "Lucky", "Roxy", "Duke", "Mia"},
	{"You", "Ace"},
	{"Maximilian Stone", "Alexandra Wright"},
}

// checkBarLines checks every line of lines in the top bar of l (scale:
// screen px a unit); it reports the first three lines that fail and how
// many do.
func checkBarLines(t *testing.T, k *ui.Kit, l layout, scale float64, sz [2]float64, lines []string) {
	t.Helper()
	titles := topForms(4, 6, false)
	tsize := max(17*l.u, l.txt)
	room, _ := ui.BarRoom(k, titles, tsize, l.helpBtn.X, l.u)
	size, least, h := barSizes(l)
	bad := 0
	for _, line := range lines {
		bt := ui.FitBarLine(k, line, size, least, h, room, 3)
		why := ""
		switch {
		case bt.Text() != line:
			why = fmt.Sprintf("the bar shows %q of %q", bt.Lines[:bt.N], line)
		case bt.Size*scale < 12-1e-9 || float64(bt.N)*bt.Size*ui.BarLead > h:
			why = fmt.Sprintf("%q at %.1f CSS px, %d lines in %.0f", line, bt.Size*scale, bt.N, h)
		case l.helpBtn.X-10*l.u-bt.Width < 12*l.u+k.TextWidth(titles[bt.Title], ui.FontBold, tsize)+24*l.u:
			why = fmt.Sprintf("%q (%.0f wide) meets the title %q", line, bt.Width, titles[bt.Title])
		}
		if why != "" {
			if bad++; bad <= 3 {
				t.Errorf("%vx%v, %d seats: %s", sz[0], sz[1], len(l.panels), why)
			}
		}
	}
	if bad > 3 {
		t.Errorf("%vx%v, %d seats: %d lines of %d in all", sz[0], sz[1], len(l.panels), bad, len(lines))
	}
}

// cardLineForms are the lines the card game's log can show, in the
// table's words (logWords, as You: game.Agree) and the session's own
// lines, of every kind of event by each seat.
func cardLineForms(names []string) []string {
	lines := []string{"Game resumed: round 4, turn 6.", "Seat 5 has no player."}
	var evs []cards.Event
	for p := range names {
		lines = append(lines, names[p]+" has picked.")
		evs = append(evs, seatEvents(int8(p), len(names))...)
	}
	evs = append(evs, casinoEvents(len(names))...)
	for _, e := range evs {
		for _, line := range logWords([]cards.Event{e}, names) {
			lines = append(lines, game.Agree(line))
		}
	}
	for c := uint8(1); c <= cards.NumCasinos; c++ { // two notes paid together
		for a := range names {
			for b := range names {
				pay := []cards.Event{{Kind: cards.EvNotePaid, Casino: c, Seat: int8(a), Note: cards.MaxNote}, {Kind: cards.EvNotePaid, Casino: c, Seat: int8(b), Note: cards.MaxNote - 1}}
				lines = append(lines, game.Agree(logWords(pay, names)[0]))
			}
		}
	}
	return lines
}

// seatEvents are seat p's events of every kind: every pick placed or set
// aside, stops, chip cards.
func seatEvents(p int8, seats int) []cards.Event {
	var evs []cards.Event
	for _, pk := range allPicks() {
		evs = append(evs, cards.Event{Kind: cards.EvPlaced, Seat: p, Pick: pk, Count: uint8(pk.Size())},
			cards.Event{Kind: cards.EvDiscarded, Seat: p, Pick: pk, Count: uint8(pk.Size())})
	}
	for n := uint8(1); n <= 5; n++ {
		evs = append(evs, cards.Event{Kind: cards.EvDiscarded, Seat: p, Count: n, Hidden: true})
	}
	for _, moved := range []uint8{0, 1, 10, 12} {
		evs = append(evs, cards.Event{Kind: cards.EvStopped, Seat: p, Count: 8, Moved: moved})
	}
	for c := uint8(1); c <= cards.NumCasinos; c++ {
		evs = append(evs, cards.Event{Kind: cards.EvNoChip, Seat: p, Casino: c})
		for ch := casino.Chip(0); ch < casino.NumChipColours; ch++ {
			evs = append(evs, cards.Event{Kind: cards.EvChipTaken, Seat: p, Casino: c, Chip: ch})
		}
	}
	return evs
}

// casinoEvents are the events of every casino: rounds, turns, notes and
// chip cards dealt, ties of every set of seats, notes returned.
func casinoEvents(seats int) []cards.Event {
	evs := []cards.Event{{Kind: cards.EvRoundStarted, Round: 4, Seat: int8(seats - 1)}, {Kind: cards.EvTurn, Round: 4, Turn: 6},
		{Kind: cards.EvRoundEnded, Round: 4}, {Kind: cards.EvGameEnded}}
	for c := uint8(1); c <= cards.NumCasinos; c++ {
		evs = append(evs, cards.Event{Kind: cards.EvNoteDealt, Casino: c, Note: cards.MaxNote},
			cards.Event{Kind: cards.EvNoteReturned, Casino: c, Note: cards.MaxNote},
			cards.Event{Kind: cards.EvNotePaid, Casino: c, Seat: int8(seats - 1), Note: cards.MaxNote})
		for ch := casino.Chip(0); ch < casino.NumChipColours; ch++ {
			evs = append(evs, cards.Event{Kind: cards.EvChipDealt, Casino: c, Chip: ch})
		}
		for mask := uint8(3); mask < 1<<seats; mask++ {
			for _, n := range []uint8{1, 4, 12} {
				evs = append(evs, cards.Event{Kind: cards.EvTie, Casino: c, Mask: mask, Count: n})
			}
		}
	}
	return evs
}

// allPicks are every pick a seat may make: one or two cards of any kinds,
// three to five of one number (singles and doubles).
func allPicks() []cards.Pick {
	var out []cards.Pick
	for a := cards.Card(0); a < cards.NumCards; a++ {
		var one cards.Pick
		one[a] = 1
		out = append(out, one)
		for b := a; b < cards.NumCards; b++ {
			two := one
			two[b]++
			out = append(out, two)
		}
	}
	for f := 1; f <= cards.NumCasinos; f++ {
		for s := 0; s <= 5; s++ {
			for d := 0; s+d <= 5; d++ {
				if s+d >= 3 {
					var pk cards.Pick
					pk[cards.CardOf(f, false)], pk[cards.CardOf(f, true)] = uint8(s), uint8(d)
					out = append(out, pk)
				}
			}
		}
	}
	return out
}
