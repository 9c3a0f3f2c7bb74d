package scenes

import (
	"strings"

	"github.com/lasvegas-dice/lasvegas/assets"
)

// The setup's Help shows the rules of the game its tabs chose: the dice
// game's pages (assets/data/help), or the other games' own help texts
// (the ones their tables show on F1), cut into pages.

// tilesPerPage is how many tile sides one page of Royale's help holds.
const tilesPerPage = 6

// gameHelp is game g's help pages; nil for the dice game (its own pages)
// or when the text is missing from the build.
func gameHelp(g setupGame) []assets.HelpPage {
	tg := tableGames[g]
	if tg == nil {
		return nil
	}
	s, err := assets.ReadText(tg.help)
	if err != nil {
		return nil
	}
	return tg.pages(s)
}

// royaleHelpPages cuts Royale's help at its "# " headings; the tile sides
// (one line each) go tilesPerPage to a page, titled by their first and last.
func royaleHelpPages(s string) []assets.HelpPage {
	var pages []assets.HelpPage
	for _, sec := range strings.Split(strings.ReplaceAll(s, "\r\n", "\n"), "# ")[1:] {
		title, body, _ := strings.Cut(sec, "\n")
		title, body = strings.TrimSpace(title), strings.TrimSpace(body)
		if !strings.HasPrefix(title, "The tile sides") {
			pages = append(pages, assets.HelpPage{Title: title, Body: body})
			continue
		}
		tiles := strings.Split(body, "\n")
		for i := 0; i < len(tiles); i += tilesPerPage {
			part := tiles[i:min(i+tilesPerPage, len(tiles))]
			first, _, _ := strings.Cut(part[0], " ")
			last, _, _ := strings.Cut(part[len(part)-1], " ")
			pages = append(pages, assets.HelpPage{Title: "Tiles " + first + "-" + last, Body: strings.Join(part, "\n\n")})
		}
	}
	return pages
}

// cardHelpPages makes the card game's help (a title line, the rules as
// "- " lines, then the keys) two pages: the rules, and the keys.
func cardHelpPages(s string) []assets.HelpPage {
	_, body, _ := strings.Cut(strings.ReplaceAll(s, "\r\n", "\n"), "\n")
	var rules, keys []string
	for _, ln := range strings.Split(strings.TrimSpace(body), "\n") {
		if strings.HasPrefix(ln, "- ") {
			rules = append(rules, ln)
		} else if strings.TrimSpace(ln) != "" {
			keys = append(keys, ln)
		}
	}
	return []assets.HelpPage{
		{Title: "The card game", Body: strings.Join(rules, "\n")},
		{Title: "Keys and hot seat", Body: strings.Join(keys, "\n\n")},
	}
}

// help is the setup's Help: the chosen game's pages.
func (s *Setup) help() *Help {
	if p := gameHelp(s.game); p != nil {
		return &Help{pages: p}
	}
	return NewHelp()
}
