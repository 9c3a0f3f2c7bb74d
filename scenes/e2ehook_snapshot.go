//go:build e2e

package scenes

import (
	"strconv"
	"unicode/utf8"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/dicetable"
	"github.com/lasvegas-dice/lasvegas/scenes/scene"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The browser test hook's snapshot (contract v1 of build/e2e/README.md),
// written into a reused buffer.

type e2eHit struct {
	id   string
	r    ui.Rect
	keys [2]string
	nk   int
}

var casinoIDs = [...]string{"", "casino-1", "casino-2", "casino-3", "casino-4", "casino-5", "casino-6"}
var optionIDs = [...]string{"", "option-1", "option-2", "option-3", "option-4", "option-5", "option-6", "option-7"}
var nameIDs = [MaxSeats]string{"name-1", "name-2", "name-3", "name-4", "name-5", "name-6"}
var tabIDs = [numGames]string{"tab-dice", "tab-royale", "tab-cards"}
var digitKeys = [...]string{"", "1", "2", "3", "4", "5", "6", "7"}

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
	var hs e2eHits
	hs.collect(c, top)
	b = hs.appendHits(b)
	b = hs.appendKeys(b)
	if s, ok := top.(*Setup); ok {
		b = appendSetupE2E(b, s)
	}
	if t := a.tableUnder(); t != nil {
		b = h.appendTable(b, t, &hs)
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

// e2eHits are the hit areas and keys of the scene on top, and the table's
// phase and choices.
type e2eHits struct {
	hits    [16]e2eHit
	nh      int
	choices [7]int
	nc      int
	phase   string
}

// collect lists what can be clicked or pressed on the scene on top.
func (hs *e2eHits) collect(c *scene.Context, top scene.Scene) {
	hs.phase = "wait"
	switch s := top.(type) {
	case *Setup:
		l := s.layout(c)
		hs.add(e2eHit{id: "quickstart", r: l.quick})
		for g, id := range tabIDs {
			hs.add(e2eHit{id: id, r: l.tabs[g]})
		}
		if s.saved != nil {
			hs.add(e2eHit{id: "continue", r: l.cont})
		}
		for i := range s.seats {
			hs.add(e2eHit{id: nameIDs[i], r: s.fieldRect(&l, i)})
		}
		hs.add(e2eHit{id: "seed", r: s.fieldRect(&l, editSeed)})
	case *tableScene:
		t, ok := s.diceTable()
		if !ok {
			break
		}
		if v := t.E2E(); v.Deciding {
			hs.phase = "choose"
			if v.Kind == dice.ActPlace {
				hs.collectPlaces(c, &v)
			} else {
				hs.collectOptions(c, &v)
			}
		}
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

func (hs *e2eHits) add(h e2eHit) {
	hs.hits[hs.nh] = h
	hs.nh++
}

// collectPlaces lists the casinos a placement may go to.
func (hs *e2eHits) collectPlaces(c *scene.Context, s *dicetable.TableE2E) {
	for n := 1; n <= 6; n++ {
		j := s.Places[n]
		if j < 0 {
			continue
		}
		hs.choices[hs.nc] = n
		hs.nc++
		hit := e2eHit{id: casinoIDs[n], r: s.Casinos[n]}
		switch {
		case !c.Settings.ConfirmPlace || s.Sel == j:
			// The number key plays it at once (again, when selected).
			hit.keys[0], hit.nk = digitKeys[n], 1
		default:
			hit.keys[0], hit.keys[1], hit.nk = digitKeys[n], "Enter", 2
		}
		if c.Settings.ConfirmPlace && s.Sel != j {
			// A click only selects; a second one places. Publish
			// no pointer target that does not act at once.
			hit.r = ui.Rect{}
		}
		hs.add(hit)
	}
}

// collectOptions lists the option buttons of other choices.
func (hs *e2eHits) collectOptions(c *scene.Context, s *dicetable.TableE2E) {
	// Kick targets, chips: the option buttons, and number keys
	// (1 = the first choice). Not part of contract v1, which
	// only places dice.
	for k := 0; k < len(s.Options) && hs.nh < len(hs.hits) && s.OptIdx[k]+1 < len(digitKeys); k++ {
		j := s.OptIdx[k]
		hit := e2eHit{id: optionIDs[j+1], r: s.Options[k]}
		if !c.Settings.ConfirmPlace || s.Sel == j {
			hit.keys[0], hit.nk = digitKeys[j+1], 1
		} else {
			hit.keys[0], hit.keys[1], hit.nk = digitKeys[j+1], "Enter", 2
			hit.r = ui.Rect{}
		}
		hs.add(hit)
	}
}

// appendHits writes the hit areas.
func (hs *e2eHits) appendHits(b []byte) []byte {
	b = append(b, `,"hits":[`...)
	first := true
	for _, hit := range hs.hits[:hs.nh] {
		if hit.r.W <= 0 || hit.r.H <= 0 {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = append(b, `{"id":`...)
		b = appendJSONString(b, hit.id)
		b = append(b, `,"x":`...)
		b = appendNum(b, hit.r.X)
		b = append(b, `,"y":`...)
		b = appendNum(b, hit.r.Y)
		b = append(b, `,"w":`...)
		b = appendNum(b, hit.r.W)
		b = append(b, `,"h":`...)
		b = appendNum(b, hit.r.H)
		b = append(b, '}')
	}
	return append(b, ']')
}

// appendKeys writes the keys of each hit.
func (hs *e2eHits) appendKeys(b []byte) []byte {
	b = append(b, `,"keys":{`...)
	first := true
	for _, hit := range hs.hits[:hs.nh] {
		if hit.nk == 0 {
			continue
		}
		if !first {
			b = append(b, ',')
		}
		first = false
		b = appendJSONString(b, hit.id)
		b = append(b, ':')
		if hit.nk == 1 {
			b = appendJSONString(b, hit.keys[0])
		} else {
			b = append(b, '[')
			for k := 0; k < hit.nk; k++ {
				if k > 0 {
					b = append(b, ',')
				}
				b = appendJSONString(b, hit.keys[k])
			}
			b = append(b, ']')
		}
	}
	return append(b, '}')
}

// appendTable writes where the game on table t stands.
func (h *e2eHook) appendTable(b []byte, tb *dicetable.Table, hs *e2eHits) []byte {
	t := tb.E2E()
	gs := t.Game
	round := t.Model.Round + 1
	if gs != nil {
		round = gs.S.State().Round() + 1
	}
	b = append(b, `,"round":`...)
	b = strconv.AppendInt(b, int64(min(round, t.Model.Rounds)), 10)
	b = append(b, `,"rounds":`...)
	b = strconv.AppendInt(b, int64(t.Model.Rounds), 10)
	turn, human := t.Model.Turn, -1
	for i := 0; i < t.Model.Players; i++ {
		if t.Model.Seats[i].Human {
			human = i
			break
		}
	}
	if t.Deciding {
		turn, human = t.Seat, t.Seat
	}
	b = append(b, `,"turn":`...)
	b = strconv.AppendInt(b, int64(turn), 10)
	b = append(b, `,"human":`...)
	b = strconv.AppendInt(b, int64(human), 10)
	b = append(b, `,"phase":`...)
	b = appendJSONString(b, hs.phase)
	b = append(b, `,"choices":[`...)
	for i, n := range hs.choices[:hs.nc] {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendInt(b, int64(n), 10)
	}
	b = append(b, ']')
	if gs != nil {
		moves := h.countMoves(gs)
		b = append(b, `,"moves":`...)
		b = strconv.AppendInt(b, int64(moves), 10)
		b = append(b, `,"saved":`...)
		if h.env != nil && h.env.Store != nil && gs.S.SaveError() == nil && len(gs.S.Record().History) > 0 && !gs.S.Over() {
			// The session autosaves after every action.
			b = append(b, `{"round":`...)
			b = strconv.AppendInt(b, int64(round), 10)
			b = append(b, `,"moves":`...)
			b = strconv.AppendInt(b, int64(moves), 10)
			b = append(b, '}')
		} else {
			b = append(b, "null"...)
		}
		b = append(b, `,"resumed":`...)
		b = strconv.AppendBool(b, gs.Resumed)
	}
	b = append(b, `,"players":[`...)
	for i := 0; i < t.Model.Players; i++ {
		if i > 0 {
			b = append(b, ',')
		}
		sv := &t.Model.Seats[i]
		b = append(b, `{"name":`...)
		b = appendJSONString(b, sv.Name)
		b = append(b, `,"bot":`...)
		b = strconv.AppendBool(b, !sv.Human)
		b = append(b, `,"money":`...)
		b = strconv.AppendInt(b, int64(sv.Money), 10)
		b = append(b, `,"diceLeft":`...)
		b = strconv.AppendInt(b, int64(sv.DiceLeft()), 10)
		b = append(b, '}')
	}
	b = append(b, ']')
	return b
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
