// Package cards is Las Vegas: The Card Game (Rüdiger Dorn, alea 2016): 2-5
// players, 4 rounds of up to 6 turns. Each seat has a deck of 30 dice cards;
// each turn every seat still playing picks 1-2 cards from its hand of 5, or
// up to 5 cards that all show the same number, and places them at the
// casinos of their faces. The picks are made in secret and revealed at once
// (engine.SimultaneousPlayer and ApplyJoint), or one seat after another in
// the rulebook's sequential variation. A seat with 8 or more cards placed
// stops for the round. At the end of a round each casino pays its two notes
// by the family's rule (engine/casino): equal dice counts cancel, the most
// dice take the higher note, the second most the other. The chip cards are
// an option.
//
// The state is a plain value. Decks are multisets: each card drawn is a
// chance outcome, so a shuffle is written card by card in a record and can
// be written by hand. Views hide the other seats' hands, decks and glasses;
// Resample deals them again consistently. The open questions of the rule
// text are answered in docs/rules-decisions.md (C1...).
package cards
