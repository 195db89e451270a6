package term

import (
	"io"
	"os"

	"github.com/chzyer/readline"

	"github.com/dragon-tools/dragon/internal/words"
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
	// NoColor is set when NO_COLOR is set and not empty (no-color.org), or
	// the terminal is dumb.
	NoColor bool

	// Prompter asks questions; used only when CanPrompt.
	Prompter Prompter
}

// CanPrompt reports whether questions may be asked: only when a person is
// at both ends. A flow that needs an answer and cannot prompt fails at once,
// naming the flag that supplies it; it never waits on a pipe.
func (s *IOStreams) CanPrompt() bool { return s.InTTY && s.OutTTY }

// Shown is Out for words that quote a file or a person (a ledger's
// notes, its file's name, a line of it): what a terminal would act on is
// written as its escape (words.Shown), wherever the words go.
func (s *IOStreams) Shown() io.Writer { return words.ShownTo(s.Out) }

// ShownOnTerminal is Out for data that quotes a file or a person (an
// export, JSON, a page): on a terminal as Shown does; to a file or a pipe
// as it is, byte for byte.
func (s *IOStreams) ShownOnTerminal() io.Writer {
	if s.OutTTY {
		return s.Shown()
	}
	return s.Out
}

// ColorEnabled reports whether output may use colour.
func (s *IOStreams) ColorEnabled() bool { return s.OutTTY && !s.NoColor }

// Paint wraps s in the ANSI colour code when colour is on
// (ColorEnabled).
func Paint(on bool, code, s string) string {
	if !on || code == "" {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

// SystemStreams are the process's standard streams, with a promptui
// Prompter, NO_COLOR honoured, and escape sequences only where the
// terminal takes them (on Windows once switched on).
func SystemStreams() *IOStreams {
	prompter, color := systemPrompter(columnsOf(os.Stderr))
	return &IOStreams{
		In:       os.Stdin,
		Out:      os.Stdout,
		ErrOut:   os.Stderr,
		InTTY:    isTerminal(os.Stdin),
		OutTTY:   isTerminal(os.Stdout),
		NoColor:  !color,
		Prompter: prompter,
	}
}

// isTerminal asks the terminal itself: /dev/null is a character device
// too, but it answers no terminal's questions, and a file's name says
// nothing (standard input is "/dev/stdin" whatever it is).
func isTerminal(f *os.File) bool {
	return readline.IsTerminal(int(f.Fd()))
}
