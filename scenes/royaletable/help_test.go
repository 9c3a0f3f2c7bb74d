//go:build !js

package royaletable

import (
	"strings"
	"testing"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// TestHelpExplainsEveryTile: every tile side the engine plays has an entry
// in the help, under its engine name, of one or two sentences; the help
// has no entry the engine does not know, and covers the rules in brief.
func TestHelpExplainsEveryTile(t *testing.T) {
	ids := royale.Tiles()
	if len(ids) == 0 {
		t.Fatal("the engine lists no tiles")
	}
	for _, id := range ids {
		n, ok := royale.ParseTileID(id)
		text, has := rulesHelp().tiles[id]
		switch {
		case !ok:
			t.Errorf("%s: the engine does not read its own id", id)
		case !has:
			t.Errorf("%s (%s): no entry in %s", id, royale.TileName(n), helpFile)
		case !strings.HasPrefix(text, royale.TileName(n)+": "):
			t.Errorf("%s: the entry %q does not start with the engine's name %q", id, text, royale.TileName(n))
		case strings.Count(text, ". ")+1 > 2 || !strings.HasSuffix(text, "."):
			t.Errorf("%s: the entry is not one or two sentences: %q", id, text)
		}
		if tileText(n) != text {
			t.Errorf("%s: the pointer's explanation %q is not the help's", id, tileText(n))
		}
	}
	if len(rulesHelp().tiles) != len(ids) {
		t.Errorf("the help explains %d tile sides, the engine plays %d", len(rulesHelp().tiles), len(ids))
	}
	all, err := assets.ReadText(helpFile)
	if err != nil {
		t.Fatal(err)
	}
	for _, topic := range []string{"round", "Biggy", "sit out", "payout", "higher card", "bank", "neutral", "chip", "F1"} {
		if !strings.Contains(all, topic) {
			t.Errorf("the help says nothing of %q", topic)
		}
	}
}

// TestHelpPagesFit: at phone and desktop sizes the help's pages hold every
// word of the help once, in order, each line within the text area.
func TestHelpPagesFit(t *testing.T) {
	fonts, err := assets.LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	k := ui.NewMeasureKit(fonts)
	var want []string
	for _, p := range rulesHelp().paras {
		want = append(want, strings.Fields(p.text)...)
	}
	for _, size := range [][2]float64{{390, 844}, {1280, 800}, {800, 600}, {3000, 500}, {844, 390}, {640, 360}} {
		vp := ui.ComputeViewport(size[0], size[1], 1)
		l := newLayoutCSS(vp.W, vp.H, 5, true, 1/vp.Scale)
		_, area, back, shut, more := l.helpArea()
		z := l.helpSize()
		pages := layoutHelp(k, rulesHelp(), area.W, area.H, z, l.u)
		var got []string
		for i, pg := range pages {
			if len(pg) == 0 {
				t.Errorf("%v: page %d is empty", size, i+1)
			}
			for _, ln := range pg {
				if ln.y < 0 || ln.y+z*1.4 > area.H+0.01 {
					t.Errorf("%v: page %d: line %q at %.1f leaves the area (%.1f high)", size, i+1, ln.text, ln.y, area.H)
				}
				if w := k.TextWidth(ln.text, ui.FontRegular, z); ln.x+w > area.W+0.01 && !ln.head {
					t.Errorf("%v: page %d: line %q is %.1f wide, the area %.1f", size, i+1, ln.text, ln.x+w, area.W)
				}
				got = append(got, strings.Fields(ln.text)...)
			}
		}
		if strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("%v: the pages do not hold the help's words in order", size)
		}
		if back.Overlaps(shut) || shut.Overlaps(more) || !more.Within(ui.R(0, 0, vp.W, vp.H)) {
			t.Errorf("%v: the help's buttons overlap or leave the window", size)
		}
		t.Logf("%v: %d pages", size, len(pages))
	}
}

// TestParseHelp: headings, bullets, tile sides and plain lines are told
// apart; a line with an id the engine does not know is plain text.
func TestParseHelp(t *testing.T) {
	d := parseHelp("# Head\n- a bullet\nA1 Lucky Punch: text.\nZ9 Nothing: text.\nplain\n\n")
	var kinds []byte
	for _, p := range d.paras {
		kinds = append(kinds, p.kind)
	}
	if string(kinds) != "#-t  " || len(d.tiles) != 1 || d.tiles["A1"] != "Lucky Punch: text." {
		t.Errorf("kinds %q, tiles %v", kinds, d.tiles)
	}
}
