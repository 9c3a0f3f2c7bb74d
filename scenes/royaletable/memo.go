package royaletable

import (
	"github.com/lasvegas-dice/lasvegas/engine/royale"
	"github.com/lasvegas-dice/lasvegas/scenes/ui"
)

// The strings a frame draws change only when the state shown does: they
// are made once and kept (memo) until it changes, so that a steady frame
// allocates nothing.

// Memo sites: what a memoKey's a, b and c mean depends on it.
const (
	mTop     uint8 = iota + 1 // drawTop's left
	mDiceN                    // a casino's owner's "×n (k black)"
	mGroup                    // a roll group's label
	mLeft                     // a seat's dice left
	mChips                    // a seat's chips
	mWon                      // a seat's money
	mBank                     // the bank's title
	mBankRow                  // a bank's row
	mPrompt                   // the dock's placement prompt
	mHint                     // the dock's hint line
	mButton                   // a dock button's label
	mTile                     // a tile's state
	mWait                     // the arena's "… rolled"
	mBadge                    // a tile's id
)

// memoKey names one memo string: its site and its inputs beside the state.
type memoKey struct {
	site    uint8
	a, b, c int
}

// fitKey and fitVal are one fitMin's question and answer.
type fitKey struct {
	s             string
	f             ui.FontID
	size, w, lest float64
}

type fitVal struct {
	s    string
	size float64
}

// memos is the table's memo strings and fits, and the state they are of.
type memos struct {
	of   royale.State
	ok   bool
	strs map[memoKey]string
	fits map[fitKey]fitVal
	bar  ui.BarMemo // the top bar's line (barline.go)
	// arena is the arena's texts as fitted (arenatext.go).
	arena map[arenaKey]arenaFit
}

// arenaKey is one arena text's fit's question.
type arenaKey struct {
	s                 string
	f                 ui.FontID
	size, least, w, h float64
}

// arenaText is layArena with the table's kit, its answers kept.
func (t *Table) arenaText(s string, f ui.FontID, size, w, h float64) arenaFit {
	m := &t.memos
	k := arenaKey{s, f, size, t.lay.minText, w, h}
	if v, ok := m.arena[k]; ok {
		return v
	}
	if m.arena == nil || len(m.arena) > 256 {
		m.arena = map[arenaKey]arenaFit{}
	}
	v := layArena(t.kit, s, f, size, t.lay.minText, w, h)
	m.arena[k] = v
	return v
}

// memo is the string of k for state s, made by mk the first time.
func (t *Table) memo(s *royale.State, k memoKey, mk func() string) string {
	m := &t.memos
	if !m.ok || m.of != *s || m.strs == nil {
		m.of, m.ok = *s, true
		if m.strs == nil || len(m.strs) > 0 {
			m.strs = map[memoKey]string{}
		}
	}
	if v, ok := m.strs[k]; ok {
		return v
	}
	v := mk()
	m.strs[k] = v
	return v
}

// fitMin is fitMin with the table's kit, its answers kept.
func (t *Table) fitMin(s string, f ui.FontID, size, w, least float64) (string, float64) {
	m := &t.memos
	k := fitKey{s, f, size, w, least}
	if v, ok := m.fits[k]; ok {
		return v.s, v.size
	}
	if m.fits == nil || len(m.fits) > 2048 {
		m.fits = map[fitKey]fitVal{}
	}
	s, size = fitMin(t.kit, s, f, size, w, least)
	m.fits[k] = fitVal{s, size}
	return s, size
}
