package royale

import (
	"fmt"
	"strconv"
)

// EvKind is the kind of an event.
type EvKind uint8

// Event kinds.
const (
	EvTile      EvKind = iota // tile Tile is placed beside casino C
	EvCard                    // a card of Value is dealt face up
	EvAside                   // a card of Value is set aside face down for rounds 2 and 3
	EvPair                    // casino C gets the pair Value (higher) and N (lower, dollars)
	EvBank                    // the rest of the cards, N of them, is the face-up bank
	EvChips                   // Who gets N chips
	EvRoll                    // Who rolls Roll
	EvPlace                   // Who places N dice showing face C in casino C (Mask=1: the Biggy among them)
	EvSitOut                  // Who pays a chip and sits out the turn
	EvTie                     // the owners in Mask tie at casino C with N dice each and win nothing
	EvWin                     // Who wins the card of Value at casino C
	EvUnclaimed               // nobody wins the card of Value at casino C; it goes back (N=1: to the bank)
	EvImaginary               // the imaginary Who's card of Value goes back (N=1: to the bank)
	EvStart                   // Who starts round N
	EvGameOver                // the game is over
	EvBlack                   // Who rolls the black dice (Roll) for the tile
	EvBankPay                 // Who is paid N dollars from the bank with a card of Value (0: the bank is empty)
	EvHighFive                // Who takes the High Five token
	EvJackpot                 // the Jackpot counter moves to Value
	EvDouble                  // Who moves N dice (Mask 1: with the Biggy) onto Double Down
	EvFifty                   // Fifty Fifty: Who's roll sums Value; the counter is on space N (-1: the bet is lost)
	EvBet                     // Fifty Fifty: Who bets on a higher (N=1) or lower (N=2) sum
	EvNice                    // Who puts a die (Mask 1: the Biggy) on Nice Dice's space C
	EvNiceOut                 // Who's die on Nice Dice's space C goes into casino C
	EvPower                   // Who takes the Power Play token at casino C
	EvPowerBack               // the Power Play token goes back to the tile from Who
	EvRotate                  // Who rotates a remaining die (Mask 1: the Biggy) and places it in casino C
	EvKnock                   // Who puts a die (Mask 1: the Biggy) in Knockout?'s bar
	EvKnockBack               // Who takes N dice back from the bar
	EvClose                   // Who closes casino C with No Entry!'s token; the counter moves to space N
	EvBlock                   // Who puts N grey dice in casino C
	EvHandicap                // Who takes a grey die from casino C onto a space of kind N (1 chip, 2 $30k, 3 option)
	EvReturn                  // Who takes a die (Mask 1: the Biggy) back from casino C
	EvPass                    // Who can place nowhere and passes
	EvPunch                   // Who holds N tokens for Lucky Punch (N is 0 for the other seats)
	EvGuess                   // Who guesses N tokens; Value were held
	EvSplit                   // Who splits the Black Box tokens: pile 1 has N tokens (Value: which, 0 for the other seats)
	EvPick                    // Who picks pile N of the Black Box (Mask: the split), worth Value
	EvPrime                   // Who places a black die in casino C (Prime Time)
	EvChoose                  // Who chooses face N of My Choice
	EvActivate                // Who activates the tile of casino C (My Choice)
	EvBadLuck                 // the seats in Mask have the fewest dice (N) in casino C and owe $50,000
	EvBadPay                  // Who pays Value into the bank (a card, or N=1: a chip; N=2: everything it has)
	EvChange                  // Who gets a card of Value from the bank as change
)

// Event says what happened. It is a value.
type Event struct {
	Kind  EvKind
	Who   int8 // a seat, Neutral, Grey, or -1
	C     int8 // a casino 1-6, or 0
	Tile  int8 // a tile side, or -1
	N     int32
	Value int32 // dollars
	Mask  uint8 // owners, bit per owner
	Roll  Roll
}

