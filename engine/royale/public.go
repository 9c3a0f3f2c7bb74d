package royale

// PileSize is, while Black Box's winner picks a pile, the number of tokens
// in pile 1 (the piles lie face down, but their sizes show); 0 otherwise.
func (s *State) PileSize() int {
	if s.ph == phTileAct && s.ctx.t == tG1 && s.ctx.stage == 1 {
		return int(s.ctx.b)
	}
	return 0
}

// BoxValue is what the winner gets in units ($10,000) from a Black Box
// split written as pile (the X of a split action) when picking pile pick
// (1 or 2): the bots solve the split and the pick as a small zero-sum game
// with it.
func BoxValue(pile uint8, pick int) int { return int(boxValue(pile, uint8(pick))) }

// PunchPrize is what Lucky Punch pays, in dollars (2 chips count $20,000),
// for holding held tokens (1-3) against a wrong guess.
func PunchPrize(held int) int {
	if held < 1 || held >= len(punchPrizes) {
		return 0
	}
	z := punchPrizes[held]
	return int(z.units)*Unit + int(z.chips)*ChipValue
}

// BoxSplits lists the Black Box splits (pile 1, as a split action's X).
func BoxSplits() []uint8 { return boxSplits(0) }
