package tablecli

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

var cardGame = Game[*cardplay.Session, cardplay.Config]{
	What: "card game", PreviousKey: cardplay.PreviousKey, MaxPlayers: cards.MaxPlayers,
	Load: cardplay.Load, SetAside: cardplay.SetAside, Open: cardplay.Open, New: cardplay.New,
}

// flags are a table's options in tests.
type flags struct {
	players, width, height      int
	seats                       map[int]playkit.Seat
	seed                        uint64
	autoplay, exit, cont, fresh bool
	mute, frames                bool
	shots                       string
}

func (o *flags) fields() Fields {
	return Fields{Players: &o.players, Seats: o.seats, Seed: &o.seed, Autoplay: &o.autoplay, ExitAtEnd: &o.exit,
		Continue: &o.cont, New: &o.fresh, Mute: &o.mute, Frametimes: &o.frames, Screenshots: &o.shots, Width: &o.width, Height: &o.height}
}

func parse(args []string, help io.Writer, check func() error) (flags, error) {
	o := flags{seats: map[int]playkit.Seat{}}
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return o, cardGame.Parse(fs, args, o.fields(), help, check)
}

func TestParse(t *testing.T) {
	ok := func() error { return nil }
	o, err := parse([]string{"--players", "3", "--seat", "2=name=Zed,hard", "--seed", "7", "--width", "10", "--new", "--autoplay", "--mute", "--frametimes"}, nil, ok)
	if err != nil || o.players != 3 || o.seed != 7 || o.width != 200 || o.height != 760 || !o.fresh || !o.autoplay || !o.mute || !o.frames || o.seats[2] != (playkit.Seat{Kind: game.Bot, Name: "Zed", Level: "hard"}) {
		t.Fatalf("%+v %v", o, err)
	}
	if o, _ := parse(nil, nil, ok); o.players != 4 || o.seed == 0 || o.width != 1280 {
		t.Errorf("defaults %+v", o)
	}
	for _, bad := range [][]string{{"--new", "--continue"}, {"--seat", "3=easy", "--players", "2"}, {"--seat", "6=easy"},
		{"--seat", "1=exec:"}, {"--seat", "1=exec:'x"}, {"--seat", "1=easy", "--seat", "1=hard"}, {"--seed", "x"}, {"x"}} {
		if _, err := parse(bad, nil, ok); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
	if _, err := parse(nil, nil, func() error { return errors.New("the table's own") }); err == nil || err.Error() != "the table's own" {
		t.Errorf("the table's check: %v", err)
	}
	var help bytes.Buffer
	if _, err := parse([]string{"-help"}, &help, ok); !errors.Is(err, flag.ErrHelp) || !strings.Contains(help.String(), "-continue") ||
		!strings.Contains(help.String(), "continue the saved card game") || !strings.Contains(help.String(), cardplay.PreviousKey) ||
		!strings.Contains(help.String(), "no animation; nothing is saved") {
		t.Errorf("-help: %v %q", err, help.String())
	}
}

// TestSession: --continue resumes the saved game or says there is none,
// --new keeps the unfinished one aside, and without either an unfinished
// game continues.
func TestSession(t *testing.T) {
	cfg := cardplay.Config{Rules: cards.Rules{Players: 2}, Seats: []playkit.Seat{{Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.Bot, Name: "Vic", Level: "easy"}}, Seed: 3}
	if _, err := cardGame.Session(nil, cfg, true, false); err == nil || !strings.Contains(err.Error(), "no save") {
		t.Errorf("--continue without a store: %v", err)
	}
	store := storage.NewMemory()
	if _, err := cardGame.Session(store, cfg, true, false); err == nil || err.Error() != "--continue: there is no saved card game" {
		t.Errorf("--continue without a save: %v", err)
	}
	if cardGame.Saved(store) {
		t.Error("an empty store holds a saved game")
	}
	g, err := cardGame.Session(store, cfg, false, false)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		g.Update(0)
	}
	if !cardGame.Saved(store) {
		t.Fatal("the unfinished game is not saved")
	}
	if h, err := cardGame.Session(store, cfg, true, false); err != nil || *h.View() != *g.View() {
		t.Errorf("--continue: %v", err)
	}
	if h, err := cardGame.Session(store, cfg, false, false); err != nil || *h.View() != *g.View() || !strings.Contains(strings.Join(h.Log(), "\n"), "continues") {
		t.Errorf("reopened: %v %q", err, h.Log())
	}
	h, err := cardGame.Session(store, cfg, false, true)
	if err != nil || len(h.Log()) != 1 || !strings.Contains(h.Log()[0], cardplay.PreviousKey) {
		t.Fatalf("--new: %v %q", err, h.Log())
	}
	if _, err := store.Load(cardplay.PreviousKey); err != nil {
		t.Error(err)
	}
}

