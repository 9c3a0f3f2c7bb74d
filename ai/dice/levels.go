package dice

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// Levels lists the bot levels New accepts, weakest first.
var Levels = []string{"random", "easy", "medium", "hard"}

// New returns a bot of the given level ("random", "easy", "medium" or
// "hard") with its own random stream seeded by seed.
func New(level string, seed uint64) (Bot, error) {
	switch level {
	case "random":
		return &randomBot{rng: engine.NewRand(seed)}, nil
	case "easy":
		return &heuristicBot{name: "easy", pol: easyPolicy, rng: engine.NewRand(seed), sc: newScratch()}, nil
	case "medium":
		return &heuristicBot{name: "medium", pol: mediumPolicy, rng: engine.NewRand(seed), sc: newScratch()}, nil
	case "hard":
		return NewHard(seed, HardOptions{}), nil
	case "future":
		fut := defaultFuture
		return &futureBot{fut: &fut, rng: engine.NewRand(seed), sc: newScratch()}, nil
	}
	for _, lv := range []string{"easy", "medium"} {
		if rest, ok := strings.CutPrefix(level, lv+":"); ok {
			pol := easyPolicy
			if lv == "medium" {
				pol = mediumPolicy
			}
			if err := parsePolicy(&pol, rest); err != nil {
				return nil, fmt.Errorf("ai: %q: %w", level, err)
			}
			return &heuristicBot{name: level, pol: pol, rng: engine.NewRand(seed), sc: newScratch()}, nil
		}
	}
	if rest, ok := strings.CutPrefix(level, "hard:"); ok {
		o, err := parseHardOptions(rest)
		if err != nil {
			return nil, fmt.Errorf("ai: %q: %w", level, err)
		}
		return NewHard(seed, o), nil
	}
	return nil, fmt.Errorf("ai: unknown level %q (want random, easy, medium or hard)", level)
}

// parsePolicy reads "diecost=X:noise=Y:explore=Z" into pol, for
// experiments with the heuristic levels.
func parsePolicy(pol *policy, s string) error {
	for _, kv := range strings.Split(s, ":") {
		k, v, _ := strings.Cut(kv, "=")
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return err
		}
		switch k {
		case "diecost":
			pol.dieCost = x
		case "diescale":
			pol.dieScale = x
		case "noise":
			pol.noise = x
		case "explore":
			pol.explore = x
		default:
			return fmt.Errorf("unknown option %q (diecost, noise, explore)", k)
		}
	}
	return nil
}

// parseHardOptions reads "rollouts=N:work=N:temp=X:horizon=game:noise=X" (the part of a
// level such as "hard:rollouts=2000" after the colon), for experiments.
func parseHardOptions(s string) (HardOptions, error) {
	var o HardOptions
	for _, kv := range strings.Split(s, ":") {
		k, v, _ := strings.Cut(kv, "=")
		var err error
		switch k {
		case "rollouts":
			o.Rollouts, err = strconv.Atoi(v)
		case "work":
			o.Work, err = strconv.Atoi(v)
		case "temp":
			o.Temp, err = strconv.ParseFloat(v, 64)
		case "horizon":
			switch v {
			case "round":
				o.GameHorizon = false
			case "game":
				o.GameHorizon = true
			default:
				err = fmt.Errorf("horizon is round or game")
			}
		case "noise":
			o.RolloutNoise, err = strconv.ParseFloat(v, 64)
		case "explore":
			o.RolloutExplore, err = strconv.ParseFloat(v, 64)
		case "z":
			o.Z, err = strconv.ParseFloat(v, 64)
		case "uniform":
			o.Uniform = v == "1" || v == "true"
		case "look":
			o.Lookahead, err = strconv.Atoi(v)
		case "own":
			switch v {
			case "medium":
				o.Own = OwnMedium
			case "future":
				o.Own = OwnFuture
			default:
				err = fmt.Errorf("own is medium or future")
			}
		default:
			err = fmt.Errorf("unknown option %q (rollouts, work, temp, horizon, noise, explore, z, uniform, look, own)", k)
		}
		if err != nil {
			return o, err
		}
	}
	return o, nil
}
