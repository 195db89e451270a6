package rulesets

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/internal/yamlfile"
)

// game names the game a ruleset is for, in the words of its messages.
type game struct {
	id    string // what the file says after game:
	title string // the game's name for people
	file  string // the built-in ruleset, the one to copy
}

var (
	magicGame    = game{"magic-dragon", "Magic Dragon", "rulesets/magic-dragon.yaml"}
	nineGame     = game{"nine-dragons", "Nine Dragons", "rulesets/nine-dragons.yaml"}
	qGame        = game{"q-mahjongg", "Q Mahjongg", "rulesets/q-mahjongg.yaml"}
	dominoesGame = game{"dancing-dragons", "Dancing Dragons", "rulesets/dancing-dragons.yaml"}
	macGame      = game{"mac-i", "MAC I", "rulesets/mac-i.yaml"}
)

// decode reads data, a ruleset of game g named file in errors, into v, a
// pointer to a struct whose fields carry yaml tags. It walks the YAML
// itself rather than leave it to yaml.v3, whose messages name Go types:
// every error is one line naming the file, the line and the key, and
// saying what would be right. It returns the document, for the positions
// of later checks.
func decode(file string, data []byte, v any, g game) (*yaml.Node, error) {
	if blank(data) {
		return nil, fmt.Errorf("%s %s; %s", file, blankWhat(data), g.start())
	}
	root, err := yamlfile.Parse(file, data)
	if err != nil {
		return nil, withFix(err)
	}
	doc := root.Content[0]
	if doc.Kind == yaml.ScalarNode && doc.Tag == "!!null" {
		return nil, fmt.Errorf("%s holds no ruleset; %s", file, g.start())
	}
	if doc.Kind != yaml.MappingNode {
		return nil, yamlfile.At(file, doc, "not a ruleset: the file holds %s; %s", yamlfile.Describe(doc), g.start())
	}
	if err := g.check(file, doc); err != nil {
		return nil, err
	}
	if err := fill(file, doc, reflect.ValueOf(v).Elem(), ""); err != nil {
		return nil, err
	}
	return root, nil
}

// start says how a ruleset of g begins.
func (g game) start() string {
	return fmt.Sprintf("a %s ruleset starts game: %s, like %s in dragon's repository", g.title, g.id, g.file)
}

// check refuses a ruleset for another game (or a ledger given by mistake)
// before its fields are read: its game line says more than its first
// unknown field would.
func (g game) check(file string, doc *yaml.Node) error {
	n := field(doc, "game")
	if n == doc {
		return yamlfile.At(file, doc, "the ruleset does not say its game; a %s ruleset says game: %s", g.title, g.id)
	}
	if n.Kind != yaml.ScalarNode || n.Value != g.id {
		return yamlfile.At(file, n, "game is %s; a %s ruleset says game: %s", yamlfile.Describe(n), g.title, g.id)
	}
	return nil
}

// blank reports whether data holds nothing but blank lines and comments.
func blank(data []byte) bool {
	for line := range bytes.Lines(data) {
		if t := bytes.TrimSpace(line); len(t) > 0 && t[0] != '#' {
			return false
		}
	}
	return true
}

// blankWhat says what a blank file is.
func blankWhat(data []byte) string {
	if len(bytes.TrimSpace(data)) == 0 {
		return "is empty"
	}
	return "holds no ruleset, only comments"
}

// withFix puts the fix an error of yamlfile knows into its message, which
// is all a person is shown.
func withFix(err error) error {
	var e *yamlfile.Error
	if errors.As(err, &e) && e.Fix != "" {
		return &yamlfile.Error{File: e.File, Line: e.Line, Msg: e.Msg + "; " + e.Fix}
	}
	return err
}

// fill sets v from node n, what the key (or item) n is the value of.
func fill(file string, n *yaml.Node, v reflect.Value, what string) error {
	if n.Kind == yaml.ScalarNode && n.Tag == "!!null" {
		return nil // left out, as yaml.v3 does
	}
	switch v.Kind() {
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		return fill(file, n, v.Elem(), what)
	case reflect.Struct:
		return fillStruct(file, n, v, what)
	case reflect.Map:
		return fillMap(file, n, v, what)
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			return yamlfile.At(file, n, "%s should be a list, one item a line starting '- ', not %s", what, yamlfile.Describe(n))
		}
		v.Set(reflect.MakeSlice(v.Type(), len(n.Content), len(n.Content)))
		for i, item := range n.Content {
			if err := fill(file, item, v.Index(i), fmt.Sprintf("item %d of %s", i+1, what)); err != nil {
				return err
			}
		}
		return nil
	}
	if n.Kind != yaml.ScalarNode {
		return yamlfile.At(file, n, "%s should be a single value, not %s", what, yamlfile.Describe(n))
	}
	return fillScalar(file, n, v, what)
}

