package ui

import (
	"encoding/json"
	"testing"
	"time"
)

// The smallest sizes are gathered over every kit that draws in a frame (a
// window's kit and a hosted table's), and a frame ends when a kit begins
// again.
func TestDrawnSmallestOverKits(t *testing.T) {
	outer, inner := NewMeasureKit(nil), NewMeasureKit(nil)
	outer.scale, inner.scale = 2, 3
	outer.BeginFrame(time.Now(), 0) // may close a frame of another test
	outer.BeginFrame(time.Now(), 0)
	f0 := DrawnSmallest().Frames
	outer.noteText("title", 20)
	inner.BeginFrame(time.Now(), 0) // inside the same frame
	inner.noteText("tiny \"note\"", 4)
	inner.noteControl(R(0, 0, 100, 15), "OK")
	outer.noteControl(R(0, 0, 30, 40), "Menu")
	d := DrawnSmallest()
	if d.Frames != f0 || d.Text != 12 || d.TextS != "tiny \"note\"" || d.Control != 45 || d.ControlS != "OK" {
		t.Fatalf("frame: %+v", d)
	}
	outer.BeginFrame(time.Now(), 0) // the next frame
	if d := DrawnSmallest(); d.Frames != f0+1 || d.Text != 0 || d.Control != 0 {
		t.Fatalf("a new frame keeps the last one's sizes: %+v", d)
	}
	var got map[string]any
	b := AppendDrawnJSON(nil, &DrawnSizes{Frames: 3, Text: 12.345, TextS: "a\"b\\c\n", Control: 88, ControlS: "Quick start"})
	if err := json.Unmarshal(b, &got); err != nil || got["textS"] != "a\"b\\c\n" || got["text"] != 12.35 || got["control"] != 88.0 {
		t.Fatalf("%s: %v %v", b, got, err)
	}
}
