package royale

// Board is what the round's tiles hold and which tile is being resolved,
// for a table to draw and a bot to read. It is a copy.
type Board struct {
	Jackpot  int // A2: the counter, in dollars
	HighFive int // C1: the seat holding the token, -1 on the tile
	Power    int // D2: the seat holding the token, -1 on the tile
	Closed   int // E1: the closed casino 1-6, 0 none
	Entry    int // E1: the spaces the counter has moved
	// Bar (E2), Double (G2) and Choice (H2, face 6) hold each seat's dice.
	Bar, Double, Choice [MaxPlayers]Dice
	Clusters            [5]int // F1: grey dice left in each cluster
	Handicap            [3]int // F2: free chip, $30k and option spaces
	// Nice (H1): the seat whose die is on space 1-6 (-1 empty), and
	// whether it is a Biggy.
	Nice    [6]int
	NiceBig [6]bool
	BadLuck []int // C2: the seats that owe $50,000 at the round's end
	// Resolving is the tile side being resolved (-1 none), beside casino
	// ResolvingAt (1-6), acting for seat For; Black is its black dice's
	// roll (Prime Time, My Choice); Fifty is Fifty Fifty's counter space
	// (1-5) and LastSum its last sum.
	Resolving, ResolvingAt, For int
	Black                       Roll
	Fifty, LastSum              int
}

// Board returns the tiles' state.
func (s *State) Board() Board {
	b := Board{Jackpot: int(s.tv.jackpot) * Unit, HighFive: int(s.tv.highFive), Power: int(s.tv.power),
		Closed: int(s.tv.closed) + 1, Entry: int(s.tv.entry), Bar: s.tv.bar, Double: s.tv.double, Choice: s.tv.choice,
		Resolving: int(s.ctx.t), For: -1}
	for i, n := range s.tv.clusters {
		b.Clusters[i] = int(n)
	}
	for i, n := range s.tv.hcap {
		b.Handicap[i] = int(n)
	}
	for f, o := range s.tv.nice {
		b.Nice[f] = int(o) - 1
		b.NiceBig[f] = o != 0 && s.tv.niceBig>>f&1 == 1
	}
	for p := 0; p < int(s.n); p++ {
		if s.tv.badLuck&(1<<p) != 0 {
			b.BadLuck = append(b.BadLuck, p)
		}
	}
	if s.ctx.t >= 0 {
		b.ResolvingAt, b.For, b.Black = int(s.ctx.c)+1, int(s.ctx.by), s.ctx.roll
		if s.ctx.t == tB2 {
			b.Fifty, b.LastSum = int(s.ctx.a)+1, int(s.ctx.b)
		}
	}
	return b
}
