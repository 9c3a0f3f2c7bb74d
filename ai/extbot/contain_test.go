package extbot

import (
	"bytes"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// procs counts the live (not zombie) processes whose command line holds
// marker, and says whether pid is still there (a zombie included: not
// reaped).
func procs(t *testing.T, marker string, pid int) (live int, pidThere bool) {
	t.Helper()
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		stat, err := os.ReadFile(d + "/stat")
		if err != nil {
			continue
		}
		if filepath.Base(d) == strconv.Itoa(pid) {
			pidThere = true
		}
		// The state follows the command name in parentheses.
		if i := bytes.LastIndexByte(stat, ')'); i > 0 && i+2 < len(stat) && stat[i+2] == 'Z' {
			continue
		}
		cmdline, _ := os.ReadFile(d + "/cmdline")
		if bytes.Contains(cmdline, []byte(marker)) {
			live++
		}
	}
	return live, pidThere
}

// A bot runs in its own process group: what it forks is killed with it,
// and the bot itself is reaped, whether it fails to start or quits
// normally but leaves a child behind.
func TestProcessGroupIsKilled(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("counts processes in /proc")
	}
	for name, c := range map[string]struct{ cmd, marker string }{
		"never ready":    {"sh -c 'sleep 31337 & sleep 31337 & sleep 31337'", "31337"},
		"leaves a child": {"sh -c 'sleep 31338 & echo readyok; while read l; do case $l in quit) exit 0;; esac; done'", "31338"},
	} {
		t.Run(name, func(t *testing.T) {
			var log bytes.Buffer
			b, err := New(c.cmd, Options{Timeout: 300 * time.Millisecond, StartTimeout: 300 * time.Millisecond, Log: &log})
			if err != nil {
				t.Fatal(err)
			}
			pid := b.cmd.Process.Pid
			for t0 := time.Now(); ; time.Sleep(10 * time.Millisecond) {
				if n, _ := procs(t, c.marker, pid); n > 0 {
					break
				}
				if time.Since(t0) > 5*time.Second {
					t.Fatal("the bot's children never ran")
				}
			}
			s, _ := dice.NewGame(dice.Classic(2))
			b.StartGame(s, 0, s.Intro())
			t0 := time.Now()
			b.Close()
			var n int
			var there bool
			for time.Since(t0) < 5*time.Second {
				if n, there = procs(t, c.marker, pid); n == 0 && !there {
					break
				}
				time.Sleep(20 * time.Millisecond)
			}
			if n != 0 {
				t.Errorf("%d processes of the bot still run after Close", n)
			}
			if there {
				t.Errorf("the bot (pid %d) was not reaped", pid)
			}
		})
	}
}

// Stop kills a bot that is waiting at once, from another goroutine.
func TestStopWhileWaiting(t *testing.T) {
	b, err := New("sleep 31339", Options{StartTimeout: time.Minute})
	if err != nil {
		t.Fatal(err)
	}
	s, _ := dice.NewGame(dice.Classic(2))
	done := make(chan struct{})
	go func() {
		b.StartGame(s, 0, s.Intro())
		close(done)
	}()
	time.Sleep(100 * time.Millisecond)
	if b.Started() {
		t.Fatal("a mute bot counts as started")
	}
	b.Stop()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatal("Stop did not end the wait for readyok")
	}
	if !b.Started() {
		t.Error("not started after StartGame returned")
	}
	b.Close()
}
