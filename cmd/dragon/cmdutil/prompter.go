package cmdutil

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/chzyer/readline"
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

func newPromptuiPrompter(in io.Reader, out io.Writer, style promptStyle) *promptuiPrompter {
	columns := columnsOf(out)
	return &promptuiPrompter{line: newLineAsker(in, out, columns, style), out: out, columns: columns, style: style}
}

// screen returns the writer for one prompt; stop it when the prompt
// returns.
func (p *promptuiPrompter) screen() *rowsWriter { return newRowsWriter(p.out, p.columns) }

// columnsOf returns how to ask the terminal behind w for its width.
func columnsOf(w io.Writer) func() int {
	f, ok := w.(fder)
	if !ok {
		return func() int { return 0 }
	}
	return func() int {
		cols, _, err := readline.GetSize(int(f.Fd()))
		if err != nil {
			return 0
		}
		return cols
	}
}

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