// TestSessionHandoverSetting: a session opened where the settings turn the
// handovers off starts a hot-seat pick with the hand shown; with the
// settings on (or none saved) it starts behind the handover.
func TestSessionHandoverSetting(t *testing.T) {
	cfg := cardplay.Config{Rules: cards.Rules{Players: 2}, Seats: []playkit.Seat{{Name: "Leo", Kind: game.Human}, {Name: "Mia", Kind: game.Human}}, Seed: 3}
	for _, c := range []struct {
		settings string // "": none saved
		want     cardplay.Stage
	}{{"", cardplay.StageHandover}, {`{"speed":"fast"}`, cardplay.StageHandover}, {`{"speed":"fast","no_handover":true}`, cardplay.StagePick}} {
		store := storage.NewMemory()
		if c.settings != "" {
			if err := store.Save(game.SettingsKey, []byte(c.settings)); err != nil {
				t.Fatal(err)
			}
		}
		g, err := cardGame.Session(store, cfg, false, true)
		if err != nil {
			t.Fatal(err)
		}
		g.Update(0)
		if st, seat := g.Stage(); st != c.want || seat != 0 || (st == cardplay.StagePick) != (g.Visible() == 0) {
			t.Errorf("settings %q: stage %d seat %d visible %d, want stage %d", c.settings, st, seat, g.Visible(), c.want)
		}
	}
}

// TestSeatAProgram: --seat N=exec:COMMAND seats a program, its command
// resolved as the flag is read; one whose program is not found gets one
// line on stderr and is kept (starting it fails, and the medium bot plays).
func TestSeatAProgram(t *testing.T) {
	var warn bytes.Buffer
	gm := cardGame
	gm.Stderr = &warn
	parseSeats := func(args ...string) map[int]playkit.Seat {
		o := flags{seats: map[int]playkit.Seat{}}
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		if err := gm.Parse(fs, args, o.fields(), nil, func() error { return nil }); err != nil {
			t.Fatalf("%q: %v", args, err)
		}
		return o.seats
	}
	seats := parseSeats("--seat", "2=name=Py,exec:python3 bot.py")
	if s := seats[2]; s.Name != "Py" || s.IsHuman() || s.Command != game.ResolveCommand("python3 bot.py") || !strings.HasPrefix(s.Command, "/") {
		t.Errorf("seat 2: %+v", s)
	}
	if warn.Len() != 0 {
		t.Errorf("a program found: warned %q", warn.String())
	}
	seats = parseSeats("--seat", "3=exec:no-such-program-here --x")
	if s := seats[3]; s.Command != "no-such-program-here --x" || strings.Count(warn.String(), "\n") != 1 || !strings.Contains(warn.String(), "medium bot") {
		t.Errorf("seat 3: %+v, warned %q", s, warn.String())
	}
}

// TestProgramsStartOnlyFromTheKeyboard: the program named on the command
// line starts; the save the game leaves, opened again, seats the medium bot
// instead and says so in the log, and the program does not start again.
func TestProgramsStartOnlyFromTheKeyboard(t *testing.T) {
	mark := filepath.Join(t.TempDir(), "started")
	cmd := game.ResolveCommand("touch " + mark)
	cfg := cardplay.Config{Rules: cards.Rules{Players: 2}, Seats: []playkit.Seat{{Kind: game.Bot, Name: "Ace", Level: "easy"}, {Kind: game.External, Name: "Prog", Command: cmd}}, Seed: 3}
	store := storage.NewMemory()
	g, err := cardGame.Session(store, cfg, false, false)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 5; i++ {
		g.Update(0)
	}
	if err := g.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(mark); err != nil {
		t.Fatalf("the program given on the command line did not start: %v", err)
	}
	if err := os.Remove(mark); err != nil {
		t.Fatal(err)
	}
	h, err := cardGame.Session(store, cfg, false, false)
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for i := 0; i < 5; i++ {
		h.Update(0)
	}
	if s := h.Seats()[1]; s.Command != "" || s.Level != "medium" || !strings.Contains(strings.Join(h.Log(), "\n"), "Seat 2 was the program") {
		t.Errorf("reopened: seat 2 %+v, log %q", s, h.Log())
	}
	time.Sleep(100 * time.Millisecond)
	if _, err := os.Stat(mark); err == nil {
		t.Error("the save started its program")
	}
}

// TestGuidedFlag: --guided is a flag only of a table that keeps it (a
// Fields.Guided), and cannot go with --continue or --replay.
func TestGuidedFlag(t *testing.T) {
	ok := func() error { return nil }
	if _, err := parse([]string{"--guided"}, nil, ok); err == nil {
		t.Errorf("--guided read by a table without a guided game")
	}
	with := func(args ...string) (bool, error) {
		var o flags
		o.seats = map[int]playkit.Seat{}
		guided, replay := false, ""
		f := o.fields()
		f.Guided, f.Replay = &guided, &replay
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		err := cardGame.Parse(fs, args, f, nil, ok)
		return guided, err
	}
	if g, err := with("--guided"); !g || err != nil {
		t.Errorf("--guided: %v %v", g, err)
	}
	if g, err := with(); g || err != nil {
		t.Errorf("no --guided: %v %v", g, err)
	}
	for _, bad := range [][]string{{"--guided", "--continue"}, {"--guided", "--replay", "x.json"}} {
		if _, err := with(bad...); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}
