package royale

// The component figures the rulebook's text leaves out or lost with its
// symbols, each in one place with its source (shared/rules/README.md,
// "Component data"). A correction, or a rules option, changes only this
// file. Amounts are in units of $10,000.

// deckCounts is the money-card deck, indexed by value: 11x$30k, 11x$40k,
// 13x$50k, 15x$60k, 13x$70k, 11x$80k, 9x$90k, 7x$100k (90 cards). Source:
// independent implementations agree; the rulebook gives only "90 money
// cards" and reviews the range $30k-$100k.
var deckCounts = Cards{3: 11, 4: 11, 5: 13, 6: 15, 7: 13, 8: 11, 9: 9, 10: 7}

// Jackpot (A2)'s track: $30,000 rising $10,000 a miss to $80,000. Source:
// rulebook text; all independent implementations agree on the steps.
const (
	jackpotStart = 3
	jackpotMax   = 8
)

// Fifty Fifty (B2)'s track, space 1 to 5: $0, 1 chip, $30k, $40k, $60k.
// Source: two independent implementations agree (a third differs).
var fiftyTrack = [5]prize{{}, {chips: 1}, {units: 3}, {units: 4}, {units: 6}}

// High Five (C1)'s token: $100,000. Source: rulebook.
const highFiveUnits = 10

// Bad Luck (C2)'s debt: $50,000. Source: rulebook.
const badLuckDebt = 5

// No Entry! (E1)'s reward track after the start, looping: 2 chips, empty,
// $30k, empty, 1 chip, empty. Source: one independent implementation
// (weak).
var entryTrack = [6]prize{{chips: 2}, {}, {units: 3}, {}, {chips: 1}, {}}

// Block It! (F1)'s clusters of grey dice: 2x 1, 2x 2, 1x 3. Source:
// rulebook.
var blockClusters = [5]uint8{1, 1, 2, 2, 3}

// Handicap (F2)'s spaces: 2 pay a chip, 3 pay $30,000, 4 give the option.
// Source: rulebook.
var handicapSpaces = [3]uint8{2, 3, 4}

const handicap30kUnits = 3

// Lucky Punch (A1)'s rewards by the tokens held, when the guess is wrong:
// 1 = 2 chips, 2 = $30k, 3 = $40k. Source: independent implementations
// agree (OpenBoardGame, camel-up-friends, Pip-Boss).
var punchPrizes = [4]prize{{}, {chips: 2}, {units: 3}, {units: 4}}

// Black Box (G1)'s six tokens: one $60k, two $20k, three $0; a pile worth
// $20k pays 2 chips. Source: two independent implementations agree; they
// give exactly the rulebook's "2 chips or $40k, $60k, $80k or $100k".
const (
	box60, box20, box0     = 1, 2, 3 // how many of each
	box60Units, box20Units = 6, 2
)

// Double Down (G2)'s payout: $60,000 and $30,000. Source: rulebook.
var doubleDownUnits = [2]int{6, 3}

// Nice Dice (H1)'s spaces 1-6: 1 chip, 2 chips, $30k, $40k, $50k, $60k.
// Source: two independent implementations agree.
var nicePrizes = [6]prize{{chips: 1}, {chips: 2}, {units: 3}, {units: 4}, {units: 5}, {units: 6}}

// My Choice (H2)'s faces: 1 = 1 chip, 2 = 2 chips, 3 = $30k, 4 = activate
// another tile, 5 = rotate a remaining die and place it or take one of
// yours back, 6 = give up a remaining die for $60k. Source: the rulebook
// lists five actions; face 6 from two independent implementations (weak,
// R29).
const (
	mcActivate = 4
	mcOption   = 5
	mcSixty    = 6
	sixtyUnits = 6
)

var choicePrizes = [4]prize{{}, {chips: 1}, {chips: 2}, {units: 3}}
