//go:build e2e

package scenes

import (
	"strconv"
	"unicode/utf8"

	"github.com/lasvegas-dice/lasvegas/scenes/handover"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The browser test hook's snapshot (contract v1 of build/e2e/README.md),
// written into a reused buffer.

var nameIDs = [MaxSeats]string{"name-1", "name-2", "name-3", "name-4", "name-5", "name-6"}
var tabIDs = [numGames]string{"tab-dice", "tab-royale", "tab-cards"}

// snapshot writes the state JSON of the contract into h.buf.
func (h *e2eHook) snapshot(a *App) []byte {
	c := &a.ctx
	top := a.Top()
	b := h.buf[:0]
	b = append(b, `{"v":1,"app":"lasvegas","tick":`...)
	b = strconv.AppendUint(b, c.Tick, 10)
	b = append(b, `,"frame":`...)
	b = strconv.AppendUint(b, h.frames, 10)
	b = append(b, `,"scene":`...)
	b = appendJSONString(b, e2eScene(top))
	b = append(b, `,"screen":{"w":`...)
	b = appendNum(b, c.VP.W)
	b = append(b, `,"h":`...)
	b = appendNum(b, c.VP.H)
	b = append(b, '}')
	hs := &h.hits
	hs.collect(c, top)
	h.fillTable(a)
	b = appendHits(b, hs.hits[:hs.nh], h.table.Hits[:h.table.NH])
	b = appendKeys(b, hs.hits[:hs.nh], h.table.Hits[:h.table.NH])
	if s, ok := top.(*Setup); ok {
		b = appendSetupE2E(b, s)
	}
	if h.table.Table {
		b = h.appendTable(b)
	} else {
		b = append(b, `,"phase":"wait","choices":[],"saved":null,"resumed":false`...)
	}
	b = append(b, `,"slowUpdate":`...)
	b = h.slowUpdate.appendJSON(b)
	b = append(b, `,"slowDraw":`...)
	b = h.slowDraw.appendJSON(b)
	var ts, cs float64
	var tsS, csS string
	if c.Kit != nil {
		ts, tsS, cs, csS = c.Kit.FrameSmallest()
	}
	b = append(b, `,"smallest":{"text":`...)
	b = appendNum(b, ts)
	b = append(b, `,"textS":`...)
	b = appendJSONString(b, tsS)
	b = append(b, `,"control":`...)
	b = appendNum(b, cs)
	b = append(b, `,"controlS":`...)
	b = appendJSONString(b, csS)
	b = append(b, '}')
	// Every kit's (a hosted table's too), in physical pixels.
	d := ui.DrawnSmallest()
	b = append(b, `,"drawn":`...)
	b = ui.AppendDrawnJSON(b, &d)
	b = append(b, `,"persistent":`...)
	b = strconv.AppendBool(b, h.env != nil && h.env.Store != nil && h.env.Store.Persistent())
	b = append(b, '}')
	h.buf = b
	return b
}

// e2eHits are the hit areas of the shell's scene on top (the setup's); a
// table's are its own (ui.HookState).
type e2eHits struct {
	hits [16]ui.HookHit
	nh   int
}

// collect lists what can be clicked on the shell's scene on top.
func (hs *e2eHits) collect(c *scene.Context, top scene.Scene) {
	hs.nh = 0
	if o, ok := top.(*scene.OverlayScene); ok {
		// The hot seat's handover, every game's (handover.Overlay): its
		// button, and Enter, once it takes a press.
		if ho, ok := o.Overlay().(*handover.Overlay); ok && ho.Age() >= handover.Settle {
			hs.add("handover", handover.Lay(c.VP.W, c.VP.H).Button)
			hs.hits[hs.nh-1].Keys[0], hs.hits[hs.nh-1].NK = "Enter", 1
		}
	}
	if s, ok := top.(*Setup); ok {
		l := s.layout(c)
		hs.add("quickstart", l.quick)
		for g, id := range tabIDs {
			hs.add(id, l.tabs[g])
		}
		if s.canContinue() { // the chosen tab's game
			hs.add("continue", l.cont)
		}
		for i := range s.seats {
			hs.add(nameIDs[i], s.fieldRect(&l, i))
		}
		hs.add("seed", s.fieldRect(&l, editSeed))
	}
}

// appendSetupE2E writes the setup's fields: "setup":{"names":[...],
// "seed":"...","editing":"name-1"|"seed"|""}.
func appendSetupE2E(b []byte, s *Setup) []byte {
	b = append(b, `,"setup":{"names":[`...)
	for i, st := range s.seats {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendJSONString(b, st.name)
	}
	b = append(b, `],"seed":`...)
	b = appendJSONString(b, s.seed)
	b = append(b, `,"editing":`...)
	ed := ""
	switch {
	case s.editing == editSeed:
		ed = "seed"
	case s.editing >= 0 && s.editing < len(s.seats):
		ed = nameIDs[s.editing]
	}
	b = appendJSONString(b, ed)
	b = append(b, `,"game":`...)
	b = appendJSONString(b, tabIDs[s.game][len("tab-"):])
	return append(b, '}')
}

func (hs *e2eHits) add(id string, r ui.Rect) {
	if hs.nh < len(hs.hits) {
		hs.hits[hs.nh] = ui.HookHit{ID: id, R: r}
		hs.nh++
	}
}

// appendHits writes the hit areas: the shell's, then the table's.
func appendHits(b []byte, lists ...[]ui.HookHit) []byte {
	b = append(b, `,"hits":[`...)
	first := true
	for _, hits := range lists {
		for i := range hits {
			hit := &hits[i]
			if hit.R.W <= 0 || hit.R.H <= 0 {
				continue
			}
			if !first {
				b = append(b, ',')
			}
			first = false
			b = append(b, `{"id":`...)
			b = appendJSONString(b, hit.ID)
			b = append(b, `,"x":`...)
			b = appendNum(b, hit.R.X)
			b = append(b, `,"y":`...)
			b = appendNum(b, hit.R.Y)
			b = append(b, `,"w":`...)
			b = appendNum(b, hit.R.W)
			b = append(b, `,"h":`...)
			b = appendNum(b, hit.R.H)
			b = append(b, '}')
		}
	}
	return append(b, ']')
}

// appendKeys writes the keys of each hit.
func appendKeys(b []byte, lists ...[]ui.HookHit) []byte {
	b = append(b, `,"keys":{`...)
	first := true
	for _, hits := range lists {
		for i := range hits {
			hit := &hits[i]
			if hit.NK == 0 {
				continue
			}
			if !first {
				b = append(b, ',')
			}
			first = false
			b = appendJSONString(b, hit.ID)
			b = append(b, ':')
			if hit.NK == 1 {
				b = appendJSONString(b, hit.Keys[0])
				continue
			}
			b = append(b, '[')
			for k := 0; k < hit.NK; k++ {
				if k > 0 {
					b = append(b, ',')
				}
				b = appendJSONString(b, hit.Keys[k])
			}
			b = append(b, ']')
		}
	}
	return append(b, '}')
}

// appendTable writes where the game on the table stands (h.table).
func (h *e2eHook) appendTable(b []byte) []byte {
	t := &h.table
	if t.Rounds > 0 {
		b = append(b, `,"round":`...)
		b = strconv.AppendInt(b, int64(t.Round), 10)
		b = append(b, `,"rounds":`...)
		b = strconv.AppendInt(b, int64(t.Rounds), 10)
	}
	b = append(b, `,"turn":`...)
	b = strconv.AppendInt(b, int64(t.Turn), 10)
	b = append(b, `,"human":`...)
	b = strconv.AppendInt(b, int64(t.Human), 10)
	b = append(b, `,"phase":`...)
	b = appendJSONString(b, t.Phase)
	b = append(b, `,"choices":[`...)
	for i, n := range t.Choices[:t.NC] {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	b = append(b, ']')
	if t.MovesKnown {
		b = append(b, `,"moves":`...)
		b = strconv.AppendInt(b, int64(t.Moves), 10)
	}
	if t.HasSave {
		b = append(b, `,"saved":`...)
		if t.Saved && h.env != nil && h.env.Store != nil {
			b = append(b, `{"round":`...)
			b = strconv.AppendInt(b, int64(t.SavedRound), 10)
			if t.MovesKnown {
				b = append(b, `,"moves":`...)
				b = strconv.AppendInt(b, int64(t.Moves), 10)
			}
			b = append(b, '}')
		} else {
			b = append(b, "null"...)
		}
		b = append(b, `,"resumed":`...)
		b = strconv.AppendBool(b, t.Resumed)
	}
	b = append(b, `,"players":[`...)
	for i := range t.Players[:t.NP] {
		p := &t.Players[i]
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, `{"name":`...)
		b = appendJSONString(b, p.Name)
		b = append(b, `,"bot":`...)
		b = strconv.AppendBool(b, p.Bot)
		if p.HasMoney {
			b = append(b, `,"money":`...)
			b = strconv.AppendInt(b, int64(p.Money), 10)
		}
		if p.LeftKey != "" {
			b = append(b, ',')
			b = appendJSONString(b, p.LeftKey)
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(p.Left), 10)
		}
		b = append(b, '}')
	}
	return append(b, ']')
}

func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c < 0x20:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = append(b, `\ufffd`...)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return append(b, '"')
}

func appendNum(b []byte, v float64) []byte {
	return strconv.AppendInt(b, int64(v+0.5*sign(v)), 10)
}

func sign(v float64) float64 {
	if v < 0 {
		return -1
	}
	return 1
}
