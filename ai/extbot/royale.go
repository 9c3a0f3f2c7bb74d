package extbot

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/lasvegas-dice/lasvegas/ai/internal/bot"
	royalebots "github.com/lasvegas-dice/lasvegas/ai/royale"
	"github.com/lasvegas-dice/lasvegas/engine"
	"github.com/lasvegas-dice/lasvegas/engine/royale"
)

// RoyaleBot is an external program in a seat of Las Vegas Royale.
type RoyaleBot = Host[*royale.State, royale.Action, royale.Event]

// NewRoyale starts the program given by command for seat of Las Vegas
// Royale (docs/bot-protocol.md, "Las Vegas Royale"). The medium bot plays
// the moves it fails to make.
// seat is the first game's; a reused host takes the seat of each game.
func NewRoyale(command string, seat int, o Options) (*RoyaleBot, error) {
	if _, err := royalebots.New("medium", seat, o.Seed); err != nil {
		return nil, err
	}
	fb := func(seat int, seed uint64) bot.Bot[*royale.State, royale.Action] {
		b, _ := royalebots.New("medium", seat, seed) // checked above
		return b
	}
	return NewHost[*royale.State, royale.Action, royale.Event](command, o, &royaleCodec{start: -1}, fb), nil
}

// royaleCodec is Royale's protocol. The host gives it the seat's view and
// the events as the seat sees them (SeenBy), so a Lucky Punch hold or a
// Black Box split of another seat is never written before it is revealed.
// It keeps the round's start player, which the state does not tell, from
// the events.
type royaleCodec struct{ start int }

func (c *royaleCodec) Hello(s *royale.State) []string {
	c.start = -1 // a new game
	r := s.Rules()
	set := "-"
	if r.Main {
		set = strings.Join(royale.Tiles(), ",")
		if len(r.TileSet) > 0 {
			set = strings.Join(r.TileSet, ",")
		}
	}
	return []string{fmt.Sprintf("lasvegas %d", ProtocolVersion), "game royale",
		fmt.Sprintf("rules players=%d main=%d tiles=%d tileset=%s neutral_biggy=%d exact_change=%d", r.Players, b01(r.Main), r.Tiles, set,
			b01(r.NeutralBiggy), b01(r.ExactChange))}
}

// RoyaleActionText is an action as the protocol writes it, one word: the
// engine's text with its spaces made colons, "place:3", "split:60+0",
// "sitout".
func RoyaleActionText(a royale.Action) string { return strings.ReplaceAll(a.String(), " ", ":") }

// ParseRoyaleAction reads an action written by RoyaleActionText.
func ParseRoyaleAction(s string) (royale.Action, error) {
	s = strings.TrimSpace(s)
	if s == "" || strings.ContainsAny(s, " \t") {
		return royale.Action{}, fmt.Errorf("%s: want one word such as place:3 or sitout", Quote(s, 80))
	}
	return royale.ParseAction(strings.ReplaceAll(s, ":", " "))
}

func (*royaleCodec) Action(a royale.Action) string { return RoyaleActionText(a) }
func (*royaleCodec) Parse(text string) (royale.Action, error) {
	return ParseRoyaleAction(text)
}

func (*royaleCodec) Check(s *royale.State, _ int, a royale.Action) error {
	if !slices.Contains(s.Legal(), a) {
		return fmt.Errorf("%w: %s is not among the seat's choices", engine.ErrIllegal, RoyaleActionText(a))
	}
	return nil
}

// royaleEvent is how an event kind is written: its word and the keys of
// its own fields (who, casino and tile are written wherever they are set).
type royaleEvent struct {
	word   string
	fields func(e royale.Event, kv func(k string, v any))
}

func evN(k string) func(royale.Event, func(string, any)) {
	return func(e royale.Event, kv func(string, any)) { kv(k, e.N) }
}

func evValue(k string) func(royale.Event, func(string, any)) {
	return func(e royale.Event, kv func(string, any)) { kv(k, e.Value) }
}

