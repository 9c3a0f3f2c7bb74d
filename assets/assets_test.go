package assets

import "testing"

func TestLoadFonts(t *testing.T) {
	f, err := LoadFonts()
	if err != nil {
		t.Fatal(err)
	}
	if f.Regular == nil || f.Bold == nil || f.Mono == nil {
		t.Fatal("nil font source")
	}
}

func TestHelpPages(t *testing.T) {
	pages, err := LoadHelp()
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) < 3 {
		t.Fatalf("got %d help pages", len(pages))
	}
	for _, p := range pages {
		if p.Title == "" || p.Body == "" {
			t.Errorf("empty page %+v", p)
		}
	}
}

func TestReadTextMissing(t *testing.T) {
	if _, err := ReadText("nope.txt"); err == nil {
		t.Fatal("want error for missing file")
	}
}
