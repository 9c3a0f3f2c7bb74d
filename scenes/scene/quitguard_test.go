package scene

import "testing"

// Esc quits only when pressed twice within two seconds.
func TestEscNeedsASecondPress(t *testing.T) {
	app := &fakeHost{}
	c := &Context{Host: app}
	var q QuitGuard
	c.Tick = 100
	q.Esc(c)
	if app.quit || !q.Armed(c) {
		t.Fatalf("first Esc: quit %v armed %v", app.quit, q.Armed(c))
	}
	c.Tick = 100 + QuitGuardTicks + 1
	q.Esc(c) // too late: arms again
	if app.quit {
		t.Fatal("a second Esc after the time quit")
	}
	c.Tick += 30
	q.Esc(c)
	if !app.quit {
		t.Fatal("a second Esc in time did not quit")
	}
}
