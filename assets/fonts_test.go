package assets

import (
	"bytes"
	"io/fs"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

// fontSamples are texts the tables write: figures, dashes, a multiplication
// sign, an ellipsis, pairs a kerning table would move (AV, To, Wa).
var fontSamples = []string{
	"Las Vegas Royale: the rules", "$100,000 × 6", "Roxy gets 1 chip.",
	"AV To Wa fi fl ffi −…·", "Tiles lie beside casinos 1–3 (or 1 to K)", "WWWWiiii 0123456789",
}

// TestFacesMeasureAsGoTextFace: the faces NewFace makes (text.GoXFace)
// measure every text exactly as text.GoTextFace (Ebitengine's shaper,
// which the game used before) did, and their line boxes are as high, at
// every size from 6 to 80 pixels: changing the text engine moved no
// layout.
func TestFacesMeasureAsGoTextFace(t *testing.T) {
	fonts, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		ttf []byte
		ot  *opentype.Font
	}{{goregular.TTF, fonts.Regular}, {gobold.TTF, fonts.Bold}} {
		src, err := text.NewGoTextFaceSource(bytes.NewReader(c.ttf))
		if err != nil {
			t.Fatal(err)
		}
		for px := 6; px <= 80; px++ {
			compareFaces(t, &text.GoTextFace{Source: src, Size: float64(px)}, NewFace(c.ot, float64(px)), px)
		}
	}
}

func compareFaces(t *testing.T, want, got text.Face, px int) {
	t.Helper()
	mw, mg := want.Metrics(), got.Metrics()
	if hw, hg := math.Ceil(mw.HAscent+mw.HDescent), math.Ceil(mg.HAscent+mg.HDescent); hw != hg {
		t.Errorf("%d px: line box %v high, GoTextFace's %v", px, hg, hw)
	}
	for _, s := range fontSamples {
		if w, g := text.AdvanceAt(s, len(s), want), text.AdvanceAt(s, len(s), got); w != g {
			t.Errorf("%d px: %q advances %v, GoTextFace %v", px, s, g, w)
		}
	}
}

// TestNoGoTextFace: no file of the game (tests aside) uses text.GoTextFace
// or its font source, which would link go-text/typesetting's shaper back
// into the browser's wasm (about 910 kB gzip: docs/performance.md, the
// wasm's budget): faces come from NewFace.
func TestNoGoTextFace(t *testing.T) {
	root := ".."
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || strings.HasPrefix(d.Name(), ".")) && p != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for i, line := range strings.Split(string(b), "\n") {
			code, _, _ := strings.Cut(line, "//") // comments may name it
			if strings.Contains(code, "GoTextFace") || strings.Contains(code, "go-text/typesetting") {
				t.Errorf("%s:%d uses text.GoTextFace: make faces with assets.NewFace", p, i+1)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
