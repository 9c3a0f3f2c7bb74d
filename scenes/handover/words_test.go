package handover

import (
	"strings"
	"testing"
)

// The words name the person, and read as English for a seat named "You".
func TestWordsFor(t *testing.T) {
	for _, c := range []struct {
		name   string
		m      Moment
		title  string
		button string
		in     string // a word the sub-line or the note must hold
	}{
		{"Anna", Before, "Pass to Anna", "Anna is here — show the table", "Only Anna should look now."},
		{"You", Before, "Pass to You", "I'm here — show my table", "Only you should look now."},
		{"Anna", After, "Anna has chosen", "Back to the table", "Anna: pass the screen back"},
		{"You", After, "You have chosen", "Back to the table", "Pass the screen back"},
		{"", Before, "Pass to the next player", "The next player is here — show the table", "Only the next player"},
		{"émile", After, "Émile has chosen", "Back to the table", "Émile: pass"},
	} {
		w := WordsFor(c.name, c.m)
		if w.Title != c.title || w.Button != c.button || !strings.Contains(w.Sub+" "+w.Note, c.in) || w.Prompt != "click or press Enter" {
			t.Errorf("%q at %d: %+v, want title %q, button %q, words with %q", c.name, c.m, w, c.title, c.button, c.in)
		}
		if c.name == "You" {
			all := strings.Join([]string{w.Title, w.Sub, w.Note, w.Button}, " | ")
			for _, bad := range []string{"You's", "You has", "You is", "you plays", "You plays", "only You"} {
				if strings.Contains(all, bad) {
					t.Errorf("You at %d: %q says %q", c.m, all, bad)
				}
			}
		}
	}
}
