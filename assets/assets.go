// Package assets is the game's one embedded file system and its loaders.
//
// Fonts come from golang.org/x/image/font/gofont (compiled in as byte slices),
// parsed by golang.org/x/image/font/opentype and drawn through Ebitengine's
// text.GoXFace (NewFace), not text.GoTextFace: GoTextFace links the
// go-text/typesetting shaper (HarfBuzz, the OpenType tables, SVG and bitmap
// glyphs), about 910 kB of the browser's gzipped wasm and its font parsing
// at start, while the Go fonts need no shaping: the advances and line
// heights are the same to the bit (fonts_test.go), only the antialiasing
// of glyph edges differs slightly. Help pages and credits are embedded text files under data/. Every loader
// returns an error instead of panicking, so a broken build or a corrupt asset
// surfaces as a message, not a crash.
package assets

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/basicfont"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

//go:embed data
var files embed.FS

// FS returns the embedded file system rooted at data/.
func FS() fs.FS {
	sub, err := fs.Sub(files, "data")
	if err != nil {
		// fs.Sub only fails on an invalid path, and "data" is valid.
		return files
	}
	return sub
}

// Fonts holds the parsed fonts. Faces of any size are made from them
// (NewFace).
type Fonts struct {
	Regular *opentype.Font
	Bold    *opentype.Font
	Mono    *opentype.Font
}

// NewFace returns a face of src whose em is size pixels (as
// text.GoTextFace's Size), unhinted. Each face caches its glyphs: keep the
// faces a screen uses (ui.Kit.Face does).
func NewFace(src *opentype.Font, size float64) text.Face {
	fc, err := opentype.NewFace(src, &opentype.FaceOptions{Size: size, DPI: 72})
	if err != nil {
		// opentype.NewFace fails on no input today; should it ever, the
		// text is still drawn, in a fixed font, rather than not at all.
		return text.NewGoXFace(basicfont.Face7x13)
	}
	return text.NewGoXFace(fc)
}

// LoadFonts parses the embedded Go fonts.
func LoadFonts() (*Fonts, error) {
	load := func(name string, ttf []byte) (*opentype.Font, error) {
		if len(ttf) == 0 {
			return nil, fmt.Errorf("assets: font %s is empty", name)
		}
		src, err := opentype.Parse(ttf)
		if err != nil {
			return nil, fmt.Errorf("assets: parsing font %s: %w", name, err)
		}
		return src, nil
	}
	var f Fonts
	var err error
	if f.Regular, err = load("goregular", goregular.TTF); err != nil {
		return nil, err
	}
	if f.Bold, err = load("gobold", gobold.TTF); err != nil {
		return nil, err
	}
	f.Mono = f.Regular // the browser's download has no mono font (mono_js.go)
	if ttf := monoTTF(); ttf != nil {
		if f.Mono, err = load("gomono", ttf); err != nil {
			return nil, err
		}
	}
	return &f, nil
}

// ReadText returns an embedded text file under data/.
func ReadText(name string) (string, error) {
	b, err := fs.ReadFile(FS(), name)
	if err != nil {
		return "", fmt.Errorf("assets: %w", err)
	}
	return string(b), nil
}

// HelpPage is one page of the in-game rules and help.
type HelpPage struct {
	Title string
	Body  string // plain text; blank lines separate paragraphs, "- " starts a bullet
}

// LoadHelp returns the help pages in file-name order (data/help/NN-name.txt).
// The first line of each file is its title.
func LoadHelp() ([]HelpPage, error) {
	entries, err := fs.ReadDir(FS(), "help")
	if err != nil {
		return nil, fmt.Errorf("assets: help pages: %w", err)
	}
	names := make([]string, 0, len(entries))
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".txt") {
			names = append(names, e.Name())
		}
	}
	sort.Strings(names)
	pages := make([]HelpPage, 0, len(names))
	for _, n := range names {
		s, err := ReadText(path.Join("help", n))
		if err != nil {
			return nil, err
		}
		s = strings.ReplaceAll(s, "\r\n", "\n")
		title, body, _ := strings.Cut(s, "\n")
		title = strings.TrimSpace(title)
		if title == "" {
			return nil, fmt.Errorf("assets: help page %s has no title line", n)
		}
		pages = append(pages, HelpPage{Title: title, Body: strings.TrimSpace(body)})
	}
	if len(pages) == 0 {
		return nil, fmt.Errorf("assets: no help pages embedded")
	}
	return pages, nil
}
