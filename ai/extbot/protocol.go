package extbot

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// ProtocolVersion is the version sent in the first line ("lasvegas 1").
const ProtocolVersion = 1

// ActionText is the protocol's word for a decision: "place:3", "slot:3",
// "kick:seat1", "kick:seat1:biggy", "kick:neutral" or "chip:red". Chance
// outcomes are written the same way for the record ("roll:1,3,3",
// "deal:60000", "deal:rainbow", "chipdeal:red") but are never asked of a bot.
func ActionText(a dice.Action) string {
	switch a.Kind {
	case dice.ActPlace:
		if a.Casino == dice.SlotMachine {
			return "slot:" + strconv.Itoa(int(a.Face))
		}
		return "place:" + strconv.Itoa(int(a.Face))
	case dice.ActKick:
		if a.Target.Owner == dice.Neutral {
			return "kick:neutral"
		}
		s := "kick:seat" + strconv.Itoa(int(a.Target.Owner))
		if a.Target.Kind == dice.Biggy {
			s += ":biggy"
		}
		return s
	case dice.ActTakeChip:
		return "chip:" + a.Chip.String()
	case dice.ActRoll:
		return "roll:" + rollText(a.Dice, ",")
	case dice.ActDeal:
		if a.Note == dice.Rainbow {
			return "deal:rainbow"
		}
		return "deal:" + strconv.Itoa(a.Note.Dollars())
	case dice.ActDealChip:
		return "chipdeal:" + a.Chip.String()
	}
	return "none"
}

// rollText writes faces with a kind suffix: B Biggy, K Kicker, w white.
func rollText(r dice.Roll, sep string) string {
	var b strings.Builder
	for i := 0; i < int(r.N); i++ {
		if i > 0 {
			b.WriteString(sep)
		}
		b.WriteByte('0' + r.Face[i])
		switch r.Kind[i] {
		case dice.Biggy:
			b.WriteByte('B')
		case dice.Kicker:
			b.WriteByte('K')
		case dice.White:
			b.WriteByte('w')
		}
	}
	return b.String()
}

// ParseAction reads a decision written by ActionText.
func ParseAction(s string) (dice.Action, error) {
	kind, rest, _ := strings.Cut(strings.TrimSpace(s), ":")
	switch kind {
	case "place", "slot":
		f, err := strconv.Atoi(rest)
		if err != nil || f < 1 || f > 6 {
			return dice.Action{}, fmt.Errorf("%s: want %s:FACE with FACE 1-6", Quote(s, 80), kind)
		}
		if kind == "slot" {
			return dice.PlaceSlot(f), nil
		}
		return dice.Place(f), nil
	case "kick":
		if rest == "neutral" {
			return dice.Kick(dice.Neutral, dice.White), nil
		}
		who, k, _ := strings.Cut(rest, ":")
		dk := dice.Regular
		switch k {
		case "", "regular":
		case "biggy":
			dk = dice.Biggy
		default:
			return dice.Action{}, fmt.Errorf("%s: die kind is regular or biggy", Quote(s, 80))
		}
		num, ok := strings.CutPrefix(who, "seat")
		n, err := strconv.Atoi(num)
		if !ok || err != nil || n < 0 || n >= dice.MaxPlayers {
			return dice.Action{}, fmt.Errorf("%s: want kick:seatN, kick:seatN:biggy or kick:neutral", Quote(s, 80))
		}
		return dice.Kick(n, dk), nil
	case "chip":
		c, ok := dice.ParseChip(rest)
		if !ok {
			return dice.Action{}, fmt.Errorf("%s: unknown chip colour", Quote(s, 80))
		}
		return dice.TakeChip(c), nil
	}
	return dice.Action{}, fmt.Errorf("%s: unknown action (want place:F, slot:F, kick:..., chip:COLOUR)", Quote(s, 80))
}

// RulesLine is the "rules" line: players, rounds, then every module of
// dice.Modules as key=0|1 (the JSON names of dice.Rules), in its order.
func RulesLine(r dice.Rules) string {
	b := func(v bool) string {
		if v {
			return "1"
		}
		return "0"
	}
	var line strings.Builder
	fmt.Fprintf(&line, "rules players=%d rounds=%d", r.Players, r.Rounds)
	for _, m := range dice.Modules {
		fmt.Fprintf(&line, " %s=%s", m.Key, b(*m.Field(&r)))
	}
	return line.String()
}

// StateLines writes the state block: from "state" to "end", one fact per
// line (see docs/bot-protocol.md).
func StateLines(s *dice.State) []string {
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
			s.Supply(p, dice.Regular), s.Supply(p, dice.Biggy), s.Supply(p, dice.Kicker), s.Supply(p, dice.White)))
	}
	for c := 1; c <= s.Casinos(); c++ {
		out = append(out, casinoLine(s, c))
	}
	switch s.Phase() {
	case dice.PhasePlace, dice.PhaseKick, dice.PhaseChip:
		out = append(out, "roll "+rollText(s.CurrentRoll(), " "))
	}
	return append(out, "end")
}

// casinoLine is the state block's line of casino c: its notes, every
// participant's dice, chips and the slot machine's faces taken.
func casinoLine(s *dice.State, c int) string {
	r := s.Rules()
	n := r.Players
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
		if x == dice.Rainbow {
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
	fmt.Fprintf(&b, " neutral=%d", info.Dice[dice.Neutral])
	if r.Chips && c <= dice.NumCasinos {
		fmt.Fprintf(&b, " chips=%d,%d,%d,%d,%d", info.Chips[0], info.Chips[1], info.Chips[2], info.Chips[3], info.Chips[4])
	}
	if c == dice.SlotMachine {
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
	return b.String()
}
