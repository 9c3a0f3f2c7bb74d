package royaleplay

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// Words says what action a does, in a few words for a button ("Hold 2
// tokens", "Close Flamingo"), in the state s it is legal in; casinos are
// named.
func Words(s *royale.State, a royale.Action) string { return casinoWords(words(s, a)) }

func words(s *royale.State, a royale.Action) string {
	switch a.Kind {
	case royale.ActPlace:
		r := s.CurrentRoll()
		n := int(r.C[a.X-1])
		switch {
		case int(r.Big) != int(a.X):
			return fmt.Sprintf("Place %s on casino %d", plural(n, "die", "dice"), a.X)
		case n == 0:
			return fmt.Sprintf("Place the Biggy on casino %d", a.X)
		}
		return fmt.Sprintf("Place %s and the Biggy on casino %d", plural(n, "die", "dice"), a.X)
	case royale.ActSitOut:
		return "Pay a chip to sit out"
	case royale.ActPass:
		return "Pass (every casino rolled is closed)"
	case royale.ActPunch:
		return "Hold " + plural(int(a.X), "token", "tokens")
	case royale.ActGuess:
		return fmt.Sprintf("Guess %d", a.X)
	case royale.ActSplit:
		return splitWords(a)
	case royale.ActPick:
		n := s.PileSize()
		if a.X == 2 {
			n = 6 - n
		}
		return fmt.Sprintf("Take pile %d (%s)", a.X, plural(n, "token", "tokens"))
	case royale.ActFifty:
		return [...]string{"Stop and take the reward", "Bet the next sum is higher", "Bet the next sum is lower"}[min(a.X, 2)]
	case royale.ActPrime:
		return primeWords(a)
	case royale.ActPay:
		if a.X == 0 {
			return "Pay a chip"
		}
		return fmt.Sprintf("Pay a %s card", dollars(int(a.X)*royale.Unit))
	case royale.ActClose:
		if a.X == 0 {
			return "Leave the token where it is"
		}
		return fmt.Sprintf("Close casino %d", a.X)
	case royale.ActKnock:
		if a.X == 1 {
			return "Put the Biggy in the bar"
		}
		return "Put a die in the bar"
	}
	return dieWords(s, a)
}

// dieWords says what the decisions that move one die or a group do.
func dieWords(s *royale.State, a royale.Action) string {
	die := "a die"
	if a.Y == 1 {
		die = "the Biggy"
	}
	switch a.Kind {
	case royale.ActPower:
		if a.X == 0 {
			return "Roll as usual"
		}
		return fmt.Sprintf("Turn %s to %d", die, a.X)
	case royale.ActRotate:
		return fmt.Sprintf("Turn %s to %d (no tile)", die, a.X)
	case royale.ActReturn:
		return fmt.Sprintf("Take %s back from casino %d", die, a.X)
	case royale.ActDouble:
		if a.X == 0 && a.Y == 0 {
			return "Move no dice"
		}
		if a.Y == 1 && a.X == 0 {
			return "Move the Biggy onto Double Down"
		}
		if a.Y == 1 {
			return fmt.Sprintf("Move %s and the Biggy onto Double Down", plural(int(a.X), "die", "dice"))
		}
		return fmt.Sprintf("Move %s onto Double Down", plural(int(a.X), "die", "dice"))
	case royale.ActNice:
		if a.X == 0 {
			return "Put no die on Nice Dice"
		}
		if a.Y == 1 {
			return fmt.Sprintf("The Biggy (%d) onto space %d", a.X, a.X)
		}
		return fmt.Sprintf("A %d onto space %d", a.X, a.X)
	case royale.ActBlock:
		n := 0
		if a.X >= 1 && a.X <= 5 {
			n = s.Board().Clusters[a.X-1]
		}
		return fmt.Sprintf("%s → casino %d", plural(n, "grey die", "grey dice"), a.Y)
	case royale.ActHandicap:
		if a.X == 0 {
			return "Take no grey die"
		}
		return fmt.Sprintf("Grey die from casino %d → %s", a.X, [...]string{"a space", "1 chip", "$30,000", "turn or take back a die"}[min(a.Y, 3)])
	case royale.ActChoose:
		return chooseWords[min(a.X, 6)]
	case royale.ActActivate:
		return fmt.Sprintf("Activate %s (casino %d)", royale.TileName(s.Tile(int(a.X))), a.X)
	}
	return a.String()
}

