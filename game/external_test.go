package game

import (
	"bytes"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// An external bot that plays well, and ones that crash or hang, take seats in
// a session; the game always finishes, and the misbehaving ones are logged.
func TestExternalSeats(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not installed")
	}
	dir := "../ai/extbot/testdata/"
	var log bytes.Buffer
	cfg := Config{Rules: dice.ClassicNeutral(3), Seed: 5, Seats: []Seat{
		{Name: "Example", Kind: External, Command: "python3 " + dir + "example_bot.py"},
		{Name: "Crash", Kind: External, Command: "python3 " + dir + "crash_bot.py"},
		{Name: "Hang", Kind: External, Command: "python3 " + dir + "hang_bot.py"},
	}}
	g, err := New(cfg, Options{External: ExternalAgents(300 * time.Millisecond), Log: &log})
	if err != nil {
		t.Fatal(err)
	}
	defer g.Close()
	deadline := time.Now().Add(2 * time.Minute)
	for !g.Over() && time.Now().Before(deadline) {
		g.Step()
	}
	if !g.Over() {
		t.Fatalf("game did not finish; log:\n%s", log.String())
	}
	out := log.String()
	if !strings.Contains(out, "extbot Crash") || !strings.Contains(out, "extbot Hang") {
		t.Errorf("misbehaving bots not logged:\n%s", out)
	}
	if strings.Contains(out, "extbot Example") {
		t.Errorf("the example bot was blamed:\n%s", out)
	}
}
