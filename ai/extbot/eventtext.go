package extbot

import (
	"fmt"
	"strings"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
)

// EventText is an event as a line of words: its kind, then the fields that
// matter to it as key=value (see docs/bot-protocol.md).
func EventText(e dice.Event) string {
	var b strings.Builder
	b.WriteString(e.Kind.String())
	kv := func(k string, v int) { fmt.Fprintf(&b, " %s=%d", k, v) }
	switch e.Kind {
	case dice.EvRoundStarted:
		kv("round", int(e.Round))
		kv("start", int(e.Player))
	case dice.EvNoteDealt, dice.EvRainbowSwapped:
		kv("casino", int(e.Casino))
		b.WriteString(" note=" + noteText(e.Note))
	case dice.EvPileEmpty:
		kv("casino", int(e.Casino))
	case dice.EvChipDealt, dice.EvChipTaken:
		if e.Kind == dice.EvChipTaken {
			kv("player", int(e.Player))
		}
		kv("casino", int(e.Casino))
		b.WriteString(" chip=" + e.Chip.String())
	case dice.EvTurn:
		kv("player", int(e.Player))
	case dice.EvRolled:
		kv("player", int(e.Player))
		b.WriteString(" dice=" + rollText(e.Dice, ","))
	case dice.EvPlaced:
		kv("player", int(e.Player))
		kv("casino", int(e.Casino))
		kv("face", int(e.Face))
		kv("count", int(e.Count))
	case dice.EvKicked:
		kv("player", int(e.Player))
		kv("casino", int(e.Casino))
		b.WriteString(" target=" + strings.TrimPrefix(ActionText(dice.Action{Kind: dice.ActKick, Target: e.Target}), "kick:"))
	case dice.EvKickWasted:
		kv("player", int(e.Player))
		kv("casino", int(e.Casino))
	case dice.EvTieRemoved:
		kv("casino", int(e.Casino))
		kv("mask", int(e.Mask))
		kv("count", int(e.Count))
	case dice.EvNotePaid:
		kv("casino", int(e.Casino))
		kv("player", int(e.Player))
		b.WriteString(" note=" + noteText(e.Note))
		kv("rank", int(e.Rank))
	case dice.EvNoteReturned:
		kv("casino", int(e.Casino))
		b.WriteString(" note=" + noteText(e.Note))
	case dice.EvRoundEnded, dice.EvGameEnded:
		kv("round", int(e.Round))
	}
	return b.String()
}

func noteText(n dice.Note) string {
	if n == dice.Rainbow {
		return "rainbow"
	}
	return fmt.Sprint(n.Dollars())
}
