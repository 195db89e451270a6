package cmdutil

import (
	"errors"
	"fmt"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestMessage: the package names before errors are taken out wherever a
// message or a wrapped message starts, and nowhere else.
func TestMessage(t *testing.T) {
	for _, tc := range []struct{ name, err, want string }{
		{"start", "magicdragon: the hand has 13 tiles", "the hand has 13 tiles"},
		{"wrapped", "--loser Bo: magicdragon: \"4X\" at column 3: unknown tile", "--loser Bo: \"4X\" at column 3: unknown tile"},
		{"twice", "ledger: evening.yaml: setup: 3 players", "evening.yaml: 3 players"},
		{"a_word_in_a_sentence", "the ledger: a file; setup seats: 40 players", "the ledger: a file; setup seats: 40 players"},
		{"a_word_in_brackets", "Zed is not at the table (players: Ann, Bo)", "Zed is not at the table (players: Ann, Bo)"},
		{"plain", "cancelled", "cancelled"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Message(errors.New(tc.err)); got != tc.want {
				t.Errorf("Message(%q) = %q, want %q", tc.err, got, tc.want)
			}
			if got := Message(fmt.Errorf("wrapped: %w", errors.New(tc.err))); got != "wrapped: "+tc.want {
				t.Errorf("wrapped: %q", got)
			}
		})
	}
}

// TestGoPackagesListed: every package of the module that is not a
// command is in GoPackages, so none of their names reaches a person.
func TestGoPackagesListed(t *testing.T) {
	root := filepath.Join("..", "..", "..")
	names := map[string]bool{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".") && path != root) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		rel, _ := filepath.Rel(root, path)
		if strings.HasPrefix(rel, "cmd"+string(filepath.Separator)) {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.PackageClauseOnly)
		if err != nil {
			return err
		}
		if f.Name.Name != "main" { // a program's errors are its own
			names[f.Name.Name] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(names) < 5 {
		t.Fatalf("found only %v; is the module root right?", names)
	}
	for name := range names {
		if !slices.Contains(GoPackages, name) {
			t.Errorf("package %s is not in GoPackages", name)
		}
	}
}
