//go:build unix && !linux

package extbot

import "syscall"

// dieWithHost does nothing: only Linux has Pdeathsig.
func dieWithHost(*syscall.SysProcAttr) {}
