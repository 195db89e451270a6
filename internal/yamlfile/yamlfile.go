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

	"gopkg.in/yaml.v3"
)

// Error is a problem at a place in a file.
type Error struct {
	File string
	Line int // 0 when the problem is with the file as a whole
	Msg  string
}

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

var (
	lineRe    = regexp.MustCompile(`^line (\d+): (.*)$`)
	unknownRe = regexp.MustCompile(`^field (\S+) not found in type \S+$`)
)

// Decode decodes data into v strictly: an unknown field, a value of the
// wrong type or a second document is an error naming the file and line.
// It also returns the document's node tree, for positions of later checks.
func Decode(file string, data []byte, v any) (*yaml.Node, error) {
	var root yaml.Node
	if err := yaml.Unmarshal(data, &root); err != nil {
		return nil, convert(file, err)
	}
	if root.Kind == 0 {
		return nil, &Error{File: file, Msg: "the file is empty"}
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		return nil, convert(file, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return nil, &Error{File: file, Line: extra.Line, Msg: "a second YAML document; a file holds one"}
	}
	return &root, nil
}

// convert turns yaml.v3's errors into one line with the file and line.
func convert(file string, err error) error {
	var te *yaml.TypeError
	if errors.As(err, &te) && len(te.Errors) > 0 {
		return lineError(file, te.Errors[0])
	}
	return lineError(file, strings.TrimPrefix(err.Error(), "yaml: "))
}

func lineError(file, s string) error {
	s = strings.TrimSpace(strings.SplitN(s, "\n", 2)[0])
	m := lineRe.FindStringSubmatch(s)
	if m == nil {
		return &Error{File: file, Msg: s}
	}
	var line int
	fmt.Sscan(m[1], &line)
	msg := m[2]
	if u := unknownRe.FindStringSubmatch(msg); u != nil {
		msg = fmt.Sprintf("unknown field %q", u[1])
	}
	msg = strings.ReplaceAll(msg, "!!", "")
	return &Error{File: file, Line: line, Msg: msg}
}
