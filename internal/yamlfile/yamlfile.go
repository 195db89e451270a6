// Package yamlfile reads YAML files strictly, for rulesets and ledgers:
// unknown fields are errors, and every error is one line "FILE:LINE: what
// is wrong", the way compilers and hledger report.
package yamlfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"regexp"
	"strings"
	"sync"
	"unicode"

	"gopkg.in/yaml.v3"
)

// Error is a problem at a place in a file.
type Error struct {
	File string
	Line int // 0 when the problem is with the file as a whole
	Msg  string
	// Fix, when known, says what would be right, for a person editing the
	// file ("did you mean transfers?"). Error() leaves it out.
	Fix string
}

// Error returns "FILE:LINE: what is wrong" (without the fix).
func (e *Error) Error() string {
	if e.Line == 0 {
		return fmt.Sprintf("%s: %s", e.File, e.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, e.Msg)
}

// At returns an error at the line of node n.
func At(file string, n *yaml.Node, format string, args ...any) *Error {
	line := 0
	if n != nil {
		line = n.Line
	}
	return &Error{File: file, Line: line, Msg: fmt.Sprintf(format, args...)}
}

// yaml.v3's messages, read only to report an error: compiled when first
// needed, so that every start-up of dragon does not pay for them.
var (
	lineRe   = lazyRegexp(`^line (\d+): (.*)$`)
	anchorRe = lazyRegexp(`^unknown anchor '(.*)' referenced$`)
)

func lazyRegexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

// Parse parses data, which must hold exactly one YAML document, into its
// node tree, without decoding it into a type: for files walked node by node
// (see Fields, Str, Int, Bool). Syntax errors name the line where the
// problem shows, which is not always the line yaml.v3 reports. Parse never
// panics, whatever the bytes.
func Parse(file string, data []byte) (*yaml.Node, error) {
	var root yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	err := safely(func() error { return dec.Decode(&root) })
	if errors.Is(err, io.EOF) || (err == nil && root.Kind == 0) {
		return nil, &Error{File: file, Msg: "the file is empty", Fix: "start it again with the command that creates it"}
	}
	if err != nil {
		return nil, convert(file, data, err)
	}
	var extra yaml.Node
	err = safely(func() error { return dec.Decode(&extra) })
	if !errors.Is(err, io.EOF) {
		line := extra.Line
		if err != nil {
			line = 0
			if e, ok := convert(file, data, err).(*Error); ok {
				line = e.Line
			}
		}
		return nil, &Error{File: file, Line: line, Msg: "a second YAML document; a file holds one", Fix: "remove the '---' line and what follows it, or move it into the first document"}
	}
	return &root, nil
}

// safely runs f, turning a panic inside yaml.v3 into an error: no input
// may crash the program.
func safely(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("yaml: the YAML cannot be read (%v)", r)
		}
	}()
	return f()
}

// convert turns yaml.v3's errors into one line with the file and line.
func convert(file string, data []byte, err error) error {
	return lineError(file, data, strings.TrimPrefix(err.Error(), "yaml: "))
}

// lineError reads yaml.v3's "line N: msg". For a syntax error (data is
// given), yaml.v3 reports the line where the enclosing block starts, and
// for some errors no line; the line is found again by parsing from there.
func lineError(file string, data []byte, s string) error {
	s = strings.TrimSpace(strings.SplitN(s, "\n", 2)[0])
	line := 0
	msg := s
	if m := lineRe().FindStringSubmatch(s); m != nil {
		fmt.Sscan(m[1], &line)
		msg = m[2]
	}
	msg = strings.ReplaceAll(msg, "!!", "")
	e := &Error{File: file, Line: line, Msg: msg}
	if data != nil {
		// yaml.v3 counts a lone \r (and U+0085) as a line break, and puts
		// the end of the stream on the line after the last: the line is one
		// of those an editor shows.
		e.Line = min(locate(data, line, msg), bytes.Count(data, []byte("\n"))+1)
		e.Fix = syntaxFix(msg, lineOf(data, e.Line))
		// A space YAML does not take for one (a no-break space, pasted
		// from a web page) breaks the line after it as often as its own.
		for _, n := range []int{e.Line - 1, e.Line} {
			if r := oddSpace(lineOf(data, n)); r != 0 {
				e.Line = n
				e.Fix = fmt.Sprintf("indent with plain spaces: this line starts with a %U, which looks like one but is not", r)
				break
			}
		}
	}
	return e
}

