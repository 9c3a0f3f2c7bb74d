//go:build js

package scenes

import (
	"image"
	"sync"
	"syscall/js"
	"time"

	"github.com/hajimehoshi/ebiten/v2/exp/textinput"

	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The browser's textEntry: Ebitengine's exp/textinput keeps a hidden
// textarea for the IME and a phone's keyboard, and a Composer turns its
// edits into commits. A phone shows its keyboard only when the textarea
// takes the focus within the user's gesture, but the game learns of a tap
// a tick after its release: so the page listens to releases itself and
// focuses the textarea at once when one lands on an offered field
// (listenEntry). Where that did not happen (a key pressed the field),
// the Composer puts the focus off to the next release or key release.
// Anything failing leaves the field to the keys the game reads.

// entryTextareaID is the textarea exp/textinput adds to the page.
const entryTextareaID = "ebitengine-textinput"

// entryOfferAge is how long an offer holds: several ticks of a slow
// phone, and short enough that a tap on the next scene does not focus.
const entryOfferAge = 300 * time.Millisecond

// offer is the fields offered last (Offer), read by the page's listener.
var offer struct {
	once   sync.Once
	mu     sync.Mutex
	fields [MaxSeats + 1]ui.Rect
	n      int
	scale  float64
	at     time.Time
}

// domEntry is a textEntry on the page's textarea.
type domEntry struct {
	c    textinput.Composer
	keep func(string) string
	// text is the field's committed text, comp the IME's composition (on
	// a phone's keyboard, the word being typed).
	text, comp string
	caret      image.Rectangle
	// active: started and not stopped; typing: the last Update typed;
	// ended: the platform ended the typing since the last Update; failed:
	// the text input failed, the keys type.
	active, typing, ended, failed bool
}

func newTextEntry() textEntry {
	e := &domEntry{}
	e.c.OnNewSession = func() *textinput.SessionOptions {
		return &textinput.SessionOptions{CaretBounds: e.caret, TextBeforeCaret: e.text}
	}
	e.c.OnComposition = func(c *textinput.Composition) { e.comp = c.Text() }
	e.c.OnCommit = func(c *textinput.Commit) {
		before, after := c.SurroundingText()
		e.text = e.keep(before + c.Text() + after)
	}
	e.c.OnEndByUser = func() { e.ended = true }
	return e
}

// Offer implements textEntry.
func (e *domEntry) Offer(vp ui.Viewport, fields []ui.Rect) {
	offer.once.Do(listenEntry)
	offer.mu.Lock()
	offer.n = copy(offer.fields[:], fields)
	offer.scale, offer.at = vp.Scale, time.Now()
	offer.mu.Unlock()
}

// Start implements textEntry. It runs the Composer at once: a key's
// release that follows its press within the tick then focuses the
// textarea.
func (e *domEntry) Start(text string, bounds ui.Rect, vp ui.Viewport, keep func(string) string) {
	k := vp.Scale
	if !(k > 0) {
		k = 1
	}
	e.keep, e.text, e.comp = keep, keep(text), ""
	e.caret = image.Rect(int(bounds.X*k), int(bounds.Y*k), int((bounds.X+bounds.W)*k), int((bounds.Y+bounds.H)*k))
	e.active, e.typing, e.ended = true, false, false
	e.step()
}

// Update implements textEntry.
func (e *domEntry) Update(cur string) (string, bool, bool) {
	if !e.active || e.failed {
		return cur, false, false
	}
	if !e.typing {
		// The keys typed (or nothing did yet): a session starts from the
		// field as it is.
		e.text, e.comp = e.keep(cur), ""
	}
	e.step()
	done := e.ended
	e.ended = false
	e.typing = !e.failed && entryFocused()
	if !e.typing {
		return cur, false, done
	}
	return e.keep(e.text + e.comp), true, done
}

// Stop implements textEntry.
func (e *domEntry) Stop() {
	if !e.active {
		return
	}
	e.active = false
	func() {
		defer func() { _ = recover() }()
		e.c.Confirm()
	}()
	// A start put off to the next release would focus the textarea then
	// with nothing to type: drop it (exp/textinput's page globals).
	w := js.Global()
	for _, k := range [...]string{"_ebitengine_textinput_x", "_ebitengine_textinput_y", "_ebitengine_textinput_ready"} {
		w.Set(k, js.Undefined())
	}
}

// step runs the Composer one tick; an error or a panic leaves the field
// to the keys.
func (e *domEntry) step() {
	if e.failed {
		return
	}
	defer func() {
		if recover() != nil {
			e.failed = true
		}
	}()
	if _, err := e.c.Update(); err != nil {
		e.failed = true
		e.c.Cancel()
	}
}

// entryFocused reports whether the page's textarea has the focus.
func entryFocused() bool {
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return false
	}
	a := doc.Get("activeElement")
	return a.Truthy() && a.Get("id").String() == entryTextareaID
}

// listenEntry listens to the page's releases of a finger or the mouse.
func listenEntry() {
	doc := js.Global().Get("document")
	if !doc.Truthy() {
		return
	}
	opts := map[string]any{"capture": true, "passive": true}
	for _, name := range [...]string{"touchend", "mouseup"} {
		doc.Call("addEventListener", name, js.FuncOf(func(_ js.Value, args []js.Value) any {
			if len(args) > 0 {
				focusOnRelease(args[0])
			}
			return nil
		}), opts)
	}
}

// focusOnRelease focuses the textarea when release e lands on a field
// offered lately, within the gesture, so that a phone shows its keyboard.
func focusOnRelease(e js.Value) {
	defer func() { _ = recover() }() // a page without what it reads: no focus
	p := e
	if t := e.Get("changedTouches"); t.Truthy() {
		if t.Get("length").Int() == 0 {
			return
		}
		p = t.Index(0)
	} else if e.Get("button").Int() != 0 {
		return
	}
	doc := js.Global().Get("document")
	canvas := doc.Call("querySelector", "canvas")
	area := doc.Call("getElementById", entryTextareaID)
	if !canvas.Truthy() || !area.Truthy() {
		return
	}
	r := canvas.Call("getBoundingClientRect")
	dpr := js.Global().Get("devicePixelRatio").Float()
	if !(dpr > 0) {
		dpr = 1
	}
	offer.mu.Lock()
	defer offer.mu.Unlock()
	if time.Since(offer.at) > entryOfferAge || !(offer.scale > 0) {
		return
	}
	x := (p.Get("clientX").Float() - r.Get("left").Float()) * dpr / offer.scale
	y := (p.Get("clientY").Float() - r.Get("top").Float()) * dpr / offer.scale
	for _, f := range offer.fields[:offer.n] {
		if f.Contains(x, y) {
			area.Call("focus")
			return
		}
	}
}
