package scenes

import (
	"sync/atomic"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"

	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// leaveCounter is a scene that counts its Leaves.
type leaveCounter struct{ left atomic.Int32 }

func (*leaveCounter) Name() string                       { return "counter" }
func (*leaveCounter) Update(*scene.Context) error        { return nil }
func (*leaveCounter) Draw(*ebiten.Image, *scene.Context) {}
func (l *leaveCounter) Leave()                           { l.left.Add(1) }

// closeCounter is a game.Session that counts its Closes.
type closeCounter struct {
	game.Session
	closed atomic.Int32
}

func (s *closeCounter) Close() error { s.closed.Add(1); return nil }

// sessionTableStub is a ui.Table with a session.
type sessionTableStub struct{ sess *closeCounter }

func (sessionTableStub) Update(*ui.Stage) error        { return nil }
func (sessionTableStub) Draw(*ebiten.Image, *ui.Stage) {}
func (sessionTableStub) Calm() bool                    { return true }
func (sessionTableStub) Finished() ([]byte, bool)      { return nil, false }

func (t sessionTableStub) Session() game.Session { return t.sess }

func leaveApp() *App {
	a := &App{shotTaken: map[string]bool{}}
	a.ctx = scene.Context{Settings: scene.DefaultSettings(), Host: a, Input: ui.NewInput(nil), Kit: ui.NewMeasureKit(testFonts())}
	a.ctx.VP = ui.ComputeViewport(1280, 720, 1)
	return a
}

// TestLeavingScenesAreTold: a scene switched away from or popped is told
// once (in the background); one that stays on the stack, or is switched to
// again, is not.
func TestLeavingScenesAreTold(t *testing.T) {
	a := leaveApp()
	table, over, next := &leaveCounter{}, &leaveCounter{}, &leaveCounter{}
	a.stack = []scene.Scene{table}
	a.ctx.Push(over)
	a.ctx.Switch(table) // the same scene again: it stays
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
	a.left.wait(time.Second)
	if table.left.Load() != 0 || over.left.Load() != 1 {
		t.Fatalf("after a switch to the same table: table told %d, the scene over it %d", table.left.Load(), over.left.Load())
	}
	a.ctx.Push(next)
	a.ctx.Pop()
	a.ctx.Switch(over)
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
	a.left.wait(time.Second)
	if table.left.Load() != 1 || next.left.Load() != 1 || over.left.Load() != 1 {
		t.Errorf("told: table %d, popped %d, switched to %d; want 1, 1, 1", table.left.Load(), next.left.Load(), over.left.Load())
	}
}

// TestALeftTableClosesItsSession: a table left for the main menu closes its
// game's session (its programs stop); a replay's is not closed (it has no
// programs and is the viewer's); quitting closes the table's too.
func TestALeftTableClosesItsSession(t *testing.T) {
	a := leaveApp()
	sess := &closeCounter{}
	ts := &tableScene{name: "cards-table", game: gameCards, t: sessionTableStub{sess: sess}}
	a.stack = []scene.Scene{ts}
	a.ctx.Switch(&leaveCounter{})
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
	a.left.wait(time.Second)
	if n := sess.closed.Load(); n != 1 {
		t.Errorf("the session was closed %d times when its table was left", n)
	}
	watched := &closeCounter{}
	a.stack = []scene.Scene{&tableScene{name: "cards-replay", game: gameCards, t: sessionTableStub{sess: watched}, watch: true}}
	a.ctx.Switch(&leaveCounter{})
	if err := a.step(); err != nil {
		t.Fatal(err)
	}
	a.left.wait(time.Second)
	if n := watched.closed.Load(); n != 0 {
		t.Errorf("a replay's session was closed %d times", n)
	}
	quit := &closeCounter{}
	a.stack = []scene.Scene{&tableScene{name: "royale-table", game: gameRoyale, t: sessionTableStub{sess: quit}}}
	a.ctx.Quit()
	if err := a.step(); err != ebiten.Termination {
		t.Fatalf("quit: %v", err)
	}
	if n := quit.closed.Load(); n != 1 {
		t.Errorf("quitting closed the table's session %d times", n)
	}
}