// SeenBy says what seat may see of e: everything except the secret choices
// of tiles, until they are revealed.
func (s *State) SeenBy(seat int, e Event) (Event, bool) { return seenBy(seat, e) }

// ownerName names a seat or an imaginary player.
func ownerName(who int8, names []string) string {
	switch {
	case who == Neutral:
		return "the neutral player"
	case who == Grey:
		return "the grey dice"
	case who >= 0 && int(who) < len(names):
		return names[who]
	case who >= 0:
		return "seat " + strconv.Itoa(int(who))
	}
	return "nobody"
}

func money(d int32) string { return "$" + strconv.Itoa(int(d)/1000) + ",000" }

func maskNames(m uint8, names []string) string {
	out := ""
	for o := int8(0); o < owners; o++ {
		if m&(1<<o) != 0 {
			if out != "" {
				out += ", "
			}
			out += ownerName(o, names)
		}
	}
	return out
}

// Describe is one English line for a log.
func (e Event) Describe(names []string) string {
	who := ownerName(e.Who, names)
	switch e.Kind {
	case EvTile:
		return fmt.Sprintf("Tile %s (%s) is placed beside casino %d.", TileID(int(e.Tile)), TileName(int(e.Tile)), e.C)
	case EvCard:
		return fmt.Sprintf("A %s card is dealt.", money(e.Value))
	case EvAside:
		return "A card is set aside face down for rounds 2 and 3."
	case EvPair:
		return fmt.Sprintf("Casino %d pays %s and %s.", e.C, money(e.Value), money(e.N))
	case EvBank:
		return fmt.Sprintf("The other %d cards are the bank.", e.N)
	case EvChips:
		return fmt.Sprintf("%s gets %d chip(s).", who, e.N)
	case EvRoll:
		return fmt.Sprintf("%s rolls %s.", who, e.Roll)
	case EvPlace:
		return fmt.Sprintf("%s places %s in casino %d.", who, diceWord(e.N), e.C)
	case EvSitOut:
		return fmt.Sprintf("%s pays a chip and sits out the turn.", who)
	case EvTie:
		if e.Tile >= 0 {
			return fmt.Sprintf("On %s, %s tie with %s each.", TileName(int(e.Tile)), maskNames(e.Mask, names), diceWord(e.N))
		}
		return fmt.Sprintf("At casino %d, %s tie with %s each and take them back.", e.C, maskNames(e.Mask, names), diceWord(e.N))
	case EvWin:
		return fmt.Sprintf("%s wins %s at casino %d.", who, money(e.Value), e.C)
	case EvUnclaimed:
		return fmt.Sprintf("Nobody wins the %s card at casino %d; it goes %s.", money(e.Value), e.C, backTo(e.N))
	case EvImaginary:
		return fmt.Sprintf("The %s card won by %s goes %s.", money(e.Value), who, backTo(e.N))
	case EvStart:
		return fmt.Sprintf("%s starts round %d.", who, e.N)
	case EvGameOver:
		return "The game is over."
	}
	return describeTile(e, who, names)
}