// oddSpace returns the first character of line's indentation that looks
// like a space but is not one, or 0.
func oddSpace(line string) rune {
	for _, r := range line {
		switch {
		case r == ' ':
			continue
		case r > unicode.MaxASCII && unicode.IsSpace(r):
			return r
		}
		return 0
	}
	return 0
}

// locate finds the line of a syntax error: the first line at which the
// text from the reported line on fails to parse with the same message.
// It looks at most window lines on and falls back to the reported line.
func locate(data []byte, reported int, msg string) int {
	lines := strings.SplitAfter(string(data), "\n")
	if m := anchorRe().FindStringSubmatch(msg); m != nil {
		for i, l := range lines {
			if strings.Contains(l, "*"+m[1]) {
				return i + 1
			}
		}
	}
	start := itemStart(lines, reported)
	if start > len(lines) {
		return reported
	}
	// The first line k at which lines start..k fail with the message.
	// Failing is taken to last once it starts, so a binary search finds k
	// in a few parses, whatever the file's size.
	const window = 400
	hi := min(len(lines), start+window-1)
	failsAt := func(k int) bool {
		snippet := strings.Join(lines[start-1:k], "")
		var n yaml.Node
		err := safely(func() error { return yaml.Unmarshal([]byte(snippet), &n) })
		if err == nil {
			return false
		}
		got := strings.TrimPrefix(err.Error(), "yaml: ")
		if m := lineRe().FindStringSubmatch(got); m != nil {
			got = m[2]
		}
		return got == msg
	}
	if !failsAt(hi) {
		if reported == 0 {
			return 1
		}
		return reported
	}
	lo := start
	for lo < hi {
		mid := (lo + hi) / 2
		if failsAt(mid) {
			hi = mid
		} else {
			lo = mid + 1
		}
	}
	return lo
}

// itemStart is the line to parse from for an error reported at line
// reported: the start of the list item holding it (a record of a ledger),
// so that the text parsed from there is whole YAML up to the mistake.
// yaml.v3 may report a line inside the item, from which the text reads
// differently; without an item within reach it is the reported line.
func itemStart(lines []string, reported int) int {
	const reach = 50
	if reported < 1 {
		return 1
	}
	for i := min(reported, len(lines)); i >= 1 && i > reported-reach; i-- {
		if t := strings.TrimLeft(lines[i-1], " "); t == "-\n" || strings.HasPrefix(t, "- ") {
			return i
		}
	}
	return reported
}

// lineOf returns line n of data (from 1), or "".
func lineOf(data []byte, n int) string {
	for i := 1; len(data) > 0; i++ {
		line, rest, _ := bytes.Cut(data, []byte("\n"))
		if i == n {
			return string(line)
		}
		data = rest
	}
	return ""
}

// syntaxFix suggests what usually causes a syntax error at line.
func syntaxFix(msg, line string) string {
	indent := line[:len(line)-len(strings.TrimLeft(line, " \t"))]
	opens := strings.Count(line, "{") + strings.Count(line, "[")
	closes := strings.Count(line, "}") + strings.Count(line, "]")
	switch {
	case strings.Contains(msg, "tab character"), strings.Contains(indent, "\t"):
		return "indent with spaces, not tabs"
	// Bytes that are not text come first: the brackets around them are
	// not what is wrong.
	case strings.Contains(msg, "control characters"), strings.Contains(msg, "UTF-8"), strings.Contains(msg, "UTF-16"):
		return "the file holds bytes that are not text: it may be damaged; take it from a copy, or retype this line"
	case closes > opens:
		return "this line closes more brackets or braces than it opens; remove the one too many"
	case strings.Contains(msg, "mapping values are not allowed"):
		return "check the indentation of this line, and quote a value that holds ': ' (\"like: this\")"
	case strings.Contains(msg, "did not find expected key"), strings.Contains(msg, "did not find expected '-'"):
		return "line this up with the fields above it: each level is indented by the same spaces"
	case strings.Contains(msg, "did not find expected ','"):
		closer := msg[len(msg)-2 : len(msg)-1] // the '}' or ']' yaml.v3 expected
		return fmt.Sprintf("close with %s what this line opens, or quote a value that holds ',' or '%s'", closer, closer)
	case opens > closes && !strings.Contains(msg, "mapping values"):
		return "close on this line what it opens: { with }, [ with ]"
	case strings.Contains(msg, "cannot start any token"):
		return "quote a value that starts with @, ` or %"
	case strings.Contains(msg, "unexpected end of stream"):
		return "close the quote opened here"
	case strings.Contains(msg, "anchor"):
		return "write the value out in full; a ledger does not use anchors (&name) or aliases (*name)"
	}
	return "compare this line with the ones like it above"
}
