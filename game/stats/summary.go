package stats

import (
	"cmp"
	"slices"
	"strconv"
)

// Line is one line of a summary: games played and won, and the best score.
type Line struct {
	Label       string
	Played, Won int
	// Best is the most money a person ended a game with, when HasBest.
	Best    int
	HasBest bool
	// Watched counts the games between bots alone (by game only).
	Watched int
}

// Rate is the share of games won in whole percent ("67%"), "–" when none
// was played.
func (l Line) Rate() string {
	if l.Played == 0 {
		return "–"
	}
	return strconv.Itoa((l.Won*200+l.Played)/(l.Played*2)) + "%"
}

func (l *Line) best(money int) {
	if !l.HasBest || money > l.Best {
		l.Best, l.HasBest = money, true
	}
}

// tally adds each game to the lines that key names (none when key returns
// no labels), the lines in order of first appearance.
func (b *Book) tally(key func(g Game) []string, add func(l *Line, g Game)) []Line {
	var out []Line
	at := map[string]int{}
	for _, g := range b.Games {
		for _, k := range key(g) {
			i, ok := at[k]
			if !ok {
				i = len(out)
				at[k] = i
				out = append(out, Line{Label: k})
			}
			add(&out[i], g)
		}
	}
	return out
}

// addTable counts g for the table: played and won when a person played,
// watched otherwise, and the people's best money.
func addTable(l *Line, g Game) {
	if !g.Humans() {
		l.Watched++
		return
	}
	l.Played++
	if g.Won() {
		l.Won++
	}
	for _, p := range g.Players {
		if p.Human() {
			l.best(p.Money)
		}
	}
}

// ByGame is a line for each game's key, in the order the games were first
// played.
func (b *Book) ByGame() []Line {
	return b.tally(func(g Game) []string { return []string{g.Game} }, addTable)
}

// Opponents is the level of g's bots: their level when they share one,
// "mixed" when they differ, "people only" with no bot.
func (g Game) Opponents() string {
	level := ""
	for _, p := range g.Players {
		switch l := p.Level(); {
		case l == "":
		case level == "":
			level = l
		case level != l:
			return "mixed"
		}
	}
	if level == "" {
		return "people only"
	}
	return level
}

// levelOrder is the order of the lines by level: the bots' levels from
// the weakest, then the rest by name.
var levelOrder = []string{"random", "easy", "medium", "hard", KindProgram, "mixed", "people only"}

// ByLevel is a line for each opponents' level (Opponents), over the games
// a person played, weakest first.
func (b *Book) ByLevel() []Line {
	out := b.tally(func(g Game) []string {
		if !g.Humans() {
			return nil
		}
		return []string{g.Opponents()}
	}, addTable)
	rank := func(label string) int {
		if i := slices.Index(levelOrder, label); i >= 0 {
			return i
		}
		return len(levelOrder)
	}
	slices.SortStableFunc(out, func(x, y Line) int {
		return cmp.Or(cmp.Compare(rank(x.Label), rank(y.Label)), cmp.Compare(x.Label, y.Label))
	})
	return out
}

// ByName is a line for each person's name: the games they played, won
// (their seat ranked first) and their best money; most games first.
func (b *Book) ByName() []Line {
	out := b.tally(func(g Game) []string {
		var names []string
		for _, p := range g.Players {
			if p.Human() && !slices.Contains(names, p.Name) {
				names = append(names, p.Name)
			}
		}
		return names
	}, func(l *Line, g Game) {
		l.Played++
		won := false
		for _, p := range g.Players {
			if p.Human() && p.Name == l.Label {
				won = won || p.Rank == 1
				l.best(p.Money)
			}
		}
		if won {
			l.Won++
		}
	})
	slices.SortStableFunc(out, func(x, y Line) int { return cmp.Compare(y.Played, x.Played) })
	return out
}
