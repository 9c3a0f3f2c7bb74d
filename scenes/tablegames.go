package scenes

import (
	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/cardtable"
	"github.com/lasvegas-dice/lasvegas/scenes/royaletable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// tableGame is a game of the setup's tabs whose table this window hosts
// (every game but the dice game, the window's own): what its tab says,
// its presets and switches, its help, and how its table opens. The setup
// reads these and switches on no game; a new game's table is one more
// entry in tableGames.
type tableGame struct {
	key      string // the registry's key (game/registry), and the table's screenshots' prefix
	about    string // the setup's description
	keys     string // the table's keys, after the description (not on a touch screen)
	presets  []gamePreset
	maxSeats int
	// preset0 is the preset a new setup offers.
	preset0 int
	// toggles is the number of the rules box's switches; toggle is switch i
	// (its label, hint and state), flip turns it over, and onPreset is what
	// choosing preset i does beside choosing it.
	toggles  func(s *Setup) int
	toggle   func(s *Setup, i int) (label, hint string, on bool)
	flip     func(s *Setup, i int)
	onPreset func(s *Setup, i int)
	// help is the game's help text (assets/data) and how it is cut into
	// pages.
	help  string
	pages func(string) []assets.HelpPage
	// open opens the table: a new game with the setup's rules and seats,
	// or the saved one (resume); saved reports whether there is one.
	open  func(fonts *assets.Fonts, store storage.Store, s *Setup, seats []playkit.Seat, seed uint64, resume bool) (ui.Table, error)
	saved func(store storage.Store) bool
	// replay opens a record of the game in the replay viewer.
	replay replayOpener
	// end reads the game end of a finished record; rematch opens a new
	// game with its rules and seats, drawn from seed.
	end     func(data []byte) (endData, error)
	rematch func(fonts *assets.Fonts, store storage.Store, data []byte, seed uint64) (ui.Table, error)
	// guided opens the game's guided first game (nil: the game has none;
	// "First game" is off on its tab); guideSeen reports whether its guide
	// was seen or skipped (until then "First game" is highlighted).
	guided    func(fonts *assets.Fonts, store storage.Store) (ui.Table, error)
	guideSeen func(store storage.Store) bool
}

// tableGames are the hosted games, by tab.
var tableGames = [numGames]*tableGame{gameRoyale: &royaleTab, gameCards: &cardsTab}

var royaleTab = tableGame{
	key:   royale.GameName,
	about: "Las Vegas Royale (2019). Three rounds: roll your eight dice and put every die of one number at its casino; each casino pays its pair of money cards to the most and second most dice, and ties cancel. Your Biggy counts as two dice, and a chip lets you sit out a roll you dislike. The main game adds casino tiles that change how their casinos play, and a bank.",
	keys:  "At the table F1 explains every tile; H asks for a hint.",
	presets: []gamePreset{
		{"Basic game", "Royale without tiles or bank: money-card pairs, chips to sit out, the Biggy. 2-5 players."},
		{"Main game", "The rulebook's game: three casino tiles a round and the bank. 2-5 players."},
		{"Six tiles", "The main game with a tile beside every casino, every round. 2-5 players."},
	},
	maxSeats: royale.MaxPlayers,
	preset0:  1, // the rulebook's main game
	toggles:  func(*Setup) int { return 0 },
	toggle:   func(*Setup, int) (string, string, bool) { return "", "", false },
	flip:     func(*Setup, int) {},
	onPreset: func(*Setup, int) {},
	help:     "royale-help.txt",
	pages:    royaleHelpPages,
	open: func(fonts *assets.Fonts, store storage.Store, s *Setup, seats []playkit.Seat, seed uint64, resume bool) (ui.Table, error) {
		return royaletable.Open(fonts, store, s.royaleRules(), seats, seed, resume)
	},
	saved:   royaletable.Saved,
	replay:  replayRoyale,
	end:     royaleEnd,
	rematch: rematchRoyale,
	guided: func(fonts *assets.Fonts, store storage.Store) (ui.Table, error) {
		return royaletable.OpenGuided(fonts, store)
	},
	guideSeen: royaletable.GuideSeen,
}

var cardsTab = tableGame{
	key:   cards.GameName,
	about: "Las Vegas: The Card Game (2016). Four rounds of up to six turns: from your hand of five, pick 1 or 2 cards, or up to five of one number, and bet their dice on the casinos. Everyone picks in secret and all picks are shown at once (or in turn, in the variation). With eight cards out you stop for the round. Each casino pays its two notes to the most and second most dice; equal counts cancel.",
	keys:  "At the table F1 shows the rules; H asks for a hint.",
	presets: []gamePreset{
		{"Secret picks", "The rulebook's game: everyone picks cards in secret, then all are shown. 2-5 players."},
		{"Picks in turn", "The rulebook's variation: seats pick one after another, in the open. 2-5 players."},
	},
	maxSeats: cards.MaxPlayers,
	toggles:  func(*Setup) int { return 1 },
	toggle: func(s *Setup, _ int) (string, string, bool) {
		if s.presets[gameCards] == 0 {
			return "Chip cards (house rule)", "Not in the rulebook's secret picks (only in picks in turn): 2+ dice at a casino in one turn take its chip card, the most dice first", s.cardChips
		}
		return "Chip cards", "The rulebook's option for picks in turn: play 2+ dice at a casino in one turn to take its chip card; sets pay at the end", s.cardChips
	},
	flip: func(s *Setup, _ int) { s.cardChips = !s.cardChips },
	onPreset: func(s *Setup, i int) {
		if i == 0 && s.presets[gameCards] != 0 {
			s.cardChips = false // chips are a house rule in the secret picks: off unless asked for
		}
	},
	help:  "cards-help.txt",
	pages: cardHelpPages,
	open: func(fonts *assets.Fonts, store storage.Store, s *Setup, seats []playkit.Seat, seed uint64, resume bool) (ui.Table, error) {
		return cardtable.Open(fonts, store, s.cardRules(), seats, seed, resume)
	},
	saved:   cardtable.Saved,
	replay:  replayCards,
	end:     cardsEnd,
	rematch: rematchCards,
	guided: func(fonts *assets.Fonts, store storage.Store) (ui.Table, error) {
		return cardtable.OpenGuided(fonts, store)
	},
	guideSeen: cardtable.GuideSeen,
}

// hasFirstGame reports whether the tab's game has a guided first game
// ("First game").
func (s *Setup) hasFirstGame() bool { return s.tab().hasFirstGame() }

// firstUnseen reports whether the tab's guided first game was never seen
// (or skipped): "First game" is highlighted.
func (s *Setup) firstUnseen() bool { return s.tab().firstUnseen(s) }

// royaleRules and cardRules are the rules the setup asks for.
func (s *Setup) royaleRules() royale.Rules {
	n := len(s.seats)
	switch s.presets[gameRoyale] {
	case 0:
		return royale.Basic(n)
	case 2:
		return royale.Rules{Players: n, Main: true, Tiles: 6}.Current()
	}
	return royale.MainGame(n)
}

func (s *Setup) cardRules() cards.Rules {
	return cards.Rules{Players: len(s.seats), Sequential: s.presets[gameCards] == 1, Chips: s.cardChips}
}
