// Package extbot lets an external program take a seat: a line-based text
// protocol on the program's stdin and stdout, in the spirit of UCI and GTP
// (docs/bot-protocol.md).
//
// A bot that fails to start, crashes, hangs past its time limit, or answers
// garbage or an illegal action never hurts the game: the failure is logged
// in one clear line, the built-in medium bot plays the move instead, and
// the game goes on. A bot that crashed or hung is stopped and replaced by
// the medium bot for the rest of the game.
package extbot

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"os/exec"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	dicebots "github.com/lasvegas-dice/lasvegas/ai/dice"
	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// Options configure an external bot.
type Options struct {
	// Timeout is the time limit for every answer (default 2s).
	Timeout time.Duration
	// StartTimeout is the time limit for the first answer, readyok, which
	// includes the program's start-up (default 10s, at least Timeout).
	StartTimeout time.Duration
	// Log receives one line per problem (nil: discarded).
	Log io.Writer
	// Seed seeds the fallback medium bot. It is never sent: the program's
	// "seed N" line is drawn from crypto/rand for every game, so that
	// nothing about the game's chance can be computed from it.
	Seed uint64
	// Name is how log lines call the bot (default "exec:COMMAND").
	Name string
	// Stderr receives the program's stderr (nil: discarded).
	Stderr io.Writer
}

// Host is an external program in a seat of any game of the family, whose
// Codec says how its states, events and actions read as protocol lines. It
// implements the bots' contract (ai/internal/bot); the game host also calls
// StartGame, Observe after every applied action, EndGame and Close. The
// program only ever receives what the host gives it: pass views.
type Host[S engine.State[S, A, E], A action, E any] struct {
	command     string
	opt         Options
	codec       Codec[S, A, E]
	newFallback Fallback[S, A]
	fallback    bot.Bot[S, A] // for fbSeat, made when first needed
	fbSeat      int

	mu       sync.Mutex
	cmd      *exec.Cmd
	stdin    *os.File
	lines    chan string
	readErr  error // why lines was closed early (set before it is closed)
	dead     bool
	seat     int
	faults   int
	waited   chan struct{}
	quit     chan struct{} // closed when the process is stopped
	quitOnce sync.Once
	pipes    []uint64      // the ids of its stdin and stdout pipes (Linux: inodes)
	pending  atomic.Bool   // the reader holds output not yet sent on lines
	stderr   *tail         // the end of the program's stderr
	games    int           // StartGame calls
	ready    chan struct{} // closed once StartGame is over
	readyOne sync.Once
}

// action is what the protocol needs of a game's actions.
type action interface {
	comparable
	fmt.Stringer
}

// Fallback makes the bot that plays the moves a program fails to make, for
// a seat (a host may play several games at different seats) with a seed.
type Fallback[S any, A action] func(seat int, seed uint64) bot.Bot[S, A]

// Bot is an external program in a seat of the dice game.
type Bot = Host[*dice.State, dice.Action, dice.Event]

// New starts the program given by command (split by SplitCommand: at
// spaces, with quoting, no shell) for a seat of the dice game. If it cannot
// start, the failure is logged and the medium bot plays for it.
func New(command string, o Options) (*Bot, error) {
	if _, err := dicebots.New("medium", o.Seed); err != nil {
		return nil, err
	}
	fb := func(_ int, seed uint64) bot.Bot[*dice.State, dice.Action] {
		b, _ := dicebots.New("medium", seed) // checked above
		return b
	}
	return NewHost[*dice.State, dice.Action, dice.Event](command, o, diceCodec{}, fb), nil
}

