// Package casino is what the games of the Las Vegas family share: the one
// payout rule of a casino (equal counts cancel, the rest rank), the ranking of
// standings with its tie-breaks, and the chip cards with their set values.
//
// The dice game (engine/dice), Las Vegas Royale and Las Vegas: The Card Game
// all pay a casino with Resolve; nothing else in the module decides who wins
// a casino.
package casino

import (
	"sort"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Key is what ranks a participant at a casino: the dice count, and with the
// slot machine's tie-breaks (online edition) the sum of faces and then the
// highest face. A key of 0 means no dice.
func Key(units, sum, high int, slot bool) int32 {
	if !slot {
		return int32(units)
	}
	return int32(units)<<16 | int32(sum)<<8 | int32(high)
}

// Resolve is the payout rule of every Las Vegas edition, for one casino:
// participants with equal keys cancel out (tied[i] is set for them), and the
// rest rank by key, highest first: order[0:m] are their indices, best first,
// and m is returned. Keys of 0 (no dice) take no part. It does not allocate:
// tied and order must have len(keys) room. The rank-r participant wins the
// casino's r-th highest note or card, if there is one.
func Resolve(keys []int32, tied []bool, order []int) int {
	n := len(keys)
	for i := 0; i < n; i++ {
		tied[i] = false
	}
	for i := 0; i < n; i++ {
		if keys[i] == 0 || tied[i] {
			continue
		}
		for j := i + 1; j < n; j++ {
			if keys[j] == keys[i] {
				tied[i], tied[j] = true, true
			}
		}
	}
	m := 0
	for i := 0; i < n; i++ {
		if keys[i] == 0 || tied[i] {
			continue
		}
		j := m // insertion sort: keys left are distinct
		for j > 0 && keys[order[j-1]] < keys[i] {
			order[j] = order[j-1]
			j--
		}
		order[j] = i
		m++
	}
	return m
}

// Contender is one participant's dice on a casino, for Order.
type Contender struct {
	Who   int // the participant (a seat, or a game's neutral player)
	Units int // dice, a Biggy counting 2
	Sum   int // slot machine tie-break: sum of faces (a Biggy counts twice)
	High  int // slot machine tie-break: highest face
}

// Key is the contender's key for Resolve.
func (c Contender) Key(slot bool) int32 { return Key(c.Units, c.Sum, c.High, slot) }

// Payout is the result of paying out one casino.
type Payout struct {
	// Ties are the groups that cancelled, in the order of their first
	// member, with the participants as a mask and the dice each of them had.
	Ties []TieGroup
	// Ranked are the contenders left after ties, best first; Ranked[i] wins
	// the i-th note if there is one.
	Ranked []Contender
}

// TieGroup is a set of participants that tied and took their dice back.
type TieGroup struct {
	Mask  uint32
	Units int
}

// Order applies Resolve to a list of contenders (participants numbered
// below 32) and says who cancelled and who ranks where. Contenders with no
// dice are ignored.
func Order(cs []Contender, slot bool) Payout {
	keys := make([]int32, len(cs))
	for i, c := range cs {
		if c.Units > 0 {
			keys[i] = c.Key(slot)
		}
	}
	tied := make([]bool, len(cs))
	order := make([]int, len(cs))
	m := Resolve(keys, tied, order)
	var p Payout
	for i := range cs {
		if !tied[i] {
			continue
		}
		g := -1
		for t := range p.Ties {
			if keys[firstOf(p.Ties[t].Mask, cs)] == keys[i] {
				g = t
				break
			}
		}
		if g < 0 {
			p.Ties = append(p.Ties, TieGroup{Units: cs[i].Units})
			g = len(p.Ties) - 1
		}
		p.Ties[g].Mask |= 1 << uint(cs[i].Who)
	}
	for _, i := range order[:m] {
		p.Ranked = append(p.Ranked, cs[i])
	}
	return p
}

// firstOf is the index in cs of the first contender in mask.
func firstOf(mask uint32, cs []Contender) int {
	for i, c := range cs {
		if mask&(1<<uint(c.Who)) != 0 {
			return i
		}
	}
	return 0
}

// RankStandings sorts standings by money, then by the number of notes (or
// cards), and sets Rank, Winner and TieBreak: seats equal on both share their
// place, and a shared first place is a shared win. Every game of the family
// ends this way.
func RankStandings(out []engine.Standing) {
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Money != out[j].Money {
			return out[i].Money > out[j].Money
		}
		return out[i].Notes > out[j].Notes
	})
	for i := range out {
		out[i].Rank = i + 1
		if i > 0 && out[i].Money == out[i-1].Money && out[i].Notes == out[i-1].Notes {
			out[i].Rank = out[i-1].Rank
		}
		out[i].TieBreak = ""
		for j := range out {
			if j != i && out[j].Money == out[i].Money {
				if out[j].Notes == out[i].Notes {
					out[i].TieBreak = "shared"
					break
				}
				out[i].TieBreak = "notes"
			}
		}
		out[i].Winner = out[i].Rank == 1
	}
}
