//go:build unix

package extbot

import (
	"os/exec"
	"syscall"
)

// ownGroup puts the program in a process group of its own, so that the
// processes it starts can be stopped with it; on Linux the program is also
// killed when the host dies, even by kill -9 (dieWithHost). Its Wait is
// bounded: a process that left the group may hold the pipes open.
func ownGroup(cmd *exec.Cmd) {
	cmd.WaitDelay = waitDelay
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	dieWithHost(cmd.SysProcAttr)
}

// killGroup kills the program and every process of its group.
func killGroup(cmd *exec.Cmd) {
	if cmd.Process == nil {
		return
	}
	// The group's id is the program's pid (Setpgid with Pgid 0).
	if err := syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL); err != nil {
		cmd.Process.Kill()
	}
}
