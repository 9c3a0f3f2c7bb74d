package scenes

import "github.com/lasvegas-dice/lasvegas/scenes/dicetable"

// The shell's screens (the setup, the help, the statistics, the settings
// and menu, the hand-over, the game end and the round's summary) take
// their sizes on a phone from the dice table's layout (scenes/dicetable),
// so that a phone reads alike on every screen. These are its names here.

// The table's source and its seats, and a record's replay as a source
// (scenes/dicetable: source.go, replay.go), under the names the shell and
// the game end use.
type (
	Source       = dicetable.Source
	SeatDesc     = dicetable.SeatDesc
	ReplaySource = dicetable.ReplaySource
)

// MaxSeats is the most players a table holds.
const MaxSeats = dicetable.MaxSeats

// Sizes on a phone, in the phone layout's units (dicetable.PhoneDesignW
// and the rest).
const (
	phoneDesignW = dicetable.PhoneDesignW
	phoneMinText = dicetable.PhoneMinText
	phoneTapH    = dicetable.PhoneTapH
)

// phoneLayout reports whether a logical canvas of w x h is a phone held
// upright (dicetable.PhoneLayout).
func phoneLayout(w, h float64) bool { return dicetable.PhoneLayout(w, h) }

// landscapePhone reports whether a logical canvas of w x h is a phone
// held on its side (dicetable.LandscapePhone).
func landscapePhone(w, h float64) bool { return dicetable.LandscapePhone(w, h) }

// landUnit is the unit of a phone held on its side (dicetable.LandUnit).
func landUnit(h float64) float64 { return dicetable.LandUnit(h) }
