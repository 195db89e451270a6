package ledger

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestFunctionsReadAtOnce: no function of the ledger (tests aside) is
// longer than 80 lines, so each reads at once.
func TestFunctionsReadAtOnce(t *testing.T) {
	const most = 80
	files, _ := filepath.Glob("*.go")
	sub, _ := filepath.Glob("ledgertest/*.go")
	for _, file := range append(files, sub...) {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		fs := token.NewFileSet()
		f, err := parser.ParseFile(fs, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Body != nil {
				if n := fs.Position(fn.End()).Line - fs.Position(fn.Pos()).Line + 1; n > most {
					t.Errorf("%s: %s is %d lines; split it (at most %d)", fs.Position(fn.Pos()), fn.Name.Name, n, most)
				}
			}
		}
	}
}
