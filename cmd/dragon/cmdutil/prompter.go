package cmdutil

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/manifoldco/promptui"
)

// Prompter asks a person questions at a terminal. Every interactive flow
// fills the same options struct the flags fill, so the two paths cannot
// disagree.
type Prompter interface {
	// Input asks for a line of text. validate runs on every answer; a
	// failing answer shows its error under the prompt and stays for
	// editing.
	Input(label, def string, validate func(string) error) (string, error)
	// Select asks for one of items and returns its index.
	Select(label string, items []string, def int) (int, error)
	// Confirm asks a yes/no question.
	Confirm(label string, def bool) (bool, error)
}

// promptuiPrompter asks with promptui. Prompts are drawn on ErrOut, so the
// answer on Out stays clean for a pipe.
type promptuiPrompter struct {
	in  io.ReadCloser
	out io.WriteCloser
}

type nopWriteCloser struct{ io.Writer }

func (nopWriteCloser) Close() error { return nil }

func newPromptuiPrompter(in io.Reader, out io.Writer) *promptuiPrompter {
	rc, ok := in.(io.ReadCloser)
	if !ok {
		rc = io.NopCloser(in)
	}
	return &promptuiPrompter{in: rc, out: nopWriteCloser{out}}
}

// promptErr turns promptui's Ctrl-C and Ctrl-D into ErrCancelled.
func promptErr(err error) error {
	if errors.Is(err, promptui.ErrInterrupt) || errors.Is(err, promptui.ErrEOF) || errors.Is(err, io.EOF) {
		return ErrCancelled
	}
	return err
}

func (p *promptuiPrompter) Input(label, def string, validate func(string) error) (string, error) {
	pr := promptui.Prompt{
		Label:     label,
		Default:   def,
		AllowEdit: true,
		Validate: func(s string) error {
			if validate == nil {
				return nil
			}
			return validate(strings.TrimSpace(s))
		},
		Stdin:  p.in,
		Stdout: p.out,
	}
	s, err := pr.Run()
	return strings.TrimSpace(s), promptErr(err)
}

func (p *promptuiPrompter) Select(label string, items []string, def int) (int, error) {
	// Keep the question beside the answer once chosen, so the screen reads
	// as a record of what was asked and answered.
	tpl := &promptui.SelectTemplates{
		Label:    "{{ . }}",
		Active:   "▸ {{ . | underline }}",
		Inactive: "  {{ . }}",
		Selected: `{{ "✔" | green }} ` + strings.ReplaceAll(label, "{{", "{ {") + `: {{ . }}`,
	}
	sel := promptui.Select{Label: label, Items: items, CursorPos: def, Size: min(len(items), 10), Stdin: p.in, Stdout: p.out, HideHelp: true, Templates: tpl}
	i, _, err := sel.Run()
	return i, promptErr(err)
}

func (p *promptuiPrompter) Confirm(label string, def bool) (bool, error) {
	d := "n"
	if def {
		d = "y"
	}
	pr := promptui.Prompt{Label: label, IsConfirm: true, Default: d, Stdin: p.in, Stdout: p.out}
	_, err := pr.Run()
	if errors.Is(err, promptui.ErrAbort) {
		return false, nil
	}
	if err != nil {
		return false, promptErr(err)
	}
	return true, nil
}

// NeedTerminal is the error of a flow that would ask but cannot: it names
// what supplies the answer instead, and never waits on a pipe.
func NeedTerminal(what, supply string) error {
	return fmt.Errorf("%s is needed and there is no terminal to ask on: %s", what, supply)
}
