package main

import (
	"flag"
	"os"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"
)

var update = flag.Bool("update", false, "rewrite the expected output of cmp in testdata/script after a deliberate change")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"dragon": func() { os.Exit(run(os.Args[1:], systemStreams())) },
	})
}

// TestScripts runs the CLI end to end: testdata/script/*.txtar.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("NO_COLOR", "1")
			env.Setenv("XDG_CACHE_HOME", env.WorkDir+"/.cache")
			return nil
		},
	})
}
