package books

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Problem is something wrong in a ledger file, at a line of it.
type Problem struct {
	File string `json:"file"`
	// Line is the line of the file (0 when the problem is with the file as
	// a whole, or with a record not yet written).
	Line int    `json:"line,omitempty"`
	Msg  string `json:"message"`
	// Fix suggests what would be right.
	Fix string `json:"fix,omitempty"`
	// Quote is the line as it stands in the file.
	Quote string `json:"quote,omitempty"`
	// Severity says whether the problem makes the file unsound.
	Severity Severity `json:"severity"`
}

// Severity is how bad a problem is.
type Severity string

// The severities.
const (
	// Error: the ledger is unsound (it does not read, a sum is not zero,
	// the audit differs, the rotation is wrong, …); nothing is added to it
	// until it is mended.
	Error Severity = "error"
	// Warning: flagged, but the ledger is sound and can be added to, such
	// as a player whose play money went below zero.
	Warning Severity = "warning"
)

// Error returns the problem as one line: FILE:LINE: what is wrong.
func (p *Problem) Error() string {
	msg := p.Msg
	if p.Severity == Warning {
		msg = "warning: " + msg
	}
	switch {
	case p.File == "":
		return msg
	case p.Line == 0:
		return fmt.Sprintf("%s: %s", p.File, msg)
	}
	return fmt.Sprintf("%s:%d: %s", p.File, p.Line, msg)
}

// Problems is the error for a ledger that has problems: the first one, and
// how many more there are.
type Problems []*Problem

// Error returns the first problem as one line, saying how many more there are.
func (ps Problems) Error() string {
	if len(ps) == 0 {
		return "no problems"
	}
	s := ps[0].Error()
	if len(ps) > 1 {
		s += fmt.Sprintf(" (and %d more)", len(ps)-1)
	}
	return s
}

// Errors returns the problems that are not warnings.
func (ps Problems) Errors() Problems {
	var out Problems
	for _, p := range ps {
		if p.Severity != Warning {
			out = append(out, p)
		}
	}
	return out
}

// Warnings returns the problems that are warnings.
func (ps Problems) Warnings() Problems {
	var out Problems
	for _, p := range ps {
		if p.Severity == Warning {
			out = append(out, p)
		}
	}
	return out
}

// Found collects the problems found while a file is read and replayed.
type Found struct {
	File string
	list Problems
}

// At records a problem at a line (0 for none).
func (ps *Found) At(line int, fix, format string, args ...any) {
	ps.list = append(ps.list, &Problem{File: ps.File, Line: line, Msg: fmt.Sprintf(format, args...), Fix: fix, Severity: Error})
}

// Warn records a warning at a line.
func (ps *Found) Warn(line int, fix, format string, args ...any) {
	ps.At(line, fix, format, args...)
	ps.list[len(ps.list)-1].Severity = Warning
}

// Add records problem p.
func (ps *Found) Add(p *Problem) { ps.list = append(ps.list, p) }

// Len is the number of problems recorded.
func (ps *Found) Len() int { return len(ps.list) }

// Finish sorts the problems by line and quotes each line from data.
func (ps *Found) Finish(data []byte) Problems {
	sort.SliceStable(ps.list, func(i, j int) bool { return ps.list[i].Line < ps.list[j].Line })
	if len(ps.list) == 0 {
		return nil
	}
	lines := strings.Split(string(data), "\n")
	for _, p := range ps.list {
		if p.Line > 0 && p.Line <= len(lines) {
			p.Quote = quote(strings.TrimRight(lines[p.Line-1], "\r"))
		}
	}
	return ps.list
}

// quote returns a line of the file fit to print: as it is when it is
// printable text, else escaped, and cut short when very long. It looks at
// no more of the line than it shows, since every problem on a long line
// quotes it.
func quote(line string) string {
	const most = 200
	cut := false
	n := 0
	for i := range line {
		if n == most {
			line, cut = line[:i], true
			break
		}
		n++
	}
	printable := utf8.ValidString(line) && strings.IndexFunc(line, func(r rune) bool {
		return r != '\t' && !unicode.IsPrint(r)
	}) < 0
	if !printable {
		line = strconv.Quote(line)
	}
	if r := []rune(line); len(r) > most {
		line, cut = string(r[:most]), true
	}
	if cut {
		line += "…"
	}
	return line
}
