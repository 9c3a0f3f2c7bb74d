// Package pieces draws the dice games' pieces with a ui.Kit: dice (player
// colours, neutral white, the violet Kicker, Biggies, colour-blind symbols
// as pips), banknotes and the rainbow card, and casino tiles. It takes plain
// values (colours, faces, note values, casino numbers), not engine types,
// so every table (the dice game, Royale, the card game) can use it.
package pieces
