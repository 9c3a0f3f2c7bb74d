package dicetable

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// phoneScreens are the phones (CSS px and device pixel ratio): upright
// and on their side.
var phoneScreens = [][3]float64{
	{390, 844, 3}, {360, 640, 2}, {360, 780, 3},
	{844, 390, 3}, {640, 360, 3}, {667, 375, 2}, {932, 430, 3},
}

// crowdedGroups are the worst casinos: five seats and the white dice,
// stacks of Biggies and dice, two-digit counts and last placements'
// badges ("+2": a Biggy).
func crowdedGroups(badges int) DiceGroups {
	var d DiceGroups
	for d.N = 0; d.N < 6; d.N++ {
		g := DiceGroup{Dice: 1 + d.N%3, Count: 1 + d.N/5} // a count of 10 or more
		if d.N < badges {
			g.Badge = 2 // "+2"
		}
		d.G[d.N] = g
	}
	return d
}

// groupProblem is what is wrong with groups d laid out in area: a die
// under the smallest, a rect outside the area, two rects that overlap or
// two groups' rects nearer than 2 units.
func groupProblem(d *DiceGroups, area ui.Rect, u float64) string {
	type part struct {
		r ui.Rect
		g int
	}
	var ps []part
	for i := 0; i < d.N; i++ {
		r := &d.R[i]
		if r.Die < groupMinDie*u-1e-9 {
			return fmt.Sprintf("group %d: die %.1f", i, r.Die/u)
		}
		parts := []ui.Rect{r.Stack, r.Count, r.Badge}
		if d.Marks && r.Badge.W > 0 {
			// A mark is a pill behind the count: the count inside it.
			if r.Count.W > 0 && !inside(r.Count, r.Badge) {
				return fmt.Sprintf("group %d: count %+v outside its mark %+v", i, r.Count, r.Badge)
			}
			parts[1] = ui.Rect{}
		}
		for _, x := range parts {
			if x.W > 0 {
				ps = append(ps, part{x, i})
			}
		}
	}
	for i, a := range ps {
		if !inside(a.r, area) {
			return fmt.Sprintf("%+v outside the area %+v", a.r, area)
		}
		for _, b := range ps[i+1:] {
			m := 0.0
			if a.g != b.g {
				m = 2 * u
			}
			if near(a.r, b.r, m) {
				return fmt.Sprintf("%+v (group %d) within %.0f of %+v (group %d)", a.r, a.g, m, b.r, b.g)
			}
		}
	}
	return ""
}

// unmarked says which group's last placement has neither a badge nor a
// mark laid out, or "".
func unmarked(d *DiceGroups) string {
	if d.Dropped {
		return "the badges were dropped"
	}
	for i := 0; i < d.N; i++ {
		if d.G[i].Badge > 0 && (d.R[i].Badge.W <= 0 || d.R[i].Badge.H <= 0) {
			return fmt.Sprintf("group %d: a last placement with no badge or mark", i)
		}
	}
	return ""
}

func inside(a, area ui.Rect) bool {
	return a.X >= area.X-1e-6 && a.Y >= area.Y-1e-6 && a.MaxX() <= area.MaxX()+1e-6 && a.MaxY() <= area.MaxY()+1e-6
}

// near reports whether a and b overlap or are nearer than m.
func near(a, b ui.Rect, m float64) bool {
	m -= 1e-6
	return a.X < b.MaxX()+m && b.X < a.MaxX()+m && a.Y < b.MaxY()+m && b.Y < a.MaxY()+m
}

