package royale

import (
	"fmt"
	"strconv"
	"strings"
)

var (
	fiftyWords    = [3]string{"stop", "higher", "lower"}
	knockWords    = [2]string{"die", "biggy"}
	handicapWords = [4]string{"", "chip", "30k", "option"} // the action's text form (records): never change
	// handicapSpaceNames name the spaces in the log, as the rulebook does.
	handicapSpaceNames = [4]string{"", "chip", "$30,000", "turn-or-take-back"}
)

// tileString writes a tile decision's text form.
func tileString(a Action) (string, bool) {
	switch a.Kind {
	case ActDouble:
		return "double " + strconv.Itoa(int(a.X)) + bSuffix(a.Y), true
	case ActFifty:
		if a.X < 3 {
			return "fifty " + fiftyWords[a.X], true
		}
	case ActNice:
		if a.X == 0 {
			return "nice none", true
		}
		return "nice " + strconv.Itoa(int(a.X)) + bSuffix(a.Y), true
	case ActPower:
		if a.X == 0 {
			return "power no", true
		}
		return "power " + strconv.Itoa(int(a.X)) + bSuffix(a.Y), true
	case ActRotate, ActReturn:
		return [...]string{ActRotate: "rotate ", ActReturn: "return "}[a.Kind] + strconv.Itoa(int(a.X)) + bSuffix(a.Y), true
	case ActKnock:
		if a.X < 2 {
			return "knock " + knockWords[a.X], true
		}
	case ActClose:
		if a.X == 0 {
			return "close keep", true
		}
		return "close " + strconv.Itoa(int(a.X)), true
	case ActBlock:
		return "block " + strconv.Itoa(int(a.X)) + "/" + strconv.Itoa(int(a.Y)), true
	case ActHandicap:
		if a.X == 0 && a.Y == 0 {
			return "handicap none", true
		}
		if a.Y < 4 {
			return "handicap " + strconv.Itoa(int(a.X)) + "/" + handicapWords[a.Y], true
		}
	case ActPass:
		return "pass", true
	case ActPunch, ActGuess, ActPick:
		return [...]string{ActPunch: "punch ", ActGuess: "guess ", ActPick: "pick "}[a.Kind] + strconv.Itoa(int(a.X)), true
	case ActSplit:
		if validSplit(a.X) {
			return splitString(a.X), true
		}
	case ActPrime:
		return primeString(a), true
	case ActPay:
		if a.X == 0 {
			return "pay chip", true
		}
		return "pay " + strconv.Itoa(int(a.X)*10) + "k", true
	case ActChoose, ActActivate:
		return [...]string{ActChoose: "choose ", ActActivate: "activate "}[a.Kind] + strconv.Itoa(int(a.X)), true
	}
	return "", false
}

func bSuffix(y uint8) string {
	if y == 1 {
		return "b"
	}
	return ""
}

// parseTileAction reads a tile decision; ok says the word is one.
func parseTileAction(word, arg string) (a Action, ok bool, err error) {
	switch word {
	case "double":
		n, big := strings.CutSuffix(arg, "b")
		x, err := strconv.Atoi(n)
		if err != nil || x < 0 || x > RegularDice {
			return a, true, fmt.Errorf("double %q: want a number of dice 0-7, with \"b\" for the Biggy", arg)
		}
		return Action{Kind: ActDouble, X: uint8(x), Y: b2u(big)}, true, nil
	case "fifty":
		for i, w := range fiftyWords {
			if arg == w {
				return Action{Kind: ActFifty, X: uint8(i)}, true, nil
			}
		}
		return a, true, fmt.Errorf("fifty %q: want stop, higher or lower", arg)
	case "nice":
		if arg == "none" {
			return Action{Kind: ActNice}, true, nil
		}
		f, big, err := faceArg(arg)
		return Action{Kind: ActNice, X: f, Y: b2u(big)}, true, err
	case "power", "rotate", "return":
		k := map[string]ActKind{"power": ActPower, "rotate": ActRotate, "return": ActReturn}[word]
		if word == "power" && arg == "no" {
			return Action{Kind: ActPower}, true, nil
		}
		f, big, err := faceArg(arg)
		return Action{Kind: k, X: f, Y: b2u(big)}, true, err
	case "knock":
		for i, w := range knockWords {
			if arg == w {
				return Action{Kind: ActKnock, X: uint8(i)}, true, nil
			}
		}
		return a, true, fmt.Errorf("knock %q: want die or biggy", arg)
	case "close":
		if arg == "keep" {
			return Action{Kind: ActClose}, true, nil
		}
		f, big, err := faceArg(arg)
		if big || err != nil {
			return a, true, fmt.Errorf("close %q: want a casino 1-6 or keep", arg)
		}
		return Action{Kind: ActClose, X: f}, true, nil
	case "pass":
		if arg != "" {
			return a, true, fmt.Errorf("pass takes no argument")
		}
		return Action{Kind: ActPass}, true, nil
	}
	return parseSlashAction(word, arg)
}

