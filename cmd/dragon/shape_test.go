package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// mostLines is the longest a function may be: one that reads at once.
const mostLines = 80

// TestFunctionsReadAtOnce: no function of the module, tests aside, is
// longer than mostLines lines, so each reads at once.
func TestFunctionsReadAtOnce(t *testing.T) {
	t.Parallel()
	walked := 0
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != "../..":
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
			return nil
		}
		walked++
		longFunctions(t, path)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if walked < 100 {
		t.Fatalf("walked %d Go files; the module has hundreds", walked)
	}
}

// longFunctions reports each function of the file at path longer than
// mostLines.
func longFunctions(t *testing.T, path string) {
	t.Helper()
	fs := token.NewFileSet()
	f, err := parser.ParseFile(fs, path, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range f.Decls {
		if fn, ok := d.(*ast.FuncDecl); ok && fn.Body != nil {
			if n := fs.Position(fn.End()).Line - fs.Position(fn.Pos()).Line + 1; n > mostLines {
				t.Errorf("%s: %s is %d lines; split it (at most %d)", fs.Position(fn.Pos()), fn.Name.Name, n, mostLines)
			}
		}
	}
}
