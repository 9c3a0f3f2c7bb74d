package scenes

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// TestFirstCardGame: "First game" on the card game's tab opens the guided
// card game (you against two easy bots), whatever the tab's seats; Royale
// has no guided game yet, so its tab keeps the button off.
func TestFirstCardGame(t *testing.T) {
	store := storage.NewMemory()
	s := NewSetup(&Env{Store: store}, Options{Players: 5})
	a := headlessApp(t, s)
	if s.chooseGame(gameRoyale); s.hasFirstGame() {
		t.Errorf("Royale's tab offers a first game")
	}
	s.chooseGame(gameCards)
	if !s.hasFirstGame() || !s.firstUnseen() {
		t.Fatal("the card game's tab offers no first game, or does not highlight it")
	}
	clickAt(t, a, s.layout(&a.ctx).first)
	ts, ok := a.Top().(*tableScene)
	if !ok || ts.game != gameCards {
		t.Fatalf("First game on the card game's tab opened %T", a.Top())
	}
	for i := 0; i < 20; i++ {
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
	if err := store.Save("cards-guide.json", []byte("seen\n")); err != nil {
		t.Fatal(err)
	}
	again := NewSetup(&Env{Store: store}, Options{})
	if again.chooseGame(gameCards); again.firstUnseen() || !again.hasFirstGame() {
		t.Errorf("First game still highlighted once the card game's guide was seen")
	}
	sess, err := cardplay.Load(cardplay.Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	names := sess.Names()
	if sess.Rules().Players != 3 || len(names) != 3 || names[0] != "You" || sess.Humans() != 1 {
		t.Errorf("the first card game: %d players %v, %d people", sess.Rules().Players, names, sess.Humans())
	}
}
