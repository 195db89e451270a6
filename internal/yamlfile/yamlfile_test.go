package yamlfile

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// TestParseFindsTheLine: yaml.v3 reports a parser error at the line where
// the enclosing block starts (or at no line); Parse names the line where
// the problem shows.
func TestParseFindsTheLine(t *testing.T) {
	tests := []struct {
		name, src string
		line      int
		msg       string
	}{
		{"under-indented field", "a: 1\nhands:\n  - at: 1\n    kind: win\n   note: x\n", 5, "did not find expected '-' indicator"},
		{"over-indented field", "a: 1\nhands:\n  - at: 1\n    kind: win\n      note: x\n", 5, "mapping values are not allowed in this context"},
		{"colon in a value on line 1", "a: b: c\n", 1, "mapping values are not allowed in this context"},
		{"unclosed brace", "a: 1\nb: {x: 1\nc: 2\n", 2, "did not find expected ',' or '}'"},
		{"unclosed brace on an item's last line", "a: 1\nhands:\n  - at: 1\n    inputs:\n      dealer: Cy\n    transfers: {Ann: -4, Bo: +4\n", 6, "did not find expected ',' or '}'"},
		{"unclosed bracket at the end", "a: 1\nhands:\n  - at: 1\n    kind: win\n    list: [1, 2\n", 5, "did not find expected ',' or ']'"},
		{"tab", "a: 1\n\tb: 2\n", 2, "found a tab character that violates indentation"},
		{"unknown alias", "a: 1\nb: 2\nc: *x\n", 3, "unknown anchor 'x' referenced"},
		{"second document", "a: 1\n---\nb: 2\n", 2, "a second YAML document; a file holds one"},
	}
	for _, tt := range tests {
		t.Run(strings.ReplaceAll(tt.name, " ", "_"), func(t *testing.T) {
			_, err := Parse("f.yaml", []byte(tt.src))
			e, ok := err.(*Error)
			if !ok {
				t.Fatalf("Parse: %v; want an *Error", err)
			}
			if e.Line != tt.line || e.Msg != tt.msg || e.Fix == "" {
				t.Errorf("Parse: line %d %q (fix %q); want line %d %q and a fix", e.Line, e.Msg, e.Fix, tt.line, tt.msg)
			}
		})
	}
	if _, err := Parse("f.yaml", []byte("# only a comment\n")); err == nil || !strings.Contains(err.Error(), "empty") {
		t.Errorf("a file of comments: %v; want 'the file is empty'", err)
	}
}

func TestFields(t *testing.T) {
	var root yaml.Node
	if err := yaml.Unmarshal([]byte("at: 1\ntranfers: 2\n"), &root); err != nil {
		t.Fatal(err)
	}
	_, e := Fields("f.yaml", root.Content[0], "hand 1", "at", "transfers")
	if e == nil || e.Line != 2 || !strings.Contains(e.Msg, `did you mean "transfers"`) || e.Fix != "write transfers:" {
		t.Errorf("Fields: %+v; want line 2 suggesting transfers", e)
	}
	if err := yaml.Unmarshal([]byte("Ann: 1\nBo: 2\nAnn: 3\n"), &root); err != nil {
		t.Fatal(err)
	}
	if _, e := Pairs("f.yaml", root.Content[0], "transfers"); e == nil || e.Line != 3 {
		t.Errorf("Pairs with Ann twice: %v; want an error at line 3", e)
	}
}

func TestInt(t *testing.T) {
	for src, want := range map[string]int{"+12": 12, "-4": -4, "0": 0, "1_000": 1000} {
		var n yaml.Node
		yaml.Unmarshal([]byte(src), &n)
		if got, e := Int("f", n.Content[0], "x"); e != nil || got != want {
			t.Errorf("Int(%s) = %d, %v; want %d", src, got, e, want)
		}
	}
	for src, want := range map[string]string{
		"1.5":                   `x should be a whole number, not "1.5"`,
		"twelve":                `x should be a whole number, not "twelve"`,
		"++3":                   `x should be a whole number, not "++3"`,
		"+-3":                   `x should be a whole number, not "+-3"`,
		"0x10":                  `x should be a whole number, not "0x10"`,
		"99999999999":           `x is "99999999999", more than this program keeps count of`,
		"-99999999999999999999": `x is "-99999999999999999999", more than this program keeps count of`,
	} {
		var n yaml.Node
		yaml.Unmarshal([]byte(src), &n)
		if _, e := Int("f", n.Content[0], "x"); e == nil || e.Msg != want {
			t.Errorf("Int(%s): %v; want %q", src, e, want)
		}
	}
}

