package game

import (
	"regexp"
	"strings"
)

// youVerb finds "You" followed by a word: the subject of a log line about
// a seat named "You" (the one person against bots).
var youVerb = regexp.MustCompile(`\bYou('s| [a-z]+)\b`)

// andVerb finds a second verb of the same subject ("You pay a chip and
// sits out"): only these verbs, so that "and cards" stays a noun.
var andVerb = regexp.MustCompile(`\b(and|then) (sits|loses|places|stops|takes|wins|pays|moves|keeps|puts|gets)\b`)

// irregular are the third-person verbs whose "you" form is not the verb
// without its s.
var irregular = map[string]string{"has": "have", "is": "are", "was": "were", "does": "do", "goes": "go"}

// Agree makes a line written for a named seat ("Ann rolls 1 3 5.") agree
// when the seat is named You: "You roll 1 3 5.", "You have", "Your dice".
// Words after "You" that are not verbs of the third person (no final s,
// as in "You and Ann tie") stay as they are; in a one-sentence line about
// You, a second verb after "and" or "then" agrees too.
func Agree(line string) string {
	if !strings.Contains(line, "You") {
		return line
	}
	line = youVerb.ReplaceAllStringFunc(line, func(m string) string {
		if m == "You's" {
			return "Your"
		}
		w := m[len("You "):]
		switch {
		case irregular[w] != "":
			w = irregular[w]
		case strings.HasSuffix(w, "ss") || !strings.HasSuffix(w, "s"):
			return m
		case strings.HasSuffix(w, "ies"):
			w = strings.TrimSuffix(w, "ies") + "y"
		case strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "shes"), strings.HasSuffix(w, "sses"), strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "zes"):
			w = strings.TrimSuffix(w, "es")
		default:
			w = strings.TrimSuffix(w, "s")
		}
		return "You " + w
	})
	if strings.HasPrefix(line, "You ") && !strings.Contains(line, ". ") {
		line = andVerb.ReplaceAllStringFunc(line, func(m string) string { return strings.TrimSuffix(m, "s") })
	}
	return line
}
