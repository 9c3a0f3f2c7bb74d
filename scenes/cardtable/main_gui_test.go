//go:build !js

package cardtable

import (
	"os"
	"testing"
)

// The table's whole window (its flags, --autoplay, --continue, the
// screenshots) is tested where the window is: window_gui_test.go at the
// repository's root runs the program.

func guiTests(t *testing.T) {
	if os.Getenv("LASVEGAS_GUI_TESTS") != "1" {
		t.Skip("GUI tests need a display: set LASVEGAS_GUI_TESTS=1 and run under xvfb-run")
	}
}
