package main

// mockGame is a deliberately tiny stand-in for the real game that speaks
// the e2e hook contract with app "mockgame" (build/e2e/README.md), so the
// e2e test's game-flow steps (quick start, roll, place by pointer and by
// keyboard, finish a round, reload and resume from the autosave) can be
// exercised before the real GUI implements the hook. Not the game's rules.

import (
	"encoding/json"
	"fmt"
	"image/color"
	"log"
	"math/rand/v2"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/ebitenutil"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"github.com/lasvegas-dice/lasvegas/game/storage"
)

const mockSaveKey = "mockgame-autosave.json"

type rect struct{ X, Y, W, H float32 }

func (r rect) has(x, y int) bool {
	fx, fy := float32(x), float32(y)
	return fx >= r.X && fx < r.X+r.W && fy >= r.Y && fy < r.Y+r.H
}

// mockState is what the autosave keeps.
type mockState struct {
	Round    int    `json:"round"`
	Moves    int    `json:"moves"`
	Turn     int    `json:"turn"`
	DiceLeft [2]int `json:"diceLeft"`
	Placed   [6]int `json:"placed"`
}

type mockGame struct {
	store   storage.Store
	rng     *rand.Rand
	tick    int
	frame   int
	scene   string // title, play, roundEnd
	st      mockState
	rolled  []int
	wait    int // ticks until the bot acts
	saved   *struct{ Round, Moves int }
	resumed bool
	hasSave bool
}

var (
	quickRect    = rect{330, 200, 300, 70}
	continueRect = rect{330, 300, 300, 70}
	rollRect     = rect{400, 430, 160, 60}
)

func casinoRect(n int) rect { return rect{float32(40 + (n-1)*150), 60, 130, 200} }

func newMockGame(seed uint64) *mockGame {
	g := &mockGame{scene: "title", rng: rand.New(rand.NewPCG(seed, 7))}
	g.store, _ = storage.Open()
	if b, err := g.store.Load(mockSaveKey); err == nil {
		var s mockState
		if json.Unmarshal(b, &s) == nil {
			g.hasSave = true
		}
	}
	return g
}

func (g *mockGame) autosave() {
	b, _ := json.Marshal(g.st)
	if err := g.store.Save(mockSaveKey, b); err != nil {
		log.Printf("mockgame: autosave: %v", err)
		return
	}
	g.saved = &struct{ Round, Moves int }{g.st.Round, g.st.Moves}
}

func (g *mockGame) newGame() {
	g.st = mockState{Round: 1, DiceLeft: [2]int{4, 4}}
	g.scene = "play"
	g.wait = 20
}

func (g *mockGame) phase() string {
	switch {
	case g.scene != "play" || g.st.Turn != 0:
		return "wait"
	case g.rolled == nil:
		return "roll"
	default:
		return "choose"
	}
}

func (g *mockGame) choices() []int {
	if g.phase() != "choose" {
		return []int{}
	}
	c := slices.Clone(g.rolled)
	slices.Sort(c)
	return slices.Compact(c)
}

func (g *mockGame) hits() map[string]rect {
	h := map[string]rect{}
	switch g.scene {
	case "title":
		h["quickstart"] = quickRect
		if g.hasSave {
			h["continue"] = continueRect
		}
	case "play":
		switch g.phase() {
		case "roll":
			h["roll"] = rollRect
		case "choose":
			for _, n := range g.choices() {
				h["casino-"+strconv.Itoa(n)] = casinoRect(n)
			}
		}
	}
	return h
}

func (g *mockGame) keys() map[string]string {
	k := map[string]string{}
	for id := range g.hits() {
		switch {
		case id == "roll":
			k[id] = " "
		case len(id) == len("casino-1") && id[:7] == "casino-":
			k[id] = id[7:]
		}
	}
	return k
}

func (g *mockGame) roll() {
	g.rolled = make([]int, g.st.DiceLeft[g.st.Turn])
	for i := range g.rolled {
		g.rolled[i] = 1 + g.rng.IntN(6)
	}
}

