package scenes

import (
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// Options are the GUI's command-line flags.
type Options struct {
	Autoplay    bool   // bots in every seat, instant animations
	ExitAtEnd   bool   // quit when the game ends
	Screenshots string // directory for a PNG of each scene
	Frametimes  bool   // print frame-time percentiles at exit
	Seed        uint64
	SeedSet     bool
	Players     int    // 2-6 (0: default)
	Preset      string // "classic", "neutral" or "online"
	Mute        bool
	Gallery     bool // show the drawing-kit gallery (development aid)
	Quick       bool // skip the setup: one human against bots
	Width       int  // initial window size
	Height      int
	MaxFrames   int // quit after this many frames (0: never)
	// Seats overrides seats of --quick and --autoplay games (--seat N=...).
	Seats []SeatFlag
	// Continue resumes the autosave at once (with --autoplay, bots take the
	// human seats and nothing is saved).
	Continue bool
	// Replay opens the replay viewer on a dice-game record file.
	Replay string
}

// commands are the external programs the person at the keyboard named in
// this run (--seat N=exec:...): only these may start, even when a save
// names others.
func (o Options) commands() []string {
	var out []string
	for _, s := range o.Seats {
		if s.Kind == game.External {
			out = append(out, s.Command)
		}
	}
	return out
}

// SeatFlag is one --seat N=KIND: who plays seat N (1-based).
type SeatFlag struct {
	N       int
	Name    string // display name (name=NAME,KIND), or ""
	Kind    game.SeatKind
	Level   string // bot level (Kind == game.Bot)
	Command string // command line (Kind == game.External)
}

// seatFlags collects repeated --seat flags.
type seatFlags struct{ list *[]SeatFlag }

func (f seatFlags) String() string {
	if f.list == nil {
		return ""
	}
	var b strings.Builder
	for i, s := range *f.list {
		if i > 0 {
			b.WriteByte(' ')
		}
		fmt.Fprintf(&b, "%d=", s.N)
		switch s.Kind {
		case game.Human:
			b.WriteString("human")
		case game.Bot:
			b.WriteString(s.Level)
		case game.External:
			b.WriteString("exec:" + s.Command)
		}
	}
	return b.String()
}

func (f seatFlags) Set(v string) error {
	s, err := parseSeatFlag(v)
	if err != nil {
		return err
	}
	for _, o := range *f.list {
		if o.N == s.N {
			return fmt.Errorf("seat %d given twice", s.N)
		}
	}
	*f.list = append(*f.list, s)
	return nil
}

// parseSeatFlag reads N=KIND as game.ParseSeat does: human, a bot level, or
// exec:COMMAND (its program found now), after an optional name=NAME,.
func parseSeatFlag(v string) (SeatFlag, error) {
	const want = "want N=human, N=easy|medium|hard|random or N=exec:COMMAND"
	num, kind, ok := strings.Cut(v, "=")
	if !ok {
		return SeatFlag{}, fmt.Errorf("%q: %s", v, want)
	}
	n, err := strconv.Atoi(strings.TrimSpace(num))
	if err != nil || n < 1 || n > MaxSeats {
		return SeatFlag{}, fmt.Errorf("%q: seat number must be 1-%d", v, MaxSeats)
	}
	st, found, err := game.ParseSeat(kind)
	if err != nil {
		return SeatFlag{}, fmt.Errorf("--seat %d: %v", n, err)
	}
	if st.Kind == game.External && st.Command == "" {
		return SeatFlag{}, fmt.Errorf("%q: exec: needs a command", v)
	}
	if st.Kind == game.External && !found {
		fmt.Fprintf(os.Stderr, "lasvegas: --seat %d: the program of %q was not found; the medium bot will play the seat\n", n, st.Command)
	}
	return SeatFlag{N: n, Name: st.Name, Kind: st.Kind, Level: st.Level, Command: st.Command}, nil
}

// ParseFlags parses the GUI flags.
func ParseFlags(args []string, out io.Writer) (Options, error) {
	var o Options
	fs := flag.NewFlagSet("lasvegas", flag.ContinueOnError)
	fs.SetOutput(out)
	fs.BoolVar(&o.Autoplay, "autoplay", false, "bots in every seat, fastest speed; nothing is saved: a demo or test run never touches your saved game, settings or last game")
	fs.BoolVar(&o.ExitAtEnd, "exit-at-end", false, "quit when the game ends")
	fs.StringVar(&o.Screenshots, "screenshots", "", "write a PNG of each scene to `DIR`")
	fs.BoolVar(&o.Frametimes, "frametimes", false, "print Update+Draw frame-time percentiles at exit")
	seed := fs.String("seed", "", "random seed `N` (default: from the clock)")
	fs.IntVar(&o.Players, "players", 0, "number of players `N` (2-6)")
	fs.StringVar(&o.Preset, "preset", "", "rules preset: classic, neutral (classic with white dice) or online")
	fs.Var(seatFlags{&o.Seats}, "seat", "who plays seat N (1-based) of a --quick or --autoplay game, as `N=KIND` with KIND human, easy, medium, hard, random or exec:COMMAND, optionally after name=NAME, (repeatable)")
	fs.BoolVar(&o.Mute, "mute", false, "start with sound off")
	fs.BoolVar(&o.Gallery, "gallery", false, "show the drawing-kit gallery")
	fs.BoolVar(&o.Quick, "quick", false, "skip the setup screen: you against bots")
	fs.BoolVar(&o.Continue, "continue", false, "continue the saved game at once (with --autoplay: bots play it to the end, nothing is saved)")
	fs.StringVar(&o.Replay, "replay", "", "watch the dice-game record in `FILE` (with --autoplay --exit-at-end: play it to its end and exit)")
	fs.IntVar(&o.Width, "width", 1280, "initial window width")
	fs.IntVar(&o.Height, "height", 760, "initial window height")
	fs.IntVar(&o.MaxFrames, "max-frames", 0, "quit after `N` frames (for measurements)")
	// A mistake gets one line (main prints it) and a pointer to --help,
	// not the whole list of flags.
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(out)
			fmt.Fprintln(out, "Usage: lasvegas [flags]   (or lasvegas replay|sim|version|help ...)")
			fs.PrintDefaults()
			return o, err
		}
		return o, fmt.Errorf("%v (lasvegas --help lists the flags)", err)
	}
	if fs.NArg() > 0 {
		return o, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	if *seed != "" {
		v, err := strconv.ParseUint(*seed, 10, 64)
		if err != nil {
			return o, fmt.Errorf("--seed: %q is not a non-negative integer", *seed)
		}
		o.Seed, o.SeedSet = v, true
	}
	if o.Players != 0 && (o.Players < 2 || o.Players > 6) {
		return o, fmt.Errorf("--players must be 2-6, got %d", o.Players)
	}
	switch o.Preset {
	case "", "classic", "neutral", "online":
	default:
		return o, fmt.Errorf("--preset must be classic, neutral or online, got %q", o.Preset)
	}
	if n := o.playerCount(); len(o.Seats) > 0 {
		for _, st := range o.Seats {
			if st.N > n {
				return o, fmt.Errorf("--seat %d: the game has only %d players", st.N, n)
			}
		}
	}
	if o.Replay != "" && (o.Continue || o.Quick) {
		return o, errors.New("--replay cannot go with --continue or --quick")
	}
	if o.Width < 320 || o.Height < 240 {
		return o, fmt.Errorf("window size %dx%d too small", o.Width, o.Height)
	}
	return o, nil
}

