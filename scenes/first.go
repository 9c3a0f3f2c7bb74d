package scenes

import (
	"time"

	"github.com/lasvegas-dice/lasvegas/engine"
)

var defaultNames = [MaxSeats]string{"You", "Ann", "Bob", "Cleo", "Dan", "Eve"}

// rulesFor returns the preset rules.
func rulesFor(preset string, players int) engine.Rules {
	if preset == "classic" {
		if players > 5 {
			players = 5
		}
		return engine.Classic(players)
	}
	return engine.Online(players)
}

func firstScene(o Options) (Scene, error) {
	if o.Gallery {
		return &Gallery{}, nil
	}
	n := o.Players
	if n == 0 {
		n = 4
	}
	r := rulesFor(o.Preset, n)
	seats := make([]SeatDesc, r.Players)
	for i := range seats {
		seats[i] = SeatDesc{Name: defaultNames[i], Colour: DieColour(i), Human: i == 0 && !o.Autoplay, Bot: "random"}
		if o.Autoplay {
			seats[i].Name = defaultNames[(i+1)%MaxSeats]
		}
	}
	seed := o.Seed
	if !o.SeedSet {
		seed = uint64(time.Now().UnixNano())
	}
	src, err := NewLocalSource(r, seats, seed)
	if err != nil {
		return nil, err
	}
	return NewTable(src), nil
}
