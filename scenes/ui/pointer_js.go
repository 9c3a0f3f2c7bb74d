//go:build js

package ui

import (
	"sync"
	"syscall/js"
)

// In the browser the page's pointer events are read as they come, not
// only the state Ebitengine samples once a tick: a tap whose press and
// release both fall between two ticks (a quick tap on a phone whose
// frames take 100 ms, or a synthetic one) would otherwise be lost. Every
// press and release is kept in a ring with a sequence number, and each
// device reads the ones it has not seen (a hosted table's device and the
// window's read the same events).

// domEvent is a press or release at a point of the screen (physical
// pixels, as Ebitengine's cursor positions are).
type domEvent struct {
	kind  ActionKind
	x, y  float64
	touch bool // a finger or a pen
}

// domRing holds the page's recent presses and releases.
var domRing struct {
	once sync.Once
	mu   sync.Mutex
	ev   [128]domEvent
	next uint64 // sequence number of the next event
}

// listenDOM starts listening to the page's pointer events, once.
func listenDOM() {
	domRing.once.Do(func() {
		doc := js.Global().Get("document")
		opts := map[string]any{"capture": true, "passive": true}
		for name, kind := range map[string]ActionKind{"pointerdown": ActPointerDown, "pointerup": ActPointerUp, "pointercancel": ActPointerUp} {
			doc.Call("addEventListener", name, js.FuncOf(func(_ js.Value, args []js.Value) any {
				if len(args) > 0 {
					recordDOM(args[0], kind)
				}
				return nil
			}), opts)
		}
	})
}

// recordDOM keeps one pointer event: the primary button of a mouse, or a
// touch or pen, over the game's canvas.
func recordDOM(e js.Value, kind ActionKind) {
	if !e.Get("isPrimary").Truthy() || e.Get("button").Int() > 0 {
		return
	}
	canvas := js.Global().Get("document").Call("querySelector", "canvas")
	if canvas.IsNull() || canvas.IsUndefined() {
		return
	}
	r := canvas.Call("getBoundingClientRect")
	dpr := js.Global().Get("devicePixelRatio").Float()
	if dpr <= 0 {
		dpr = 1
	}
	x := (e.Get("clientX").Float() - r.Get("left").Float()) * dpr
	y := (e.Get("clientY").Float() - r.Get("top").Float()) * dpr
	domRing.mu.Lock()
	touch := e.Get("pointerType").String() != "mouse"
	domRing.ev[domRing.next%uint64(len(domRing.ev))] = domEvent{kind, x, y, touch}
	domRing.next++
	domRing.mu.Unlock()
}

// domReader is where a device stands in the page's pointer events: seq is
// the next to read, once started.
type domReader struct {
	seq     uint64
	started bool
}

// domPointer reports the presses and releases since the device last read,
// and whether the page's events are the device's source of them (true in
// the browser).
func (d *EbitenDevice) domPointer(dst []Action, vp Viewport) ([]Action, bool) {
	listenDOM()
	domRing.mu.Lock()
	defer domRing.mu.Unlock()
	if !d.dom.started {
		d.dom.started, d.dom.seq = true, domRing.next
	}
	if n := uint64(len(domRing.ev)); domRing.next-d.dom.seq > n {
		d.dom.seq = domRing.next - n // more than the ring holds: the oldest are lost
	}
	for ; d.dom.seq < domRing.next; d.dom.seq++ {
		e := domRing.ev[d.dom.seq%uint64(len(domRing.ev))]
		x, y := vp.ToLogical(e.x, e.y)
		dst = append(dst, Action{Kind: e.kind, X: x, Y: y, Touch: e.touch && e.kind == ActPointerDown})
	}
	return dst, true
}
