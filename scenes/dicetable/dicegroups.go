package dicetable

import "github.com/lasvegas-dice/lasvegas/scenes/ui"

// A casino's groups of dice on a phone. Each participant's group is its
// stack of dice, its count right of the stack and, for a seat's last
// placement, a "+N" badge in the seat's colour right of the count (the
// badge is the mark: a phone's cells are too small for a ring around
// them). Nothing overlaps: the groups flow left to right in as many rows
// as the dice area holds, with the largest dice that let all of them fit;
// the stacks shrink to one die (the count says how many) before the dice
// do, and the counts from 14 to 12 CSS px before the dice go under 10
// units; where even then the badges leave no room (four or five seats'
// last placements on one crowded casino), every badge becomes a mark:
// the group's count on a pill of the seat's colour (Marks), 4 units
// wider than the count, so that each seat's last placement stays marked.

// DiceGroup is what one participant's group shows.
type DiceGroup struct {
	Dice  int // dice in the stack, a preview's included: at least 1
	Count int // characters in its count ("3": 1); 0: no count
	Badge int // characters in its badge ("+2": 2); 0: no badge
}

// GroupRects is where a group is drawn.
type GroupRects struct {
	Cell  ui.Rect // the whole group
	Stack ui.Rect // the dice: Die tall, a die every Step from its left
	Die   float64
	Step  float64
	Count ui.Rect
	Badge ui.Rect // the badge, or the mark (DiceGroups.Marks)
}

// DiceGroups are a casino's groups: G[:N] in, R[:N] and CountSize out
// (arrays: laying them out every frame allocates nothing).
type DiceGroups struct {
	N         int
	G         [Participants]DiceGroup
	R         [Participants]GroupRects
	CountSize float64 // the counts' text size
	Marks     bool    // the badges are marks: pills behind the counts
	Dropped   bool    // not even the marks fit: none is laid out
}

// GroupSizes are the text sizes of a phone's groups: the counts at Count,
// or at Small where they must, the badges at Badge.
type GroupSizes struct{ Count, Small, Badge float64 }

// PhoneGroupSizes are layout L's group text sizes: counts of 14 (12 where
// crowded) and badges of 12.
func PhoneGroupSizes(L *TableLayout) GroupSizes {
	return GroupSizes{Count: L.TextSize(14), Small: L.MinText, Badge: L.MinText}
}

// Spacing of the groups, in the layout's units.
const (
	groupGap    = 4    // between groups
	groupRowGap = 2    // between rows
	groupMargin = 2    // between the groups and the area's left and right
	groupInner  = 2    // between a stack, its count and its badge
	groupMinDie = 10   // the smallest die
	groupStep   = .38  // a stack's step, in dice
	groupBadgeH = 1.08 // a badge's height, in its text's sizes
	groupBadgeP = 4    // a badge's width beyond its text
	groupGlyph  = 0.6  // a bold digit's or plus's width, in text sizes (0.556 and 0.584)
)

// GroupBadgeH is the height of a badge whose text is size.
func GroupBadgeH(size float64) float64 { return size * groupBadgeH }

// Lay lays the groups out in area (groupMargin in from its sides), the
// dice at most maxDie. It reports whether they fit; where they do not
// with their badges, the badges become marks (Marks), and where not even
// the marks fit, they go (Dropped: the prompt says the last placement in
// words); where the groups do not fit without them either, they take the
// smallest dice and texts and run past the area's foot.
func (d *DiceGroups) Lay(area ui.Rect, u float64, sz GroupSizes, maxDie float64) bool {
	area.X, area.W = area.X+groupMargin*u, area.W-2*groupMargin*u
	d.Dropped, d.Marks = false, false
	if d.lay(area, u, sz, maxDie) {
		return true
	}
	var badges [Participants]int
	for i := 0; i < d.N; i++ {
		badges[i] = d.G[i].Badge
		d.Marks = d.Marks || badges[i] > 0
	}
	if d.Marks && d.lay(area, u, sz, maxDie) {
		return true
	}
	d.Marks = false
	for i := 0; i < d.N; i++ {
		d.G[i].Badge = 0
		d.Dropped = d.Dropped || badges[i] > 0
	}
	ok := d.Dropped && d.lay(area, u, sz, maxDie)
	if !ok {
		d.try(area, u, sz, groupMinDie*u, false)
	}
	for i := 0; i < d.N; i++ {
		d.G[i].Badge = badges[i]
	}
	return ok
}

