package scenes

import (
	"sync"
	"time"

	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// A scene that leaves the window's stack for good (a Switch away from it,
// a Pop) is told so when it has something to stop: a game's table closes
// its session (game.Session.Close), whose seats' external programs are
// then told to quit and stopped. Before this, a table left for the main
// menu or a game end left its programs running until the window closed.

// leaver is a scene with something to stop when it leaves.
type leaver interface{ Leave() }

// leaving counts the scenes being left in the background: a program may
// take a moment to quit, and the window must not stall meanwhile.
type leaving struct{ wg sync.WaitGroup }

// leave tells s that it leaves, in the background, if it is a leaver.
func (l *leaving) leave(s scene.Scene) {
	lv, ok := s.(leaver)
	if !ok {
		return
	}
	l.wg.Add(1)
	go func() {
		defer l.wg.Done()
		lv.Leave()
	}()
}

// wait waits for the scenes being left, at most d (the window is closing).
func (l *leaving) wait(d time.Duration) {
	done := make(chan struct{})
	go func() { l.wg.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(d):
	}
}

// sessionTable is a table whose game session the shell reaches: every
// game's (game.Session).
type sessionTable interface{ Session() game.Session }

// Leave implements leaver: the table's session closes.
func (s *tableScene) Leave() {
	if st, ok := s.t.(sessionTable); ok && !s.watch {
		if se := st.Session(); se != nil {
			_ = se.Close()
		}
	}
}
