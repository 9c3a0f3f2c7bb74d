package dice

// Module is one on/off option of the rules. Modules is the one table from
// which the setup screen's toggles, the command line's flags, the bot
// protocol's rules line and the record's JSON keys are all derived; a test
// checks it against the Rules struct.
type Module struct {
	Key   string // the JSON key in records and the key in the protocol's rules line
	Flag  string // the command-line flag (sim, --quick): --Flag on|off
	Label string // the setup screen's toggle
	Hint  string // one line under the toggle and in --help
	// Setup says whether the setup screen shows a toggle (the 6th player
	// follows the number of seats).
	Setup bool
	Field func(r *Rules) *bool
}

// Modules lists every on/off option of Rules, in the order of its fields
// (and of the protocol's rules line); the setup screen shows those with Setup.
var Modules = []Module{
	{"neutral_dice", "neutral", "White dice", "Neutral dice that score as an imaginary player", true, func(r *Rules) *bool { return &r.NeutralDice }},
	{"sixth_player", "sixth", "6th player", "Allows a sixth seat (online edition)", false, func(r *Rules) *bool { return &r.SixthPlayer }},
	{"min_by_players", "minimum", "Minimum by players", "Casinos get $30k-$70k by player count", true, func(r *Rules) *bool { return &r.MinByPlayers }},
	{"hundred_k", "hundredk", "$100,000 notes", "Five $100k notes join the pile", true, func(r *Rules) *bool { return &r.HundredK }},
	{"biggies", "biggies", "Biggies", "One big die per player counts as two", true, func(r *Rules) *bool { return &r.Biggies }},
	{"kickers", "kickers", "Kickers", "Violet dice knock one die off a casino", true, func(r *Rules) *bool { return &r.Kickers }},
	{"rainbow", "rainbow", "Rainbow cards", "Swapped for a fresh note before payout", true, func(r *Rules) *bool { return &r.Rainbow }},
	{"slot_machine", "slot", "Slot machine", "A 7th casino: any number, each once a round", true, func(r *Rules) *bool { return &r.Slot }},
	{"chips", "chips", "Chip cards", "Place 2+ dice at a casino to take its chip card; sets score at the end", true, func(r *Rules) *bool { return &r.Chips }},
	{"chips_own_dice", "chipsown", "Chips: own dice only", "White dice placed with yours do not count toward a chip card's 2 dice", true, func(r *Rules) *bool { return &r.ChipsOwnDiceOnly }},
	{"auto_forced", "autoforced", "Auto-play forced turns", "A turn with only one choice plays itself", true, func(r *Rules) *bool { return &r.AutoForced }},
	{"open_money", "openmoney", "Open money", "Everyone's money shows (house rule)", true, func(r *Rules) *bool { return &r.OpenMoney }},
}

// SetupModules are the modules with a toggle of their own on the setup
// screen and a flag of their own on the command line (the 6th player
// follows the number of seats).
func SetupModules() []Module {
	var out []Module
	for _, m := range Modules {
		if m.Setup {
			out = append(out, m)
		}
	}
	return out
}