// lay tries the dice from maxDie down, the counts at their size then at
// the small one, and reports whether the groups fit.
func (d *DiceGroups) lay(area ui.Rect, u float64, sz GroupSizes, maxDie float64) bool {
	for _, d.CountSize = range [2]float64{sz.Count, sz.Small} {
		for ds := maxDie; ds >= groupMinDie*u; ds -= u / 2 {
			for _, stacks := range [2]bool{true, false} {
				if d.try(area, u, sz, ds, stacks) {
					return true
				}
			}
		}
	}
	return false
}

// width is group g's width with dice of ds, its stack of n dice.
func (d *DiceGroups) width(g *DiceGroup, u, ds float64, n int, badge float64) float64 {
	count := d.CountSize
	w := ds + float64(n-1)*ds*groupStep
	if g.Count > 0 {
		w += groupInner*u + groupGlyph*count*float64(g.Count)
	}
	if g.Badge > 0 {
		switch {
		case !d.Marks:
			w += groupInner*u + groupGlyph*badge*float64(g.Badge) + groupBadgeP*u
		case g.Count > 0:
			w += groupBadgeP * u // the pill around the count
		default:
			w += groupInner*u + GroupBadgeH(badge) // a disc
		}
	}
	return w
}

// try places the groups with dice of ds, stacked or one die each.
func (d *DiceGroups) try(area ui.Rect, u float64, sz GroupSizes, ds float64, stacks bool) bool {
	rowH := max(ds, d.CountSize, GroupBadgeH(sz.Badge))
	x, y, ok := area.X, area.Y, true
	for i := 0; i < d.N; i++ {
		g := &d.G[i]
		n := 1
		if stacks {
			n = max(g.Dice, 1)
		}
		w := d.width(g, u, ds, n, sz.Badge)
		if x > area.X && x+w > area.MaxX()+1e-6 {
			x, y = area.X, y+rowH+groupRowGap*u
		}
		ok = ok && x+w <= area.MaxX()+1e-6
		d.R[i] = d.groupRects(g, ui.R(x, y, w, rowH), u, sz.Badge, ds, n)
		x += w + groupGap*u
	}
	if d.N > 0 {
		// The rows in the middle of the area, where they fit.
		used := y + rowH - area.Y
		ok = ok && used <= area.H+1e-6
		d.shift(max((area.H-used)/2, 0))
	}
	return ok
}

// groupRects divides group g's cell.
func (d *DiceGroups) groupRects(g *DiceGroup, cell ui.Rect, u, badge, ds float64, n int) GroupRects {
	r := GroupRects{Cell: cell, Die: ds, Step: ds * groupStep}
	cy := cell.CY()
	r.Stack = ui.R(cell.X, cy-ds/2, ds+float64(n-1)*r.Step, ds)
	x, pad := r.Stack.MaxX(), 0.0
	if d.Marks && g.Badge > 0 {
		pad = groupBadgeP * u / 2
	}
	if g.Count > 0 {
		r.Count = ui.R(x+groupInner*u+pad, cy-d.CountSize/2, groupGlyph*d.CountSize*float64(g.Count), d.CountSize)
		x = r.Count.MaxX() + pad
	}
	if g.Badge == 0 {
		return r
	}
	bh := GroupBadgeH(badge)
	switch {
	case !d.Marks:
		r.Badge = ui.R(x+groupInner*u, cy-bh/2, groupGlyph*badge*float64(g.Badge)+groupBadgeP*u, bh)
	case g.Count > 0:
		bh = min(cell.H, GroupBadgeH(d.CountSize))
		r.Badge = ui.R(r.Count.X-pad, cy-bh/2, r.Count.W+2*pad, bh)
	default:
		r.Badge = ui.R(x+groupInner*u, cy-bh/2, bh, bh)
	}
	return r
}

// shift moves every group dy down.
func (d *DiceGroups) shift(dy float64) {
	for i := 0; i < d.N; i++ {
		r := &d.R[i]
		for _, p := range [...]*ui.Rect{&r.Cell, &r.Stack, &r.Count, &r.Badge} {
			if p.W > 0 {
				p.Y += dy
			}
		}
	}
}
