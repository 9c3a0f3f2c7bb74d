//go:build linux

package extbot

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"syscall"
)

// dieWithHost has the kernel kill the program when the host dies, however
// it dies (kill -9 included): Pdeathsig.
func dieWithHost(a *syscall.SysProcAttr) { a.Pdeathsig = syscall.SIGKILL }

// pipeIDs are the inodes of the host's ends of the program's pipes.
func pipeIDs(files ...any) []uint64 {
	var ids []uint64
	for _, f := range files {
		if f, ok := f.(*os.File); ok {
			var st syscall.Stat_t
			if syscall.Fstat(int(f.Fd()), &st) == nil {
				ids = append(ids, st.Ino)
			}
		}
	}
	return ids
}

// killEscaped kills every other process that holds one of the pipes and
// is not in the program's process group, group (killed with it): a process
// the program started that left the group (setsid) and would keep the host
// waiting. It names each one it found, and says which it could not kill.
func killEscaped(pipes []uint64, group int) []string {
	if len(pipes) == 0 {
		return nil
	}
	var found []string
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		pid, err := strconv.Atoi(filepath.Base(d))
		if err != nil || pid == os.Getpid() {
			continue
		}
		// The program's group is killed already; the host's own children
		// are its other programs (one just forked holds every pipe until
		// it execs).
		if ppid, pgrp := parentAndGroup(d); pgrp == group || ppid == os.Getpid() || !holdsPipe(d, pipes) {
			continue
		}
		comm, _ := os.ReadFile(d + "/comm")
		what := fmt.Sprintf("pid %d (%s)", pid, Quote(strings.TrimSpace(string(comm)), 40))
		if err := syscall.Kill(pid, syscall.SIGKILL); err != nil {
			what += " could not be killed: " + err.Error()
		} else {
			what += " killed"
		}
		found = append(found, what)
	}
	return found
}

// holdsPipe reports whether the process at /proc/PID holds one of pipes.
func holdsPipe(dir string, pipes []uint64) bool {
	fds, _ := os.ReadDir(dir + "/fd")
	for _, fd := range fds {
		l, err := os.Readlink(dir + "/fd/" + fd.Name())
		if err != nil || !strings.HasPrefix(l, "pipe:[") {
			continue
		}
		ino, err := strconv.ParseUint(strings.TrimSuffix(strings.TrimPrefix(l, "pipe:["), "]"), 10, 64)
		if err == nil && slices.Contains(pipes, ino) {
			return true
		}
	}
	return false
}

// parentAndGroup are the parent and the process group of the process at
// /proc/PID (-1: unknown).
func parentAndGroup(dir string) (ppid, pgrp int) {
	stat, err := os.ReadFile(dir + "/stat")
	if err != nil {
		return -1, -1
	}
	// After the name in parentheses: state, ppid, pgrp.
	i := strings.LastIndexByte(string(stat), ')')
	if i < 0 {
		return -1, -1
	}
	f := strings.Fields(string(stat[i+1:]))
	if len(f) < 3 {
		return -1, -1
	}
	ppid, err1 := strconv.Atoi(f[1])
	pgrp, err2 := strconv.Atoi(f[2])
	if err1 != nil || err2 != nil {
		return -1, -1
	}
	return ppid, pgrp
}