// NewHost starts the program given by command for a seat of the game that
// codec describes; fallback makes the bot that plays the moves the program
// fails to make, for the seat of each game.
func NewHost[S engine.State[S, A, E], A action, E any](command string, o Options, codec Codec[S, A, E], fallback Fallback[S, A]) *Host[S, A, E] {
	if o.Timeout <= 0 {
		o.Timeout = 2 * time.Second
	}
	if o.StartTimeout <= 0 {
		o.StartTimeout = 10 * time.Second
	}
	o.StartTimeout = max(o.StartTimeout, o.Timeout)
	if o.Log == nil {
		o.Log = io.Discard
	}
	if o.Name == "" {
		o.Name = "exec:" + command
	}
	b := &Host[S, A, E]{command: command, opt: o, codec: codec, newFallback: fallback, seat: -1, fbSeat: -1, ready: make(chan struct{})}
	b.start()
	return b
}

func (b *Host[S, A, E]) start() {
	args, err := SplitCommand(b.command)
	if err != nil {
		b.fail("%v", err)
		return
	}
	cmd := exec.Command(args[0], args[1:]...)
	ownGroup(cmd) // killed as a group, with whatever it starts; Wait bounded
	inR, inW, err := os.Pipe()
	if err != nil {
		b.fail("cannot make a pipe: %v", err)
		return
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		inR.Close()
		inW.Close()
		b.fail("cannot make a pipe: %v", err)
		return
	}
	cmd.Stdin = inR
	// The end of stderr is kept for the log line of a crash; Options.Stderr
	// gets all of it.
	b.stderr = &tail{max: 2048}
	if b.opt.Stderr != nil {
		cmd.Stderr = io.MultiWriter(b.opt.Stderr, b.stderr)
	} else {
		cmd.Stderr = b.stderr
	}
	if err := cmd.Start(); err != nil {
		inR.Close()
		inW.Close()
		b.fail("cannot start: %v", err)
		return
	}
	inR.Close()
	b.cmd, b.stdin = cmd, inW
	b.pipes = pipeIDs(inW, out)
	b.lines = make(chan string, 64)
	b.waited = make(chan struct{})
	b.quit = make(chan struct{})
	lines, quit := b.lines, b.quit
	pending := &b.pending
	go func() {
		defer close(lines)
		br := bufio.NewReaderSize(out, MaxLine)
		for {
			line, err := br.ReadSlice('\n')
			if err == bufio.ErrBufferFull {
				b.readErr = fmt.Errorf("wrote a line longer than %d KiB", MaxLine>>10)
				return
			}
			if err != nil && len(line) == 0 {
				return // closed or failed: receive reports it
			}
			// More output already read (a second line written with the
			// first): discardStale waits for it.
			// It stays set until the last of them is on lines.
			more := br.Buffered() > 0
			if more {
				pending.Store(true)
			}
			select {
			case lines <- strings.TrimSuffix(string(line), "\n"):
			case <-quit: // nobody listens any more: stop reading
				return
			}
			if !more {
				pending.Store(false)
			}
			if err != nil {
				return
			}
		}
	}()
	go func() {
		cmd.Wait()
		close(b.waited)
	}()
}

// send writes lines to the program, with the time limit as write deadline
// so a program that stopped reading cannot block the game.
func (b *Host[S, A, E]) send(lines ...string) {
	if b.dead || b.stdin == nil {
		return
	}
	var sb strings.Builder
	for _, l := range lines {
		sb.WriteString(l)
		sb.WriteByte('\n')
	}
	b.stdin.SetWriteDeadline(time.Now().Add(b.opt.Timeout))
	if _, err := io.WriteString(b.stdin, sb.String()); err != nil {
		b.fail("cannot write to it (%v)%s", err, b.exitText()) // why, if it ended
	}
}

