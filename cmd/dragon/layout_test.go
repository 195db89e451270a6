package main

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
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

// shared are the packages every command group may use: scoreflow, the
// score commands' flow; cmdutil; term, the terminal (its streams and its
// prompts); and qa, the questions and answers of a game's hand, which
// cmdutil and scoreflow walk too.
var shared = []string{"scoreflow", "cmdutil", "term", "qa"}

// TestLayout: the imports of the command layer run one way, main → root →
// the command groups → scoreflow → cmdutil → term and qa. No group
// imports another group (only its own packages, such as
// magic/magicrecord), scoreflow and cmdutil import no group, and term and
// qa nothing of the command layer.
func TestLayout(t *testing.T) {
	t.Parallel()
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var groups []string
	for _, e := range entries {
		if e.IsDir() && e.Name() != "testdata" && e.Name() != "root" && !slices.Contains(shared, e.Name()) {
			groups = append(groups, e.Name())
		}
	}
	if len(groups) < 3 {
		t.Fatalf("found the command groups %v; want magic, setupcmd, ledgercmd at least", groups)
	}
	for _, dir := range append(groups, "scoreflow", "cmdutil") {
		for p, file := range imports(t, dir) {
			if dep, ok := strings.CutPrefix(p, cmdPath); ok && !slices.Contains(shared, strings.Split(dep, "/")[0]) && !strings.HasPrefix(dep, dir+"/") {
				t.Errorf("%s imports %s: a command group uses only the shared packages (%s), never another group or root", file, p, strings.Join(shared, ", "))
			}
		}
	}
	for p, file := range imports(t, "qa") {
		if strings.HasPrefix(p, cmdPath) || strings.Contains(p, "cobra") || strings.Contains(p, "pflag") || strings.Contains(p, "promptui") || strings.Contains(p, "readline") {
			t.Errorf("%s imports %s: a hand's account talks to nobody, so the evening and the page can walk it as the command line does", file, p)
		}
	}
	for p, file := range imports(t, "term") {
		if strings.HasPrefix(p, cmdPath) || strings.Contains(p, "cobra") || strings.Contains(p, "pflag") {
			t.Errorf("%s imports %s: the terminal knows no command, so every command can talk and ask through it", file, p)
		}
	}
	for p, file := range imports(t, ".") {
		// Its tests may use what the groups use, to add a game of their own.
		testOnly := strings.HasSuffix(file, "_test.go") && (strings.HasSuffix(p, "test") || strings.HasSuffix(p, "/qa"))
		if dep, ok := strings.CutPrefix(p, cmdPath); ok && dep != "root" && dep != "cmdutil" && dep != "term" && !testOnly {
			t.Errorf("%s imports %s: main builds the root command and nothing else", file, p)
		}
	}
}
