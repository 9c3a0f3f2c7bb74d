package ui

import (
	"math"
	"strconv"
	"sync"
)

// The smallest text and the smallest control (button, switch) that any
// kit drew in a frame, in physical pixels (a size in logical units times
// the kit's scale), for the browser test's phone checks: a hosted table
// draws with a kit of its own inside the window's frame, so the sizes are
// gathered over every kit that draws, not per kit (Kit.FrameSmallest).
//
// A frame begins when a kit that already began one since the last frame
// began begins again (Kit.BeginFrame): the window's kit begins every
// frame first, a hosted table's kit inside it, and a window of one kit
// begins a frame per Draw.

// DrawnSizes are the smallest text and control of a frame, in physical
// pixels (0 where none was drawn), with the text and the control's label.
type DrawnSizes struct {
	Frames        uint64 // frames completed so far (counts every frame)
	Text, Control float64
	TextS         string
	ControlS      string
}

var drawn struct {
	mu     sync.Mutex
	cur    DrawnSizes // the frame being drawn (or drawn last, between frames)
	last   DrawnSizes // the last completed frame
	frames uint64
	began  []*Kit
}

// drawnFrameBegun notes that k begins a frame (Kit.BeginFrame).
func drawnFrameBegun(k *Kit) {
	drawn.mu.Lock()
	defer drawn.mu.Unlock()
	for _, b := range drawn.began {
		if b == k {
			drawn.frames++
			drawn.last = drawn.cur
			drawn.last.Frames = drawn.frames
			drawn.cur = DrawnSizes{}
			drawn.began = drawn.began[:0]
			publishDrawn(&drawn.last)
			break
		}
	}
	drawn.began = append(drawn.began, k)
}

// drawnText notes a text drawn at px physical pixels.
func drawnText(s string, px float64) {
	drawn.mu.Lock()
	if drawn.cur.Text == 0 || px < drawn.cur.Text {
		drawn.cur.Text, drawn.cur.TextS = px, s
	}
	drawn.mu.Unlock()
}

// drawnControl notes a control whose lesser side is px physical pixels.
func drawnControl(label string, px float64) {
	if px <= 0 {
		return
	}
	drawn.mu.Lock()
	if drawn.cur.Control == 0 || px < drawn.cur.Control {
		drawn.cur.Control, drawn.cur.ControlS = px, label
	}
	drawn.mu.Unlock()
}

// DrawnSmallest are the smallest text and control drawn by any kit in the
// frame being drawn, or between frames in the frame drawn last.
func DrawnSmallest() DrawnSizes {
	drawn.mu.Lock()
	defer drawn.mu.Unlock()
	d := drawn.cur
	d.Frames = drawn.frames
	return d
}

// AppendDrawnJSON appends d as a JSON object: {"frames":N,"text":px,
// "textS":"...","control":px,"controlS":"..."}.
func AppendDrawnJSON(b []byte, d *DrawnSizes) []byte {
	b = append(b, `{"frames":`...)
	b = strconv.AppendUint(b, d.Frames, 10)
	b = append(b, `,"text":`...)
	b = strconv.AppendFloat(b, math.Round(d.Text*100)/100, 'f', -1, 64)
	b = append(b, `,"textS":`...)
	b = appendJSONText(b, d.TextS)
	b = append(b, `,"control":`...)
	b = strconv.AppendFloat(b, math.Round(d.Control*100)/100, 'f', -1, 64)
	b = append(b, `,"controlS":`...)
	b = appendJSONText(b, d.ControlS)
	return append(b, '}')
}

// appendJSONText appends s as a JSON string.
func appendJSONText(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c < 0x20:
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		default:
			b = append(b, c)
		}
	}
	return append(b, '"')
}
