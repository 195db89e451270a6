package yamlfile

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/dragon-tools/dragon/internal/words"
)

// Pair is one key and its value in a mapping, in file order.
type Pair struct {
	Key, Value *yaml.Node
}

// Pairs returns the entries of mapping node n in file order. what names
// the mapping in messages ("the transfers of hand 3"). A key given twice
// is an error at the second one.
func Pairs(file string, n *yaml.Node, what string) ([]Pair, *Error) {
	if n.Kind != yaml.MappingNode {
		e := At(file, n, "%s should be a mapping (name: value lines), not %s", what, Describe(n))
		e.Fix = "write it as name: value pairs, one per line or {a: 1, b: 2}"
		return nil, e
	}
	ps := make([]Pair, 0, len(n.Content)/2)
	// The keys of a record are few and compared one by one; a mapping of
	// thousands (a hostile hand's) is indexed, so its cost is its length.
	var index map[string]*yaml.Node
	if cap(ps) > fewKeys {
		index = make(map[string]*yaml.Node, cap(ps))
	}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k := n.Content[i]
		if k.Kind != yaml.ScalarNode {
			e := At(file, k, "a key in %s should be a plain name, not %s", what, Describe(k))
			e.Fix = "write a name before the ':'"
			return nil, e
		}
		if first := firstKey(ps, index, k.Value); first != nil {
			e := At(file, k, "%s gives %s twice (first on line %d)", what, words.Quote(k.Value), first.Line)
			e.Fix = "keep one of them"
			return nil, e
		}
		ps = append(ps, Pair{k, n.Content[i+1]})
		if index != nil {
			index[k.Value] = k
		}
	}
	return ps, nil
}

// fewKeys is the most keys Pairs compares one by one.
const fewKeys = 16

// firstKey returns the key named key among ps, looked up in index when
// there is one, or nil.
func firstKey(ps []Pair, index map[string]*yaml.Node, key string) *yaml.Node {
	if index != nil {
		return index[key]
	}
	for _, p := range ps {
		if p.Key.Value == key {
			return p.Key
		}
	}
	return nil
}

// Fields returns the values of mapping node n by key, checking that every
// key is one of known. An unknown key is an error at its line that names
// the nearest known key.
func Fields(file string, n *yaml.Node, what string, known ...string) (map[string]*yaml.Node, *Error) {
	ps, err := Pairs(file, n, what)
	if err != nil {
		return nil, err
	}
	m := make(map[string]*yaml.Node, len(ps))
	for _, p := range ps {
		if !contains(known, p.Key.Value) {
			return nil, Unknown(file, p.Key, what, known)
		}
		m[p.Key.Value] = p.Value
	}
	return m, nil
}

// Unknown is the error for key k, which is not one of known in what.
func Unknown(file string, k *yaml.Node, what string, known []string) *Error {
	e := At(file, k, "unknown field %s in %s", words.Quote(k.Value), what)
	if s := words.Suggest(k.Value, known); s != "" {
		e.Msg += fmt.Sprintf("; did you mean %q?", s)
		e.Fix = fmt.Sprintf("write %s:", s)
	} else {
		sorted := append([]string(nil), known...)
		sort.Strings(sorted)
		e.Fix = "the fields are " + strings.Join(sorted, ", ")
	}
	return e
}

// Str returns the text of scalar node n.
func Str(file string, n *yaml.Node, what string) (string, *Error) {
	if n.Kind != yaml.ScalarNode {
		e := At(file, n, "%s should be a single value, not %s", what, Describe(n))
		e.Fix = "write one value after the ':'"
		return "", e
	}
	return n.Value, nil
}

// MaxInt is the largest amount Int reads, either way: far more than any
// table counts, and small enough that sums of amounts never overflow.
const MaxInt = 1_000_000_000

// Int returns the integer in scalar node n; a leading + is allowed.
func Int(file string, n *yaml.Node, what string) (int, *Error) {
	s, err := Str(file, n, what)
	if err != nil {
		return 0, err
	}
	v, perr := strconv.Atoi(strings.TrimPrefix(strings.ReplaceAll(s, "_", ""), "+"))
	if errors.Is(perr, strconv.ErrRange) || (perr == nil && (v > MaxInt || v < -MaxInt)) {
		e := At(file, n, "%s is %s, more than this program keeps count of", what, words.Quote(s))
		e.Fix = "write a number below a billion"
		return 0, e
	}
	if perr != nil || strings.HasPrefix(s, "+-") || strings.HasPrefix(s, "++") {
		e := At(file, n, "%s should be a whole number, not %s", what, words.Quote(s))
		e.Fix = "write digits, with + or - in front when it is an amount: +12, -4"
		return 0, e
	}
	return v, nil
}

// Bool returns the truth value in scalar node n: true or false.
func Bool(file string, n *yaml.Node, what string) (bool, *Error) {
	s, err := Str(file, n, what)
	if err != nil {
		return false, err
	}
	switch s {
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	e := At(file, n, "%s should be true or false, not %s", what, words.Quote(s))
	e.Fix = "write true or false"
	return false, e
}

// Strings returns the values of a sequence of scalars, such as [Ann, Bo].
func Strings(file string, n *yaml.Node, what string) ([]string, *Error) {
	if n.Kind != yaml.SequenceNode {
		e := At(file, n, "%s should be a list, not %s", what, Describe(n))
		e.Fix = "write it as [a, b, c]"
		return nil, e
	}
	out := make([]string, 0, len(n.Content))
	for _, c := range n.Content {
		s, err := Str(file, c, "each of "+what)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

// Describe names what node n holds, for messages: "a mapping", "a list",
// "empty" or the value quoted.
func Describe(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "a mapping"
	case yaml.SequenceNode:
		return "a list"
	case yaml.AliasNode:
		return "an alias (*" + n.Value + "); write the value out in full"
	case yaml.ScalarNode:
		if n.Tag == "!!null" {
			return "empty"
		}
		return words.Quote(n.Value)
	}
	return "nothing"
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
