package ui

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"
)

// Screenshots writes frames as numbered PNG files, DIR/NN-PREFIXNAME.png
// (NN counts from 01), for --screenshots. Its pixel buffer is reused.
type Screenshots struct {
	Dir, Prefix string
	seq         int
	buf         []byte
}

// Write writes screen (read back at the end of a Draw) as the next file.
func (s *Screenshots) Write(screen *ebiten.Image, name string) error {
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return fmt.Errorf("screenshots: %w", err)
	}
	b := screen.Bounds()
	n := 4 * b.Dx() * b.Dy()
	if cap(s.buf) < n {
		s.buf = make([]byte, n)
	}
	buf := s.buf[:n]
	screen.ReadPixels(buf)
	// The screen is premultiplied and opaque, so the bytes read back are
	// already straight alpha for every pixel drawn.
	img := &image.NRGBA{Pix: buf, Stride: 4 * b.Dx(), Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
	s.seq++
	f, err := os.Create(filepath.Join(s.Dir, fmt.Sprintf("%02d-%s%s.png", s.seq, s.Prefix, name)))
	if err != nil {
		return fmt.Errorf("screenshots: %w", err)
	}
	if err := png.Encode(f, img); err != nil {
		f.Close()
		return fmt.Errorf("screenshots: %w", err)
	}
	return f.Close()
}
