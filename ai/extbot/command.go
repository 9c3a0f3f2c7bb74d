package extbot

import (
	"errors"
	"fmt"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"unicode/utf8"
)

// SplitCommand splits a command line into the program and its arguments,
// without a shell: words are separated by spaces or tabs; 'single quotes'
// keep everything inside as it is; "double quotes" do too, except that \"
// and \\ stand for " and \. Outside quotes a backslash is an ordinary
// character (so Windows paths need no quoting). Nothing is expanded: no
// variables, no globs, no pipes.
func SplitCommand(command string) ([]string, error) {
	var args []string
	var cur strings.Builder
	inWord := false
	for i := 0; i < len(command); i++ {
		c := command[i]
		switch c {
		case ' ', '\t', '\n', '\r':
			if inWord {
				args = append(args, cur.String())
				cur.Reset()
				inWord = false
			}
		case '\'':
			inWord = true
			j := strings.IndexByte(command[i+1:], '\'')
			if j < 0 {
				return nil, fmt.Errorf("command %s: a ' is not closed", Quote(command, 60))
			}
			cur.WriteString(command[i+1 : i+1+j])
			i += j + 1
		case '"':
			inWord = true
			closed := false
			for i++; i < len(command); i++ {
				d := command[i]
				if d == '\\' && i+1 < len(command) && (command[i+1] == '"' || command[i+1] == '\\') {
					cur.WriteByte(command[i+1])
					i++
					continue
				}
				if d == '"' {
					closed = true
					break
				}
				cur.WriteByte(d)
			}
			if !closed {
				return nil, fmt.Errorf("command %s: a \" is not closed", Quote(command, 60))
			}
		default:
			inWord = true
			cur.WriteByte(c)
		}
	}
	if inWord {
		args = append(args, cur.String())
	}
	if len(args) == 0 {
		return nil, errors.New("empty command")
	}
	return args, nil
}

// JoinCommand is the inverse of SplitCommand: the words joined by spaces,
// each quoted where it needs to be.
func JoinCommand(args []string) string {
	var b strings.Builder
	for i, a := range args {
		if i > 0 {
			b.WriteByte(' ')
		}
		if a != "" && !strings.ContainsAny(a, " \t\n\r'\"") {
			b.WriteString(a)
			continue
		}
		if !strings.Contains(a, "'") {
			b.WriteString("'" + a + "'")
			continue
		}
		b.WriteByte('"')
		for j := 0; j < len(a); j++ {
			if a[j] == '"' || a[j] == '\\' {
				b.WriteByte('\\')
			}
			b.WriteByte(a[j])
		}
		b.WriteByte('"')
	}
	return b.String()
}

// ResolveCommand finds the program of a command line now, as the person
// typing it means it: a bare name is looked up in PATH, a relative path is
// made absolute against the current directory. It returns the command with
// the program's absolute path, so that the same program runs later whatever
// the directory or PATH is then. The arguments are kept as they are.
func ResolveCommand(command string) (string, error) {
	args, err := SplitCommand(command)
	if err != nil {
		return command, err
	}
	p, err := exec.LookPath(args[0])
	if err != nil && !errors.Is(err, exec.ErrDot) {
		return command, fmt.Errorf("program %s not found: %v", Quote(args[0], 80), unwrapExec(err))
	}
	if !filepath.IsAbs(p) {
		if abs, aerr := filepath.Abs(p); aerr == nil {
			p = abs
		}
	}
	args[0] = p
	return JoinCommand(args), nil
}

func unwrapExec(err error) error {
	var e *exec.Error
	if errors.As(err, &e) {
		return e.Err
	}
	return err
}

// Quote returns s in double quotes for a log line: control bytes, invalid
// UTF-8 and quotes escaped, and at most limit bytes between the quotes
// (ending in "..." when cut; no limit when limit <= 0), so that text from a
// program or a file can neither break a line, nor send terminal escapes,
// nor flood a log.
func Quote(s string, limit int) string {
	var b strings.Builder
	b.WriteByte('"')
	cut := 0 // length of b when the text is cut
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		var piece string
		if r == utf8.RuneError && size == 1 {
			piece = fmt.Sprintf(`\x%02x`, s[i])
		} else {
			q := strconv.Quote(string(r))
			piece = q[1 : len(q)-1]
		}
		if limit > 0 && b.Len()-1+len(piece) <= limit-3 {
			cut = b.Len() + len(piece)
		}
		if limit > 0 && b.Len()-1+len(piece) > limit {
			out := b.String()[:cut]
			return out + `..."`
		}
		b.WriteString(piece)
		i += size
	}
	b.WriteByte('"')
	return b.String()
}
