// Package cmdtest is what the tests of the commands share: a command run
// on its own with a command line, in milliseconds, and a person at the
// table who answers its questions, one answer a question, each checked by
// the prompt's own check (what the pseudo-terminal tests show on a
// screen, without one).
package cmdtest

import (
	"bytes"
	"fmt"
	"io"
	"testing"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// Execute runs cmd with the command line args, its own output thrown
// away, and returns its error: with a runF seam given, the error of the
// checks of its flags, or of runF.
func Execute(cmd *cobra.Command, args ...string) error {
	cmd.SetArgs(args)
	cmd.SetOut(io.Discard)
	cmd.SetErr(io.Discard)
	cmd.SilenceUsage, cmd.SilenceErrors = true, true
	return cmd.Execute()
}

// Pipe returns streams with no terminal: a command that would ask fails
// at once, naming what would answer.
func Pipe() (*cmdutil.IOStreams, *bytes.Buffer) {
	var out bytes.Buffer
	return &cmdutil.IOStreams{Out: &out, ErrOut: &out}, &out
}

// Answers is a cmdutil.Prompter that answers each question in turn with
// the next of Given, and keeps the questions Asked. A Select is answered
// with an item's text, a Confirm with "y" for yes.
type Answers struct {
	T     testing.TB
	Given []string
	Asked []string
}

// Terminal returns streams on a pretend terminal, answered with given, and
// the buffer that gets both what is written and what is shown on errors.
func Terminal(t testing.TB, given ...string) (*cmdutil.IOStreams, *Answers, *bytes.Buffer) {
	a := &Answers{T: t, Given: given}
	var out bytes.Buffer
	return &cmdutil.IOStreams{Out: &out, ErrOut: &out, InTTY: true, OutTTY: true, NoColor: true, Prompter: a}, a, &out
}

func (a *Answers) next(label string) string {
	a.T.Helper()
	a.Asked = append(a.Asked, label)
	if len(a.Given) == 0 {
		a.T.Fatalf("no answer left for %q", label)
	}
	s := a.Given[0]
	a.Given = a.Given[1:]
	return s
}

// Input answers with the next answer; one the prompt's check refuses is an
// error, as a person would be stuck at it.
func (a *Answers) Input(label, def string, validate func(string) error) (string, error) {
	s := a.next(label)
	if err := validate(s); err != nil {
		return "", fmt.Errorf("%q refused at %q: %w", s, label, err)
	}
	return s, nil
}

// Select answers with the item that reads as the next answer.
func (a *Answers) Select(label string, items []string, def int) (int, error) {
	s := a.next(label)
	for i, it := range items {
		if it == s {
			return i, nil
		}
	}
	return 0, fmt.Errorf("%q is not one of %q", s, items)
}

// Confirm answers yes when the next answer is "y".
func (a *Answers) Confirm(label string, def bool) (bool, error) { return a.next(label) == "y", nil }

// Left fails the test when answers were left over: a question the test
// meant to answer was not asked.
func (a *Answers) Left() {
	a.T.Helper()
	if len(a.Given) != 0 {
		a.T.Errorf("answers left over: %q", a.Given)
	}
}
