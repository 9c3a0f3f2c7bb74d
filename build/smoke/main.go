// Command smoke is a PIPELINE SMOKE TEST, not the game: a tiny Ebitengine
// program used to exercise build/web.sh and the browser e2e test before (or
// alongside) the real game. It draws an animated scene, counts clicks, taps
// and Enter presses on a target, keeps the count in game/storage (so reload
// can be checked), and publishes the e2e test hook described in
// build/e2e/README.md with app "smoke". With ?mockgame=1 in the page URL
// (or -mockgame on desktop) it runs a tiny mock game instead (mockgame.go)
// that follows the hook's game-flow contract with app "mockgame"; with
// ?crash=1 it panics after half a second (the page must say so).
//
//	LASVEGAS_WEB_PKG=./build/smoke build/web.sh serve
package main

import (
	"encoding/json"
	"fmt"
	"image/color"
	"log"
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

const (
	screenW, screenH = 960, 540
	saveKey          = "smoke.json"
)

// target is the clickable hit area, in screen (layout) coordinates.
var target = struct{ x, y, w, h float32 }{380, 300, 200, 120}

type saved struct {
	Clicks int `json:"clicks"`
}

type smoke struct {
	store    storage.Store
	storeErr error
	tick     int
	frame    int
	clicks   int // all activations of the target
	mouse    int
	touches  int
	keys     int
	resumed  bool
}

func newSmoke() *smoke {
	s := &smoke{}
	s.store, s.storeErr = storage.Open()
	if b, err := s.store.Load(saveKey); err == nil {
		var v saved
		if json.Unmarshal(b, &v) == nil {
			s.clicks, s.resumed = v.Clicks, true
		} else if name, err := s.store.Quarantine(saveKey, "bad json"); err == nil {
			log.Printf("smoke: quarantined bad save as %s", name)
		}
	}
	return s
}

func inTarget(x, y int) bool {
	fx, fy := float32(x), float32(y)
	return fx >= target.x && fx < target.x+target.w && fy >= target.y && fy < target.y+target.h
}

func (s *smoke) hit(kind *int) {
	*kind++
	s.clicks++
	b, _ := json.Marshal(saved{Clicks: s.clicks})
	if err := s.store.Save(saveKey, b); err != nil {
		log.Printf("smoke: save: %v", err)
	}
}

func (s *smoke) Update() error {
	s.tick++
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) && inTarget(ebiten.CursorPosition()) {
		s.hit(&s.mouse)
	}
	for _, id := range inpututil.AppendJustPressedTouchIDs(nil) {
		if inTarget(ebiten.TouchPosition(id)) {
			s.hit(&s.touches)
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyEnter) {
		s.hit(&s.keys)
	}
	publish(s.state())
	return nil
}

// state is the e2e hook payload (see build/e2e/README.md).
func (s *smoke) state() map[string]any {
	return map[string]any{
		"v":          1,
		"app":        "smoke",
		"tick":       s.tick,
		"frame":      s.frame,
		"scene":      "smoke",
		"screen":     map[string]int{"w": screenW, "h": screenH},
		"hits":       []map[string]any{{"id": "target", "x": target.x, "y": target.y, "w": target.w, "h": target.h}},
		"keys":       map[string]string{"target": "Enter"},
		"persistent": s.store.Persistent(),
		"resumed":    s.resumed,
		"smoke": map[string]int{
			"clicks": s.clicks, "mouse": s.mouse, "touches": s.touches, "keys": s.keys,
		},
	}
}

var (
	felt  = color.RGBA{0x0b, 0x5d, 0x3b, 0xff}
	gold  = color.RGBA{0xf5, 0xc5, 0x42, 0xff}
	red   = color.RGBA{0xd7, 0x26, 0x3d, 0xff}
	white = color.RGBA{0xf8, 0xf4, 0xe8, 0xff}
)

func (s *smoke) Draw(screen *ebiten.Image) {
	s.frame++
	screen.Fill(felt)
	// Six "casinos" with a pulsing die in each, so frames visibly change.
	for i := 0; i < 6; i++ {
		x := float32(60 + i*145)
		vector.StrokeRect(screen, x, 40, 120, 200, 4, gold, true)
		t := float64(s.tick)/30 + float64(i)
		sz := float32(40 + 8*math.Sin(t))
		vector.FillRect(screen, x+60-sz/2, 140-sz/2, sz, sz, white, true)
		for p := 0; p <= i; p++ {
			vector.FillCircle(screen, x+60-sz/3+float32(p%3)*sz/3, 140-sz/4+float32(p/3)*sz/2, sz/10, red, true)
		}
	}
	vector.FillRect(screen, target.x, target.y, target.w, target.h, red, true)
	vector.StrokeRect(screen, target.x, target.y, target.w, target.h, 4, gold, true)
	ebitenutil.DebugPrintAt(screen, "PIPELINE SMOKE TEST", 20, screenH-60)
	ebitenutil.DebugPrintAt(screen, "click / tap / Enter: "+strconv.Itoa(s.clicks), int(target.x)+30, int(target.y)+50)
	msg := fmt.Sprintf("TPS %.0f  FPS %.0f  persistent=%v resumed=%v", ebiten.ActualTPS(), ebiten.ActualFPS(), s.store.Persistent(), s.resumed)
	ebitenutil.DebugPrintAt(screen, msg, 20, screenH-40)
}

func (s *smoke) Layout(int, int) (int, int) { return screenW, screenH }

func main() {
	ebiten.SetWindowTitle("Las Vegas pipeline smoke test")
	ebiten.SetWindowSize(screenW, screenH)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	var g ebiten.Game = newSmoke()
	if queryFlag("mockgame") {
		g = newMockGame(42)
	}
	if queryFlag("crash") {
		g = &crasher{Game: g}
	}
	if err := ebiten.RunGame(g); err != nil {
		log.Fatal(err)
	}
}

// crasher panics after a few ticks (page query crash=1), so the e2e test can
// check that the page tells the player when the game dies.
type crasher struct {
	ebiten.Game
	n int
}

func (c *crasher) Update() error {
	if c.n++; c.n > 30 {
		panic("smoke: deliberate crash for the e2e test (crash=1)")
	}
	return c.Game.Update()
}