// Main runs the GUI with the given command-line arguments.
func Main(args []string) error {
	opts, err := ParseFlags(args, os.Stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	e2e := readE2EParams()
	e2e.configure(&opts)
	fonts, err := assets.LoadFonts()
	if err != nil {
		return err
	}
	env, settings := newEnv(opts)
	first, err := firstScene(opts, env)
	if err != nil {
		return err
	}
	return runWindow(opts, fonts, env, settings, e2e, first, "Las Vegas")
}

// hook gives the app the hooks of env: the setup, a rematch, a kept
// record and the store of its saves (Hooks.Store: the statistics, a table
// game's rematch and kept records).
func (a *App) hook(env *Env, opts Options) {
	a.Hooks.NewSetup = func(c *scene.Context) scene.Scene { return NewSetup(env, opts) }
	a.Hooks.Rematch = func(c *scene.Context, prev dicetable.Source) (scene.Scene, error) { return env.Rematch(prev) }
	a.Hooks.SaveRecord = env.SaveRecord
	a.Hooks.Store = env.Store
}

// runWindow runs the window with its first scene: the App with the saved
// settings, the --frametimes and test-hook layers, the hooks that make
// the setup, a rematch and a kept record, and the window's title.
func runWindow(opts Options, fonts *assets.Fonts, env *Env, settings scene.Settings, e2e e2eParams, first scene.Scene, title string) error {
	app := NewApp(opts, fonts, ui.NewEbitenDevice(), first)
	app.ctx.Settings = settings
	if opts.Mute {
		app.ctx.Settings.Sound = false
	}
	app.ctx.Sound.Muted = !app.ctx.Settings.Sound
	e2e.adjust(env, &app.ctx.Settings)
	var ft *frameTimer
	if opts.Frametimes {
		ft = newFrameTimer()
		app.addLayer(ft)
	}
	if l := e2e.layer(env); l != nil {
		app.addLayer(l)
	}
	app.hook(env, opts)
	if env.Store != nil {
		app.OnSettings = func(s scene.Settings) {
			if err := game.SaveSettings(env.Store, settingsToGame(s)); err != nil {
				fmt.Fprintln(os.Stderr, "lasvegas: saving settings:", err)
			}
		}
	}
	if settings.Fullscreen {
		ebiten.SetFullscreen(true)
	}
	ebiten.SetWindowTitle(title)
	ebiten.SetWindowIcon([]image.Image{windowIcon(16), windowIcon(32), windowIcon(64)})
	ebiten.SetWindowSize(opts.Width, opts.Height)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(ui.MinLogicalW, ui.MinLogicalH, -1, -1)
	ebiten.SetTPS(ui.TPS)
	// Every scene paints the whole screen, so ebiten need not clear it.
	ebiten.SetScreenClearedEveryFrame(false)
	err := ebiten.RunGame(app)
	if ft != nil {
		fmt.Println(ft.report(app))
	}
	if errors.Is(err, ebiten.Termination) || errors.Is(err, errQuit) {
		err = nil
	}
	return err
}
