package main

import (
	"go/build/constraint"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The toy game is Toy Dragons, a sixth game built only with -tags toygame,
// added by docs/architecture.md's "Adding a game" and nothing else: its
// own folders, one line in the list of the games and its rules document.
// The test builds dragon with it and drives it through every face.

// toyTag is the build tag the toy game is compiled with.
const toyTag = "toygame"

// toyFiles are the only places the toy game may touch: its folders, the
// file of its one line, its rules document.
var toyFiles = []string{"scoring/toydragons/", "cmd/dragon/toy/", "cmd/dragon/root/games_toy.go", "docs/rules/toy-dragons.md"}

// TestToyGameTouchesOnlyItsOwn: every file built only with the toy's tag,
// and every file that imports the toy's packages, is in its folders or is
// its one line; that file holds one entry of the list; its rules
// document is there.
func TestToyGameTouchesOnlyItsOwn(t *testing.T) {
	t.Parallel()
	top := filepath.Join("..", "..")
	var touched []string
	err := filepath.WalkDir(top, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != top {
			return skipDir(d, err)
		}
		rel, _ := filepath.Rel(top, path)
		rel = filepath.ToSlash(rel)
		if !d.IsDir() && strings.HasSuffix(path, ".go") && touchesToy(t, path) {
			touched = append(touched, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(touched) < 4 {
		t.Fatalf("found only %q of the toy game", touched)
	}
	for _, f := range touched {
		if !ownedByToy(f) {
			t.Errorf("%s touches the toy game: only %s may", f, strings.Join(toyFiles, ", "))
		}
	}
	line, err := os.ReadFile("root/games_toy.go")
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(line), "{Name: "); n != 1 {
		t.Errorf("root/games_toy.go holds %d entries of the list; the toy is one line", n)
	}
	if _, err := os.Stat(filepath.Join(top, "docs/rules/toy-dragons.md")); err != nil {
		t.Errorf("the toy's rules document: %v", err)
	}
}

// skipDir skips a hidden folder, or returns err.
func skipDir(d fs.DirEntry, err error) error {
	if err != nil {
		return err
	}
	return filepath.SkipDir
}

// ownedByToy reports whether the file rel is one of toyFiles' places.
func ownedByToy(rel string) bool {
	for _, own := range toyFiles {
		if rel == own || strings.HasSuffix(own, "/") && strings.HasPrefix(rel, own) {
			return true
		}
	}
	return false
}

// touchesToy reports whether the Go file path is built only with the
// toy's tag (not a file of the shipped build, !toygame) or imports one of
// the toy's packages.
func touchesToy(t *testing.T, path string) bool {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly|parser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range f.Comments {
		for _, l := range c.List {
			with, without := func(string) bool { return true }, func(tag string) bool { return tag != toyTag }
			if x, err := constraint.Parse(l.Text); err == nil && x.Eval(with) && !x.Eval(without) {
				return true
			}
		}
	}
	for _, imp := range f.Imports {
		p := strings.Trim(imp.Path.Value, `"`)
		if strings.HasPrefix(p, modulePath+"scoring/toydragons") || strings.HasPrefix(p, modulePath+"cmd/dragon/toy") {
			return true
		}
	}
	return false
}

// toyDragon puts dragon with the toy game first on PATH, so that every
// helper that runs dragon (dragonCmd, startTerminal, served) runs it: the
// dragon as released the tests run when they are built with the toy's
// tag, else one built so with it, in a folder of the test's own.
func toyDragon(t *testing.T) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: the toy game's tests run go test again with its tag; CI runs the whole suite with it (-tags toygame)")
	}
	flags, err := releaseFlags()
	if err != nil {
		flags = nil // the test binary runs itself as dragon; the toy's is built as released all the same
	}
	flags, had := withTag(flags, toyTag)
	if had && notReleased == nil {
		return
	}
	bin, err := buildAsReleased(flags)
	if err != nil {
		t.Fatalf("dragon with the toy game: %v", err)
	}
	t.Cleanup(func() { os.RemoveAll(bin) })
	t.Setenv("PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
}

// withTag returns the build flags flags with tag among their -tags, and
// whether it was there already.
func withTag(flags []string, tag string) ([]string, bool) {
	var rest, tags []string
	for _, f := range flags {
		if v, ok := strings.CutPrefix(f, "-tags="); ok {
			tags = strings.Split(v, ",")
			continue
		}
		rest = append(rest, f)
	}
	had := slices.Contains(tags, tag)
	if !had {
		tags = append(tags, tag)
	}
	return append(rest, "-tags="+strings.Join(tags, ",")), had
}

// goCommand is the go command run with args in the environment the tests
// were started with (userEnv), where it finds the user's own build cache
// and settings: in the run's cache folder (ledgertest.OwnCache) it would
// build every package afresh.
func goCommand(args ...string) *exec.Cmd {
	c := exec.Command("go", args...)
	c.Env = slices.Clone(userEnv)
	return c
}

// TestToyGameListedEverywhere: the tests that walk every game of the one
// list (its folders, the names in shared commands, start-up, readings,
// the evening at a terminal, played from each game's own file) pass with
// the sixth game in it, and so do the toy's own.
func TestToyGameListedEverywhere(t *testing.T) {
	// Not parallel: toyDragon puts its dragon first on PATH.
	toyDragon(t)
	for _, args := range [][]string{
		{"-run", "^(TestGameScoringStaysHome|TestSharedCommandsNameNoGame|TestGameNamesFound|TestStartupLean|TestHelpReadingsListsEveryReading|TestEveryCommandIsDocumented|TestEveryGameLinksItsRules|TestEveningOfEveryGame|TestEvening|TestEveningForgives)$", ".", "./root"},
		{"./toy", "../../scoring/toydragons"},
	} {
		cmd := goCommand(append([]string{"test", "-tags", toyTag, "-count=1"}, args...)...)
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("go test -tags %s %s: %v\n%s", toyTag, strings.Join(args, " "), err, out)
		}
	}
}

// TestToyGameEveryFace: the toy game is served with no other edit: help
// and readings, its score command (holding --players to its question's
// count of players), a ledger of its books (its rotation by
// cycles without versions), the record of its hands, 'ledger show',
// 'history' and 'check' (its audit), the table's page, the report and the
// export. Its evening is the evening tests' (toy/testdata/evening.txt),
// which TestToyGameListedEverywhere runs with the toy in the list.
func TestToyGameEveryFace(t *testing.T) {
	// Not parallel: toyDragon puts its dragon first on PATH.
	toyDragon(t)
	dir := t.TempDir()
	cache, file := filepath.Join(dir, "cache"), filepath.Join(dir, "toy.yaml")
	run := func(want string, args ...string) string {
		t.Helper()
		out, err := dragonCmd(t, cache, args...).CombinedOutput()
		if err != nil || !strings.Contains(string(out), want) {
			t.Fatalf("dragon %s: %v, want %q in:\n%s", strings.Join(args, " "), err, want, out)
		}
		return string(out)
	}
	run("toy         Toy Dragons: the test build's sixth game", "--help")
	if out := run("Where a rulebook is loose", "help", "readings"); strings.Contains(out, "Toy Dragons") {
		t.Errorf("the toy has no readings, yet 'help readings' names it:\n%s", out)
	}
	run("Points: 7\n  Ann -7\n  Bo +28\n  Cy -14\n  Di -7", "toy", "score", "7", "--players", "Ann,Bo,Cy,Di", "--winner", "Bo", "--discard-by", "Cy")
	if out, err := dragonCmd(t, cache, "toy", "score", "7", "--players", "Ann,Bo,Cy,Di,Ed", "--winner", "Bo", "--self-drawn").CombinedOutput(); err == nil || string(out) != "dragon: 5 players; this game is for 4\n" {
		t.Errorf("five --players in a game of four: %v\n%s", err, out)
	}
	run("Next: hand 1, cycle 1: Ann deals.", "ledger", "new", file, "--game", "toy", "--players", "Ann,Bo,Cy,Di")
	run("Recorded as hand 1 in "+file+". Next: hand 2, cycle 1: Bo deals.", "toy", "score", "7", "--winner", "Bo", "--self-drawn", "--record", file)
	run("Next: hand 3, cycle 1: Cy deals.", "ledger", "add", file, "--dead")
	history := run("Toy Dragons", "ledger", "history", file)
	if !regexp.MustCompile(`-- cycle 1\n1 .* Ann +Bo wins, self-drawn .*\n2 .* Bo +no toy `).MatchString(history) {
		t.Errorf("the toy's history, by its books:\n%s", history)
	}
	run("", "ledger", "check", file)
	run("Next: hand 4, cycle 1: Cy deals.", "toy", "score", "3", "--winner", "Cy", "--discard-by", "Ann", "--record", file)
	toyPage(t, cache, file)
	run("Next: hand 5, cycle 1: Di deals.", "ledger", "show", file) // Cy kept the deal with his own win
	report := run("Standings", "ledger", "report", file, "--format", "text")
	if strings.Contains(report, "Rules:") || strings.Contains(report, "version") {
		t.Errorf("the report says rules the toy has not:\n%s", report)
	}
	run("Toy Dragons, ", "ledger", "report", file)
	run(",4,toy,win,Di,", "ledger", "export", file, "--format", "csv")
	run("Toy Dragons", "ledger", "export", file, "--format", "hledger")
	toyAudit(t, cache, file)
}

// toyPage plays a hand of the toy on the table's page: the scorekeeper
// names the winner, the winner's phone his points and the source.
func toyPage(t *testing.T, cache, file string) {
	base := served(t, cache, file)
	keeper, di := newWebDevice(base), newWebDevice(base)
	if err := di.pick("Di"); err != nil {
		t.Fatal(err)
	}
	for _, s := range []struct {
		d             *webDevice
		as, q, answer string
	}{
		{keeper, "keeper", "winner", "Di"},
		{di, "player", "hand", "5"},
		{di, "player", "source", "self-drawn"},
	} {
		if err := s.d.answer(s.as, s.q, s.answer); err != nil {
			t.Fatal(err)
		}
	}
	if ok, err := keeper.record(); !ok || err != nil {
		t.Fatalf("recording the toy's hand from the page: %v %v", ok, err)
	}
}

// toyAudit: 'ledger check' audits the toy's hands with its own rules, and
// a hand written otherwise is found.
func toyAudit(t *testing.T, cache, file string) {
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	tampered := strings.Replace(string(data), `hand: "7"`, `hand: "8"`, 1)
	if tampered == string(data) {
		t.Fatalf("no toy hand of 7 in:\n%s", data)
	}
	if err := os.WriteFile(file, []byte(tampered), 0o644); err != nil {
		t.Fatal(err)
	}
	out, err := dragonCmd(t, cache, "ledger", "check", file).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "hand 1") {
		t.Errorf("a toy hand written otherwise: %v\n%s", err, out)
	}
}
