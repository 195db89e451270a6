// Package cmdutil holds what every dragon command shares: the streams it
// talks to, the Prompter, tables, colours, exit codes, recording into a
// ledger, and the Game a command group adds to the one list of games.
package cmdutil

import (
	"io"
	"os"
)

// IOStreams is what a command may talk to. Commands never touch os.Stdin or
// os.Stdout directly, so tests can hand them buffers and a pretend terminal.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer

	// InTTY and OutTTY say whether standard input and output are terminals.
	InTTY  bool
	OutTTY bool
	// NoColor is set when NO_COLOR is present in the environment.
	NoColor bool

	// Prompter asks questions; used only when CanPrompt.
	Prompter Prompter
}

// CanPrompt reports whether questions may be asked: only when a person is
// at both ends. A flow that needs an answer and cannot prompt fails at once,
// naming the flag that supplies it; it never waits on a pipe.
func (s *IOStreams) CanPrompt() bool { return s.InTTY && s.OutTTY }

// ColorEnabled reports whether output may use colour.
func (s *IOStreams) ColorEnabled() bool { return s.OutTTY && !s.NoColor }

// SystemStreams are the process's standard streams, with a promptui
// Prompter and NO_COLOR honoured.
func SystemStreams() *IOStreams {
	_, noColor := os.LookupEnv("NO_COLOR")
	return &IOStreams{
		In:       os.Stdin,
		Out:      os.Stdout,
		ErrOut:   os.Stderr,
		InTTY:    isTerminal(os.Stdin),
		OutTTY:   isTerminal(os.Stdout),
		NoColor:  noColor,
		Prompter: newPromptuiPrompter(os.Stdin, os.Stderr),
	}
}

// isTerminal reports whether f is a character device, which is what a
// terminal is; pipes, files and /dev/null-redirections in CI are not.
func isTerminal(f *os.File) bool {
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	return fi.Mode()&os.ModeCharDevice != 0 && f.Name() != os.DevNull
}
