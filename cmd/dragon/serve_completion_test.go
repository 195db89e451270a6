package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// complete is what the shell is offered for the command line args, the
// last being the word completed.
func complete(t *testing.T, args ...string) string {
	t.Helper()
	var out bytes.Buffer
	cmd := root.NewCmd(&term.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &bytes.Buffer{}}, "")
	cmd.SetArgs(append([]string{"__complete"}, args...))
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// TestServeCompletesLedgers: 'dragon serve FILE...' completes YAML
// ledger files as the ledger commands do, after a file too (a room takes
// several), and no file for --addr.
func TestServeCompletesLedgers(t *testing.T) {
	t.Parallel()
	want := complete(t, "ledger", "show", "")
	if !strings.Contains(want, "yaml\n") || !strings.Contains(want, ":8\n") { // ShellCompDirectiveFilterFileExt
		t.Fatalf("'ledger show' completes:\n%s", want)
	}
	for _, args := range [][]string{{"serve", ""}, {"serve", "t.yaml", ""}} {
		if got := complete(t, args...); got != want {
			t.Errorf("%q completes\n%s\nnot as 'ledger show':\n%s", args, got, want)
		}
	}
	if got := complete(t, "serve", "t.yaml", "--addr", ""); strings.Contains(got, "yaml") || !strings.Contains(got, ":4\n") { // ShellCompDirectiveNoFileComp
		t.Errorf("--addr completes files:\n%s", got)
	}
}
