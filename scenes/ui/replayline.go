package ui

import "strconv"

// ReplayLine is a replay bar's line, "Replay · step 37 of 212" (and
// " · end of the record" at the end of an unfinished record), kept with
// what it says so that a frame that shows the same step builds no string:
// every game's replay viewer's.
type ReplayLine struct {
	at, total int
	end, made bool
	s         string
}

// Text is the line of step at of total (end: at the end of an unfinished
// record), the kept one when it says the same.
func (l *ReplayLine) Text(at, total int, end bool) string {
	if l.made && l.at == at && l.total == total && l.end == end {
		return l.s
	}
	b := make([]byte, 0, 64)
	b = append(b, "Replay · step "...)
	b = strconv.AppendInt(b, int64(at), 10)
	b = append(b, " of "...)
	b = strconv.AppendInt(b, int64(total), 10)
	if end {
		b = append(b, " · end of the record"...)
	}
	l.at, l.total, l.end, l.made, l.s = at, total, end, true, string(b)
	return l.s
}
