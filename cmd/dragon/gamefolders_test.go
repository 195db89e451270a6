package main

import (
	"go/build"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
)

const modulePath = "github.com/dragon-tools/dragon/"

// gameScoring names each game's scoring packages (scoring/<package>) and
// the command group that is the game's folder under cmd/dragon, as the
// list of the games and the imports say them: a game's scoring is what its
// group imports of scoring beside sharedScoring. A scoring package two
// groups import is an error.
func gameScoring(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	for dir, imps := range packageImports(t, "../..") {
		for _, g := range root.Games {
			if !within(dir, "cmd/dragon/"+g.Group) {
				continue
			}
			for p, file := range imps {
				pkg, ok := strings.CutPrefix(p, modulePath+"scoring/")
				pkg, _, _ = strings.Cut(pkg, "/")
				switch {
				case !ok || slices.Contains(sharedScoring, pkg) || out[pkg] == g.Group:
				case out[pkg] != "":
					t.Errorf("%s imports %s, the scoring of dragon %s: a game's commands never import another game's", file, p, out[pkg])
				default:
					out[pkg] = g.Group
				}
			}
		}
	}
	return out
}

// sharedScoring are the scoring packages every game may use.
var sharedScoring = []string{"claim", "dragondeck", "rulecheck", "split", "tiles"}

// rulesetsDir holds every game's built-in ruleset, one file per game: it
// stands for rulesets/<game> and is the one folder outside the games' own
// that may name their scoring, whose rule types its rulesets are written in.
const rulesetsDir = "rulesets"

// TestGameScoringStaysHome: nothing outside a game's own folders names that
// game's scoring. Only scoring/<game>, cmd/dragon/<group> and the packages
// under them (and rulesets, above) import scoring/<game>, tests included;
// the ledger and every other package learn what they need of a game
// through the list of the games.
func TestGameScoringStaysHome(t *testing.T) {
	t.Parallel()
	gameScoring := gameScoring(t)
	for _, g := range root.Games {
		if !slices.Contains(slices.Collect(maps.Values(gameScoring)), g.Group) {
			t.Errorf("the game %s (dragon %s) imports no scoring of its own", g.Name, g.Group)
		}
	}
	dirs, err := filepath.Glob("../../scoring/*")
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range dirs {
		if _, err := build.ImportDir(d, 0); err != nil { // not built in this build: a test build's game
			continue
		}
		if name := filepath.Base(d); gameScoring[name] == "" && !slices.Contains(sharedScoring, name) {
			t.Errorf("scoring/%s is neither a game's (imported by its group) nor in sharedScoring: say whose it is", name)
		}
	}
	for dir, imps := range packageImports(t, "../..") {
		for p, file := range imps {
			pkg, ok := strings.CutPrefix(p, modulePath+"scoring/")
			group := gameScoring[pkg]
			if !ok || group == "" || dir == rulesetsDir || within(dir, "scoring/"+pkg) || within(dir, "cmd/dragon/"+group) {
				continue
			}
			t.Errorf("%s imports %s: only the game's own folders (scoring/%s, cmd/dragon/%s) name its scoring", file, p, pkg, group)
		}
	}
}

// within reports whether dir is folder or a folder under it.
func within(dir, folder string) bool {
	return dir == folder || strings.HasPrefix(dir, folder+"/")
}

// packageImports returns, for every folder of the module under top that
// holds Go files, the packages its files import (tests included), each
// with a file that imports it; folders are slash-separated, relative to top.
func packageImports(t *testing.T, top string) map[string]map[string]string {
	t.Helper()
	out := map[string]map[string]string{}
	err := filepath.WalkDir(top, func(path string, d fs.DirEntry, err error) error {
		if err != nil || !d.IsDir() {
			return err
		}
		if path != top && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		rel, err := filepath.Rel(top, path)
		if err != nil {
			return err
		}
		if imps := imports(t, path); len(imps) > 0 {
			out[filepath.ToSlash(rel)] = imps
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
