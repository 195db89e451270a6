package main

import (
	"errors"
	"flag"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

var update = flag.Bool("update", false, "rewrite the expected output of cmp in testdata/script after a deliberate change")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"dragon": func() { os.Exit(run(os.Args[1:], cmdutil.SystemStreams())) },
	})
}

// TestScripts runs the CLI end to end: testdata/script/*.txtar.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"replace": replaceCmd,
			"status":  statusCmd,
		},
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "1")
			env.Setenv("XDG_CACHE_HOME", env.WorkDir+"/.cache")
			return nil
		},
	})
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