func evBiggy(e royale.Event, kv func(string, any)) { kv("biggy", e.Mask) }

func evWhere(e royale.Event, kv func(string, any)) {
	kv("value", e.Value)
	kv("to", map[bool]string{false: "pile", true: "bank"}[e.N == 1])
}

// pileText is a Black Box pile (a split action's X) as "60+20+0".
func pileText(code int) string {
	return strings.TrimPrefix(royale.Action{Kind: royale.ActSplit, X: uint8(code)}.String(), "split ")
}

// royaleEvents is the table of event kinds, one row each.
func royaleEvents() []royaleEvent {
	ev := make([]royaleEvent, royale.EvChange+1)
	set := func(k royale.EvKind, w string, f func(royale.Event, func(string, any))) { ev[k] = royaleEvent{w, f} }
	set(royale.EvTile, "tile", nil)
	set(royale.EvCard, "card", evValue("value"))
	set(royale.EvAside, "aside", nil)
	set(royale.EvPair, "pair", func(e royale.Event, kv func(string, any)) { kv("high", e.Value); kv("low", e.N) })
	set(royale.EvBank, "bank", evN("cards"))
	set(royale.EvChips, "chips", evN("count"))
	set(royale.EvRoll, "roll", func(e royale.Event, kv func(string, any)) { kv("dice", e.Roll) })
	set(royale.EvPlace, "place", evN("count"))
	set(royale.EvSitOut, "sitout", nil)
	set(royale.EvTie, "tie", func(e royale.Event, kv func(string, any)) { kv("mask", e.Mask); kv("count", e.N) })
	set(royale.EvWin, "win", evValue("value"))
	set(royale.EvUnclaimed, "unclaimed", evWhere)
	set(royale.EvImaginary, "imaginary", evWhere)
	set(royale.EvStart, "start", evN("round"))
	set(royale.EvGameOver, "gameover", nil)
	set(royale.EvBlack, "black", func(e royale.Event, kv func(string, any)) { kv("dice", e.Roll) })
	set(royale.EvBankPay, "bankpay", func(e royale.Event, kv func(string, any)) { kv("amount", e.N); kv("card", e.Value) })
	set(royale.EvHighFive, "highfive", nil)
	set(royale.EvJackpot, "jackpot", evValue("value"))
	set(royale.EvDouble, "double", func(e royale.Event, kv func(string, any)) { kv("count", e.N); evBiggy(e, kv) })
	set(royale.EvFifty, "fifty", func(e royale.Event, kv func(string, any)) { kv("sum", e.Value); kv("space", e.N) })
	set(royale.EvBet, "bet", func(e royale.Event, kv func(string, any)) {
		kv("bet", map[bool]string{false: "lower", true: "higher"}[e.N == 1])
	})
	set(royale.EvNice, "nice", evBiggy)
	set(royale.EvNiceOut, "niceout", nil)
	set(royale.EvPower, "power", nil)
	set(royale.EvPowerBack, "powerback", nil)
	set(royale.EvRotate, "rotate", evBiggy)
	set(royale.EvKnock, "knock", evBiggy)
	set(royale.EvKnockBack, "knockback", evN("count"))
	set(royale.EvClose, "close", evN("entry"))
	set(royale.EvBlock, "block", evN("count"))
	set(royale.EvHandicap, "handicap", func(e royale.Event, kv func(string, any)) {
		kv("space", [...]string{"?", "chip", "30k", "option"}[min(max(e.N, 0), 3)])
	})
	set(royale.EvReturn, "return", evBiggy)
	set(royale.EvPass, "pass", nil)
	set(royale.EvPunch, "punch", func(e royale.Event, kv func(string, any)) {
		if e.N > 0 { // SeenBy hides another seat's hold
			kv("held", e.N)
		}
	})
	set(royale.EvGuess, "guess", func(e royale.Event, kv func(string, any)) { kv("guess", e.N); kv("held", e.Value) })
	set(royale.EvSplit, "split", func(e royale.Event, kv func(string, any)) {
		kv("size", e.N)
		if e.Value > 0 { // SeenBy hides another seat's split
			kv("pile", pileText(int(e.Value)))
		}
	})
	set(royale.EvPick, "pick", func(e royale.Event, kv func(string, any)) {
		kv("pile", e.N)
		kv("split", pileText(int(e.Mask)))
		kv("value", e.Value)
	})
	set(royale.EvPrime, "prime", nil)
	set(royale.EvChoose, "choose", evN("face"))
	set(royale.EvActivate, "activate", nil)
	set(royale.EvBadLuck, "badluck", func(e royale.Event, kv func(string, any)) { kv("mask", e.Mask); kv("count", e.N) })
	set(royale.EvBadPay, "badpay", func(e royale.Event, kv func(string, any)) {
		kv("with", [...]string{"card", "chip", "all"}[min(max(e.N, 0), 2)])
		kv("value", e.Value)
	})
	set(royale.EvChange, "change", evValue("value"))
	return ev
}

