package game

import (
	"strings"
)

// RecoverText finds the game a damaged record of any game still holds: a
// file cut short keeps its complete history lines (one step a line), and
// the longest run of first steps that check (the game's parse and replay)
// accepts is the game. It returns that record's text and its number of
// steps, or false when not even one step is left. The result, which a
// damaged file may contradict, is dropped: the game goes on.
func RecoverText(data []byte, check func([]byte) error) ([]byte, int, bool) {
	head, steps, ok := splitSteps(data)
	if !ok {
		return nil, 0, false
	}
	// The longest prefix that checks: a step that does not replay makes
	// every longer prefix fail too, so a binary search finds it.
	lo, hi := 0, len(steps) // steps[:lo] checks (lo 0: not known); steps[:hi+1] does not
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if check(joinSteps(head, steps[:mid])) == nil {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	if lo == 0 {
		return nil, 0, false
	}
	return joinSteps(head, steps[:lo]), lo, true
}

// splitSteps cuts a record's text into what comes before its history and
// the history's complete lines, up to the first that is not one.
func splitSteps(data []byte) (head string, steps []string, ok bool) {
	s := strings.TrimPrefix(string(data), "\ufeff")
	h := strings.Index(s, `"history": [`)
	if h < 0 {
		return "", nil, false
	}
	for _, ln := range strings.Split(s[h:], "\n")[1:] {
		t := strings.TrimSpace(ln)
		if !strings.HasPrefix(t, "{") || !(strings.HasSuffix(t, "}") || strings.HasSuffix(t, "},")) {
			break
		}
		steps = append(steps, strings.TrimSuffix(t, ","))
	}
	return s[:h], steps, len(steps) > 0
}

// joinSteps writes a record's text from its head and history lines.
func joinSteps(head string, steps []string) []byte {
	return []byte(head + "\"history\": [\n    " + strings.Join(steps, ",\n    ") + "\n  ]\n}\n")
}

// CompleteSteps cuts a record's text after its last complete history line
// and closes it, for a file whose end was lost.
func CompleteSteps(data []byte) ([]byte, bool) {
	head, steps, ok := splitSteps(data)
	if !ok {
		return nil, false
	}
	return joinSteps(head, steps), true
}
