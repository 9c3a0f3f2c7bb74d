package ui

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// ActionKind is what the player asked for, whatever the device.
type ActionKind uint8

// Action kinds.
const (
	ActNone        ActionKind = iota
	ActPick                   // a number key 1-7: N
	ActPrev                   // left arrow
	ActNext                   // right arrow
	ActUp                     // up arrow
	ActDown                   // down arrow
	ActConfirm                // Enter / keypad Enter / Space
	ActCancel                 // Esc
	ActHelp                   // F1 or ?
	ActLog                    // L
	ActFullscreen             // F11 or Alt+Enter
	ActPointerMove            // the pointer moved to X, Y
	ActPointerDown            // a press at X, Y
	ActPointerUp              // a release at X, Y
	ActClick                  // a press and release at about the same place: X, Y
	ActScroll                 // wheel: DY
	ActChar                   // a typed character: N is the rune (for text fields)
	ActBackspace              // Backspace (for text fields)
	ActHint                   // H: ask the advisor
	ActTab                    // Tab (N = 1 with Shift): move the keyboard focus
	ActUndo                   // Ctrl+Z (or Cmd+Z): take back (a table's "Take back")
)

var actionNames = [...]string{"none", "pick", "prev", "next", "up", "down", "confirm", "cancel", "help", "log", "fullscreen", "move", "down", "up", "click", "scroll", "char", "backspace", "hint", "tab", "undo"}

func (k ActionKind) String() string {
	if int(k) < len(actionNames) {
		return actionNames[k]
	}
	return "?"
}

// Action is one input event in logical units.
type Action struct {
	Kind ActionKind
	N    int     // ActPick: 1-7
	X, Y float64 // pointer actions, logical units
	DY   float64 // ActScroll
	// Touch: a press (ActPointerDown) of a finger or pen, not a mouse.
	Touch bool
}

// Device turns hardware state into actions once per tick.
type Device interface {
	Poll(dst []Action, vp Viewport) []Action
}

// Input is the one action stream the scenes read. A device feeds it each
// tick, and tests (or autoplay) can inject actions too.
type Input struct {
	dev      Device
	injected []Action
	frame    []Action

	// Pointer state after this tick's actions.
	PX, PY   float64
	HasPoint bool
	Down     bool
	// Touch: the last press was a finger's (or a pen's), not a mouse's or
	// a key's, so prompts may speak of tapping; TouchKnown: there was one.
	Touch, TouchKnown bool
	downX             float64
	downY             float64
}

// NewInput makes an input layer reading dev (nil: injected actions only).
func NewInput(dev Device) *Input {
	return &Input{dev: dev, injected: make([]Action, 0, 16), frame: make([]Action, 0, 32)}
}

// Inject queues an action for the next tick.
func (in *Input) Inject(a Action) { in.injected = append(in.injected, a) }

// InjectClick queues a pointer move, press and release at (x, y).
func (in *Input) InjectClick(x, y float64) {
	in.Inject(Action{Kind: ActPointerMove, X: x, Y: y})
	in.Inject(Action{Kind: ActPointerDown, X: x, Y: y})
	in.Inject(Action{Kind: ActPointerUp, X: x, Y: y})
}

// clickSlop is how far (logical units) a press may travel and still click.
const clickSlop = 14

