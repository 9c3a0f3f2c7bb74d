package royaletable

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestBarLineWhole: the top bar's last line of the log is whole, never
// cut with "…", for every kind of line Royale's log writes (rolls with
// and without the Biggy, placements, tiles' decisions, payouts), with
// two to five seats named as a game names them, on a phone held on its
// side (844x390, 640x360) and on a desktop (1280x800, 800x600): at 12 CSS
// px or more, one or two lines within the bar's room beside the title
// drawn with it. A phone held upright shows the Log button instead.
// Before, one line cut at 640x360: "You rolled 3, 3, 3, 3, 4, 5, 6 and
// your…".
func TestBarLineWhole(t *testing.T) {
	k := measureKit(t)
	sizes := [][2]float64{{844, 390}, {640, 360}, {1280, 800}, {800, 600}}
	for _, names := range longNames {
		lines := logLineForms(names)
		for _, sz := range sizes {
			l := cssLayout(sz[0], sz[1], len(names))
			for _, main := range []bool{true, false} {
				checkBarLines(t, k, l, sz, main, lines)
			}
		}
	}
	l := cssLayout(640, 360, 4)
	issue := "You rolled 3, 3, 3, 3, 4, 5, 6 and your Biggy shows 2."
	room, first := barRoom(k, l, barTitles(true), math.Max(17*l.u, l.minText))
	if old, _ := fitMin(k, issue, ui.FontRegular, math.Max(14*l.u, l.minText), room[first], l.minText); !strings.HasSuffix(old, "…") {
		t.Errorf("640x360: one line beside the title, as before, is %q, not cut", old)
	}
}

// TestBarLineCut: a line that two lines beside "R2/3" cannot hold (Bad
// Luck naming three players of 16 letters, at 640x360) takes a third,
// whole; a line that three cannot hold fills them with whole words and
// cuts the last short with "…", every line within the room beside its
// title.
func TestBarLineCut(t *testing.T) {
	k := measureKit(t)
	l := cssLayout(640, 360, 3)
	room, _ := barRoom(k, l, barTitles(true), math.Max(17*l.u, l.minText))
	size, least, h := barSizes(l)
	line := "Bad Luck: Maximilian Stone, Alexandra Wright, Christopher Lane, with 1 die in Horseshoe, must pay $50,000."
	bt := ui.FitBarLine(k, line, size, least, h, room, barMost)
	if bt.N != 3 || strings.Join(bt.Lines[:bt.N], " ") != line {
		t.Fatalf("the bar shows %q beside title form %d, not the whole line on three", bt.Lines[:bt.N], bt.Title)
	}
	checkBarRoom(t, k, l, bt, room)
	long := line + " " + line
	bt = ui.FitBarLine(k, long, size, least, h, room, barMost)
	if bt.N != 3 || bt.Title != 2 || !strings.HasPrefix(long, bt.Lines[0]+" ") || !strings.HasSuffix(bt.Lines[2], "…") {
		t.Fatalf("a line three cannot hold: the bar shows %q beside title form %d", bt.Lines[:bt.N], bt.Title)
	}
	checkBarRoom(t, k, l, bt, room)
}

// checkBarRoom checks that bt's lines fit the room beside its title, at
// the least size or more.
func checkBarRoom(t *testing.T, k *ui.Kit, l layout, bt ui.BarLine, room [3]float64) {
	t.Helper()
	for _, s := range bt.Lines[:bt.N] {
		if w := k.TextWidth(s, ui.FontRegular, bt.Size); w > room[bt.Title] || bt.Size < l.minText {
			t.Errorf("%q is %.0f wide at %.1f, the room %.0f", s, w, bt.Size, room[bt.Title])
		}
	}
}

// barTitles are the title's forms in round 2.
func barTitles(main bool) [3]string {
	game := "Royale"
	if !main {
		game = "Royale (basic)"
	}
	return [3]string{topTitle(game, false, 2, 0), topTitle(game, false, 2, 1), topTitle(game, false, 2, 2)}
}

// checkBarLines checks every line of lines in the top bar of l; it
// reports the first three lines that fail and how many do.
func checkBarLines(t *testing.T, k *ui.Kit, l layout, sz [2]float64, main bool, lines []string) {
	t.Helper()
	titles := barTitles(main)
	tsize := math.Max(17*l.u, l.minText)
	room, _ := barRoom(k, l, titles, tsize)
	bad := 0
	for _, line := range lines {
		bt := ui.FitBarLine(k, line, math.Max(14*l.u, l.minText), l.minText, l.top.H-4*l.u, room, barMost)
		if why := barWrong(k, l, bt, line, titles[bt.Title], tsize); why != "" {
			if bad++; bad <= 3 {
				t.Errorf("%vx%v: %s", sz[0], sz[1], why)
			}
		}
	}
	if bad > 3 {
		t.Errorf("%vx%v: %d lines of %d in all", sz[0], sz[1], bad, len(lines))
	}
}

