package dicetable

import (
	"testing"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/game/storage"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
)

// hookHost is a window that gives the dice table the hooks h.
type hookHost struct{ h Hooks }

func (hookHost) Change(scene.Op)                        {}
func (hookHost) Quit()                                  {}
func (hookHost) Shot(string) bool                       { return false }
func (hookHost) DeviceScale() float64                   { return 1 }
func (hookHost) Store() storage.Store                   { return nil }
func (hookHost) NewSetup(*scene.Context) scene.Scene    { return nil }
func (hookHost) NewHelp(*scene.Context) scene.Scene     { return nil }
func (hookHost) NewSettings(*scene.Context) scene.Scene { return nil }
func (hookHost) NewMenu(*scene.Context) scene.Scene     { return nil }
func (w hookHost) DiceHooks() Hooks                     { return w.h }

// The game end's hooks reach the window's, and say so where it has none.
func TestHooksReachTheWindow(t *testing.T) {
	rec := &dice.Record{}
	alone := &scene.Context{}
	if _, err := Rematch(alone, nil); err == nil {
		t.Error("a rematch without a window")
	}
	if got := SaveRecord(alone, rec); got != "Records cannot be saved here." {
		t.Errorf("saved without a window: %q", got)
	}
	if got := SaveRecord(alone, nil); got != "This game keeps no record." {
		t.Errorf("saved no record: %q", got)
	}
	if got := Finished(alone, nil); got != "" {
		t.Errorf("finished without a window: %q", got)
	}
	var kept *dice.Record
	var seen Source
	var src Source = &ReplaySource{}
	c := &scene.Context{Host: hookHost{Hooks{
		Rematch:    func(_ *scene.Context, prev Source) (scene.Scene, error) { seen = prev; return nil, nil },
		SaveRecord: func(r *dice.Record) string { kept = r; return "kept" },
		Finished:   func(_ *scene.Context, s Source) string { seen = s; return "counted" },
	}}}
	if _, err := Rematch(c, src); err != nil || seen != src {
		t.Errorf("the rematch did not reach the window: %v", err)
	}
	if got := SaveRecord(c, rec); got != "kept" || kept != rec {
		t.Errorf("the record did not reach the window: %q", got)
	}
	seen = nil
	if got := Finished(c, src); got != "counted" || seen != src {
		t.Errorf("the statistics did not reach the window: %q", got)
	}
	if got := SaveRecord(c, nil); got != "This game keeps no record." {
		t.Errorf("saved no record: %q", got)
	}
}
