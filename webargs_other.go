//go:build !js

package main

// webArgs is empty outside the browser: the command line says it all.
func webArgs() []string { return nil }
