package royaleplay

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// CasinoNames are the six casinos' names (scenes/pieces draws the same
// ones on the board; a test of the table checks they agree).
var CasinoNames = [royale.Casinos + 1]string{"", "Horseshoe", "Pharaoh", "Oasis", "Flamingo", "Royal", "Nugget"}

// casinoName names casino c (1-6).
func casinoName(c int) string {
	if c >= 1 && c <= royale.Casinos {
		return CasinoNames[c]
	}
	return fmt.Sprintf("casino %d", c)
}

// Describe says what event e did, in words for the log: casinos by name,
// money as "$60,000", rolls as the faces ("You rolled 2, 3, 4 and your
// Biggy shows 3"), and verbs that agree with "You" and "the grey dice".
func Describe(e royale.Event, names []string) string {
	who := ownerName(e.Who, names)
	switch e.Kind {
	case royale.EvRoll:
		return fmt.Sprintf("%s rolled %s.", who, RollWords(e.Roll, possessive(who)))
	case royale.EvBlack:
		return fmt.Sprintf("%s rolled the black dice on %s: %s.", who, royale.TileName(int(e.Tile)), faces(e.Roll))
	case royale.EvPlace:
		d := plural(int(e.N), "die", "dice")
		if e.Mask&1 != 0 {
			d = placedWithBiggy(int(e.N), possessive(who))
		}
		return fmt.Sprintf("%s %s %s on %s.", who, verb(who, "places"), d, casinoName(int(e.C)))
	case royale.EvWin:
		return fmt.Sprintf("%s %s %s at %s.", who, verb(who, "wins"), dollars(int(e.Value)), casinoName(int(e.C)))
	case royale.EvChips:
		return fmt.Sprintf("%s %s %s.", who, verb(who, "gets"), plural(int(e.N), "chip", "chips"))
	case royale.EvBlock:
		return fmt.Sprintf("%s %s %s in %s.", who, verb(who, "puts"), plural(int(e.N), "grey die", "grey dice"), casinoName(int(e.C)))
	case royale.EvPair:
		return fmt.Sprintf("%s pays %s and %s.", casinoName(int(e.C)), dollars(int(e.Value)), dollars(int(e.N)))
	}
	return agree(casinoWords(e.Describe(names)), who)
}

// RollWords writes a roll's faces and its Biggy: "2, 3, 4 and your
// Biggy shows 3" (whose: "your", "Ana's").
func RollWords(r royale.Roll, whose string) string {
	var fs []string
	for f := 1; f <= 6; f++ {
		for range r.C[f-1] {
			fs = append(fs, fmt.Sprint(f))
		}
	}
	big := ""
	if r.Big != 0 {
		big = fmt.Sprintf("%s Biggy shows %d", whose, r.Big)
	}
	switch {
	case len(fs) == 0 && big == "":
		return "nothing"
	case len(fs) == 0:
		return fmt.Sprintf("only %s Biggy, showing %d", whose, r.Big)
	case big == "":
		return list(fs)
	}
	return strings.Join(fs, ", ") + " and " + big
}

// placedWithBiggy: "your Biggy", "2 dice and your Biggy".
func placedWithBiggy(n int, whose string) string {
	if n <= 1 {
		return whose + " Biggy"
	}
	return plural(n-1, "die", "dice") + " and " + whose + " Biggy"
}

func list(fs []string) string {
	if len(fs) == 1 {
		return fs[0]
	}
	return strings.Join(fs[:len(fs)-1], ", ") + " and " + fs[len(fs)-1]
}

// ownerName names a seat, the neutral player or the grey dice.
func ownerName(who int8, names []string) string {
	switch {
	case who == royale.Neutral:
		return "The neutral player"
	case who == royale.Grey:
		return "The grey dice"
	case who >= 0 && int(who) < len(names):
		return names[who]
	}
	return "Nobody"
}

// possessive: "your" for You, "the" for the others ("the Biggy").
func possessive(who string) string {
	if who == "You" {
		return "your"
	}
	return "the"
}

// plurals: the subjects that take the verb without its s.
func pluralSubject(who string) bool {
	return who == "You" || strings.EqualFold(who, "the grey dice")
}

// verb is v ("wins") as who says it ("You win", "The grey dice win").
func verb(who, v string) string {
	if !pluralSubject(who) {
		return v
	}
	return baseVerb(v)
}

func baseVerb(v string) string {
	switch {
	case v == "has":
		return "have"
	case v == "is":
		return "are"
	case strings.HasSuffix(v, "sses"), strings.HasSuffix(v, "shes"), strings.HasSuffix(v, "ches"):
		return strings.TrimSuffix(v, "es")
	}
	return strings.TrimSuffix(v, "s")
}

// agree makes the verb after a plural subject ("You", "the grey dice")
// agree with it: "You takes" → "You take", "the grey dice wins" → "win".
func agree(line, who string) string {
	if line != "" && line[0] >= 'a' && line[0] <= 'z' && !strings.HasPrefix(line, who) { // "the grey dice ..." begins a line; a name stays as it was typed
		line = string(line[0]-'a'+'A') + line[1:]
	}
	if !pluralSubject(who) {
		return line
	}
	rest, ok := strings.CutPrefix(line, who+" ")
	if !ok {
		return line
	}
	w, tail, _ := strings.Cut(rest, " ")
	if w == "secretly" { // "You secretly holds"
		w2, tail2, _ := strings.Cut(tail, " ")
		return who + " secretly " + baseVerb(w2) + " " + tail2
	}
	if w == "can" || w == "should" {
		return line
	}
	return who + " " + baseVerb(w) + " " + tail
}

// casinoNumber is "casino 3" or "Casino 3" in the engine's lines.
var casinoNumber = regexp.MustCompile(`\b[Cc]asino ([1-6])\b`)

// casinoWords names the casinos in an engine's line: "casino 3" → "Oasis".
func casinoWords(line string) string {
	return casinoNumber.ReplaceAllStringFunc(line, func(s string) string {
		return casinoName(int(s[len(s)-1] - '0'))
	})
}
