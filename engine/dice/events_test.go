package dice

import "testing"

func TestDescribeInWords(t *testing.T) {
	names := []string{"You", "Anna"}
	cases := []struct {
		e    Event
		want string
	}{
		{Event{Kind: EvTurn, Player: 0}, "Your turn."},
		{Event{Kind: EvTurn, Player: 1}, "Anna's turn."},
		{Event{Kind: EvRoundStarted, Round: 1, Player: 0}, "Round 2 begins. You start."},
		{Event{Kind: EvPlaced, Player: 0, Casino: 3, Face: 3, Regular: 2, Biggies: 1}, "You place 2 dice and 1 Biggy showing 3 on The Mirage (3)."},
		{Event{Kind: EvPlaced, Player: 1, Casino: SlotMachine, Face: 5, Regular: 1, Auto: true}, "Anna places 1 die showing 5 on the slot machine (forced)."},
		{Event{Kind: EvKicked, Player: 1, Casino: 2, Target: Target{Owner: 0, Kind: Biggy}}, "Anna's Kicker knocks your Biggy off Caesars Palace (2); it goes back to you."},
		{Event{Kind: EvKicked, Player: 0, Casino: 2, Target: Target{Owner: 1}}, "Your Kicker knocks Anna's die off Caesars Palace (2); it goes back to Anna."},
		{Event{Kind: EvNotePaid, Player: 0, Casino: 1, Note: 9}, "You win $90,000 at Golden Nugget (1)."},
		{Event{Kind: EvNotePaid, Player: Neutral, Casino: 1, Note: 4}, "White wins $40,000 at Golden Nugget (1); it goes under the pile."},
		{Event{Kind: EvTieRemoved, Casino: 6, Mask: 1<<0 | 1<<1, Count: 2}, "Tie on Circus Circus (6): You, Anna take back 2 dice each."},
		{Event{Kind: EvTurn, Player: 4}, "Seat 5's turn."},
	}
	for _, c := range cases {
		if got := c.e.Describe(names); got != c.want {
			t.Errorf("%v: %q, want %q", c.e.Kind, got, c.want)
		}
	}
}
