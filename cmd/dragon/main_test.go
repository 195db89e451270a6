package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/browsertest"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/ledgertest"
)

var update = flag.Bool("update", false, "rewrite the expected output of cmp in the scripts (testdata/script, <game>/testdata/script) after a deliberate change")

// TestMain runs the tests with a cache folder of the run's own (see
// TestCacheIsTheRunsOwn), the browser tests in one Chromium they share
// (ended before the cache goes; with -short, more parallel tests at once:
// browsertest.Closing), and dragon as released first on PATH (asReleased;
// the test binary is dragon when it cannot be built so).
func TestMain(m *testing.M) {
	if to := os.Getenv(takeTo); to != "" && len(os.Args) > 1 {
		os.Exit(takeExecutable(os.Args[1], to))
	}
	testscript.Main(asReleased(ledgertest.OwnCache(browsertest.Closing(m))), map[string]func(){
		"dragon": func() {
			limitMemory()
			os.Exit(run(os.Args[1:], term.SystemStreams()))
		},
	})
}

// runMu keeps runs of dragon in the test's own process one at a time:
// run sets what the ledger package calls when it waits for a lock, and the
// tests that run dragon here run in parallel.
var runMu sync.Mutex

// runHere runs dragon in the test's own process, as main does.
func runHere(args []string, ios *term.IOStreams) int {
	runMu.Lock()
	defer runMu.Unlock()
	return run(args, ios)
}

// runTo runs dragon here (runHere) with nothing on standard input and
// both its streams written to out: for the terminal tests, whose terminal
// is named term, as the package is.
func runTo(out io.Writer, args ...string) int {
	return runHere(args, &term.IOStreams{In: strings.NewReader(""), Out: out, ErrOut: out})
}

// TestScripts runs the CLI end to end: testdata/script/*.txtar, and each
// game's own, <group>/testdata/script/*.txtar, for every game of the list.
func TestScripts(t *testing.T) {
	t.Parallel()
	t.Cleanup(func() {
		if t.Failed() && !*update {
			t.Log("a change meant? go test ./cmd/dragon -run TestScripts -update rewrites the output the scripts compare with cmp; a stdout or stderr pattern is mended in its script by hand. The scripts run dragon built from this source as released (released_test.go).")
		}
	})
	testscript.Run(t, testscript.Params{
		Files:               scriptFiles(t),
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"replace": replaceCmd,
			"status":  statusCmd,
		},
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "1")
			env.Setenv("XDG_CACHE_HOME", env.WorkDir+"/.cache")
			gamesVars(env)
			return nil
		},
	})
}

// scriptFiles are the scripts TestScripts runs: the shared commands' in
// testdata/script, and each game's in its own folder, named after its
// group ("magic_score"), so that no two share a name (issue 31: a game is
// its own folders).
func scriptFiles(t *testing.T) []string {
	t.Helper()
	files := scriptsIn(t, "testdata/script", "")
	for _, g := range root.Games {
		files = append(files, scriptsIn(t, filepath.Join(g.Group, "testdata", "script"), g.Group+"_")...)
	}
	seen := map[string]string{}
	for _, f := range files {
		if other, ok := seen[filepath.Base(f)]; ok {
			t.Fatalf("two scripts named %s: %s and %s", filepath.Base(f), other, f)
		}
		seen[filepath.Base(f)] = f
	}
	return files
}

// scriptsIn are the scripts in dir, each named with prefix.
func scriptsIn(t *testing.T, dir, prefix string) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if !strings.HasPrefix(filepath.Base(f), prefix) {
			t.Fatalf("%s: a game's script is named after its group, %s…", f, prefix)
		}
	}
	return files
}

// gamesVars gives the scripts the games of the one list, as patterns that
// match them as messages list them: $GAMES ("magic, …, or mac"),
// $GAMES_TITLED ("magic (Magic Dragon), …, mac (MAC I)"), and for each
// session rule the games that have it, $RULE_OF_MATCH ("Dancing Dragons
// and MAC I"), and the games whose hands are scores, $GAMES_OF_TOTALS.
func gamesVars(env *testscript.Env) {
	titled := make([]string, len(root.Games))
	for i, g := range root.Games {
		titled[i] = fmt.Sprintf("%s (%s)", g.Name, g.Title)
	}
	env.Setenv("GAMES", regexp.QuoteMeta(root.Games.Names()))
	env.Setenv("GAMES_TITLED", regexp.QuoteMeta(strings.Join(titled, ", ")))
	var totals []string
	for _, g := range books.Games() {
		if g.Totals() {
			totals = append(totals, g.Title())
		}
	}
	env.Setenv("GAMES_OF_TOTALS", regexp.QuoteMeta(words.JoinAnd(totals)))
	for _, ru := range books.AllRules() {
		var of []string
		for _, g := range ru.Games() {
			of = append(of, g.Title())
		}
		env.Setenv("RULE_OF_"+strings.ToUpper(strings.ReplaceAll(ru.Flag, "-", "_")), regexp.QuoteMeta(words.JoinAnd(of)))
	}
}

