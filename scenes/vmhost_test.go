//go:build !js

package scenes

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/exp/vmhost"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
)

// TestVMHostScriptedInput runs the real game as an Ebitengine VM guest
// (exp/vmhost, build tag ebitenginevmguest) and drives it tick by tick from
// a host: the guest's ticks, keys and mouse are all scripted, so the run is
// deterministic. It checks that F1 and a click on the help button open the
// help pages (the guest writes a screenshot of each scene it shows) and that
// the guest renders a frame. The host needs a display, like the GUI tests.
func TestVMHostScriptedInput(t *testing.T) {
	if os.Getenv("LASVEGAS_GUI_TESTS") != "1" {
		t.Skip("vmhost tests need a display: set LASVEGAS_GUI_TESTS=1 and run under xvfb-run")
	}
	if os.Getenv("LASVEGAS_VMHOST_CHILD") != "1" {
		// ebiten.RunGame runs once per process, and TestGUI may have used it:
		// run the host in a fresh copy of the test binary.
		child := exec.Command(os.Args[0], "-test.run", "^TestVMHostScriptedInput$", "-test.v")
		child.Env = append(os.Environ(), "LASVEGAS_VMHOST_CHILD=1")
		out, err := child.CombinedOutput()
		t.Logf("vmhost child:\n%s", out)
		if err != nil {
			t.Fatalf("vmhost child failed: %v", err)
		}
		return
	}
	dir := t.TempDir()
	guestBin := filepath.Join(dir, "vmguest")
	build := exec.Command("go", "build", "-tags", "ebitenginevmguest", "-o", guestBin, "./testdata/vmguest")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		t.Fatalf("building the guest: %v", err)
	}
	sockDir, err := os.MkdirTemp("", "lvvm")
	if err != nil {
		t.Fatal(err)
	}
	defer os.RemoveAll(sockDir)
	ln, err := net.Listen("unix", filepath.Join(sockDir, "g.sock"))
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	endpoint, err := vmhost.EndpointURLFromAddr(ln.Addr())
	if err != nil {
		t.Fatal(err)
	}
	shots := filepath.Join(dir, "shots")
	cmd := exec.Command(guestBin, "--quick", "--seed", "4", "--mute", "--screenshots", shots)
	cmd.Env = append(os.Environ(), "EBITENGINE_VM_ENDPOINT="+endpoint, "LASVEGAS_CONFIG_DIR="+filepath.Join(dir, "cfg"), "LASVEGAS_SOUND=0")
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = cmd.Wait() }()
	if ul, ok := ln.(*net.UnixListener); ok {
		_ = ul.SetDeadline(time.Now().Add(60 * time.Second))
	}
	conn, err := ln.Accept()
	if err != nil {
		t.Fatalf("the guest did not connect: %v", err)
	}
	guest, err := vmhost.NewGuestSession(conn, nil)
	if err != nil {
		t.Fatal(err)
	}
	h := &vmHost{t: t, guest: guest, shots: shots}
	ebiten.SetWindowSize(640, 400)
	if err := ebiten.RunGame(h); err != nil && err != ebiten.Termination {
		t.Fatal(err)
	}
	for _, f := range h.fails {
		t.Error(f)
	}
	if !h.done {
		t.Error("the script did not finish")
	}
}

type vmHost struct {
	t      *testing.T
	guest  *vmhost.GuestSession
	shots  string
	screen *ebiten.Image
	step   int
	fails  []string
	done   bool
	closed bool
}

// ticks advances the guest n ticks and renders one frame.
func (h *vmHost) ticks(n int) bool {
	h.guest.AdvanceTicks(n)
	if !h.guest.WaitTicks() {
		h.fails = append(h.fails, fmt.Sprintf("guest ticks failed: %v", h.guest.Err()))
		return false
	}
	h.guest.AdvanceFrame()
	if !h.guest.WaitFrame() || !h.guest.CompositeFrame() {
		h.fails = append(h.fails, fmt.Sprintf("guest frame failed: %v", h.guest.Err()))
		return false
	}
	return true
}

func (h *vmHost) shot(name string) bool {
	m, _ := filepath.Glob(filepath.Join(h.shots, "*-"+name+".png"))
	return len(m) > 0
}

func (h *vmHost) finish() error {
	if !h.closed {
		h.closed = true
		_ = h.guest.Close()
	}
	return ebiten.Termination
}

func (h *vmHost) Update() error {
	if h.screen == nil {
		s := ebiten.Monitor().DeviceScaleFactor()
		h.screen = ebiten.NewImage(int(1280*s), int(760*s))
		if err := h.guest.SetOutsideScreen(h.screen); err != nil {
			h.fails = append(h.fails, err.Error())
			return h.finish()
		}
	}
	h.step++
	switch h.step {
	case 1:
		// Let the table start: intro, deal and the first roll.
		if !h.ticks(600) {
			return h.finish()
		}
		if !h.shot("decision") {
			h.fails = append(h.fails, "the table never asked the human to decide")
		}
		// The guest drew something: the composited frame is not black.
		px := make([]byte, 4*h.screen.Bounds().Dx()*h.screen.Bounds().Dy())
		h.screen.ReadPixels(px)
		lit := 0
		for i := 0; i < len(px); i += 4 * 97 {
			if px[i]+px[i+1]+px[i+2] > 30 {
				lit++
			}
		}
		if lit < 100 {
			h.fails = append(h.fails, "the guest frame is blank")
		}
	case 2:
		// F1 opens the help pages.
		h.guest.PressKey(ebiten.KeyF1)
		h.ticks(1)
		h.guest.ReleaseKey(ebiten.KeyF1)
		if !h.ticks(3) {
			return h.finish()
		}
		if !h.shot("help") {
			h.fails = append(h.fails, "F1 did not open the help pages")
		}
		// Esc closes them, then the settings button opens settings.
		h.guest.PressKey(ebiten.KeyEscape)
		h.ticks(1)
		h.guest.ReleaseKey(ebiten.KeyEscape)
		h.ticks(2)
		l := dicetable.ComputeTableLayout(1280, 760, dicetable.TableLayoutOptions{Players: 4, Slot: true, LogOpen: false})
		h.guest.MoveCursor(l.BtnSetting.CX(), l.BtnSetting.CY())
		h.ticks(1)
		h.guest.PressMouseButton(ebiten.MouseButtonLeft)
		h.ticks(1)
		h.guest.ReleaseMouseButton(ebiten.MouseButtonLeft)
		if !h.ticks(3) {
			return h.finish()
		}
		if !h.shot("settings") {
			h.fails = append(h.fails, "clicking the settings button did not open the settings")
		}
		h.done = true
		return h.finish()
	}
	return nil
}

func (h *vmHost) Draw(screen *ebiten.Image) {
	if h.screen != nil {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(0.5, 0.5)
		screen.DrawImage(h.screen, op)
	}
}

func (h *vmHost) Layout(w, hh int) (int, int) { return w, hh }
