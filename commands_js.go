//go:build js

package main

import "io"

// The browser has no command line: its download carries no headless
// commands (replay, sim), which keeps the wasm within its size budget.

const exitBad = 2

func isCommand(string) bool { return false }

func runCommand([]string, io.Writer, io.Writer) int { return exitBad }

func commandsHelp(io.Writer) {}