// fillStruct sets the fields of struct v from mapping n: every key once,
// and each one a field of v.
func fillStruct(file string, n *yaml.Node, v reflect.Value, what string) error {
	in := what
	if what == "" {
		in = "the ruleset"
	}
	if n.Kind != yaml.MappingNode {
		return yamlfile.At(file, n, "%s should be fields (name: value lines), not %s", what, yamlfile.Describe(n))
	}
	pairs, perr := yamlfile.Pairs(file, n, in)
	if perr != nil {
		return withFix(perr)
	}
	fields := fieldsOf(v.Type())
	for _, p := range pairs {
		i, ok := fields[p.Key.Value]
		if !ok {
			return unknown(file, p.Key, in, fields)
		}
		if err := fill(file, p.Value, v.Field(i), p.Key.Value); err != nil {
			return err
		}
	}
	return nil
}

// fillMap sets map v, from names to single values (readings: each
// reading's id and the choice played), from mapping n: every key once.
func fillMap(file string, n *yaml.Node, v reflect.Value, what string) error {
	if n.Kind != yaml.MappingNode {
		return yamlfile.At(file, n, "%s should be fields (name: value lines), not %s", what, yamlfile.Describe(n))
	}
	pairs, perr := yamlfile.Pairs(file, n, what)
	if perr != nil {
		return withFix(perr)
	}
	v.Set(reflect.MakeMapWithSize(v.Type(), len(pairs)))
	for _, p := range pairs {
		if p.Value.Kind != yaml.ScalarNode {
			return yamlfile.At(file, p.Value, "%s should be a single value, not %s", p.Key.Value, yamlfile.Describe(p.Value))
		}
		e := reflect.New(v.Type().Elem()).Elem()
		if err := fillScalar(file, p.Value, e, p.Key.Value); err != nil {
			return err
		}
		v.SetMapIndex(reflect.ValueOf(p.Key.Value), e)
	}
	return nil
}

// fieldsOf returns the index of each field of struct type t by its yaml
// name.
func fieldsOf(t reflect.Type) map[string]int {
	m := make(map[string]int, t.NumField())
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("yaml"), ",")
		m[name] = i
	}
	return m
}

// unknown is the error for key k, not a field of in.
func unknown(file string, k *yaml.Node, in string, fields map[string]int) error {
	known := make([]string, 0, len(fields))
	for name := range fields {
		known = append(known, name)
	}
	sort.Strings(known)
	if s := words.Suggest(k.Value, known); s != "" {
		return yamlfile.At(file, k, "unknown field %s in %s; did you mean %s?", words.Quote(k.Value), in, s)
	}
	return yamlfile.At(file, k, "unknown field %s in %s; its fields are %s", words.Quote(k.Value), in, words.JoinAnd(known))
}

// fillScalar sets v, a string, whole number or truth value, from scalar n.
func fillScalar(file string, n *yaml.Node, v reflect.Value, what string) error {
	switch v.Kind() {
	case reflect.String:
		v.SetString(n.Value)
		return nil
	case reflect.Bool:
		switch strings.ToLower(n.Value) {
		case "true":
			v.SetBool(true)
			return nil
		case "false":
			v.SetBool(false)
			return nil
		}
		return yamlfile.At(file, n, "%s should be true or false, not %s", what, words.Quote(n.Value))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		i, err := strconv.ParseInt(strings.TrimPrefix(n.Value, "+"), 10, 64)
		if err == nil && !v.OverflowInt(i) && i >= -yamlfile.MaxInt && i <= yamlfile.MaxInt {
			v.SetInt(i)
			return nil
		}
		if errors.Is(err, strconv.ErrRange) || err == nil {
			return yamlfile.At(file, n, "%s is %s, more than any table counts; write a number below a billion", what, words.Quote(n.Value))
		}
		return yamlfile.At(file, n, "%s should be a whole number, such as 2, not %s", what, words.Quote(n.Value))
	}
	// A field of a kind this reader does not know is the program's
	// mistake, not the file's; TestDecodeReadsEveryField keeps it out.
	return yamlfile.At(file, n, "%s cannot be read (a field of kind %s)", what, v.Kind())
}
