//go:build !js

package main

import (
	"os"
	"slices"
)

func publish(any) {}

// queryFlag reports whether -name was given on the command line.
func queryFlag(name string) bool { return slices.Contains(os.Args[1:], "-"+name) }
