//go:build e2e

package scenes

import (
	"io"
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/diceplay"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
)

func TestParseFlagsPreset(t *testing.T) {
	for _, p := range []string{"classic", "neutral", "online"} {
		o, err := ParseFlags([]string{"--autoplay", "--exit-at-end", "--players", "2", "--preset", p, "--seed", "11"}, io.Discard)
		if err != nil {
			t.Fatalf("--preset %s: %v", p, err)
		}
		if o.Preset != p || o.Players != 2 || o.Seed != 11 || !o.SeedSet {
			t.Errorf("--preset %s: %+v", p, o)
		}
	}
	if _, err := ParseFlags([]string{"--preset", "chess"}, io.Discard); err == nil || !strings.Contains(err.Error(), "neutral") {
		t.Errorf("--preset chess: %v", err)
	}
	if r := rulesFor("neutral", 2); r != dice.ClassicNeutral(2) || !r.NeutralDice {
		t.Errorf("neutral rules: %+v", r)
	}
	if r := rulesFor("classic", 6); r.Players != 5 {
		t.Errorf("classic caps at 5 players: %+v", r)
	}
}

func TestParseFlagsSeats(t *testing.T) {
	o, err := ParseFlags([]string{"--quick", "--players", "4",
		"--seat", "2=exec:./mybot --depth 3", "--seat", "3=hard", "--seat", "4=human", "--seat", "1=random"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	want := []SeatFlag{
		{N: 2, Kind: game.External, Command: "./mybot --depth 3"},
		{N: 3, Kind: game.Bot, Level: "hard"},
		{N: 4, Kind: game.Human},
		{N: 1, Kind: game.Bot, Level: "random"},
	}
	if len(o.Seats) != len(want) {
		t.Fatalf("seats %+v", o.Seats)
	}
	for i := range want {
		if o.Seats[i] != want[i] {
			t.Errorf("seat %d: %+v, want %+v", i, o.Seats[i], want[i])
		}
	}

	cfg := diceplay.QuickStart(4, "medium", 1, dice.Online(4))
	applySeats(&cfg, o.Seats)
	if err := cfg.Validate(); err != nil {
		t.Fatal(err)
	}
	s := cfg.Seats
	if s[0].Kind != game.Bot || s[0].Level != "random" ||
		s[1].Kind != game.External || s[1].Command != "./mybot --depth 3" || s[1].Name != "Lucky (mybot)" ||
		s[2].Kind != game.Bot || s[2].Level != "hard" || s[2].Name != "Roxy (hard)" ||
		s[3].Kind != game.Human || s[3].Name != "Cleo" {
		t.Errorf("seats after --seat: %+v", s)
	}
	for i := range s {
		if s[i].Colour != i {
			t.Errorf("seat %d lost its colour: %+v", i+1, s[i])
		}
	}

	for _, bad := range [][]string{
		{"--seat", "2"},
		{"--seat", "0=easy"},
		{"--seat", "7=easy"},
		{"--seat", "x=easy"},
		{"--seat", "2=genius"},
		{"--seat", "2=exec:"},
		{"--seat", "2=exec:  "},
		{"--seat", "2=easy", "--seat", "2=hard"},
		{"--players", "3", "--seat", "4=easy"},
		{"--preset", "classic", "--players", "6", "--seat", "6=easy"},
	} {
		if _, err := ParseFlags(bad, io.Discard); err == nil {
			t.Errorf("%q: no error", bad)
		} else if !strings.Contains(err.Error(), "seat") {
			t.Errorf("%q: unclear error %q", bad, err)
		}
	}
	// The default game has four players.
	if _, err := ParseFlags([]string{"--seat", "4=easy"}, io.Discard); err != nil {
		t.Error(err)
	}
	if _, err := ParseFlags([]string{"--seat", "5=easy"}, io.Discard); err == nil {
		t.Error("--seat 5 with the default 4 players: no error")
	}
}

// The session of a --quick game gets the external-agent factory, so an
// exec: seat starts (here a program that does not exist: the session says so).
func TestEnvExternalSeat(t *testing.T) {
	env := &Env{}
	if env.options().External == nil {
		t.Fatal("sessions get no factory for external seats")
	}
	o, err := ParseFlags([]string{"--autoplay", "--players", "2", "--preset", "neutral", "--seed", "11"}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := firstScene(o, env)
	if err != nil {
		t.Fatal(err)
	}
	tb := unwrap(sc).(*dicetable.Table)
	if r := tb.Src().Rules(); !r.NeutralDice || r.Players != 2 {
		t.Errorf("neutral autoplay rules: %+v", r)
	}
}

// "You's turn" is never printed.
func TestPossessive(t *testing.T) {
	if dicetable.Possessive("You") != "Your" || dicetable.Possessive("Anna") != "Anna's" {
		t.Errorf("%q %q", dicetable.Possessive("You"), dicetable.Possessive("Anna"))
	}
}

// --help says that an autoplayed game saves nothing (a decision: a demo or
// a test run must not replace the person's saved game).
func TestHelpSaysAutoplaySavesNothing(t *testing.T) {
	var help strings.Builder
	ParseFlags([]string{"--help"}, &help)
	if !strings.Contains(help.String(), "fastest speed; nothing is saved") {
		t.Errorf("--help:\n%s", help.String())
	}
}