// receive waits for a line starting with want, skipping "info" and "#"
// lines. ok is false if the program died, timed out (both fatal) or said
// something else (line holds it).
func (b *Host[S, A, E]) receive(want string, limit time.Duration) (rest string, line string, ok bool) {
	if b.dead {
		return "", "", false
	}
	timer := time.NewTimer(limit)
	defer timer.Stop()
	for {
		select {
		case l, open := <-b.lines:
			if !open {
				if b.readErr != nil {
					b.fail("%v", b.readErr)
				} else {
					b.fail("exited or closed its output%s", b.exitText())
				}
				return "", "", false
			}
			l = strings.TrimRight(l, "\r")
			t := strings.TrimSpace(l)
			if t == "" || t == "info" || strings.HasPrefix(t, "info ") || strings.HasPrefix(t, "#") {
				continue
			}
			if r, ok := strings.CutPrefix(t, want); ok && (r == "" || r[0] == ' ') {
				return strings.TrimSpace(r), l, true
			}
			return "", l, false
		case <-timer.C:
			if want == "readyok" {
				b.fail("never said readyok (waited %v)", limit)
			} else {
				b.fail("no answer within %v", limit)
			}
			return "", "", false
		}
	}
}

// StartGame introduces the game: rules, the bot's seat, then a readiness
// check, the intro events and the state. It may be called again after
// EndGame to play another game with the same process: "newgame" comes
// first then.
func (b *Host[S, A, E]) StartGame(s S, seat int, intro []E) {
	b.mu.Lock()
	defer b.mu.Unlock()
	defer b.readyOne.Do(func() { close(b.ready) })
	b.seat = seat
	b.fallback = nil // made for this seat and seed when first needed
	if b.games++; b.games > 1 {
		b.send("newgame") // the same process plays another game
	}
	hello := append(b.codec.Hello(s), fmt.Sprintf("seat %d", seat), fmt.Sprintf("seed %d", programSeed()), "isready")
	b.send(hello...)
	if _, line, ok := b.receive("readyok", b.opt.StartTimeout); !ok && !b.dead {
		b.fail("answered %s instead of readyok", LogText(line))
	}
	b.observe(s, intro)
}

// NextGame readies a bot whose game has ended for another game, at any
// seat, whose fallback bot is seeded with seed: the next StartGame sends
// newgame (and a new program seed). It reports false if the program has
// died (start a new one then).
func (b *Host[S, A, E]) NextGame(seed uint64) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.dead {
		return false
	}
	b.opt.Seed = seed
	b.ready = make(chan struct{})
	b.readyOne = sync.Once{}
	return true
}

// Started reports whether StartGame is over (the program said readyok,
// or failed and the medium bot plays for it).
func (b *Host[S, A, E]) Started() bool {
	select {
	case <-b.ready:
		return true
	default:
		return false
	}
}

// Observe tells the program what happened and the state after it.
func (b *Host[S, A, E]) Observe(s S, evs []E) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.observe(s, evs)
}

func (b *Host[S, A, E]) observe(s S, evs []E) {
	if b.dead {
		return
	}
	lines := make([]string, 0, len(evs)+24)
	for _, e := range evs {
		lines = append(lines, "event "+b.codec.Event(e))
	}
	lines = append(lines, b.codec.State(s)...)
	b.send(lines...)
}

// EndGame sends the final result.
func (b *Host[S, A, E]) EndGame(s S) {
	b.mu.Lock()
	defer b.mu.Unlock()
	var sb strings.Builder
	sb.WriteString("gameover winners")
	for _, st := range s.Standings() {
		if st.Winner {
			fmt.Fprintf(&sb, " %d", st.Seat)
		}
	}
	b.send(sb.String())
}

// Close asks the program to quit and stops it if it does not.
func (b *Host[S, A, E]) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.cmd == nil {
		return nil
	}
	if !b.dead {
		b.send("quit")
		if b.stdin != nil {
			b.stdin.Close()
		}
		select {
		case <-b.waited:
		case <-time.After(b.opt.Timeout):
		}
	}
	// The program and anything it left running are killed as a group,
	// then what left the group but holds its pipes, and the program is
	// reaped: every wait is bounded.
	b.kill()
	left := killEscaped(b.pipes, b.cmd.Process.Pid) // the group id is its pid
	select {
	case <-b.waited:
	case <-time.After(waitDelay + time.Second):
		left = append(left, fmt.Sprintf("the program itself (pid %d) did not exit", b.cmd.Process.Pid))
	}
	if len(left) > 0 {
		fmt.Fprintf(b.opt.Log, "extbot %s: left its process group: %s\n", b.logName(), strings.Join(left, ", "))
	}
	b.cmd = nil
	return nil
}

