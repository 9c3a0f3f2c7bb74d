// Package royale is Las Vegas Royale (alea 2019): the basic game, the
// 2-player variant with neutral dice, and the main game with the bank and
// the 16 casino tile sides A1-H2. Rules:
// shared/rules/las-vegas-royale-rulebook.md; what the text leaves open is
// decided in docs/rules-decisions.md (R1...), each pinned by a test.
//
// The state is a plain value (Clone is a copy) in OpenSpiel's shape:
// explicit chance nodes, deterministic Legal, Apply that changes nothing on
// error, View and Resample for the two secret choices (Lucky Punch's
// tokens, Black Box's piles), SeenBy for their events.
//
// Every action, chance outcomes included, has a text form that
// ParseAction reads back; the records write it as a one-key object
// ({"place":3}, {"roll":"11356b4"}). Chance:
//
//	tile A1          a tile side for the next casino (main game)
//	card 50k         a money card drawn ($30k-$100k)
//	roll 11356b4     a roll: the faces, then "b" and the Biggy's face;
//	                 neutral, grey or black dice have no "b"
//
// Decisions of the seat to act:
//
//	place 3          place every die showing 3 in casino 3
//	sitout           pay a chip and sit out the turn (after rolling)
//	pass             no open casino shows on the roll (No Entry!): keep the dice
//	punch 2          Lucky Punch: hold 2 tokens (secret); guess 2: the guess
//	fifty stop       Fifty Fifty: take the reward; fifty higher, fifty lower
//	prime 3+5        Prime Time: place the black dice showing 3 and 5;
//	                 prime 3, prime none
//	pay 50k          Bad Luck: hand over a card; pay chip
//	power 3          Power Play: rotate a remaining die to 3 and place it
//	                 (power 3b: the Biggy; power no: roll instead)
//	close 4          No Entry!: close casino 4; close keep: leave the token
//	knock die        Knockout?: put a die in the bar; knock biggy
//	block 2/5        Block It!: the grey dice of cluster 2 into casino 5
//	handicap 4/chip  Handicap: a grey die from casino 4 onto a chip space
//	                 (4/30k, 4/option; handicap none)
//	rotate 3         the option: rotate a remaining die to 3 and place it
//	                 without activating (rotate 3b: the Biggy)
//	return 3         the option: take one of your dice in casino 3 back
//	                 (return 3b: the Biggy)
//	split 60+0       Black Box: pile 1 holds $60k and $0 (secret); the
//	                 rest is pile 2
//	pick 1           Black Box: take pile 1 (or pick 2)
//	double 2b        Double Down: move 2 dice and the Biggy onto the tile
//	                 (double 0: none)
//	nice 4           Nice Dice: a die showing 4 onto space 4 (nice 4b: the
//	                 Biggy; nice none)
//	choose 4         My Choice: do face 4's action; activate 2: activate
//	                 casino 2's tile (after choose 4)
//
// A record shown to a seat during a game must hide the "punch" and "split"
// steps of other seats until the next step of that tile ("guess", "pick")
// reveals them, as SeenBy hides their events.
package royale
