package royale

import (
	"fmt"
	"strconv"
	"strings"
)

var fiftyWords = [3]string{"stop", "higher", "lower"}

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