// describeTile describes the tiles' events.
func describeTile(e Event, who string, names []string) string {
	on := "on " + TileName(int(e.Tile))
	switch e.Kind {
	case EvBlack:
		return fmt.Sprintf("%s rolls %s with the black dice %s.", who, e.Roll, on)
	case EvBankPay:
		if e.Value == 0 {
			return fmt.Sprintf("%s should get %s from the bank %s, but the bank is empty.", who, money(e.N), on)
		}
		if e.Value != e.N {
			return fmt.Sprintf("%s gets %s from the bank %s, as a %s card.", who, money(e.N), on, money(e.Value))
		}
		return fmt.Sprintf("%s gets %s from the bank %s.", who, money(e.N), on)
	case EvHighFive:
		return fmt.Sprintf("%s takes the High Five token.", who)
	case EvJackpot:
		return fmt.Sprintf("The Jackpot counter stands at %s.", money(e.Value))
	case EvDouble:
		return fmt.Sprintf("%s moves %s onto Double Down.", who, diceWord(e.N))
	case EvFifty:
		if e.N < 0 {
			return fmt.Sprintf("%s rolls a sum of %d and loses the bet.", who, e.Value)
		}
		return fmt.Sprintf("%s rolls a sum of %d; the Fifty Fifty counter is on space %d.", who, e.Value, e.N)
	case EvBet:
		return fmt.Sprintf("%s bets on a %s sum.", who, fiftyWords[min(e.N, 2)])
	case EvNice:
		return fmt.Sprintf("%s puts a die on Nice Dice's space %d.", who, e.C)
	case EvNiceOut:
		return fmt.Sprintf("%s's die on space %d goes into casino %d.", who, e.C, e.C)
	case EvPower:
		return fmt.Sprintf("%s takes the Power Play token.", who)
	case EvPowerBack:
		return fmt.Sprintf("The Power Play token goes back from %s to the tile.", who)
	case EvRotate:
		return fmt.Sprintf("%s rotates a die to %d and places it in casino %d.", who, e.C, e.C)
	case EvKnock:
		return fmt.Sprintf("%s puts a die in the bar.", who)
	case EvKnockBack:
		return fmt.Sprintf("%s takes %s back from the bar.", who, diceWord(e.N))
	case EvClose:
		return fmt.Sprintf("%s closes casino %d.", who, e.C)
	case EvBlock:
		return fmt.Sprintf("%s puts %d grey dice in casino %d.", who, e.N, e.C)
	case EvHandicap:
		return fmt.Sprintf("%s takes a grey die from casino %d onto Handicap's %s space.", who, e.C, handicapSpaceNames[min(e.N, 3)])
	case EvReturn:
		return fmt.Sprintf("%s takes a die back from casino %d.", who, e.C)
	case EvPass:
		return fmt.Sprintf("%s can place no die and passes.", who)
	case EvPunch:
		if e.N == 0 {
			return fmt.Sprintf("%s secretly holds some Lucky Punch tokens.", who)
		}
		return fmt.Sprintf("%s secretly holds %d Lucky Punch tokens.", who, e.N)
	case EvGuess:
		return fmt.Sprintf("%s guesses %d; %d were held.", who, e.N, e.Value)
	case EvSplit:
		return fmt.Sprintf("%s splits the Black Box tokens %d+%d.", who, e.N, 6-e.N)
	case EvPick:
		return fmt.Sprintf("%s picks pile %d of the Black Box, worth %s.", who, e.N, money(e.Value))
	case EvPrime:
		return fmt.Sprintf("%s places a black die in casino %d.", who, e.C)
	case EvChoose:
		return fmt.Sprintf("%s chooses %d on My Choice.", who, e.N)
	case EvBadLuck:
		return fmt.Sprintf("Bad Luck: %s, with %s in casino %d, must pay $50,000.", maskNames(e.Mask, names), diceWord(e.N), e.C)
	case EvBadPay:
		if e.N == 2 {
			return fmt.Sprintf("%s pays everything, %s, into the bank.", who, money(e.Value))
		}
		return fmt.Sprintf("%s pays %s into the bank.", who, money(e.Value))
	case EvChange:
		return fmt.Sprintf("%s gets a %s card as change.", who, money(e.Value))
	case EvActivate:
		return fmt.Sprintf("%s activates %s at casino %d.", who, TileName(int(e.Tile)), e.C)
	}
	return fmt.Sprintf("event %d", e.Kind)
}

func backTo(n int32) string {
	if n == 1 {
		return "to the bank"
	}
	return "under the pile"
}

// diceWord is "1 die" or "N dice".
func diceWord[T ~int32 | ~int](n T) string {
	if n == 1 {
		return "1 die"
	}
	return fmt.Sprintf("%d dice", n)
}
