package game

import "testing"

// Lines about the seat named You agree with it; other lines are left alone.
func TestAgree(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"You rolls 1113356b1.", "You roll 1113356b1."},
		{"You places 3 dice in casino 2.", "You place 3 dice in casino 2."},
		{"You has 8 cards at the casinos and stops for the round.", "You have 8 cards at the casinos and stop for the round."},
		{"You pays a chip and sits out the turn.", "You pay a chip and sit out the turn."},
		{"You wins $60k at casino 3 with 2 dice.", "You win $60k at casino 3 with 2 dice."},
		{"You passes; You touches the bar.", "You pass; You touch the bar."},
		{"You carries on. You is out.", "You carry on. You are out."},
		{"On Horseshoe, You and Ann tie with 2 dice each.", "On Horseshoe, You and Ann tie with 2 dice each."},
		{"You's dice go home.", "Your dice go home."},
		{"You rotates a die to 4 and places it.", "You rotate a die to 4 and place it."},
		{"You takes the tokens and cards.", "You take the tokens and cards."},
		{"Ann pays a chip and sits out the turn.", "Ann pays a chip and sits out the turn."},
		{"Ann rolls 1 2 3.", "Ann rolls 1 2 3."},
		{"Youssef rolls 4.", "Youssef rolls 4."},
	} {
		if got := Agree(c.in); got != c.want {
			t.Errorf("Agree(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
