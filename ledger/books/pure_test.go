package books

import (
	"go/build"
	"slices"
	"strings"
	"testing"
)

// TestBooksArePure: the books never see a file. No file of theirs imports
// os, io/fs, path, path/filepath or syscall, and nothing they import, nor
// what that imports in this module, reads YAML or is the store (package
// ledger): the store reads and writes the file and hands the books
// records.
func TestBooksArePure(t *testing.T) {
	files := []string{"os", "io/fs", "path", "path/filepath", "syscall"}
	const module = "github.com/dragon-tools/dragon/"
	banned := []string{"gopkg.in/yaml.v3", module + "internal/yamlfile", module + "ledger"}
	pkg, err := build.ImportDir(".", 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, imp := range pkg.Imports {
		if slices.Contains(files, imp) {
			t.Errorf("the books import %s", imp)
		}
	}
	seen := map[string]bool{}
	var walk func(path string, via []string)
	walk = func(path string, via []string) {
		if seen[path] {
			return
		}
		seen[path] = true
		if slices.Contains(banned, path) {
			t.Errorf("the books import %s (through %s)", path, strings.Join(via, " → "))
			return
		}
		if !strings.HasPrefix(path, module) {
			return
		}
		p, err := build.Import(path, ".", 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range p.Imports {
			walk(imp, append(slices.Clone(via), path))
		}
	}
	for _, imp := range pkg.Imports {
		walk(imp, []string{"books"})
	}
}
