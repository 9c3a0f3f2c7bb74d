package takebacktest

import (
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

func TestClicks(t *testing.T) {
	var c Clicks
	type tick struct{ shown, clickable, click, real bool }
	for i, k := range []tick{
		{false, false, false, false},
		{true, false, true, false}, // as it appears: a click that must not count
		{true, false, false, false},
		{true, true, true, true},
	} {
		if click, real := c.Next(k.shown, k.clickable); click != k.click || real != k.real {
			t.Errorf("tick %d (shown %v, clickable %v): click %v real %v, want %v %v", i, k.shown, k.clickable, click, real, k.click, k.real)
		}
	}
	var d Clicks // a button that takes clicks at once still gets the early click first
	if click, real := d.Next(true, true); !click || real {
		t.Errorf("first tick of a clickable button: click %v real %v, want the early click", click, real)
	}
}

func TestUndone(t *testing.T) {
	if err := Undone([]byte("a"), []byte("a"), false); err != nil {
		t.Errorf("the same record, no take-back left: %v", err)
	}
	if err := Undone([]byte("a"), []byte("ab"), false); err == nil {
		t.Error("another record passes")
	}
	if err := Undone([]byte("a"), []byte("a"), true); err == nil {
		t.Error("a take-back left passes")
	}
}

func TestShot(t *testing.T) {
	dir := t.TempDir()
	pix := make([]byte, 4*3*2)
	pix[0], pix[3] = 200, 255
	t.Setenv(ShotsEnv, "")
	drawn := 0
	frame := func() []byte { drawn++; return pix }
	if err := Shot("x.png", 3, frame); err != nil {
		t.Fatal(err)
	}
	if drawn != 0 {
		t.Errorf("the frame is drawn %d times with the folder unset", drawn)
	}
	if _, err := os.Stat(filepath.Join(dir, "x.png")); err == nil {
		t.Error("a shot is written with the folder unset")
	}
	t.Setenv(ShotsEnv, dir)
	if err := Shot("x.png", 3, frame); err != nil {
		t.Fatal(err)
	}
	f, err := os.Open(filepath.Join(dir, "x.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 3 || b.Dy() != 2 {
		t.Errorf("the shot is %v, want 3x2", b)
	}
	if r, _, _, a := img.At(0, 0).RGBA(); r>>8 != 200 || a>>8 != 255 {
		t.Errorf("the shot's first pixel is r %d a %d, want 200 255", r>>8, a>>8)
	}
}

func TestIn(t *testing.T) {
	data := map[string]any{}
	c := In(data)
	c.Next(true, false) // the early click
	if d := In(data); d != c {
		t.Fatal("a second call makes another Clicks")
	}
	if click, real := In(data).Next(true, true); !click || !real {
		t.Errorf("the kept Clicks forgets its early click: click %v real %v", click, real)
	}
}
