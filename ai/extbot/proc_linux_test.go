//go:build linux

package extbot

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// hostEnv names the file where the test binary, run again as a host,
// has its program write its pid.
const hostEnv = "EXTBOT_TEST_HOST_PIDFILE"

// When the host is killed with -9 (sim killed, the window killed), its
// program dies with it (Pdeathsig): the test runs itself again as a host,
// kills that with -9, and watches the program.
func TestProgramDiesWithHost(t *testing.T) {
	if f := os.Getenv(hostEnv); f != "" {
		// A program that never reads its input, so that it does not end
		// when the host's end of the pipe closes.
		b, err := New(`sh -c 'echo readyok; echo $$ > `+f+`; exec sleep 31341'`, Options{StartTimeout: 5 * time.Second})
		if err != nil {
			t.Fatal(err)
		}
		s, _ := dice.NewGame(dice.Classic(2))
		b.StartGame(s, 0, s.Intro())
		time.Sleep(time.Minute) // until killed
		return
	}
	pidFile := filepath.Join(t.TempDir(), "pid")
	host := exec.Command(os.Args[0], "-test.run=^TestProgramDiesWithHost$")
	host.Env = append(os.Environ(), hostEnv+"="+pidFile)
	if err := host.Start(); err != nil {
		t.Fatal(err)
	}
	pid := 0
	for t0 := time.Now(); pid == 0 && time.Since(t0) < 20*time.Second; time.Sleep(20 * time.Millisecond) {
		data, _ := os.ReadFile(pidFile)
		if strings.HasSuffix(string(data), "\n") {
			pid, _ = strconv.Atoi(strings.TrimSpace(string(data)))
		}
	}
	host.Process.Signal(syscall.SIGKILL)
	host.Wait()
	if pid == 0 {
		t.Fatal("the program never started")
	}
	for t0 := time.Now(); running(pid) && time.Since(t0) < 5*time.Second; {
		time.Sleep(20 * time.Millisecond)
	}
	if running(pid) {
		syscall.Kill(pid, syscall.SIGKILL)
		t.Fatalf("the program (pid %d) outlived its host, killed with -9", pid)
	}
}

// running reports whether pid runs (a zombie does not).
func running(pid int) bool {
	stat, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	i := strings.LastIndexByte(string(stat), ')')
	return i < 0 || i+2 >= len(stat) || stat[i+2] != 'Z'
}
