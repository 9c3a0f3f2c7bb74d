//go:build e2e

package ui

// The browser test hook (build/e2e/README.md, contract v1) reads a table
// through Hooked: what the person at the screen may do now, where, by
// which keys, and where the game stands. The shell's hook (scenes,
// e2ehook*.go, built only with the e2e tag) writes it as JSON; it is
// filled every tick into one reused HookState, so filling it allocates
// nothing in a steady frame.

// Hooked is a table the test hook can read (optional for a ui.Table).
type Hooked interface {
	// Hook fills h (reset by the caller) from the table as the person at
	// the screen sees it on stage st: never more than the table shows
	// them (no other seat's hand).
	Hook(st *Stage, h *HookState)
}

// Hook phases (contract v1's "phase").
const (
	PhaseWait   = "wait"   // animations, bots, dialogs: nothing to decide
	PhaseChoose = "choose" // a person at this screen decides now
)

// MaxHookHits bounds the hits a table publishes.
const MaxHookHits = 16

// HookHit is a thing that acts now: its id, its box in screen
// coordinates (empty: no pointer target acts at once) and up to two keys
// pressed in order (KeyboardEvent.key names).
type HookHit struct {
	ID   string
	R    Rect
	Keys [2]string
	NK   int
}

// HookPlayer is one seat as the screen shows it.
type HookPlayer struct {
	Name string
	Bot  bool
	// Money where the table shows it (HasMoney).
	Money    int
	HasMoney bool
	// Left is the seat's pieces left, named by LeftKey ("diceLeft",
	// "cardsLeft"; "" publishes none).
	Left    int
	LeftKey string
}

// MaxHookPlayers bounds the seats a table publishes.
const MaxHookPlayers = 8

// HookState is what a table publishes to the test hook.
type HookState struct {
	// Table: a table filled it (false: no table under the scene).
	Table bool
	Phase string // PhaseWait or PhaseChoose
	// Choices are the numbers the deciding person may pick now (contract
	// v1's casino numbers; the card game's card values).
	Choices [8]int
	NC      int
	Hits    [MaxHookHits]HookHit
	NH      int
	// Round (1-based) of Rounds, Turn the seat to act, Human the local
	// person's seat (-1 none).
	Round, Rounds int
	Turn, Human   int
	// Moves are the decisions so far (MovesKnown: the table counts them).
	Moves      int
	MovesKnown bool
	// Saved: the autosave holds the game (SavedRound, and Moves where
	// known); HasSave: the table has a session that autosaves.
	HasSave    bool
	Saved      bool
	SavedRound int
	Resumed    bool
	// BotTurn: a seat that is not a person is to act or its turn runs.
	BotTurn bool
	Players [MaxHookPlayers]HookPlayer
	NP      int
}

// Reset empties h for the next fill, keeping nothing of the last one.
func (h *HookState) Reset() {
	*h = HookState{Phase: PhaseWait, Human: -1}
}

// Choose marks the phase as a person's decision.
func (h *HookState) Choose() { h.Phase = PhaseChoose }

// AddChoice adds n to the choices (dropped when full).
func (h *HookState) AddChoice(n int) {
	if h.NC < len(h.Choices) {
		h.Choices[h.NC] = n
		h.NC++
	}
}

// AddHit adds a hit acting on a click in r and on key (none if "").
func (h *HookState) AddHit(id string, r Rect, keys ...string) {
	if h.NH >= len(h.Hits) {
		return
	}
	hit := HookHit{ID: id, R: r}
	for _, k := range keys {
		if k != "" && hit.NK < len(hit.Keys) {
			hit.Keys[hit.NK] = k
			hit.NK++
		}
	}
	h.Hits[h.NH] = hit
	h.NH++
}

// AddPlayer adds a seat (dropped when full).
func (h *HookState) AddPlayer(p HookPlayer) {
	if h.NP < len(h.Players) {
		h.Players[h.NP] = p
		h.NP++
	}
}

// Hit is the hit named id, if published.
func (h *HookState) Hit(id string) (HookHit, bool) {
	for _, hit := range h.Hits[:h.NH] {
		if hit.ID == id {
			return hit, true
		}
	}
	return HookHit{}, false
}

// HookDigits are the number keys' names, by number (0 none): the keys 1-7
// the input reads (ActPick).
var HookDigits = [...]string{"", "1", "2", "3", "4", "5", "6", "7"}

// HookKey is the key named n, "" where none.
func HookKey(n int) string {
	if n <= 0 || n >= len(HookDigits) {
		return ""
	}
	return HookDigits[n]
}

// HookKeyAction is the action the window's input makes of the key a hook
// publishes (a KeyboardEvent.key name: a number key, Enter), for the tests
// that play a table by its hook.
func HookKeyAction(key string) (Action, bool) {
	switch {
	case key == "Enter":
		return Action{Kind: ActConfirm}, true
	case len(key) == 1 && key[0] >= '1' && key[0] <= '7':
		return Action{Kind: ActPick, N: int(key[0] - '0')}, true
	}
	return Action{}, false
}