func (g *mockGame) place(n int) {
	for _, v := range g.rolled {
		if v == n {
			g.st.DiceLeft[g.st.Turn]--
			g.st.Placed[n-1]++
		}
	}
	g.rolled = nil
	g.st.Moves++
	// next player with dice
	for i := 1; i <= 2; i++ {
		if p := (g.st.Turn + i) % 2; g.st.DiceLeft[p] > 0 {
			g.st.Turn = p
			break
		}
	}
	if g.st.DiceLeft == [2]int{} {
		g.scene = "roundEnd"
		g.st = mockState{Round: g.st.Round + 1, Moves: g.st.Moves, DiceLeft: [2]int{4, 4}}
	}
	g.wait = 20
	g.autosave()
}

func (g *mockGame) activate(id string) {
	switch {
	case id == "quickstart":
		g.newGame()
	case id == "continue":
		b, err := g.store.Load(mockSaveKey)
		if err == nil && json.Unmarshal(b, &g.st) == nil {
			g.scene, g.resumed, g.wait = "play", true, 20
		}
	case id == "roll":
		g.roll()
	case len(id) > 7 && id[:7] == "casino-":
		n, _ := strconv.Atoi(id[7:])
		g.place(n)
	}
}

func (g *mockGame) Update() error {
	g.tick++
	var pts [][2]int
	if inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) {
		x, y := ebiten.CursorPosition()
		pts = append(pts, [2]int{x, y})
	}
	for _, id := range inpututil.AppendJustPressedTouchIDs(nil) {
		x, y := ebiten.TouchPosition(id)
		pts = append(pts, [2]int{x, y})
	}
	hits := g.hits()
	for _, p := range pts {
		for id, r := range hits {
			if r.has(p[0], p[1]) {
				g.activate(id)
				return g.publish()
			}
		}
	}
	for id, key := range g.keys() {
		var k ebiten.Key
		if key == " " {
			k = ebiten.KeySpace
		} else {
			k = ebiten.KeyDigit0 + ebiten.Key(key[0]-'0')
		}
		if inpututil.IsKeyJustPressed(k) {
			g.activate(id)
			return g.publish()
		}
	}
	if g.scene == "roundEnd" {
		if g.wait--; g.wait <= 0 {
			g.scene = "play"
		}
	}
	if g.scene == "play" && g.st.Turn == 1 {
		if g.wait--; g.wait <= 0 {
			g.roll()
			g.place(g.rolled[0])
		}
	}
	return g.publish()
}

func (g *mockGame) publish() error {
	hits := []map[string]any{}
	for id, r := range g.hits() {
		hits = append(hits, map[string]any{"id": id, "x": r.X, "y": r.Y, "w": r.W, "h": r.H})
	}
	var saved any
	if g.saved != nil {
		saved = map[string]int{"round": g.saved.Round, "moves": g.saved.Moves}
	}
	publish(map[string]any{
		"v": 1, "app": "mockgame", "tick": g.tick, "frame": g.frame, "scene": g.scene,
		"screen": map[string]int{"w": screenW, "h": screenH},
		"hits":   hits, "keys": g.keys(),
		"round": g.st.Round, "rounds": 2, "turn": g.st.Turn, "human": 0,
		"phase": g.phase(), "choices": g.choices(), "moves": g.st.Moves,
		"saved": saved, "resumed": g.resumed, "persistent": g.store.Persistent(),
	})
	return nil
}

func (g *mockGame) Draw(screen *ebiten.Image) {
	g.frame++
	screen.Fill(color.RGBA{0x1a, 0x0f, 0x24, 0xff})
	for id, r := range g.hits() {
		vector.FillRect(screen, r.X, r.Y, r.W, r.H, red, true)
		ebitenutil.DebugPrintAt(screen, id, int(r.X)+10, int(r.Y)+10)
	}
	if g.scene == "play" {
		for n := 1; n <= 6; n++ {
			r := casinoRect(n)
			vector.StrokeRect(screen, r.X, r.Y, r.W, r.H, 3, gold, true)
			ebitenutil.DebugPrintAt(screen, fmt.Sprintf("%d: %d dice", n, g.st.Placed[n-1]), int(r.X)+10, int(r.Y)+r2i(r.H)-20)
		}
	}
	ebitenutil.DebugPrintAt(screen, fmt.Sprintf("MOCK GAME (e2e pipeline test)  scene=%s round=%d moves=%d turn=%d rolled=%v",
		g.scene, g.st.Round, g.st.Moves, g.st.Turn, g.rolled), 20, screenH-40)
}

func r2i(f float32) int { return int(f) }

func (g *mockGame) Layout(int, int) (int, int) { return screenW, screenH }
