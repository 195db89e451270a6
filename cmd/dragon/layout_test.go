package main

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

const cmdPath = "github.com/dragon-tools/dragon/cmd/dragon/"

// imports returns the packages the Go files of dir import, tests
// included, each with the file that imports it.
func imports(t *testing.T, dir string) map[string]string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range files {
		file, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range file.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			out[p] = f
		}
	}
	return out
}

// TestLayout: the imports of the command layer run one way, main → root →
// the command groups → cmdutil. No group imports another group (only its
// own packages, such as magic/magicrecord), and cmdutil imports no group.
func TestLayout(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var groups []string
	for _, e := range entries {
		if e.IsDir() && e.Name() != "testdata" && e.Name() != "root" && e.Name() != "cmdutil" {
			groups = append(groups, e.Name())
		}
	}
	if len(groups) < 3 {
		t.Fatalf("found the command groups %v; want magic, setupcmd, ledgercmd at least", groups)
	}
	for _, dir := range append(groups, "cmdutil") {
		for p, file := range imports(t, dir) {
			if dep, ok := strings.CutPrefix(p, cmdPath); ok && dep != "cmdutil" && !strings.HasPrefix(dep, dir+"/") {
				t.Errorf("%s imports %s: a command group uses only cmdutil, never another group or root", file, p)
			}
		}
	}
	for p, file := range imports(t, ".") {
		if dep, ok := strings.CutPrefix(p, cmdPath); ok && dep != "root" && dep != "cmdutil" {
			t.Errorf("%s imports %s: main builds the root command and nothing else", file, p)
		}
	}
}
