package scenes

import (
	"errors"
	"strconv"

	"github.com/lasvegas-dice/lasvegas/assets"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/cards"
	"github.com/lasvegas-dice/lasvegas/engine/record"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/game"
	"github.com/lasvegas-dice/lasvegas/game/playkit"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/cardtable"
	"github.com/lasvegas-dice/lasvegas/scenes/pieces"
	"github.com/lasvegas-dice/lasvegas/scenes/royaletable"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// endData is what the game end of a table's game shows, read from its
// finished record: the ranking with each seat's breakdown, and each seat's
// money after every round.
type endData struct {
	names     []string
	colours   []pieces.DieColour
	standings []engine.Standing
	// hist[p][r] is seat p's money after round r.
	hist   [][]int
	rounds int
	// what the money is made of, in words: "money cards", "notes".
	notes string
	// facts[p] are a few facts of seat p's game (casinos won, ties
	// suffered, biggest note), where the table kept them.
	facts []string
	// data is the record.
	data []byte
}

// errUnfinished: a record whose game is not over has no game end.
var errUnfinished = errors.New("the game is not over")

// standingsMoney is each seat's money in a standing, by seat.
func standingsMoney(st []engine.Standing, players int) []int {
	out := make([]int, players)
	for _, s := range st {
		if s.Seat >= 0 && s.Seat < players {
			out[s.Seat] = s.Money
		}
	}
	return out
}

// newEndData makes the end of a finished record of players seats, whose
// money after each round was taken in perRound.
func newEndData(data []byte, seats []record.SeatInfo, final []engine.Standing, perRound [][]int, notes string) endData {
	players := len(perRound[0])
	d := endData{standings: final, rounds: len(perRound), notes: notes, data: data, hist: make([][]int, players)}
	for p := 0; p < players; p++ {
		name := "Seat " + strconv.Itoa(p+1)
		if p < len(seats) && seats[p].Name != "" {
			name = seats[p].Name
		}
		d.names = append(d.names, name)
		d.colours = append(d.colours, pieces.DieColour(p%pieces.NumPlayerColours))
		for r := range perRound {
			d.hist[p] = append(d.hist[p], perRound[r][p])
		}
	}
	return d
}

// cardsEnd is the end of a finished card game's record.
func cardsEnd(data []byte) (endData, error) {
	rec, err := cards.ParseRecord(data)
	if err != nil {
		return endData{}, err
	}
	st, err := cards.NewGame(rec.Rules)
	if err != nil {
		return endData{}, err
	}
	var perRound [][]int
	st, err = record.ReplayDoc(&rec.Doc, st, func(_ int, _ cards.Action, evs []cards.Event) {
		for _, e := range evs {
			if e.Kind == cards.EvRoundEnded {
				perRound = append(perRound, standingsMoney(st.Standings(), st.Players()))
			}
		}
	})
	if err != nil {
		return endData{}, err
	}
	if !st.IsTerminal() || len(perRound) == 0 {
		return endData{}, errUnfinished
	}
	perRound[len(perRound)-1] = standingsMoney(st.Standings(), st.Players())
	return newEndData(data, rec.Seats, st.Standings(), perRound, "notes"), nil
}

// royaleEnd is the end of a finished Royale game's record.
func royaleEnd(data []byte) (endData, error) {
	rec, err := royale.ParseRecord(data)
	if err != nil {
		return endData{}, err
	}
	st, err := royale.NewGame(rec.Rules)
	if err != nil {
		return endData{}, err
	}
	var perRound [][]int
	st, err = record.ReplayDoc(&rec.Doc, st, func(_ int, _ royale.Action, evs []royale.Event) {
		for _, e := range evs {
			if e.Kind == royale.EvStart && e.N > 1 {
				perRound = append(perRound, standingsMoney(st.Standings(), st.Players()))
			}
		}
	})
	if err != nil {
		return endData{}, err
	}
	if !st.IsTerminal() {
		return endData{}, errUnfinished
	}
	perRound = append(perRound, standingsMoney(st.Standings(), st.Players()))
	return newEndData(data, rec.Seats, st.Standings(), perRound, "money cards"), nil
}

// rematchCards opens a new card game with a finished record's rules and
// seats (a program's seat plays as the medium bot: data never starts a
// program), drawn from seed.
func rematchCards(fonts *assets.Fonts, store storage.Store, data []byte, seed uint64) (ui.Table, error) {
	rec, err := cards.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	seats, _ := playkit.SeatsOf(rec.Seats, rec.Rules.Players, game.Levels)
	return cardtable.Open(fonts, store, rec.Rules, seats, seed, false)
}

// rematchRoyale opens a new Royale game like a finished record's.
func rematchRoyale(fonts *assets.Fonts, store storage.Store, data []byte, seed uint64) (ui.Table, error) {
	rec, err := royale.ParseRecord(data)
	if err != nil {
		return nil, err
	}
	seats, _ := playkit.SeatsOf(rec.Seats, rec.Rules.Players, game.Levels)
	return royaletable.Open(fonts, store, rec.Rules, seats, seed, false)
}
