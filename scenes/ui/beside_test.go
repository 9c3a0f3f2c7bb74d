package ui

import "testing"

// An explanation is never over what it explains nor over a name to
// avoid, and stays in its room, wherever the thing is: a grid of things
// in a row of casinos with names at their tops.
func TestBesideNeverCovers(t *testing.T) {
	room := R(4, 40, 792, 556)
	var names []Rect
	var things []Rect
	for row := 0; row < 2; row++ {
		for col := 0; col < 3; col++ {
			c := R(20+float64(col)*260, 60+float64(row)*270, 240, 250)
			things = append(things, c)
			names = append(names, R(c.X, c.Y, c.W, 30))
		}
	}
	for i, r := range things {
		for k, size := range [][2]float64{{200, 80}, {300, 150}, {340, 240}} {
			b := Beside(r, size[0], size[1], room, 8, names)
			if b.Overlaps(r) {
				t.Errorf("thing %d, box %v: %v covers the thing %v", i, size, b, r)
			}
			if b.X < room.X || b.MaxX() > room.MaxX() || b.Y < room.Y || b.MaxY() > room.MaxY() {
				t.Errorf("thing %d, box %v: %v leaves the room %v", i, size, b, room)
			}
			if k == 2 {
				continue // no side has room whole: beside the thing as room allows
			}
			for j, n := range names {
				if b.Overlaps(n) {
					t.Errorf("thing %d, box %v: %v covers name %d %v", i, size, b, j, n)
				}
			}
			if b.W != size[0] || b.H != size[1] {
				t.Errorf("thing %d: box %v cut to %v though a side had room", i, size, b)
			}
		}
	}
}

// With no room whole anywhere, the box is beside the thing and cut to the
// room there, never over it.
func TestBesideCutsToTheRoom(t *testing.T) {
	room := R(0, 0, 400, 300)
	r := R(100, 20, 200, 260)
	b := Beside(r, 150, 400, room, 8, nil)
	if b.Overlaps(r) || b.MaxY() > room.MaxY() || b.H > 300 {
		t.Errorf("box %v over %v or out of %v", b, r, room)
	}
}

// A pointer resting where it was when the table first saw it has not
// moved; one that moves, presses or comes later from outside has.
func TestPointerRest(t *testing.T) {
	in := &Input{HasPoint: true, PX: 640, PY: 400}
	var r PointerRest
	for range 3 {
		r.Watch(in)
	}
	if r.Moved() {
		t.Fatal("a pointer resting at the window's centre counts as moved")
	}
	in.PX++
	r.Watch(in)
	if !r.Moved() {
		t.Fatal("a pointer that moved does not count as moved")
	}

	var p PointerRest
	in = &Input{HasPoint: true, PX: 10, PY: 10}
	p.Watch(in)
	in.Down = true
	p.Watch(in)
	if !p.Moved() {
		t.Fatal("a press does not count as moved")
	}

	var o PointerRest
	in = &Input{}
	o.Watch(in) // no pointer in the window at first
	in.HasPoint, in.PX, in.PY = true, 5, 5
	o.Watch(in)
	if !o.Moved() {
		t.Fatal("a pointer that came in from outside does not count as moved")
	}
}

// BesideFirst keeps clear of every layer where it can, and of fewer
// layers, the least important dropped first, where it cannot; of the
// sides with room it takes the nearest to the thing.
func TestBesideFirst(t *testing.T) {
	room := R(0, 0, 400, 600)
	thing := R(100, 200, 200, 100) // no room right or left of it
	names := []Rect{R(0, 330, 400, 20)}
	notes := []Rect{R(0, 100, 400, 20)}
	// Below: past the name, clear of both. Above: a box of 70 fits
	// between the notes and the thing, and there it is nearer.
	b, kept := BesideFirst(thing, 300, 70, room, 8, names, notes)
	if kept != 2 || b.Overlaps(thing) || b.Overlaps(names[0]) || b.Overlaps(notes[0]) {
		t.Errorf("room for both layers: %v, kept %d", b, kept)
	}
	if b.MaxY() > thing.Y {
		t.Errorf("the box %v is not the nearest side's (above the thing, %v)", b, thing)
	}
	// A box of 200 has room nowhere clear of both layers (a note row at
	// 540 closes the room below the name): it keeps clear of the names
	// only.
	tall := []Rect{R(0, 540, 400, 20)}
	b, kept = BesideFirst(thing, 300, 200, room, 8, names, append(tall, notes...))
	if kept != 1 || b.Overlaps(thing) || b.Overlaps(names[0]) || b.H != 200 {
		t.Errorf("room for the first layer only: %v, kept %d", b, kept)
	}
	// No room clear of even the names: Beside's answer, cut to the room.
	b, kept = BesideFirst(thing, 300, 500, room, 8, names)
	if want := Beside(thing, 300, 500, room, 8, names); kept != 0 || b != want {
		t.Errorf("no room: %v kept %d, want Beside's %v", b, kept, want)
	}
}