// Step gathers this tick's actions: the device's first, then injected ones.
// Pointer releases near their press also yield ActClick.
func (in *Input) Step(vp Viewport) {
	in.frame = in.frame[:0]
	var raw []Action
	if in.dev != nil {
		raw = in.dev.Poll(in.frame, vp)
	} else {
		raw = in.frame
	}
	raw = append(raw, in.injected...)
	in.injected = in.injected[:0]
	// Derive clicks and pointer state. Appending while ranging over a
	// fixed length is safe: the new entries are not revisited.
	n := len(raw)
	for i := 0; i < n; i++ {
		a := raw[i]
		switch a.Kind {
		case ActPointerMove:
			in.PX, in.PY, in.HasPoint = a.X, a.Y, true
		case ActPointerDown:
			in.PX, in.PY, in.HasPoint = a.X, a.Y, true
			in.Down, in.downX, in.downY = true, a.X, a.Y
			in.Touch, in.TouchKnown = a.Touch, true
		case ActPointerUp:
			in.PX, in.PY = a.X, a.Y
			if in.Down {
				dx, dy := a.X-in.downX, a.Y-in.downY
				if dx*dx+dy*dy <= clickSlop*clickSlop {
					raw = append(raw, Action{Kind: ActClick, X: a.X, Y: a.Y})
				}
			}
			in.Down = false
		case ActNone, ActScroll, ActClick:
		default:
			in.Touch, in.TouchKnown = false, true // a key
		}
	}
	in.frame = raw
}

// Actions returns this tick's actions. The slice is reused next tick.
func (in *Input) Actions() []Action { return in.frame }

// Consume marks action i as handled (it becomes ActNone), so an overlay can
// swallow a click before the scene beneath sees it.
func (in *Input) Consume(i int) {
	if i >= 0 && i < len(in.frame) {
		in.frame[i].Kind = ActNone
	}
}

// ConsumeAll swallows every action of this tick except pointer moves.
func (in *Input) ConsumeAll() {
	for i := range in.frame {
		if in.frame[i].Kind != ActPointerMove {
			in.frame[i].Kind = ActNone
		}
	}
}

// Hover reports whether the pointer is inside r.
func (in *Input) Hover(r Rect) bool { return in.HasPoint && r.Contains(in.PX, in.PY) }

// EbitenDevice reads the keyboard, the mouse and touches.
type EbitenDevice struct {
	lastX, lastY int
	havePos      bool
	touches      []ebiten.TouchID
	touchPos     map[ebiten.TouchID][2]float64
	chars        []rune
	keys         []ebiten.Key
	//lint:ignore U1000 read in the browser's build (pointer_js.go)
	dom domReader // the browser's place in the page's pointer events
}

// NewEbitenDevice makes the real device.
func NewEbitenDevice() *EbitenDevice {
	return &EbitenDevice{
		touchPos: make(map[ebiten.TouchID][2]float64, 8),
		touches:  make([]ebiten.TouchID, 0, 8),
		chars:    make([]rune, 0, 8),
		keys:     make([]ebiten.Key, 0, 8),
	}
}

// Poll implements Device.
func (d *EbitenDevice) Poll(dst []Action, vp Viewport) []Action {
	dst = d.pollKeys(dst)
	dst, dom := d.domPointer(dst, vp)
	dst = d.pollMouse(dst, vp, !dom)
	if dom {
		return dst
	}
	return d.pollTouches(dst, vp)
}