var royaleEventTable = royaleEvents()

// Event is "KIND key=value ...": who (a seat, 5 the neutral dice, 6 the
// grey dice), casino and tile where set, then the kind's own keys.
func (c *royaleCodec) Event(e royale.Event) string {
	if e.Kind == royale.EvStart {
		c.start = int(e.Who)
	}
	var b strings.Builder
	kv := func(k string, v any) { fmt.Fprintf(&b, " %s=%v", k, v) }
	var spec royaleEvent
	if int(e.Kind) < len(royaleEventTable) {
		spec = royaleEventTable[e.Kind]
	}
	if spec.word == "" {
		return fmt.Sprintf("unknown kind=%d", e.Kind)
	}
	b.WriteString(spec.word)
	if e.Who >= 0 {
		kv("who", e.Who)
	}
	if e.C > 0 {
		kv("casino", e.C)
	}
	if e.Tile >= 0 {
		kv("tile", royale.TileID(int(e.Tile)))
	}
	if spec.fields != nil {
		spec.fields(e, kv)
	}
	return b.String()
}

// State is the state block: the round, each seat's chips, money, cards and
// dice left, each casino's cards, dice, tile and the tile's tokens, the
// tile being resolved, the roll, and the main game's bank.
func (c *royaleCodec) State(s *royale.State) []string {
	phase, player := "place", s.CurrentPlayer()
	b := s.Board()
	switch {
	case s.IsTerminal():
		phase = "over"
	case player == engine.ChancePlayer:
		phase = "chance"
	case b.Resolving >= 0:
		phase = "tile"
	}
	out := []string{fmt.Sprintf("state round=%d phase=%s player=%d start=%d", min(s.Round(), royale.Rounds), phase, player, c.start)}
	for p := 0; p < s.Players(); p++ {
		w := s.Won(p)
		out = append(out, fmt.Sprintf("seat %d chips=%d money=%d cards=%s dice=%s", p, s.Chips(p), s.Money(p), cardsText(&w), diceText(s.Supply(p))))
	}
	for k := 1; k <= royale.Casinos; k++ {
		out = append(out, royaleCasino(s, &b, k))
	}
	if b.Resolving >= 0 {
		line := fmt.Sprintf("resolving tile=%s casino=%d for=%d", royale.TileID(b.Resolving), b.ResolvingAt, b.For)
		if b.Black.N() > 0 {
			line += " black=" + b.Black.String()
		}
		if royale.TileID(b.Resolving) == "B2" {
			line += fmt.Sprintf(" space=%d sum=%d", b.Fifty, b.LastSum)
		}
		if n := s.PileSize(); n > 0 {
			line += fmt.Sprintf(" pile=%d", n)
		}
		out = append(out, line)
	}
	if r := s.CurrentRoll(); r.N() > 0 {
		out = append(out, "roll "+r.String())
	}
	if s.Rules().Main {
		out = append(out, "bank "+bankText(s.Bank()))
	}
	return append(out, "end")
}

