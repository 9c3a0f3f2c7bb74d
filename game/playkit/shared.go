package playkit

// SharedView is the view of a state T that a session's SharedView last
// made, for a screen that reads it every frame and keeps it no longer than
// the frame: Of makes it again only when the state or the seat has
// changed, so that it copies and allocates nothing in between. The zero
// SharedView has made none (a take-back empties it).
type SharedView[T comparable] struct {
	view *T
	of   T
	seat int
}

// Of is the view of st for seat (made with view, the game's State.View),
// the one last made while neither has changed.
func (c *SharedView[T]) Of(st *T, seat int, view func(*T, int) *T) *T {
	if c.view == nil || c.seat != seat || c.of != *st {
		c.view, c.of, c.seat = view(st, seat), *st, seat
	}
	return c.view
}
