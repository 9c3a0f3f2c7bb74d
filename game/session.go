package game

// Session is what the window's shell asks of any game's session (the dice
// game's diceplay.Session, cardplay.Session, royaleplay.Session): whether
// the game is over, its programs stopped, its autosave's failure, the
// settings of take-back and hot seat's handovers, and the take-back
// itself. Each session package asserts that it is one. Every session
// applies the game's steps through its game.Loop, and a person's decision
// reaches it by the session's Act(seat, action) (the card game's Submit and
// ChooseChip, Royale's Decide, which Act calls).
type Session interface {
	// Over reports whether the game is over.
	Over() bool
	// Close stops the seats' external programs.
	Close() error
	// SaveError is the last autosave failure, or nil.
	SaveError() error
	// Names are the seats' names.
	Names() []string
	// SetTakeBack turns take-backs on or off (game.Settings.NoTakeBack).
	SetTakeBack(on bool)
	// TakeBackErr says why the person's last decision cannot be taken back
	// now, or nil; CanTakeBack is TakeBackErr() == nil; TakeBack takes it
	// back.
	TakeBackErr() error
	CanTakeBack() bool
	TakeBack() error
	// SetHandover turns hot seat's handovers on or off
	// (game.Settings.NoHandover).
	SetHandover(on bool)
}