// barWrong says what is wrong with bt, line as the bar of l shows it
// beside title: not whole, under 12 CSS px, too high for the bar, or
// meeting the title; "" if nothing.
func barWrong(k *ui.Kit, l layout, bt ui.BarLine, line, title string, tsize float64) string {
	got := strings.Join(bt.Lines[:bt.N], " ")
	h := l.top.H - 4*l.u
	switch {
	case got != line || bt.N < 1 || bt.N > 2:
		return fmt.Sprintf("the bar shows %q (%d lines) of %q", got, bt.N, line)
	case bt.Size < l.minText-1e-9 || float64(bt.N)*bt.Size*ui.BarLead > h:
		return fmt.Sprintf("%q at %.1f units (least %.1f), %d lines in %.0f", line, bt.Size, l.minText, bt.N, h)
	}
	right := l.help.X - 10*l.u
	left := 12*l.u + k.TextWidth(title, ui.FontBold, tsize)
	for _, s := range bt.Lines[:bt.N] {
		if w := k.TextWidth(s, ui.FontRegular, bt.Size); w > bt.Width+1e-9 || right-bt.Width < left+24*l.u {
			return fmt.Sprintf("%q (%.0f wide in a block of %.0f) meets the title %q ending at %.0f", s, w, bt.Width, title, left)
		}
	}
	return ""
}

// longNames are the longest names a game gives its seats by itself (hot
// seat's "Player N"), and the bots' and You.
var longNames = [][]string{
	{"Player 1", "Player 2", "Player 3", "Player 4", "Player 5"},
	{"You", "Lucky", "Roxy", "Duke", "Vic"},
	{"You", "Lucky"},
}

// logLineForms are the lines Royale's log can show of every kind of
// event, each at its longest (eight dice and the Biggy, every seat tied,
// the largest sums), by each seat, the neutral player and the grey dice,
// and the session's own lines.
func logLineForms(names []string) []string {
	lines := []string{"Game resumed: round 3.", "Seat 5 has no player."}
	for _, who := range []int8{0, 1, int8(len(names) - 1), royale.Neutral, royale.Grey} {
		for _, e := range logEvents(who, len(names)) {
			lines = append(lines, royaleplay.Describe(e, names))
		}
	}
	return lines
}

// evSizes are an event kind's counts (N) and dollars (Value) at their
// longest and shortest; a kind not here has N 1 and 8, Value $100,000.
var evSizes = map[royale.EvKind][2][]int32{
	royale.EvBank:     {{54}, {0}},
	royale.EvStart:    {{3}, {0}},
	royale.EvWin:      {{0}, {100000, 510000}},
	royale.EvBankPay:  {{100000}, {0, 50000, 100000}},
	royale.EvJackpot:  {{0}, {250000}},
	royale.EvFifty:    {{-1, 0, 5}, {12}},
	royale.EvBet:      {{1, 2}, {0}},
	royale.EvHandicap: {{1, 2, 3}, {0}},
	royale.EvPunch:    {{0, 6}, {0}},
	royale.EvGuess:    {{6}, {6}},
	royale.EvSplit:    {{1, 5}, {0}},
	royale.EvPick:     {{1, 2}, {150000}},
	royale.EvChoose:   {{6}, {0}},
	royale.EvBadPay:   {{0, 1, 2}, {10000, 100000}},
	royale.EvPair:     {{90000}, {100000}},
}

// logEvents are one owner's events of every kind, at their longest.
func logEvents(who int8, seats int) []royale.Event {
	var evs []royale.Event
	rolls := []royale.Roll{
		{C: [6]uint8{1, 1, 1, 1, 2, 2}, Big: 6}, {C: [6]uint8{1, 1, 1, 1, 2, 2}},
		{C: [6]uint8{0, 0, 4, 1, 1, 0}, Big: 2}, {Big: 4}, {C: [6]uint8{0, 1}}, {C: [6]uint8{2}},
	}
	for _, r := range rolls {
		evs = append(evs, royale.Event{Kind: royale.EvRoll, Who: who, Roll: r})
	}
	masks := []uint8{0, 1, 3, uint8(1<<seats - 1)}
	if seats == 2 { // the neutral player plays only with two seats
		masks = append(masks, 3|1<<royale.Neutral)
	}
	for k := royale.EvTile; k <= royale.EvChange; k++ {
		sz, ok := evSizes[k]
		if !ok {
			sz = [2][]int32{{1, 8}, {100000}}
		}
		for _, n := range sz[0] {
			for _, v := range sz[1] {
				for _, m := range masks {
					for tile := int8(-1); tile < 16; tile++ {
						e := royale.Event{Kind: k, Who: who, C: 1, Tile: tile, N: n, Value: v, Mask: m}
						e.Roll = royale.Roll{C: [6]uint8{0, 0, 0, 0, 1, 1}}
						evs = append(evs, e)
					}
				}
			}
		}
	}
	return evs
}
