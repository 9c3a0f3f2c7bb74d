//go:build unix

package extbot

import (
	"os/exec"
	"syscall"
)

// ownGroup puts the program in a process group of its own, so that the
// processes it starts can be stopped with it.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
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
