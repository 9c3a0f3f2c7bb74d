package royaletable

import "testing"

// TestThinkingAgrees: the dock's waiting line agrees with its subject.
func TestThinkingAgrees(t *testing.T) {
	for name, want := range map[string]string{"You": "You are thinking…", "Ann": "Ann is thinking…"} {
		if got := thinking(name); got != want {
			t.Errorf("%s: %q, want %q", name, got, want)
		}
	}
}
