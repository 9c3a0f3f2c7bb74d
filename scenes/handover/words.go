package handover

import (
	"unicode"
	"unicode/utf8"
)

// Moment is when the screen comes: Before a person's turn (pass the screen
// to them) or After their secret choice (they pass it back).
type Moment uint8

// Moments.
const (
	Before Moment = iota
	After
)

// Words are the screen's texts.
type Words struct {
	Title  string // "Pass to Anna"
	Sub    string // who should look
	Note   string // what the others do
	Button string // the button's label
	Prompt string // "click or press Enter" (TouchPrompt on a touch screen)
}

// TouchPrompt is the prompt on a touch screen, where a tap anywhere goes on.
const TouchPrompt = "tap anywhere to go on"

// you is the name of a seat played by "you" (the one person against bots,
// or the first person in hot seat): the words then speak to them.
const you = "You"

// WordsFor are the words of the screen for the person named name at
// moment m. For a seat named "You" they read as English does ("I'm here",
// "You have chosen"), never "You's" or "You has".
func WordsFor(name string, m Moment) Words {
	w := Words{Prompt: "click or press Enter"}
	me := name == you
	if name == "" {
		name = "the next player"
	}
	r, n := utf8.DecodeRuneInString(name)
	who := string(unicode.ToUpper(r)) + name[n:] // to start a sentence
	switch {
	case m == After && me:
		w.Title, w.Sub, w.Note = "You have chosen", "The choice stays secret.", "Pass the screen back to the table."
	case m == After:
		w.Title, w.Sub, w.Note = who+" has chosen", "The choice stays secret.", who+": pass the screen back to the table."
	case me:
		w.Title, w.Sub, w.Note = "Pass to You", "Only you should look now.", "Everyone else: please look away while you play."
	default:
		w.Title, w.Sub, w.Note = "Pass to "+name, "Only "+name+" should look now.", "Everyone else: please look away while "+name+" plays."
	}
	switch {
	case m == After:
		w.Button = "Back to the table"
	case me:
		w.Button = "I'm here — show my table"
	default:
		w.Button = who + " is here — show the table"
	}
	return w
}