var chooseWords = [7]string{"?", "1: take a chip", "2: take 2 chips", "3: take $30,000", "4: activate another tile",
	"5: turn or take back a die", "6: give up a die for $60,000"}

// splitWords writes a Black Box split: what pile 1 holds.
func splitWords(a royale.Action) string {
	arg := strings.TrimPrefix(a.String(), "split ")
	parts := strings.Split(arg, "+")
	for i, p := range parts {
		if n, err := strconv.Atoi(p); err == nil {
			parts[i] = dollars(n * 1000)
		}
		if p == "0" {
			parts[i] = "$0"
		}
	}
	return "Pile 1: " + strings.Join(parts, " + ")
}

// primeWords says which black dice Prime Time places.
func primeWords(a royale.Action) string {
	switch {
	case a.X == 0:
		return "Place no black die"
	case a.Y == 0:
		return fmt.Sprintf("Place the black die showing %d", a.X)
	}
	return fmt.Sprintf("Place both black dice (%d and %d)", a.X, a.Y)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// tilePrompts say what the other tile decisions ask.
var tilePrompts = map[royale.ActKind]string{
	royale.ActClose:    "choose a casino to close",
	royale.ActBlock:    "choose a cluster of grey dice and the casino for them",
	royale.ActHandicap: "take a grey die from a casino onto a free space for its reward: 1 chip, $30,000, or turn a die and place it or take one back",
	royale.ActPower:    "turn a remaining die to any face and place it, or roll as usual",
	royale.ActKnock:    "which die goes to the bar?",
	royale.ActDouble:   "how many dice go onto Double Down?",
	royale.ActNice:     "which die goes onto Nice Dice?",
	royale.ActPay:      "pay $50,000: a card or a chip",
	royale.ActRotate:   "turn a die and place it (no tile), or take one back",
	royale.ActReturn:   "take one of your dice back",
	royale.ActActivate: "activate which tile?",
}

// Prompt says what the deciding seat (named who) is asked, in one line.
func Prompt(s *royale.State, legal []royale.Action, who string) string {
	if len(legal) == 0 {
		return ""
	}
	b := s.Board()
	tile := royale.TileName(b.Resolving)
	switch legal[0].Kind {
	case royale.ActPlace, royale.ActPass, royale.ActSitOut:
		return who + ": place a group of dice (click a casino or a die group, or keys 1-6)"
	case royale.ActPunch:
		return fmt.Sprintf("%s: Lucky Punch — hold 1-3 tokens in secret; the next player guesses", who)
	case royale.ActGuess:
		return fmt.Sprintf("%s: Lucky Punch — guess how many tokens are held", who)
	case royale.ActSplit:
		return fmt.Sprintf("%s: Black Box — split the six tokens in secret into two piles", who)
	case royale.ActPick:
		return fmt.Sprintf("%s: Black Box — take one of the two face-down piles", who)
	case royale.ActChoose:
		return fmt.Sprintf("%s: My Choice — the black dice show %s; choose one", who, faces(b.Black))
	case royale.ActPrime:
		return fmt.Sprintf("%s: Prime Time — the black dice show %s; place which?", who, faces(b.Black))
	case royale.ActFifty:
		return fmt.Sprintf("%s: Fifty Fifty — last sum %d; stop or bet", who, b.LastSum)
	}
	if p, ok := tilePrompts[legal[0].Kind]; ok {
		return fmt.Sprintf("%s: %s — %s", who, tile, p)
	}
	return fmt.Sprintf("%s: %s — choose", who, tile)
}

// faces writes a roll's faces: "3 and 5".
func faces(r royale.Roll) string {
	var fs []string
	for f := 1; f <= 6; f++ {
		for range r.C[f-1] {
			fs = append(fs, fmt.Sprint(f))
		}
	}
	if len(fs) == 0 {
		return "nothing"
	}
	return strings.Join(fs, " and ")
}

// dollars writes an amount as the tables do: "$510,000" (ui.Dollars's
// form; this package does not import the ui).
func dollars(d int) string {
	s := strconv.Itoa(max(d, -d))
	var out []byte
	for i := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			out = append(out, ',')
		}
		out = append(out, s[i])
	}
	if d < 0 {
		return "-$" + string(out)
	}
	return "$" + string(out)
}
