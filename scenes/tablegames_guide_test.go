package scenes

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/game/cardplay"
	"github.com/lasvegas-dice/lasvegas/game/royaleplay"
	"github.com/lasvegas-dice/lasvegas/game/storage"
)

// TestFirstCardGame: "First game" on the card game's tab opens the guided
// card game (you against two easy bots), whatever the tab's seats.
func TestFirstCardGame(t *testing.T) {
	store := storage.NewMemory()
	s := NewSetup(&Env{Store: store}, Options{Players: 5})
	a := headlessApp(t, s)
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

// TestFirstRoyaleGame: "First game" on Royale's tab opens the guided Royale
// game (you against two easy bots in the main game), highlighted until its
// guide was seen; the card game's guide seen leaves it highlighted.
func TestFirstRoyaleGame(t *testing.T) {
	store := storage.NewMemory()
	if err := store.Save("cards-guide.json", []byte("seen\n")); err != nil {
		t.Fatal(err)
	}
	s := NewSetup(&Env{Store: store}, Options{Players: 5})
	a := headlessApp(t, s)
	s.chooseGame(gameRoyale)
	if !s.hasFirstGame() || !s.firstUnseen() {
		t.Fatal("Royale's tab offers no first game, or does not highlight it")
	}
	clickAt(t, a, s.layout(&a.ctx).first)
	ts, ok := a.Top().(*tableScene)
	if !ok || ts.game != gameRoyale {
		t.Fatalf("First game on Royale's tab opened %T", a.Top())
	}
	for i := 0; i < 20; i++ {
		if err := a.step(); err != nil {
			t.Fatal(err)
		}
	}
	if err := store.Save("royale-guide.json", []byte("seen\n")); err != nil {
		t.Fatal(err)
	}
	again := NewSetup(&Env{Store: store}, Options{})
	if again.chooseGame(gameRoyale); again.firstUnseen() || !again.hasFirstGame() {
		t.Errorf("First game still highlighted once Royale's guide was seen")
	}
	sess, err := royaleplay.Load(royaleplay.Options{Store: store})
	if err != nil {
		t.Fatal(err)
	}
	defer sess.Close()
	names := sess.Names()
	if sess.Rules().Players != 3 || !sess.Rules().Main || len(names) != 3 || names[0] != "You" || !sess.Seats()[0].IsHuman() || sess.Seats()[1].IsHuman() || sess.Seats()[2].IsHuman() {
		t.Errorf("the first Royale game: %+v %v", sess.Rules(), names)
	}
}
