package game

import "fmt"

// People is the people's seats of a window session's Loop (the card
// game's and Royale's; the dice game posts into a bare Mailbox and steps
// at once): the one way a person's decision reaches the loop. Seat is the
// seat whose decision the session waits for (and the seat of its
// handover); the session checks that a person acts for that seat while
// it waits (Check), checks the decision as it likes and posts it (Post);
// the Loop takes it at that seat's own turn (Pace). Until then, at another
// seat's turn and at a simultaneous node (whose choices go through
// Loop.Submit), every person's seat is waiting (ErrWaiting) and the
// decision stays posted. One People serves every person's seat of the
// loop; a take-back or a new decision awaited empties it (Clear).
type People[S any, A comparable] struct {
	// Seat is the seat whose decision the session waits for (or whose
	// handover it shows); -1 for none.
	Seat int

	box    Mailbox[S, A]
	posted int        // the seat the decision in box is for
	turn   func() int // whose turn it is (the state's CurrentPlayer)
	names  func(int) string
}

// NewPeople is the people's seats of a loop whose turn is told by turn
// (the session's state's CurrentPlayer, read at each Step: a take-back may
// replace the state), naming seats with names in Check's message.
func NewPeople[S any, A comparable](turn func() int, names func(int) string) *People[S, A] {
	return &People[S, A]{turn: turn, names: names}
}

// Check says why seat may not decide now, or nil: the session must wait
// (open: its stage is one of a person's decision) and for seat's decision.
func (p *People[S, A]) Check(seat int, open bool) error {
	if !open || p.Seat != seat {
		return fmt.Errorf("it is not %s's turn", p.names(seat))
	}
	return nil
}

// Post puts the decision of the seat waited for (Seat) in the mailbox,
// replacing one there; the session has checked it.
func (p *People[S, A]) Post(a A) { p.box.Post(a); p.posted = p.Seat }

// Clear empties the mailbox.
func (p *People[S, A]) Clear() { p.box.Clear() }

// Ready reports whether a decision of seat, the seat waited for, is
// posted.
func (p *People[S, A]) Ready(seat int) bool {
	return p.box.Full() && p.posted == seat && p.Seat == seat
}

// Pace takes the decision posted for the seat of s at that seat's own
// turn; otherwise the seat is waiting and the decision stays.
func (p *People[S, A]) Pace(s Sight[S]) (A, error) {
	var none S
	return p.Choose(none, s.Seat())
}

// Choose is Pace: the people's seats need no view.
func (p *People[S, A]) Choose(_ S, seat int) (A, error) {
	if !p.box.Full() || p.posted != seat || p.turn() != seat {
		var none A
		return none, ErrWaiting
	}
	return p.box.Pace(Sight[S]{})
}
