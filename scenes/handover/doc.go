// Package handover is the hot seat's handover screen, one for every table
// of the family (the dice game, Royale, the card game): when the next
// person to act is not the one who acted before and something is hidden
// from the others (face-down money, a hand, a secret choice), the table
// hides behind this screen ("Pass to Anna") until a tap or a key.
//
// It has four parts, one a file: the words (words.go, Before and After a
// secret choice, right for a seat named "You"), the layout for any window
// (layout.go: a desktop or a phone held upright, text at least 12 CSS px and
// the button at least 44 px tall on a phone), the drawing (draw.go: an
// opaque screen, so nothing of the table shows through) and the input gate
// (gate.go: the first ticks ignore input, so that a press meant for the
// last turn does not pass the screen). It uses only scenes/ui and
// scenes/pieces, so every table can use it; overlay.go makes it the
// one overlay (Overlay) that every table opens over itself
// (ui.Stage.OpenOver) and the window runs until it is passed.
package handover
