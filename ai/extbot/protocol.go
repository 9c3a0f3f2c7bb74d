package extbot

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine"
)

// ProtocolVersion is the version sent in the first line ("lasvegas 1").
const ProtocolVersion = 1

// ActionText is the protocol's word for a decision: "place:3", "slot:3",
// "kick:seat1", "kick:seat1:biggy", "kick:neutral" or "chip:red". Chance
// outcomes are written the same way for the record ("roll:1,3,3",
// "deal:60000", "deal:rainbow", "chipdeal:red") but are never asked of a bot.
func ActionText(a engine.Action) string {
	switch a.Kind {
	case engine.ActPlace:
		if a.Casino == engine.SlotMachine {
			return "slot:" + strconv.Itoa(int(a.Face))
		}
		return "place:" + strconv.Itoa(int(a.Face))
	case engine.ActKick:
		if a.Target.Owner == engine.Neutral {
			return "kick:neutral"
		}
		s := "kick:seat" + strconv.Itoa(int(a.Target.Owner))
		if a.Target.Kind == engine.Biggy {
			s += ":biggy"
		}
		return s
	case engine.ActTakeChip:
		return "chip:" + a.Chip.String()
	case engine.ActRoll:
		return "roll:" + rollText(a.Dice, ",")
	case engine.ActDeal:
		if a.Note == engine.Rainbow {
			return "deal:rainbow"
		}
		return "deal:" + strconv.Itoa(a.Note.Dollars())
	case engine.ActDealChip:
		return "chipdeal:" + a.Chip.String()
	}
	return "none"
}

// rollText writes faces with a kind suffix: B Biggy, K Kicker, w white.
func rollText(r engine.Roll, sep string) string {
	var b strings.Builder
	for i := 0; i < int(r.N); i++ {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteByte('0' + r.Face[i])
		switch r.Kind[i] {
		case engine.Biggy:
			b.WriteByte('B')
		case engine.Kicker:
			b.WriteByte('K')
		case engine.White:
			b.WriteByte('w')
		}
	}
	return b.String()
}

// ParseAction reads a decision written by ActionText.
func ParseAction(s string) (engine.Action, error) {
	kind, rest, _ := strings.Cut(strings.TrimSpace(s), ":")
	switch kind {
	case "place", "slot":
		f, err := strconv.Atoi(rest)
		if err != nil || f < 1 || f > 6 {
			return engine.Action{}, fmt.Errorf("%q: want %s:FACE with FACE 1-6", s, kind)
		}
		if kind == "slot" {
			return engine.PlaceSlot(f), nil
		}
		return engine.Place(f), nil
	case "kick":
		if rest == "neutral" {
			return engine.Kick(engine.Neutral, engine.White), nil
		}
		who, k, _ := strings.Cut(rest, ":")
		dk := engine.Regular
		switch k {
		case "", "regular":
		case "biggy":
			dk = engine.Biggy
		default:
			return engine.Action{}, fmt.Errorf("%q: die kind is regular or biggy", s)
		}
		num, ok := strings.CutPrefix(who, "seat")
		n, err := strconv.Atoi(num)
		if !ok || err != nil || n < 0 || n >= engine.MaxPlayers {
			return engine.Action{}, fmt.Errorf("%q: want kick:seatN, kick:seatN:biggy or kick:neutral", s)
		}
		return engine.Kick(n, dk), nil
	case "chip":
		c, ok := engine.ParseChip(rest)
		if !ok {
			return engine.Action{}, fmt.Errorf("%q: unknown chip colour", s)
		}
		return engine.TakeChip(c), nil
	}
	return engine.Action{}, fmt.Errorf("%q: unknown action (want place:F, slot:F, kick:..., chip:COLOUR)", s)
}

// RulesLine is the "rules" line: every option as key=value, in the JSON
// names of engine.Rules.
func RulesLine(r engine.Rules) string {
	b := func(v bool) string {
		if v {
			return "1"
		}
		return "0"
	}
	return fmt.Sprintf("rules players=%d rounds=%d neutral_dice=%s sixth_player=%s min_by_players=%s hundred_k=%s biggies=%s kickers=%s rainbow=%s slot_machine=%s chips=%s auto_forced=%s open_money=%s",
		r.Players, r.Rounds, b(r.NeutralDice), b(r.SixthPlayer), b(r.MinByPlayers), b(r.HundredK), b(r.Biggies),
		b(r.Kickers), b(r.Rainbow), b(r.Slot), b(r.Chips), b(r.AutoForced), b(r.OpenMoney))
}

// StateLines writes the state block: from "state" to "end", one fact per
// line (see docs/bot-protocol.md).
func StateLines(s *engine.State) []string {
	r := s.Rules()
	n := r.Players
	out := make([]string, 0, 24)
	out = append(out, fmt.Sprintf("state round=%d phase=%s player=%d turn=%d start=%d", s.Round(), s.Phase(), s.CurrentPlayer(), s.Turn(), s.StartPlayer()))
	ints := func(key string, f func(p int) int) string {
		var b strings.Builder
		b.WriteString(key)
		for p := 0; p < n; p++ {
			b.WriteByte(' ')
			b.WriteString(strconv.Itoa(f(p)))
		}
		return b.String()
	}
	out = append(out, ints("money", s.Money))
	out = append(out, ints("notes", s.NotesWon))
	if r.Chips {
		for p := 0; p < n; p++ {
			c := s.Chips(p)
			out = append(out, fmt.Sprintf("chips %d %d %d %d %d %d", p, c[0], c[1], c[2], c[3], c[4]))
		}
	}
	for p := 0; p < n; p++ {
		out = append(out, fmt.Sprintf("dice %d regular=%d biggy=%d kicker=%d white=%d", p,
			s.Supply(p, engine.Regular), s.Supply(p, engine.Biggy), s.Supply(p, engine.Kicker), s.Supply(p, engine.White)))
	}
	for c := 1; c <= s.Casinos(); c++ {
		info := s.CasinoInfo(c)
		var b strings.Builder
		fmt.Fprintf(&b, "casino %d notes=", c)
		if len(info.Notes) == 0 {
			b.WriteString("-")
		}
		for i, x := range info.Notes {
			if i > 0 {
				b.WriteByte(',')
			}
			if x == engine.Rainbow {
				b.WriteString("rainbow")
			} else {
				b.WriteString(strconv.Itoa(x.Dollars()))
			}
		}
		b.WriteString(" dice=")
		for q := 0; q < n; q++ {
			if q > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(info.Dice[q]))
		}
		b.WriteString(" biggies=")
		for q := 0; q < n; q++ {
			if q > 0 {
				b.WriteByte(',')
			}
			b.WriteString(strconv.Itoa(info.Biggies[q]))
		}
		fmt.Fprintf(&b, " neutral=%d", info.Dice[engine.Neutral])
		if r.Chips && c <= engine.NumCasinos {
			fmt.Fprintf(&b, " chips=%d,%d,%d,%d,%d", info.Chips[0], info.Chips[1], info.Chips[2], info.Chips[3], info.Chips[4])
		}
		if c == engine.SlotMachine {
			b.WriteString(" faces=")
			sep := ""
			for f := 1; f <= 6; f++ {
				if info.SlotFaces[f] {
					b.WriteString(sep + strconv.Itoa(f))
					sep = ","
				}
			}
			if sep == "" {
				b.WriteString("-")
			}
		}
		out = append(out, b.String())
	}
	switch s.Phase() {
	case engine.PhasePlace, engine.PhaseKick, engine.PhaseChip:
		out = append(out, "roll "+rollText(s.CurrentRoll(), " "))
	}
	return append(out, "end")
}
