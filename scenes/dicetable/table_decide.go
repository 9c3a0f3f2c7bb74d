package dicetable

import (
	"strconv"

	"github.com/lasvegas-dice/lasvegas/engine/dice"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// beginDecision prepares the choices of a human seat.
func (t *Table) beginDecision(c *ui.Stage, seat int) {
	t.deciding = true
	t.seat = seat
	t.legal = append(t.legal[:0], t.src.Legal()...)
	t.sel = -1
	t.hoverOpt = -1
	t.preview = previewInfo{}
	t.clearHint()
	t.m.Sync(t.src.View())
	t.placeDice(false)
	t.buildOptionLabels()
	t.updatePrompt()
	c.Say(ui.CueClick)
	c.Snap("decision")
	if t.choiceKind() == dice.ActKick {
		t.layoutOptions()
		c.Snap("table-kick")
	}
	t.handover(c, seat)
	t.guideAt(c, guideDecide, nil)
}

// phaseOf says what kind of choice the legal list is.
func (t *Table) choiceKind() dice.ActionKind {
	if len(t.legal) == 0 {
		return dice.ActNone
	}
	return t.legal[0].Kind
}

// buildOptionLabels names the choices for buttons (kick targets, chips).
func (t *Table) buildOptionLabels() {
	t.optLabels = t.optLabels[:0]
	for _, a := range t.legal {
		var s string
		switch a.Kind {
		case dice.ActPlace:
			if a.Casino == dice.SlotMachine {
				s = "Slot machine"
			} else {
				s = t.casName[a.Casino]
			}
		case dice.ActKick:
			q := int(a.Target.Owner)
			who := "white"
			if q == t.seat {
				who = "your"
			} else if q >= 0 && q < t.m.Players {
				who = Possessive(t.m.Seats[q].Name)
			}
			switch a.Target.Kind {
			case dice.Biggy:
				s = who + " Biggy"
			case dice.White:
				s = "a white die"
			default:
				s = who + " die"
			}
		case dice.ActTakeChip:
			s = a.Chip.String() + " chip"
		default:
			s = a.Kind.String()
		}
		t.optLabels = append(t.optLabels, s)
	}
}

// optionsFor lists the legal indices placing face f (casino first, then slot).
func (t *Table) optionFor(face, casino int) int {
	for i, a := range t.legal {
		if a.Kind == dice.ActPlace && int(a.Face) == face && int(a.Casino) == casino {
			return i
		}
	}
	return -1
}

func (t *Table) firstOptionForFace(face int) int {
	if i := t.optionFor(face, face); i >= 0 {
		return i
	}
	return t.optionFor(face, dice.SlotMachine)
}

// choose selects option i; choosing the selected option again (or any
// option when confirmation is off) plays it.
func (t *Table) choose(c *ui.Stage, i int) {
	if i < 0 || i >= len(t.legal) {
		return
	}
	if i == t.sel || !c.Confirm {
		t.sel = i
		t.submit(c)
		return
	}
	t.sel = i
	c.Say(ui.CueClick)
	t.computePreview(i)
	t.updatePrompt()
	t.layoutOptions()
	if t.nOptRects > 1 && t.choiceKind() == dice.ActPlace {
		c.Snap("table-target-choice")
	}
}

func (t *Table) submit(c *ui.Stage) {
	if !t.deciding || t.sel < 0 || t.sel >= len(t.legal) {
		return
	}
	a := t.legal[t.sel]
	// The decision ends before the session is told, so a second click in
	// the same tick (or during the animation) can never place twice.
	t.deciding = false
	t.clearHint()
	t.sel = -1
	t.legal = t.legal[:0]
	t.preview = previewInfo{}
	if err := t.src.Submit(a); err != nil {
		t.lastErr = err.Error()
		return
	}
	t.lastErr = ""
	t.updatePrompt()
}

// handleDecisionInput maps actions to the choices.
func (t *Table) handleDecisionInput(c *ui.Stage) {
	in := c.In
	kind := t.choiceKind()
	for i, a := range in.Actions() {
		if !t.deciding {
			return
		}
		if t.advisorInput(c, i, a) {
			continue
		}
		switch a.Kind {
		case ui.ActPick:
			in.Consume(i)
			if kind == dice.ActPlace {
				t.choose(c, t.placeOptionForKey(a.N))
			} else {
				t.choose(c, a.N-1)
			}
		case ui.ActNext, ui.ActDown:
			in.Consume(i)
			t.sel = (t.sel + 1) % len(t.legal)
			t.computePreview(t.sel)
			t.updatePrompt()
		case ui.ActPrev, ui.ActUp:
			in.Consume(i)
			t.sel--
			if t.sel < 0 {
				t.sel = len(t.legal) - 1
			}
			t.computePreview(t.sel)
			t.updatePrompt()
		case ui.ActConfirm:
			in.Consume(i)
			if t.sel >= 0 {
				t.submit(c)
			}
		case ui.ActCancel:
			if t.sel >= 0 {
				in.Consume(i)
				t.sel = -1
				t.preview = previewInfo{}
				t.updatePrompt()
			}
		case ui.ActClick:
			if j := t.hitOption(a.X, a.Y); j >= -1 {
				in.Consume(i)
				if j == -1 { // the confirm button
					if t.sel >= 0 {
						t.submit(c)
					}
				} else {
					t.choose(c, j)
				}
			}
		case ui.ActPointerMove:
			h := t.hitOption(a.X, a.Y)
			if h != t.hoverOpt {
				t.hoverOpt = h
				if t.sel < 0 {
					if h >= 0 {
						t.computePreview(h)
					} else {
						t.preview = previewInfo{}
					}
				}
			}
		}
	}
}

// hitOption returns the option under (x, y): an index, -1 for the confirm
// button, or -2 for nothing.
func (t *Table) hitOption(x, y float64) int {
	if t.sel >= 0 && t.L.Confirm.Contains(x, y) {
		return -1
	}
	for j := range t.optRects[:t.nOptRects] {
		if t.optRects[j].Contains(x, y) {
			return t.optIdx[j]
		}
	}
	switch t.choiceKind() {
	case dice.ActPlace:
		area := ArenaDiceArea(&t.L)
		if area.Contains(x, y) {
			f := int((x-area.X)/(area.W/6)) + 1
			if t.sel >= 0 && int(t.legal[t.sel].Face) == f {
				return t.sel
			}
			if j := t.firstOptionForFace(f); j >= 0 {
				return j
			}
			return -2
		}
		for n := 1; n <= t.m.Casinos; n++ {
			if !t.L.Casinos[n].Contains(x, y) {
				continue
			}
			cas := n
			if n == SlotIndex {
				cas = dice.SlotMachine
			}
			if t.sel >= 0 {
				if j := t.optionFor(int(t.legal[t.sel].Face), cas); j >= 0 {
					return j
				}
			}
			if cas != dice.SlotMachine {
				return t.optionFor(n, n)
			}
			for k, o := range t.legal {
				if o.Casino == dice.SlotMachine {
					return k
				}
			}
		}
	case dice.ActKick:
		// Clicking a participant's dice on the kicked casino picks them
		// (not on a phone: its groups are under a tap's 44 CSS px, its
		// option buttons are the targets).
		r := t.L.Casinos[t.kickCasinoIndex()]
		if !t.L.Phone && r.Contains(x, y) {
			p := t.L.CasinoParts(t.kickCasinoIndex())
			for j, a := range t.legal {
				if cell, ok := t.cellRect(p.Dice, t.kickCasinoIndex(), int(a.Target.Owner)); ok && cell.Contains(x, y) {
					return j
				}
			}
		}
	}
	return -2
}

func (t *Table) kickCasinoIndex() int {
	if t.kickCasino == dice.SlotMachine {
		return SlotIndex
	}
	if t.kickCasino < 1 || t.kickCasino > 7 {
		return 1
	}
	return t.kickCasino
}

// placeOptionForKey is the placement that number key n (1-6, or 7 for the
// slot machine) chooses, or -1.
func (t *Table) placeOptionForKey(n int) int {
	if n == SlotIndex {
		f := 0
		if t.sel >= 0 {
			f = int(t.legal[t.sel].Face)
		}
		j := -1
		if f > 0 {
			j = t.optionFor(f, dice.SlotMachine)
		}
		if j < 0 {
			for k, o := range t.legal {
				if o.Casino == dice.SlotMachine {
					j = k
					break
				}
			}
		}
		return j
	}
	j := t.optionFor(n, n)
	if t.sel >= 0 && int(t.legal[t.sel].Face) == n {
		j = t.sel // pressing the number again confirms whatever target is chosen
	}
	if j < 0 {
		j = t.firstOptionForFace(n)
	}
	return j
}

// computePreview explains what option i would do to the standing. A
// placement is played out by the engine on a copy of the position
// (PreviewPlace), so the preview pays as the engine would.
func (t *Table) computePreview(i int) {
	t.preview = previewInfo{}
	if i < 0 || i >= len(t.legal) {
		return
	}
	a := t.legal[i]
	switch a.Kind {
	case dice.ActPlace:
		o, ok := PreviewPlace(t.src.Position(), t.seat, a)
		if !ok {
			return
		}
		idx := int(a.Casino) // o's casino
		if idx == dice.SlotMachine {
			idx = SlotIndex
		}
		line := t.casName[idx] + ": " + o.Describe()
		kickers, whites := 0, 0
		for k := 0; k < int(t.m.Roll.N); k++ {
			if t.m.Roll.Face[k] == a.Face {
				switch t.m.Roll.Kind[k] {
				case dice.Kicker:
					kickers++
				case dice.White:
					whites++
				}
			}
		}
		if whites > 0 {
			line += "; plus " + ui.Plural(whites, "white die", "white dice")
		}
		if kickers > 0 {
			line += "; your Kicker knocks a die off"
		}
		t.preview = previewInfo{valid: true, casino: idx, line: line}
	case dice.ActKick:
		line, ok := PreviewKick(t.src.Position(), t.seat, a, t.names)
		if !ok {
			line = "Knock " + t.optLabels[i] + " off " + t.casName[t.kickCasinoIndex()]
		}
		t.preview = previewInfo{valid: true, casino: t.kickCasinoIndex(), line: line}
	}
}

// updatePrompt sets the instruction line.
func (t *Table) updatePrompt() {
	if t.deciding {
		name := t.m.Seats[t.seat].Name
		switch t.choiceKind() {
		case dice.ActPlace:
			if t.sel >= 0 {
				a := t.legal[t.sel]
				n := 0
				for k := 0; k < int(t.m.Roll.N); k++ {
					if t.m.Roll.Face[k] == a.Face {
						n++
					}
				}
				target := t.casName[a.Casino&7]
				if a.Casino == dice.SlotMachine {
					target = "the slot machine"
				}
				again := "?  Click again or press Enter"
				if t.touch {
					again = "?  Tap again or Confirm"
				}
				t.prompt = "Place " + ui.Plural(n, "die", "dice") + " showing " + strconv.Itoa(int(a.Face)) + " on " + target + again
			} else if t.touch {
				t.prompt = name + ", choose a number: tap its dice or a casino"
			} else {
				t.prompt = name + ", choose a number: click dice or a casino, or press 1-6"
			}
		case dice.ActKick:
			t.prompt = name + ", your Kicker knocks one die off " + t.casName[t.kickCasinoIndex()] + ": choose it"
		default:
			t.prompt = name + ", choose"
		}
		return
	}
	if t.payCasino > 0 {
		t.prompt = "Payout: " + t.casName[t.payCasino]
		return
	}
	if t.m.Dealing {
		t.prompt = DealingLabel
		return
	}
	if t.m.Turn >= 0 && t.m.Turn < t.m.Players {
		s := t.m.Seats[t.m.Turn]
		if s.Human {
			t.prompt = Possessive(s.Name) + " turn"
		} else {
			t.prompt = Subject(s.Name, "are", "is") + " playing…"
		}
		if t.last.Line != "" {
			t.prompt = t.last.Line // whose turn it is: the panel's TURN tag
		}
	}
}