// Faults is the number of moves the fallback played because of the program
// (0 for a bot that answered every request legally).
func (b *Host[S, A, E]) Faults() int {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.faults
}

// Name is the bot's name in logs.
func (b *Host[S, A, E]) Name() string { return b.opt.Name }

// Choose asks the program for its move; budget is ignored (the program has
// its own time limit).
func (b *Host[S, A, E]) Choose(s S, budget time.Duration) A {
	sr := b.Begin(s)
	sr.Step(0)
	return sr.Best()
}

// Begin returns a search whose first Step asks the program (blocking up to
// the time limit).
func (b *Host[S, A, E]) Begin(s S) bot.Search[A] {
	return &search[S, A, E]{b: b, s: s.Clone()}
}

type search[S engine.State[S, A, E], A action, E any] struct {
	b    *Host[S, A, E]
	s    S
	best A
	done bool
}

func (sr *search[S, A, E]) Step(time.Duration) bool {
	if !sr.done {
		sr.best = sr.b.ask(sr.s)
		sr.done = true
	}
	return true
}

func (sr *search[S, A, E]) Best() A {
	if !sr.done {
		sr.Step(0)
	}
	return sr.best
}

func (sr *search[S, A, E]) Estimates() []bot.Estimate[A] {
	var out []bot.Estimate[A]
	for _, a := range sr.s.Legal() {
		out = append(out, bot.Estimate[A]{Action: a, WinProb: -1, Best: sr.done && a == sr.best})
	}
	return out
}

// ask requests a move; any failure is logged and answered by the fallback.
func (b *Host[S, A, E]) ask(s S) A {
	b.mu.Lock()
	defer b.mu.Unlock()
	legal := s.Legal()
	if s.CurrentPlayer() == engine.SimultaneousPlayer {
		if j, ok := any(s).(engine.Joint[A, E]); ok {
			legal = j.LegalFor(b.seat) // the seat's own secret choice
		}
	}
	if len(legal) == 0 {
		var none A
		return none
	}
	if !b.dead {
		words := make([]string, len(legal))
		for i, a := range legal {
			words[i] = b.codec.Action(a)
		}
		b.discardStale()
		b.send("legal "+strings.Join(words, " "), fmt.Sprintf("go %d", b.opt.Timeout.Milliseconds()))
		rest, line, ok := b.receive("play", b.opt.Timeout)
		if ok {
			a, err := b.codec.Parse(rest)
			switch {
			case err != nil:
				b.fault("answered %s: %v", LogText(line), err)
			case b.codec.Check(s, b.seat, a) != nil:
				b.fault("played %s, which is illegal now (%v)", b.codec.Action(a), b.codec.Check(s, b.seat, a))
			default:
				return a
			}
		} else if !b.dead {
			b.fault("answered %s instead of play ACTION", LogText(line))
		} else {
			b.faults++
		}
	} else {
		b.faults++
	}
	return b.fallbackMove(s, legal)
}

// fallbackMove is the fallback bot's move for the host's seat in s, and
// never anything but one of legal (the seat's choices).
func (b *Host[S, A, E]) fallbackMove(s S, legal []A) A {
	if b.fallback == nil || b.fbSeat != b.seat {
		b.fallback, b.fbSeat = b.newFallback(b.seat, b.opt.Seed), b.seat
	}
	if a := b.fallback.Choose(s, 0); slices.Contains(legal, a) {
		return a
	}
	return legal[0]
}

func (b *Host[S, A, E]) fault(format string, args ...any) {
	b.faults++
	fmt.Fprintf(b.opt.Log, "extbot %s: %s; the medium bot plays this move\n", b.logName(), fmt.Sprintf(format, args...))
}
