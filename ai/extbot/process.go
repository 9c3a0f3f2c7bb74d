package extbot

import (
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"strings"
	"sync"
	"time"
)

// fail logs a fatal problem and hands the rest of the game to the fallback.
func (b *Host[S, A, E]) fail(format string, args ...any) {
	if b.dead {
		return
	}
	b.dead = true
	fmt.Fprintf(b.opt.Log, "extbot %s: %s; the medium bot plays for it from now on\n", b.logName(), fmt.Sprintf(format, args...))
	b.kill()
}

// kill stops the program and every process it started (its process
// group). It takes no lock, so Stop can call it while a request waits.
func (b *Host[S, A, E]) kill() {
	if b.quit != nil {
		b.quitOnce.Do(func() { close(b.quit) })
	}
	if b.stdin != nil {
		b.stdin.Close()
	}
	if b.cmd != nil {
		killGroup(b.cmd)
	}
}

// Stop kills the program and its process group at once, from any
// goroutine, even while a request is waiting for its answer (which then
// fails and is answered by the medium bot). Close must still be called.
func (b *Host[S, A, E]) Stop() { b.kill() }

// exitText says how the program ended, for a log line: its exit status and
// the last lines of its stderr, or "" when it is still running.
func (b *Host[S, A, E]) exitText() string {
	if b.cmd == nil {
		return ""
	}
	select {
	case <-b.waited: // Wait has also copied the rest of stderr
	case <-time.After(200 * time.Millisecond):
		return ""
	}
	out := ""
	if st := b.cmd.ProcessState; st != nil {
		out = " (" + st.String() + ")"
	}
	if t := strings.TrimSpace(b.stderr.String()); t != "" {
		out += "; its stderr ended with " + Quote(lastLines(t, 3), 300)
	}
	return out
}

// lastLines is the last n lines of s.
func lastLines(s string, n int) string {
	lines := strings.Split(s, "\n")
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return strings.Join(lines, "\n")
}

// tail keeps the last max bytes written to it.
type tail struct {
	mu  sync.Mutex
	max int
	buf []byte
}

func (t *tail) Write(p []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.buf = append(t.buf, p...)
	if len(t.buf) > t.max {
		t.buf = append(t.buf[:0], t.buf[len(t.buf)-t.max:]...)
	}
	return len(p), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.buf)
}

// waitDelay bounds the wait for a program's output pipes after it has
// exited: a process it started that left its group may hold them.
const waitDelay = time.Second

// MaxLine is the longest line a bot may write, in bytes.
const MaxLine = 64 << 10

// LogText is a program's text as a log line shows it: quoted, control
// bytes escaped, at most a few hundred bytes.
func LogText(s string) string { return Quote(s, 160) }

// logName is the bot's name for log lines, cleaned of control bytes.
func (b *Host[S, A, E]) logName() string {
	n := b.opt.Name
	q := Quote(n, 120)
	if q[1:len(q)-1] == n {
		return n // nothing to escape
	}
	return q
}

// programSeed is the number a program's "seed" line carries: drawn from
// crypto/rand for every game, so that it tells nothing about the game's
// chance and two runs with the same --seed send unrelated numbers.
func programSeed() uint64 {
	var b [8]byte
	rand.Read(b[:]) // never fails (crypto/rand panics rather than return short)
	return binary.LittleEndian.Uint64(b[:])
}