// parseSlashAction reads the other tile decisions: "block K/C",
// "handicap C/KIND" (or "handicap none"), and those of Lucky Punch, Black
// Box, Prime Time, My Choice and Bad Luck.
func parseSlashAction(word, arg string) (a Action, ok bool, err error) {
	switch word {
	case "punch", "guess", "pick":
		n, err := strconv.Atoi(arg)
		hi := map[string]int{"punch": 3, "guess": 3, "pick": 2}[word]
		if err != nil || n < 1 || n > hi || len(arg) != 1 {
			return a, true, fmt.Errorf("%s %q: want 1-%d", word, arg, hi)
		}
		return Action{Kind: map[string]ActKind{"punch": ActPunch, "guess": ActGuess, "pick": ActPick}[word], X: uint8(n)}, true, nil
	case "split":
		a, err := parseSplit(arg)
		return a, true, err
	case "prime":
		a, err := parsePrime(arg)
		return a, true, err
	case "pay":
		if arg == "chip" {
			return Action{Kind: ActPay}, true, nil
		}
		c, err := ParseAction("card " + arg)
		if err != nil {
			return a, true, fmt.Errorf("pay %q: want chip or a card such as 50k", arg)
		}
		return Action{Kind: ActPay, X: c.X}, true, nil
	case "choose", "activate":
		f, big, err := faceArg(arg)
		if err != nil || big {
			return a, true, fmt.Errorf("%s %q: want 1-6", word, arg)
		}
		return Action{Kind: map[string]ActKind{"choose": ActChoose, "activate": ActActivate}[word], X: f}, true, nil

	case "block":
		k, c, _ := strings.Cut(arg, "/")
		kn, err1 := strconv.Atoi(k)
		f, big, err2 := faceArg(c)
		if err1 != nil || err2 != nil || big || kn < 1 || kn > 5 {
			return a, true, fmt.Errorf("block %q: want a cluster 1-5 and a casino: \"block 2/5\"", arg)
		}
		return Action{Kind: ActBlock, X: uint8(kn), Y: f}, true, nil
	case "handicap":
		if arg == "none" {
			return Action{Kind: ActHandicap}, true, nil
		}
		c, kind, _ := strings.Cut(arg, "/")
		f, big, err := faceArg(c)
		for i, w := range handicapWords {
			if i > 0 && w == kind && err == nil && !big {
				return Action{Kind: ActHandicap, X: f, Y: uint8(i)}, true, nil
			}
		}
		return a, true, fmt.Errorf("handicap %q: want a casino and chip, 30k or option (\"handicap 4/chip\"), or none", arg)
	}
	return a, false, nil
}

// faceArg reads "3" or "3b": a face 1-6, and whether it is the Biggy.
func faceArg(arg string) (uint8, bool, error) {
	n, big := strings.CutSuffix(arg, "b")
	if len(n) != 1 || n[0] < '1' || n[0] > '6' {
		return 0, false, fmt.Errorf("%q: want a face 1-6, with \"b\" for the Biggy", arg)
	}
	return n[0] - '0', big, nil
}

func b2u(b bool) uint8 { return uint8(b2i(b)) }
