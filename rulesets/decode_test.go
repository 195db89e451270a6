package rulesets

import (
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// loader is one game's ruleset loader, its built-in file and its file type.
type loader struct {
	game  game
	base  []byte
	parse func(file string, data []byte) error
	file  any // the loader's file struct, as decode fills it
}

func loaders() []loader {
	return []loader{
		{magicGame, magicDragonYAML, func(f string, d []byte) error { _, err := ParseMagicDragon(f, d); return err }, magicFile{}},
		{nineGame, nineDragonsYAML, func(f string, d []byte) error { _, err := ParseNineDragons(f, d); return err }, nineFile{}},
		{qGame, qMahjonggYAML, func(f string, d []byte) error { _, err := ParseQMahjongg(f, d); return err }, qFile{}},
		{dominoesGame, dancingDragonsYAML, func(f string, d []byte) error { _, err := ParseDancingDragons(f, d); return err }, dominoesFile{}},
		{macGame, macYAML, func(f string, d []byte) error { _, err := ParseMAC(f, d); return err }, macFile{}},
	}
}

// goWords are what a message would hold if Go's names leaked into it.
var goWords = regexp.MustCompile(`rulesets\.|\[\]|map\[|unmarshal|\*int|\bint(8|16|32|64)?\b|\bstruct\b|reflect|kind `)

// quoted are the parts of a message that quote the file.
var quoted = regexp.MustCompile(`"(?:[^"\\]|\\.)*"|'[^']*'|\(\*[^)]*\)`)

// speaksGo returns the first Go name in msg outside what it quotes of the
// file, or "".
func speaksGo(msg string) string {
	return goWords.FindString(quoted.ReplaceAllString(msg, `""`))
}

// checkFuzzed fails unless err, the error of a ruleset named f.yaml, is
// one line that starts with the file and names no Go type.
func checkFuzzed(t *testing.T, err error) {
	t.Helper()
	msg := err.Error()
	if !strings.HasPrefix(msg, "f.yaml") || strings.ContainsAny(msg, "\n\r") {
		t.Fatalf("%q is not one line starting with the file", msg)
	}
	if w := speaksGo(msg); w != "" {
		t.Fatalf("%q speaks Go (%q)", msg, w)
	}
}

// checkLine fails unless err is one line that starts with the file, says
// want and names no Go type.
func checkLine(t *testing.T, err error, want string) {
	t.Helper()
	if err == nil {
		t.Fatalf("loaded; want %q", want)
	}
	msg := err.Error()
	if !strings.HasPrefix(msg, "ours.yaml") || strings.ContainsAny(msg, "\n\r") {
		t.Errorf("%q is not one line starting with the file", msg)
	}
	if !strings.Contains(msg, want) {
		t.Errorf("%q does not say %q", msg, want)
	}
	if w := speaksGo(msg); w != "" {
		t.Errorf("%q speaks Go (%q)", msg, w)
	}
}

// TestRulesetFileWholeIsRefusedInOneLine: what is not a ruleset at all —
// empty, comments, a list, another game, YAML that does not parse — is
// refused by every loader in one line naming the file and what a ruleset
// of its game starts with.
func TestRulesetFileWholeIsRefusedInOneLine(t *testing.T) {
	for _, l := range loaders() {
		start := fmt.Sprintf("a %s ruleset starts game: %s, like %s", l.game.title, l.game.id, l.game.file)
		base := string(l.base)
		for _, tc := range []struct{ name, data, want string }{
			{"empty", "", "ours.yaml is empty; " + start},
			{"blank_lines", "\n  \n", "ours.yaml is empty; " + start},
			{"comments_only", "# our rules\n\n  # to come\n", "ours.yaml holds no ruleset, only comments; " + start},
			{"document_marker_only", "---\n", "ours.yaml holds no ruleset; " + start},
			{"a_word", "hello\n", `ours.yaml:1: not a ruleset: the file holds "hello"; ` + start},
			{"a_list", "\n- a\n- b\n", "ours.yaml:2: not a ruleset: the file holds a list; " + start},
			{"no_game", "name: ours\n", "ours.yaml:1: the ruleset does not say its game; a " + l.game.title + " ruleset says game: " + l.game.id},
			{"game_a_list", "game: [" + l.game.id + "]\n", "ours.yaml:1: game is a list; a " + l.game.title + " ruleset says game: " + l.game.id},
			{"another_game", "game: chess\nname: x\n", `ours.yaml:1: game is "chess"; a ` + l.game.title + " ruleset says game: " + l.game.id},
			{"a_ledger", "game: " + l.game.id + "-ledger\nplayers: [Ann, Bo]\n", "ours.yaml:1: game is"},
			{"unknown_field", base + "flavour: spicy\n", `unknown field "flavour" in the ruleset; its fields are `},
			{"misspelt_field", base + "nme: ours\n", `unknown field "nme" in the ruleset; did you mean name?`},
			{"field_twice", base + "game: " + l.game.id + "\n", `the ruleset gives "game" twice (first on line`},
			{"alias", "game: &g " + l.game.id + "\nname: *g\n", `ours.yaml:2: name should be a single value, not an alias (*g); write the value out in full`},
			{"syntax", "game: " + l.game.id + "\nname: [ours\n", "ours.yaml:2: did not find expected ',' or ']'; close with ]"},
			{"two_documents", "game: " + l.game.id + "\n---\ngame: " + l.game.id + "\n", "ours.yaml:2: a second YAML document; a file holds one; remove the '---' line"},
		} {
			t.Run(l.game.id+"/"+tc.name, func(t *testing.T) {
				checkLine(t, l.parse("ours.yaml", []byte(tc.data)), tc.want)
			})
		}
	}
}

// TestRulesetFieldOfWrongKindIsNamed: in every built-in ruleset, each
// value in turn is replaced by one of the wrong kind (a word for fields or
// a list, a list for a single value, a word for a number or a truth
// value), and the loader names that field, at its line, and what it
// should be. So every field of every loader, and any added later, is
// refused in words a person reads, never in Go's.
func TestRulesetFieldOfWrongKindIsNamed(t *testing.T) {
	for _, l := range loaders() {
		var root yaml.Node
		if err := yaml.Unmarshal(l.base, &root); err != nil {
			t.Fatal(err)
		}
		tried := 0
		eachValue(root.Content[0], reflect.TypeOf(l.file), "", func(n *yaml.Node, ty reflect.Type, what string) {
			saved := *n
			defer func() { *n = saved }()
			for _, wrong := range wrongKinds(ty) {
				*n = wrong.node
				data, err := yaml.Marshal(&root)
				if err != nil {
					t.Fatal(err)
				}
				line := zebraLine(t, data, what)
				t.Run(fmt.Sprintf("%s/%s/%s", l.game.id, what, wrong.should), func(t *testing.T) {
					checkLine(t, l.parse("ours.yaml", data), fmt.Sprintf("ours.yaml:%d: %s should be %s", line, what, wrong.should))
				})
				tried++
			}
		})
		if tried < 8 {
			t.Errorf("%s: only %d fields tried", l.game.id, tried)
		}
	}
}

// eachValue calls f with every value node under n but the game line,
// the type of the file struct's field it fills and what a message calls
// it: its key, or "item N of" its list's key.
func eachValue(n *yaml.Node, ty reflect.Type, what string, f func(n *yaml.Node, ty reflect.Type, what string)) {
	for ty.Kind() == reflect.Pointer {
		ty = ty.Elem()
	}
	switch n.Kind {
	case yaml.MappingNode:
		if ty.Kind() == reflect.Map {
			for i := 0; i+1 < len(n.Content); i += 2 {
				f(n.Content[i+1], ty.Elem(), n.Content[i].Value)
			}
			return
		}
		fields := fieldsOf(ty)
		for i := 0; i+1 < len(n.Content); i += 2 {
			if k := n.Content[i].Value; what != "" || k != "game" {
				fty := ty.Field(fields[k]).Type
				f(n.Content[i+1], fty, k)
				eachValue(n.Content[i+1], fty, k, f)
			}
		}
	case yaml.SequenceNode:
		for i, item := range n.Content {
			w := fmt.Sprintf("item %d of %s", i+1, what)
			f(item, ty.Elem(), w)
			eachValue(item, ty.Elem(), w, f)
		}
	}
}

// wrong is a value of the wrong kind and what the message says the value
// should be.
type wrong struct {
	node   yaml.Node
	should string
}

// wrongKinds returns values of the wrong kind for a field of type ty.
func wrongKinds(ty reflect.Type) []wrong {
	word := yaml.Node{Kind: yaml.ScalarNode, Tag: "!!str", Value: "zebra"}
	list := yaml.Node{Kind: yaml.SequenceNode, Tag: "!!seq", Style: yaml.FlowStyle,
		Content: []*yaml.Node{{Kind: yaml.ScalarNode, Tag: "!!str", Value: "zebra"}}}
	for ty.Kind() == reflect.Pointer {
		ty = ty.Elem()
	}
	switch ty.Kind() {
	case reflect.Struct, reflect.Map:
		return []wrong{{word, "fields (name: value lines)"}}
	case reflect.Slice:
		return []wrong{{word, "a list"}}
	case reflect.Bool:
		return []wrong{{list, "a single value"}, {word, "true or false"}}
	case reflect.String:
		return []wrong{{list, "a single value"}}
	}
	return []wrong{{list, "a single value"}, {word, "a whole number"}}
}

// zebraLine returns the line of data on which the value "zebra" of what
// stands: the only one.
func zebraLine(t *testing.T, data []byte, what string) int {
	t.Helper()
	lines := strings.Split(string(data), "\n")
	for i, l := range lines {
		if strings.Contains(l, "zebra") {
			return i + 1
		}
	}
	t.Fatalf("%s: no zebra in\n%s", what, data)
	return 0
}

// TestRulesetNumbers: a number is a whole number of a sensible size.
func TestRulesetNumbers(t *testing.T) {
	base := string(dancingDragonsYAML)
	for value, want := range map[string]string{
		"2.5":                  `doubling should be a whole number, such as 2, not "2.5"`,
		"0x10":                 `doubling should be a whole number, such as 2, not "0x10"`,
		"99999999999999999999": `doubling is "99999999999999999999", more than any table counts; write a number below a billion`,
		"2000000000":           `doubling is "2000000000", more than any table counts`,
	} {
		_, err := ParseDancingDragons("ours.yaml", []byte(strings.Replace(base, "doubling: 2", "doubling: "+value, 1)))
		checkLine(t, err, want)
	}
	r, err := ParseDancingDragons("ours.yaml", []byte(strings.Replace(base, "doubling: 2", "doubling: +3", 1)))
	if err != nil || r.Doubling != 3 {
		t.Errorf("doubling: +3 read as %v, %v", r, err)
	}
}

// TestDecodeReadsEveryField: every field of every loader's file struct is
// of a kind decode reads, so that no message can name a Go kind.
func TestDecodeReadsEveryField(t *testing.T) {
	var check func(t *testing.T, ty reflect.Type, path string)
	check = func(t *testing.T, ty reflect.Type, path string) {
		switch ty.Kind() {
		case reflect.Pointer, reflect.Slice:
			check(t, ty.Elem(), path)
		case reflect.Map:
			if ty.Key().Kind() != reflect.String || ty.Elem().Kind() == reflect.Struct {
				t.Errorf("%s is a map of %s to %s; decode reads maps of names to single values", path, ty.Key(), ty.Elem())
			}
			check(t, ty.Elem(), path)
		case reflect.Struct:
			for i := range ty.NumField() {
				fl := ty.Field(i)
				if name, _, _ := strings.Cut(fl.Tag.Get("yaml"), ","); name == "" || name == "-" {
					t.Errorf("%s.%s has no yaml name", path, fl.Name)
				}
				check(t, fl.Type, path+"."+fl.Name)
			}
		case reflect.String, reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		default:
			t.Errorf("%s is a %s, which decode does not read", path, ty.Kind())
		}
	}
	for _, l := range loaders() {
		check(t, reflect.TypeOf(l.file), l.game.id)
	}
}
