package diceplay

import (
	"bytes"
	"github.com/lasvegas-dice/lasvegas/game"
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
	dir := "../../ai/extbot/testdata/"
	var log bytes.Buffer
	cfg := Config{Rules: dice.ClassicNeutral(3), Seed: 5, Seats: []game.Seat{
		{Name: "Example", Kind: game.External, Command: "python3 " + dir + "example_bot.py"},
		{Name: "Crash", Kind: game.External, Command: "python3 " + dir + "crash_bot.py"},
		{Name: "Hang", Kind: game.External, Command: "python3 " + dir + "hang_bot.py"},
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

// A program that never gets ready blocks no frame: New returns at once, the
// seat says it is starting, every Step is short, and Close stops it.
func TestExternalStartDoesNotBlock(t *testing.T) {
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("no sleep program")
	}
	cfg := AllBots(dice.Classic(2), "random", 3)
	cfg.Seats[1] = game.Seat{Name: "Mute", Kind: game.External, Command: "sleep 31340", Colour: 1}
	t0 := time.Now()
	g, err := New(cfg, Options{External: ExternalAgents(time.Second)})
	if err != nil {
		t.Fatal(err)
	}
	if d := time.Since(t0); d > time.Second {
		t.Errorf("New took %v", d)
	}
	if !g.Starting(1) || g.Starting(0) {
		t.Errorf("Starting: seat 2 %v, seat 1 %v", g.Starting(1), g.Starting(0))
	}
	for i := 0; i < 300 && !g.Over(); i++ {
		t1 := time.Now()
		g.Step()
		if d := time.Since(t1); d > 300*time.Millisecond {
			t.Fatalf("step %d took %v", i, d)
		}
	}
	t2 := time.Now()
	g.Close()
	if d := time.Since(t2); d > 3*time.Second {
		t.Errorf("Close took %v", d)
	}
}
