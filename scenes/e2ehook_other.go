//go:build !js

package scenes

// readE2EParams: the browser test hook exists only in the web build.
func readE2EParams() e2eParams { return e2eParams{} }

func publishE2E([]byte) {}

func publishE2EFrame(e2eFrame) {}
