package term

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestMessage: the package names before errors made for people are taken
// out wherever a message or a wrapped message starts, and nowhere else.
func TestMessage(t *testing.T) {
	parse := &tiles.ParseError{Game: "magicdragon", Pos: 3, Token: "4X", Msg: "unknown tile"}
	for _, tc := range []struct {
		name string
		err  error
		want string
	}{
		{"start", words.NewError("magicdragon", "the hand has 13 tiles"), "the hand has 13 tiles"},
		{"wrapped", fmt.Errorf("--loser Bo: %w", parse), "--loser Bo: \"4X\" at column 3: unknown tile"},
		{"twice", words.Errorf("ledger", "evening.yaml: %w", words.NewError("setup", "3 players")), "evening.yaml: 3 players"},
		{"joined", errors.Join(words.NewError("ledger", "one"), words.NewError("setup", "two")), "one\ntwo"},
		{"a_word_in_a_sentence", errors.New("the ledger: a file; setup seats: 40 players"), "the ledger: a file; setup seats: 40 players"},
		{"not_made_for_people", errors.New("ledger: as a program wrote it"), "ledger: as a program wrote it"},
		{"plain", errors.New("cancelled"), "cancelled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Message(tc.err); got != tc.want {
				t.Errorf("Message(%q) = %q, want %q", tc.err, got, tc.want)
			}
			if got := Message(fmt.Errorf("wrapped: %w", tc.err)); got != "wrapped: "+tc.want {
				t.Errorf("wrapped: %q", got)
			}
		})
	}
}

// TestErrorsForPeopleTyped: no package of the module outside cmd writes
// its own name before an error by hand ("ledger: …", or a game's "%s: "
// with its Game): it makes a words.Error, which Message knows to say
// without it, so no list of the module's packages is needed.
func TestErrorsForPeopleTyped(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	files := map[string]*ast.File{}
	packages := map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		if d.IsDir() && (d.Name() == "testdata" || rel == "cmd" || strings.HasPrefix(d.Name(), ".") && path != root) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		files[rel], packages[f.Name.Name] = f, true
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) < 50 {
		t.Fatalf("found only %d files; is the module root right?", len(files))
	}
	for rel, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok {
				if word := handPrefixed(call, packages); word != "" {
					t.Errorf("%s: an error starts %q by hand; make it with words.Errorf or words.NewError", rel, word+": ")
				}
			}
			return true
		})
	}
}

// leadingWord is a message's first word before ": ".
var leadingWord = regexp.MustCompile(`^(%s|[a-z]+): `)

// handPrefixed is the package name an errors.New or fmt.Errorf call writes
// before its message by hand, a literal one or a Game's; "" when none.
func handPrefixed(call *ast.CallExpr, packages map[string]bool) string {
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || len(call.Args) == 0 {
		return ""
	}
	if x, ok := sel.X.(*ast.Ident); !ok || x.Name+"."+sel.Sel.Name != "errors.New" && x.Name+"."+sel.Sel.Name != "fmt.Errorf" {
		return ""
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return ""
	}
	s, _ := strconv.Unquote(lit.Value)
	m := leadingWord.FindStringSubmatch(s)
	switch {
	case m == nil:
		return ""
	case m[1] == "%s" && len(call.Args) > 1 && strings.HasSuffix(named(call.Args[1]), "Game"):
		return named(call.Args[1])
	case packages[m[1]]:
		return m[1]
	}
	return ""
}

// named is an argument written as a name or a selector ("Deck.Game").
func named(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.Ident:
		return e.Name
	case *ast.SelectorExpr:
		return named(e.X) + "." + e.Sel.Name
	}
	return ""
}