// royaleCasino is "casino C cards=HI,LO dice=... neutral=N grey=G tile=ID
// ...": the tile's own keys follow it.
func royaleCasino(s *royale.State, b *royale.Board, k int) string {
	hi, lo := s.Pair(k)
	dice, black := make([]string, s.Players()), make([]string, s.Players())
	for p := range dice {
		d := s.DiceAt(k, p)
		dice[p], black[p] = diceText(d), strconv.Itoa(int(d.Blk))
	}
	line := fmt.Sprintf("casino %d cards=%s,%s dice=%s", k, dollarsOrDash(hi), dollarsOrDash(lo), strings.Join(dice, ","))
	if s.Rules().Main {
		line += " black=" + strings.Join(black, ",")
	}
	line += fmt.Sprintf(" neutral=%s grey=%d", diceText(s.DiceAt(k, royale.Neutral)), s.DiceAt(k, royale.Grey).N())
	t := s.Tile(k)
	if t < 0 {
		return line + " tile=-"
	}
	id := royale.TileID(t)
	return line + " tile=" + id + tileKeys(id, b, s.Players())
}

// tileKeys are a tile's tokens, counters and dice as " key=value".
func tileKeys(id string, b *royale.Board, n int) string {
	perSeat := func(ds [royale.MaxPlayers]royale.Dice) string {
		parts := make([]string, n)
		for p := range parts {
			parts[p] = diceText(ds[p])
		}
		return strings.Join(parts, ",")
	}
	switch id {
	case "A2":
		return fmt.Sprintf(" jackpot=%d", b.Jackpot)
	case "C1":
		return fmt.Sprintf(" holder=%d", b.HighFive)
	case "C2":
		owe := make([]string, len(b.BadLuck))
		for i, p := range b.BadLuck {
			owe[i] = strconv.Itoa(p)
		}
		return " owe=" + orDash(strings.Join(owe, ","))
	case "D2":
		return fmt.Sprintf(" holder=%d", b.Power)
	case "E1":
		return fmt.Sprintf(" closed=%d entry=%d", b.Closed, b.Entry)
	case "E2":
		return " bar=" + perSeat(b.Bar)
	case "F1":
		return " clusters=" + intsText(b.Clusters[:])
	case "F2":
		return " spaces=" + intsText(b.Handicap[:])
	case "G2":
		return " double=" + perSeat(b.Double)
	case "H1":
		spaces := make([]string, len(b.Nice))
		for f, p := range b.Nice {
			spaces[f] = "-"
			if p >= 0 {
				spaces[f] = strconv.Itoa(p) + map[bool]string{true: "b"}[b.NiceBig[f]]
			}
		}
		return " nice=" + strings.Join(spaces, ",")
	case "H2":
		return " choice=" + perSeat(b.Choice)
	}
	return ""
}

// diceText is regular dice and the Biggy: "3", "3b" (three and the Biggy).
func diceText(d royale.Dice) string {
	t := strconv.Itoa(int(d.Reg))
	if d.Big > 0 {
		t += "b"
	}
	return t
}

// cardsText lists money cards in dollars, highest first, or "-".
func cardsText(c *royale.Cards) string {
	var parts []string
	for v := len(c) - 1; v >= 0; v-- {
		for range c[v] {
			parts = append(parts, strconv.Itoa(v*royale.Unit))
		}
	}
	return orDash(strings.Join(parts, ","))
}

// bankText counts the bank's cards by value, highest first:
// "100000=4 90000=6 ...", or "-".
func bankText(c royale.Cards) string {
	var parts []string
	for v := len(c) - 1; v >= 0; v-- {
		if c[v] > 0 {
			parts = append(parts, fmt.Sprintf("%d=%d", v*royale.Unit, c[v]))
		}
	}
	return orDash(strings.Join(parts, " "))
}

func dollarsOrDash(d int) string {
	if d == 0 {
		return "-"
	}
	return strconv.Itoa(d)
}

func intsText(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
	}
	return strings.Join(parts, ",")
}
