// Package term is the terminal dragon talks to: its streams (IOStreams,
// SystemStreams) and their colours (Paint), the rows and columns of its
// screen (Rows, Height, Width, Fit) and lines fitted to them (Para); the
// Prompter and the prompts it draws (a line edited as a shell does, a
// list, a plain line on a dumb terminal), what the console takes, a
// cancel (ErrCancelled), and an error as a person reads it (Message).
package term

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/manifoldco/promptui"
)

// Prompter asks a person questions at a terminal. Every interactive flow
// fills the same options struct the flags fill, so the two paths cannot
// disagree.
type Prompter interface {
	// Input asks for a line of text, def already typed for editing.
	// validate runs on every answer; a failing answer shows its error under
	// the prompt and stays for editing.
	Input(label, def string, validate func(string) error) (string, error)
	// Select asks for one of items and returns its index.
	Select(label string, items []string, def int) (int, error)
	// Confirm asks a yes/no question; a plain Enter answers def.
	Confirm(label string, def bool) (bool, error)
}

// promptuiPrompter asks with promptui's Select, and for a line of text
// with lineAsker (prompt_line.go): promptui's Prompt keeps a cursor of its
// own that mirrors readline's line and knows only Backspace, Ctrl-F and
// Ctrl-B, so it cannot be taught Home, End, Delete, Ctrl-W, Ctrl-K or
// Ctrl-D with text. Prompts are drawn on ErrOut, so the answer on Out
// stays clean for a pipe. Its writer mends promptui's redraws of lines
// wider than the terminal.
type promptuiPrompter struct {
	line    *lineAsker
	out     io.Writer
	columns func() int
	style   promptStyle
}

// systemPrompter is the Prompter of the process's terminal: it reads
// standard input and draws on standard error, whose width columns says,
// escape sequences only where the terminal takes them (on Windows once
// switched on) and colour only where NO_COLOR lets it. It reports too
// whether the terminal is given colour.
func systemPrompter(columns func() int) (Prompter, bool) {
	style := stylesFor(os.Getenv, terminal.vt(os.Getenv("TERM"), os.Stdin, os.Stdout, os.Stderr))
	return newPromptuiPrompter(os.Stdin, os.Stderr, columns, style), style.color
}

func newPromptuiPrompter(in io.Reader, out io.Writer, columns func() int, style promptStyle) *promptuiPrompter {
	return &promptuiPrompter{line: newLineAsker(in, out, columns, style), out: out, columns: columns, style: style}
}

// screen returns the writer for one prompt; stop it when the prompt
// returns.
func (p *promptuiPrompter) screen() *rowsWriter { return newRowsWriter(p.out, p.columns) }

// promptErr turns promptui's Ctrl-C and Ctrl-D into ErrCancelled.
func promptErr(err error) error {
	if errors.Is(err, promptui.ErrInterrupt) || errors.Is(err, promptui.ErrEOF) || errors.Is(err, io.EOF) {
		return ErrCancelled
	}
	return err
}

func (p *promptuiPrompter) Input(label, def string, validate func(string) error) (string, error) {
	return p.line.input(label, def, validate)
}

func (p *promptuiPrompter) Select(label string, items []string, def int) (int, error) {
	if p.style.dumb() {
		return p.line.plainSelect(label, items, def)
	}
	out := p.screen()
	defer out.stop()
	// The longest list is the evening's menu: up to 11 choices (Nine
	// Dragons with false declarations, a set-up and an undo), shown whole.
	sel := promptui.Select{Label: label, Items: items, CursorPos: def, Size: min(len(items), 12), Stdin: p.line.selectKeys(), Stdout: out, HideHelp: true, HideSelected: true, Templates: p.style.selection()}
	i, _, err := sel.Run()
	if err == nil {
		fmt.Fprintln(out, p.style.chosen(label, items[i], p.columns()))
	}
	return i, promptErr(err)
}

// Confirm asks for y or n and refuses anything else, so a typing slip is
// not taken for No.
func (p *promptuiPrompter) Confirm(label string, def bool) (bool, error) {
	hint := "[y/N]"
	if def {
		hint = "[Y/n]"
	}
	var yes bool
	_, err := p.Input(label+"? "+hint, "", func(s string) error {
		switch strings.ToLower(s) {
		case "":
			yes = def
		case "y", "yes":
			yes = true
		case "n", "no":
			yes = false
		default:
			return fmt.Errorf("answer y or n, or Enter for %s", map[bool]string{true: "yes", false: "no"}[def])
		}
		return nil
	})
	return yes, err
}

// NeedTerminal is the error of a flow that would ask but cannot: it names
// what supplies the answer instead, and never waits on a pipe.
func NeedTerminal(what, supply string) error {
	return fmt.Errorf("%s is needed and there is no terminal to ask on: %s", what, supply)
}
