//go:build !unix

package extbot

import "os/exec"

// ownGroup bounds the program's Wait; there are no process groups here.
func ownGroup(cmd *exec.Cmd) { cmd.WaitDelay = waitDelay }

// killGroup kills the program (its children are not tracked here).
func killGroup(cmd *exec.Cmd) {
	if cmd.Process != nil {
		cmd.Process.Kill()
	}
}