// replaceCmd is the script command "replace FILE OLD NEW": edit a file as a
// person would by hand, replacing the one place OLD stands.
func replaceCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: replace FILE OLD NEW")
	}
	name := ts.MkAbs(args[0])
	data := ts.ReadFile(args[0])
	if strings.Count(data, args[1]) != 1 {
		ts.Fatalf("replace: %q stands %d times in %s, want once", args[1], strings.Count(data, args[1]), args[0])
	}
	ts.Check(os.WriteFile(name, []byte(strings.Replace(data, args[1], args[2], 1)), 0o644))
}

// statusCmd is the script command "status N PROG ARGS...": run PROG as exec
// does and require exit code N, for the codes a script can tell apart
// (3: a claim that disagrees, 1: bad input).
func statusCmd(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: status N PROG [ARGS...]")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	got := 0
	var exit *exec.ExitError
	if err := ts.Exec(args[1], args[2:]...); errors.As(err, &exit) {
		got = exit.ExitCode()
	} else {
		ts.Check(err)
	}
	if got != want {
		ts.Fatalf("%s exited %d, want %d", args[1], got, want)
	}
}

// TestCacheIsTheRunsOwn: no test writes into the user's cache folder
// (~/.cache/dragon). TestMain gives the run a folder of its own, which the
// ledger's code in the test process and every dragon started with the
// test's environment use; the pseudo-terminal and reliability tests give
// each dragon a folder of the test's own. Each way of running dragon here
// leaves a ledger's cache entry where the test says.
func TestCacheIsTheRunsOwn(t *testing.T) {
	// Not parallel: it counts the entries of the cache the parallel tests share.
	if runtime.GOOS == "darwin" || runtime.GOOS == "ios" || runtime.GOOS == "plan9" {
		t.Skipf("os.UserCacheDir does not read XDG_CACHE_HOME on %s", runtime.GOOS)
	}
	user, runs := ledgertest.UserCache(), ""
	if dir, err := os.UserCacheDir(); err == nil {
		runs = dir
	}
	slash := filepath.ToSlash
	if user == "" || runs == "" || within(slash(runs), slash(user)) || !within(slash(runs), slash(os.TempDir())) {
		t.Fatalf("the tests' cache folder is %q, the user's %q: the tests must have a temporary one of their own", runs, user)
	}
	dir := t.TempDir()
	exe, err := exec.LookPath("dragon")
	if err != nil {
		t.Fatal(err)
	}
	ownCache := filepath.Join(dir, "own")
	for i, tc := range []struct {
		how, cache string
		show       func(ledger string)
	}{
		{"with the test's environment", runs, func(l string) { runShow(t, exec.Command(exe, "ledger", "show", l)) }},
		{"by dragonCmd", ownCache, func(l string) { runShow(t, dragonCmd(t, ownCache, "ledger", "show", l)) }},
		{"in a pseudo-terminal", filepath.Join(dir, ".cache"), func(l string) {
			term := startTerminal(t, dir, "ledger", "show", filepath.Base(l))
			term.expect("Ann")
			term.exitCode()
		}},
	} {
		// A ledger of the case's own: its cache entry is a new one.
		l := filepath.Join(dir, fmt.Sprintf("l%d.yaml", i))
		if err := os.WriteFile(l, []byte("version: 1\ngame: magic\nplayers: [Ann, Bo]\nhands:\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		before := cacheEntries(t, tc.cache)
		tc.show(l)
		if after := cacheEntries(t, tc.cache); after != before+1 {
			t.Errorf("dragon run %s: %d cache entries in %s, were %d; want the ledger's there", tc.how, after, tc.cache, before)
		}
	}
}

// cacheEntries counts the ledger cache entries in the cache folder dir.
func cacheEntries(t *testing.T, dir string) int {
	t.Helper()
	entries, err := filepath.Glob(filepath.Join(dir, "dragon", "ledger", "*.json"))
	if err != nil {
		t.Fatal(err)
	}
	return len(entries)
}

// runShow runs a dragon ledger show.
func runShow(t *testing.T, c *exec.Cmd) {
	t.Helper()
	if out, err := c.CombinedOutput(); err != nil {
		t.Fatalf("ledger show: %v\n%s", err, out)
	}
}
