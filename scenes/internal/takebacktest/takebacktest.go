// Package takebacktest is what the tables' take-back GUI tests share
// (scenes/takeback_gui_test.go for the dice game, and the card table's and
// Royale's takeback_gui_test.go): the clicking on the Take back button, the
// check of the record after the take-back, and the frame written for a
// look. Each table's test keeps its own setup and its own way to the
// button. It lives under scenes/internal so that only scenes' packages
// (their tests) can import it; nothing outside tests uses it.
package takebacktest

import (
	"bytes"
	"errors"
	"image"
	"image/png"
	"os"
	"path/filepath"
)

// ShotsEnv names the folder the tests write the frame with the button
// to (LASVEGAS_TAKEBACK_SHOTS=DIR); unset, they write none.
const ShotsEnv = "LASVEGAS_TAKEBACK_SHOTS"

// Clicks clicks the Take back button as a person might: once as it
// appears, a click that must not count (the button takes clicks only
// after a moment, so that a click meant for Confirm does not take the
// decision back), then once it takes clicks.
type Clicks struct {
	early bool // the click as the button appeared is made
}

// In is the Clicks a table test keeps in its case's data (under
// "clicks"), made at the first call: the card table's and Royale's
// harnesses keep a case's state in such a map.
func In(data map[string]any) *Clicks {
	c, _ := data["clicks"].(*Clicks)
	if c == nil {
		c = &Clicks{}
		data["clicks"] = c
	}
	return c
}

// Next says, each tick, whether to click the button now, and whether that
// click is the one that must take the decision back (real): shown is
// whether the button shows, clickable whether it takes clicks.
func (c *Clicks) Next(shown, clickable bool) (click, real bool) {
	switch {
	case !shown:
		return false, false
	case !c.early:
		c.early = true
		return true, false
	case clickable:
		return true, true
	}
	return false, false
}

// Undone checks the game after a take-back: its record must be before,
// the one from just before the decision, and no take-back may be left
// (canTakeBack).
func Undone(before, after []byte, canTakeBack bool) error {
	var errs []error
	if !bytes.Equal(before, after) {
		errs = append(errs, errors.New("the record after the take-back is not the one without the decision"))
	}
	if canTakeBack {
		errs = append(errs, errors.New("a take-back is still possible after the take-back"))
	}
	return errors.Join(errs...)
}

// Shot writes the frame that frame gives (RGBA pixels, w wide) as the
// PNG name in the folder ShotsEnv names; where ShotsEnv is unset it
// writes nothing and draws no frame.
func Shot(name string, w int, frame func() []byte) error {
	dir := os.Getenv(ShotsEnv)
	if dir == "" || w <= 0 {
		return nil
	}
	pix := frame()
	img := image.NewRGBA(image.Rect(0, 0, w, len(pix)/(4*w)))
	copy(img.Pix, pix)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644)
}
