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
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
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

// Seam runs the command build makes with args, no terminal, up to the
// runF seam it is given: the options its command line filled, or the error
// of its checks.
func Seam[O any](build func(*term.IOStreams, func(O) error) *cobra.Command, args ...string) (O, error) {
	ios, _ := Pipe()
	var got O
	err := Execute(build(ios, func(o O) error { got = o; return nil }), args...)
	return got, err
}

// Outcome is what a command line comes to, as a table of cases compares
// it: the options read, as read words them, or the error of its checks.
func Outcome[O any](build func(*term.IOStreams, func(O) error) *cobra.Command, read func(O) string, args ...string) string {
	o, err := Seam(build, args...)
	if err != nil {
		return err.Error()
	}
	return read(o)
}

// NewLedger starts a ledger of the session h in a folder of the test's own
// and returns its file.
func NewLedger(t testing.TB, h books.Header) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "night.yaml")
	if err := ledger.Create(file, h); err != nil {
		t.Fatal(err)
	}
	return file
}

// Audited records in a new ledger of the session h the hand of each
// command line (each given --record FILE), with the command build makes,
// checks that the ledger passes the audit, and returns the file and its
// text.
func Audited[O any](t testing.TB, h books.Header, audit books.Auditor, build func(*term.IOStreams, func(O) error) *cobra.Command, lines ...[]string) (string, []byte) {
	t.Helper()
	file := NewLedger(t, h)
	for _, args := range lines {
		ios, out := Pipe()
		if err := Execute(build(ios, nil), append(args, "--record", file)...); err != nil {
			t.Fatalf("%q: %v\n%s", args, err, out)
		}
	}
	if ps, err := ledger.Check(file, books.Auditors{h.Game: audit}); err != nil || len(ps) > 0 {
		t.Fatalf("the ledger as recorded: %v, %v", ps, err)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return file, data
}

// Tampered checks that the audit finds one problem, holding want, in the
// ledger file whose text data has from written as to.
func Tampered(t testing.TB, file string, data []byte, game books.Game, audit books.Auditor, from, to, want string) {
	t.Helper()
	tampered := strings.Replace(string(data), from, to, 1)
	if tampered == string(data) {
		t.Fatalf("no %q to change in:\n%s", from, data)
	}
	if ps := ledger.CheckData(file, []byte(tampered), books.Auditors{game: audit}); len(ps) != 1 || !strings.Contains(ps[0].Error(), want) {
		t.Errorf("%s written as %s: %v, want one problem with %q", from, to, ps, want)
	}
}

// Pipe returns streams with no terminal: a command that would ask fails
// at once, naming what would answer.
func Pipe() (*term.IOStreams, *bytes.Buffer) {
	var out bytes.Buffer
	return &term.IOStreams{Out: &out, ErrOut: &out}, &out
}

// Answers is a term.Prompter that answers each question in turn with
// the next of Given, and keeps the questions Asked. A Select is answered
// with an item's text, a Confirm with "y" for yes.
type Answers struct {
	T     testing.TB
	Given []string
	Asked []string
}

// Terminal returns streams on a pretend terminal, answered with given, and
// the buffer that gets both what is written and what is shown on errors.
func Terminal(t testing.TB, given ...string) (*term.IOStreams, *Answers, *bytes.Buffer) {
	a := &Answers{T: t, Given: given}
	var out bytes.Buffer
	return &term.IOStreams{Out: &out, ErrOut: &out, InTTY: true, OutTTY: true, NoColor: true, Prompter: a}, a, &out
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