// On every phone, a casino crowded with six groups (five seats and the
// white dice), stacks of up to three dice, a count of 10 and up to five
// "+2" badges holds them all: no count, badge or die over another, none
// outside the dice area, no die under 10 units, texts of 12 CSS px or
// more; up to three badges (one on 360 x 640's slot machine) stay, more
// may go. (The old cells put the badges over the counts and clipped
// counts at their right; a slot machine's notes 130 units wide on 360 x
// 640 fail it: they are 116.)
func TestDiceGroupsFitOnPhones(t *testing.T) {
	for _, s := range phoneScreens {
		vp := ui.ComputeViewport(s[0], s[1], s[2])
		for n := 2; n <= 5; n++ {
			for _, slot := range []bool{false, true} {
				L := ComputeTableLayout(vp.W, vp.H, TableLayoutOptions{Players: n, Slot: slot})
				if !L.Phone {
					t.Fatalf("%v: not a phone layout", s)
				}
				for _, idx := range casinoIdxs(slot) {
					area := L.CasinoParts(idx).Dice
					// Three seats' last placements on one casino of six groups
					// (one on 360 x 640's slot machine, whose dice area is 96
					// units wide).
					most := 3
					if s == [3]float64{360, 640, 2} && slot && idx == SlotIndex {
						most = 1
					}
					for badges := 0; badges <= 5; badges++ {
						d := crowdedGroups(badges)
						d.N = min(d.N, n+1)
						fit := d.Lay(area, L.U, PhoneGroupSizes(&L), min(area.H*0.8, 30*L.U))
						if d.Marks && badges <= most {
							t.Errorf("%v n=%d slot=%v casino %d: %d badges made marks", s, n, slot, idx, badges)
						}
						if p := unmarked(&d); p != "" {
							t.Errorf("%v n=%d slot=%v casino %d, %d badges: %s", s, n, slot, idx, badges, p)
						}
						if d.CountSize < L.MinText || PhoneGroupSizes(&L).Badge < L.MinText {
							t.Errorf("%v: counts at %.1f, badges at %.1f, under %.1f", s, d.CountSize, PhoneGroupSizes(&L).Badge, L.MinText)
						}
						if p := groupProblem(&d, area, L.U); !fit || p != "" {
							t.Errorf("%v n=%d slot=%v casino %d, %d badges: fit=%v %s", s, n, slot, idx, badges, fit, p)
						}
					}
				}
			}
		}
	}
}

// The widths laid out for counts and badges hold the bold face's: every
// count ("0" to "25+") and badge ("+1" to "+16") at 12 and 14.
func TestGroupGlyphCoversTheFont(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := ui.NewMeasureKit(fonts)
	for n := 0; n <= 25; n++ {
		for _, s := range []string{strconv.Itoa(n), "+" + strconv.Itoa(n), "25+"} {
			for _, size := range []float64{12, 14} {
				if w, lay := k.TextWidth(s, ui.FontBold, size), groupGlyph*size*float64(len(s)); w > lay {
					t.Errorf("%q at %v: %.2f wide, laid out %.2f", s, size, w, lay)
				}
			}
		}
	}
}

// At the table on every phone, a casino where every seat placed last
// (a die and a Biggy of each seat, white dice) shows each seat's last
// placement on its group, as a badge or a mark, with nothing over
// another or outside the dice area: with six seats too, the slot machine
// included (before a short phone's slot machine showed its 7 alone, its
// 7 and its name took 120 units at 360x640, its dice 96, and six seats'
// marks all went).
func TestTableMarksEveryLastPlacement(t *testing.T) {
	for _, pc := range deciderCases(t) {
		cases := []int{1, 6}
		if pc.o.Slot {
			cases = append(cases, dice.SlotMachine)
		}
		for _, cas := range cases {
			tb := kickTable(pc.l, pc.o.Players, cas)
			idx := CasinoIndex(cas)
			area := pc.l.CasinoParts(idx).Dice
			var d DiceGroups
			var who [Participants]int
			tb.phoneGroups(area, idx, &d, &who)
			marked := 0
			for i := 0; i < d.N; i++ {
				if tb.lastPlacer(idx, who[i]) >= 0 && d.R[i].Badge.W > 0 {
					marked++
				}
			}
			if marked != pc.o.Players || d.Dropped {
				t.Errorf("%s casino %d: %d of %d last placements marked (dropped: %v)", pc.name, cas, marked, pc.o.Players, d.Dropped)
			}
			if p := groupProblem(&d, area, pc.l.U); p != "" {
				t.Errorf("%s casino %d: %s", pc.name, cas, p)
			}
		}
	}
}