// FuzzParseYAML: no bytes make Parse panic, and every error is one line
// at a line of the file (or none), with a fix for a syntax error.
func FuzzParseYAML(f *testing.F) {
	for _, seed := range []string{"a: 1\nb: {x: 1\n", "a: 1\n\tb: 2\n", "a: 1\n---\nb: 2\n", "- [1, 2\n", "a: *x\n", "", "\xff"} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		_, err := Parse("f.yaml", data)
		if err == nil {
			return
		}
		e, ok := err.(*Error)
		if !ok {
			t.Fatalf("Parse: %T %v; want an *Error", err, err)
		}
		if lines := strings.Count(string(data), "\n") + 1; e.Line < 0 || e.Line > lines || strings.Contains(e.Error(), "\n") {
			t.Fatalf("error %q at line %d of a file of %d lines", e.Error(), e.Line, lines)
		}
	})
}

// TestPairsLong: a key given twice is found in a mapping of thousands of
// keys, as a hand-edited ledger may hold, naming the line of the first.
func TestPairsLong(t *testing.T) {
	for _, n := range []int{3, 5000} {
		root, err := Parse("long.yaml", longMapping(n, "k1: 2"))
		if err != nil {
			t.Fatal(err)
		}
		_, e := Pairs("long.yaml", root.Content[0], "the map")
		if want := `long.yaml:` + strconv.Itoa(n+1) + `: the map gives "k1" twice (first on line 2)`; e == nil || e.Error() != want {
			t.Errorf("%d keys: %v; want %s", n, e, want)
		}
	}
}

// longMapping is a flow mapping of n keys k0, k1, …, one a line, then
// last.
func longMapping(n int, last string) []byte {
	var b strings.Builder
	b.WriteString("{")
	for i := range n {
		fmt.Fprintf(&b, "k%d: 1,\n", i)
	}
	b.WriteString(last + "}\n")
	return []byte(b.String())
}

// BenchmarkPairsLong times Pairs on a mapping of 20,000 keys, the shape of
// a hostile ledger's transfers: its cost is its length, not the square.
func BenchmarkPairsLong(b *testing.B) {
	root, err := Parse("long.yaml", longMapping(20000, ""))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, e := Pairs("long.yaml", root.Content[0], "the map"); e != nil {
			b.Fatal(e)
		}
	}
}

// TestSyntaxFixBrackets: a brace too many is not called an indentation
// mistake, and a brace left open is told what closes it.
func TestSyntaxFixBrackets(t *testing.T) {
	for src, want := range map[string]string{
		"a: 1\nhands:\n  - at: 1\n    transfers: {Ann: +1, Bo: -1}}\n": "this line closes more brackets or braces than it opens; remove the one too many",
		"a: 1\nb: [1, 2]]\n": "this line closes more brackets or braces than it opens; remove the one too many",
		"a: 1\nb: {x: 1\n":   "close with } what this line opens, or quote a value that holds ',' or '}'",
		"a: 1\nb: [1, 2\n":   "close with ] what this line opens, or quote a value that holds ',' or ']'",
		"a: 1\nhands:\n  - at: 1\n    kind: win\n   note: x\n": "line this up with the fields above it: each level is indented by the same spaces",
		"garbage: [\n": "close on this line what it opens: { with }, [ with ]",
		// A control character inside brackets is named for what it is.
		"a: 1\nb: {x: \"\x1b\"}}\n": "the file holds bytes that are not text: it may be damaged; take it from a copy, or retype this line",
	} {
		_, err := Parse("f.yaml", []byte(src))
		if e, ok := err.(*Error); !ok || e.Fix != want {
			t.Errorf("Parse(%q): %v (%#v); want the fix %q", src, err, e, want)
		}
	}
}

// TestSyntaxFixOddSpace: a line indented with a no-break space (pasted
// from a web page) is named, with the character, though yaml.v3 stumbles
// on the line after it.
func TestSyntaxFixOddSpace(t *testing.T) {
	src := "a: 1\nhands:\n  - at: 1\n\u00a0   kind: tie\n    note: x\n"
	_, err := Parse("f.yaml", []byte(src))
	e, ok := err.(*Error)
	if !ok || e.Line != 4 || e.Fix != "indent with plain spaces: this line starts with a U+00A0, which looks like one but is not" {
		t.Errorf("Parse: %v (%#v); want line 4 naming U+00A0", err, e)
	}
	// A CRLF file's blank line is not an odd space.
	if _, err := Parse("f.yaml", []byte("a: 1\r\n\r\nb: [1\r\n")); err == nil || strings.Contains(err.(*Error).Fix, "plain spaces") {
		t.Errorf("Parse of a CRLF file: %v; want the bracket's fix", err)
	}
}
