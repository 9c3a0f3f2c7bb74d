// Package engine is the rules of Rüdiger Dorn's Las Vegas dice game: the 2012
// base game, its neutral-dice variant, and every module of the online edition
// (six players, minimum money by player count, $100,000 notes, Biggies,
// Kickers, Rainbow cards, the slot machine), plus the chip cards from Las
// Vegas: The Card Game.
//
// The package is pure Go. It does no I/O, reads no clock and has no global
// random number generator. It follows the shape of OpenSpiel's state API:
//
//   - A State is a game position. CurrentPlayer tells who acts: a seat
//     (0..Players-1), ChancePlayer when a chance outcome (a banknote drawn
//     from the pile, a roll of the dice, a chip card) is due, or
//     TerminalPlayer once the game is over.
//   - Legal lists the actions of the player to act, sorted and deterministic.
//     ChanceOutcomes lists the chance outcomes with their probabilities, and
//     SampleChance draws one with a caller-supplied *engine.Rand.
//   - Apply(action) changes the state and returns typed Events that say what
//     happened, in order, for animation, logs and records. An illegal action
//     returns an error and leaves the state exactly as it was.
//   - Clone is a plain value copy: a State holds no pointers, maps or slices.
//   - View(seat) is what one seat may see: other players' money lies face
//     down unless the rules say it is open.
//
// A Record (record.go) is the rules, the seats, the seed and the full history
// of actions, chance outcomes included. Replaying it checks every step and
// reproduces the game exactly.
//
// The design leaves room for Las Vegas Royale and Las Vegas: The Card Game:
// the payout of a casino (ties cancel, then the notes go out by rank) is one
// function over participants' keys, the pile is a multiset plus a known
// bottom queue, chance nodes are explicit and typed, and CurrentPlayer has a
// sentinel reserved for simultaneous moves. See docs/architecture.md.
package dice