// pollKeys reports the keys just pressed and the characters typed.
func (d *EbitenDevice) pollKeys(dst []Action) []Action {
	d.keys = inpututil.AppendJustPressedKeys(d.keys[:0])
	alt := ebiten.IsKeyPressed(ebiten.KeyAlt)
	for _, k := range d.keys {
		switch {
		case k >= ebiten.KeyDigit1 && k <= ebiten.KeyDigit7:
			dst = append(dst, Action{Kind: ActPick, N: int(k-ebiten.KeyDigit1) + 1})
		case k >= ebiten.KeyNumpad1 && k <= ebiten.KeyNumpad7:
			dst = append(dst, Action{Kind: ActPick, N: int(k-ebiten.KeyNumpad1) + 1})
		case k == ebiten.KeyArrowLeft:
			dst = append(dst, Action{Kind: ActPrev})
		case k == ebiten.KeyArrowRight:
			dst = append(dst, Action{Kind: ActNext})
		case k == ebiten.KeyArrowUp:
			dst = append(dst, Action{Kind: ActUp})
		case k == ebiten.KeyArrowDown:
			dst = append(dst, Action{Kind: ActDown})
		case k == ebiten.KeyEnter || k == ebiten.KeyNumpadEnter:
			if alt {
				dst = append(dst, Action{Kind: ActFullscreen})
			} else {
				dst = append(dst, Action{Kind: ActConfirm})
			}
		case k == ebiten.KeySpace:
			// N tells Space from Enter: a text field types it.
			dst = append(dst, Action{Kind: ActConfirm, N: ' '})
		case k == ebiten.KeyTab:
			back := 0
			if ebiten.IsKeyPressed(ebiten.KeyShift) {
				back = 1
			}
			dst = append(dst, Action{Kind: ActTab, N: back})
		case k == ebiten.KeyEscape:
			dst = append(dst, Action{Kind: ActCancel})
		case k == ebiten.KeyF1:
			dst = append(dst, Action{Kind: ActHelp})
		case k == ebiten.KeyH:
			dst = append(dst, Action{Kind: ActHint})
		case k == ebiten.KeyL:
			dst = append(dst, Action{Kind: ActLog})
		case k == ebiten.KeyF11:
			dst = append(dst, Action{Kind: ActFullscreen})
		case k == ebiten.KeyBackspace:
			dst = append(dst, Action{Kind: ActBackspace})
		case k == ebiten.KeyZ && (ebiten.IsKeyPressed(ebiten.KeyControl) || ebiten.IsKeyPressed(ebiten.KeyMeta)):
			dst = append(dst, Action{Kind: ActUndo})
		}
	}
	d.chars = ebiten.AppendInputChars(d.chars[:0])
	for _, r := range d.chars {
		if r == '?' {
			dst = append(dst, Action{Kind: ActHelp})
		}
		dst = append(dst, Action{Kind: ActChar, N: int(r)})
	}
	return dst
}

// pollMouse reports the mouse's moves, wheel and (with buttons) its left
// button.
func (d *EbitenDevice) pollMouse(dst []Action, vp Viewport, buttons bool) []Action {
	cx, cy := ebiten.CursorPosition()
	if !d.havePos || cx != d.lastX || cy != d.lastY {
		d.lastX, d.lastY, d.havePos = cx, cy, true
		x, y := vp.ToLogical(float64(cx), float64(cy))
		dst = append(dst, Action{Kind: ActPointerMove, X: x, Y: y})
	}
	if buttons && inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		x, y := vp.ToLogical(float64(cx), float64(cy))
		dst = append(dst, Action{Kind: ActPointerDown, X: x, Y: y})
	}
	if buttons && inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) {
		x, y := vp.ToLogical(float64(cx), float64(cy))
		dst = append(dst, Action{Kind: ActPointerUp, X: x, Y: y})
	}
	if _, wy := ebiten.Wheel(); wy != 0 {
		dst = append(dst, Action{Kind: ActScroll, DY: wy})
	}
	return dst
}

// pollTouches reports touches: a touch acts like the left button; a
// release reports the touch's last known position.
func (d *EbitenDevice) pollTouches(dst []Action, vp Viewport) []Action {
	d.touches = inpututil.AppendJustPressedTouchIDs(d.touches[:0])
	for _, id := range d.touches {
		tx, ty := ebiten.TouchPosition(id)
		x, y := vp.ToLogical(float64(tx), float64(ty))
		d.touchPos[id] = [2]float64{x, y}
		dst = append(dst, Action{Kind: ActPointerDown, X: x, Y: y, Touch: true})
	}
	for id, p := range d.touchPos {
		if inpututil.IsTouchJustReleased(id) {
			dst = append(dst, Action{Kind: ActPointerUp, X: p[0], Y: p[1]})
			delete(d.touchPos, id)
			continue
		}
		tx, ty := ebiten.TouchPosition(id)
		x, y := vp.ToLogical(float64(tx), float64(ty))
		if x != p[0] || y != p[1] {
			d.touchPos[id] = [2]float64{x, y}
			dst = append(dst, Action{Kind: ActPointerMove, X: x, Y: y})
		}
	}
	return dst
}
