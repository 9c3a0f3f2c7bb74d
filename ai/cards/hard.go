package cards

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/ai/internal/mc"
	"github.com/lasvegas-dice/lasvegas/engine"
	cg "github.com/lasvegas-dice/lasvegas/engine/cards"
)

// hardOptions are the hard bot's settings; a level string sets them after
// colons, for measurements: "hard:work=4000:roll=mix:root=model".
type hardOptions struct {
	search string // paired (the default) or mc (the shared search, as before issue 26)
	work   int    // sampled games a decision times the players
	roll   string // the rollout policy of every seat: lead, mix, quick or easy
	root   string // the others at a simultaneous root: exp3 (learned) or model (the rollout policy)
}

var defaultHard = hardOptions{search: "paired", work: HardWork, roll: "quick", root: "exp3"}

// rollouts are the hard bot's rollout policies by name.
var rollouts = map[string]mc.Policy[*cg.State, cg.Action]{"lead": Lead, "mix": Mix, "quick": Quick, "easy": Easy}

// parseHard reads the options after "hard" in a level string.
func parseHard(level string) (hardOptions, error) {
	o := defaultHard
	parts := strings.Split(level, ":")
	if parts[0] != "hard" {
		return o, fmt.Errorf("not the hard level: %q", level)
	}
	for _, kv := range parts[1:] {
		k, v, _ := strings.Cut(kv, "=")
		var err error
		switch k {
		case "search":
			if v != "paired" && v != "mc" {
				err = fmt.Errorf("search %q: want paired or mc", v)
			}
			o.search = v
		case "work":
			o.work, err = strconv.Atoi(v)
		case "roll":
			if _, ok := rollouts[v]; !ok {
				err = fmt.Errorf("no rollout policy %q", v)
			}
			o.roll = v
		case "root":
			if v != "exp3" && v != "model" {
				err = fmt.Errorf("root %q: want exp3 or model", v)
			}
			o.root = v
		default:
			err = fmt.Errorf("no hard option %q", k)
		}
		if err != nil {
			return o, err
		}
	}
	return o, nil
}

// config is the search's configuration for a decision in s.
func (o hardOptions) config(s *cg.State) mc.Config[*cg.State, cg.Action] {
	c := mc.Config[*cg.State, cg.Action]{
		Rollout:       rollouts[o.roll],
		Horizon:       roundOver(s.Round()),
		MoneyScale:    60000,
		MaxIterations: max(o.work/s.Players(), 1),
	}
	if o.root == "model" {
		c.Opponents = c.Rollout
	}
	return c
}

// Quick is the greedy bot's score without sampling the others: what the
// pick adds to the seat's winnings if the round ended now, plus the chip
// card it takes, less cardCost a card while turns remain.
func Quick(s *cg.State, seat int, r *engine.Rand) cg.Action {
	return quickIn(s, seat, r, legalFor(s, seat))
}

// quickIn is Quick choosing from l, seat's choices in s.
func quickIn(s *cg.State, seat int, r *engine.Rand, l []cg.Action) cg.Action {
	if len(l) == 0 || l[0].Kind != cg.ActPick {
		return best(s, seat, r, true)
	}
	return argmax(l, r, func(i int) float64 { return quickValue(s, seat, l[i].Pick) })
}

func quickValue(s *cg.State, seat int, pick cg.Pick) float64 {
	v := 0.0
	for c := 1; c <= cg.NumCasinos; c++ {
		add := pick.DiceAt(c)
		if add == 0 {
			continue
		}
		d := atCasino(s, c)
		before := take(s, c, d, seat)
		d[seat] += add
		v += float64(take(s, c, d, seat) - before)
		if add >= 2 && s.Rules().Chips {
			v += float64(bestChip(s, seat, c))
		}
	}
	if s.Turn() < cg.Turns {
		v -= cardCost * float64(pick.Size())
	}
	return v
}

// Mix plays each decision by one of easy, quick and lead, drawn at
// random: a model of an opponent whose policy is not known.
func Mix(s *cg.State, seat int, r *engine.Rand) cg.Action {
	switch r.Intn(3) {
	case 0:
		return Easy(s, seat, r)
	case 1:
		return Quick(s, seat, r)
	}
	return Lead(s, seat, r)
}
