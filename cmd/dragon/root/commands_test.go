package root

import (
	"bytes"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestEveryCommandIsDocumented: every command a person can run has Short,
// Long and Example text (help topics and cobra's own commands aside).
func TestEveryCommandIsDocumented(t *testing.T) {
	root := NewCmd(&term.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, "")
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			walk(sub)
		}
		if c.Hidden || !c.Runnable() && !c.HasSubCommands() || c.Name() == "help" || c.Name() == "completion" || c.Parent() != nil && c.Parent().Name() == "completion" {
			return
		}
		if c.Short == "" || c.Long == "" || c.Example == "" {
			t.Errorf("%s: Short %q, Long %d chars, Example %d chars: every command needs all three", c.CommandPath(), c.Short, len(c.Long), len(c.Example))
		}
	}
	walk(root)
}

// TestLongHelpFitsEightyColumns: every line of every command's Long text
// (the prose of its help, wrapped by hand or by term.Refill; cobra's own
// completion commands aside) is at most 80 columns wide, as a terminal of
// 80 shows it.
func TestLongHelpFitsEightyColumns(t *testing.T) {
	root := NewCmd(&term.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, "")
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			walk(sub)
		}
		if c.Name() == "completion" || c.Parent() != nil && c.Parent().Name() == "completion" {
			return // cobra's own text
		}
		for i, line := range strings.Split(c.Long, "\n") {
			if n := utf8.RuneCountInString(line); n > 80 {
				t.Errorf("%s --help, line %d of its text, is %d columns: %q", c.CommandPath(), i+1, n, line)
			}
		}
	}
	walk(root)
}

// TestFlagValuesAreNamed: every flag that takes a value names it in its
// help (--players NAMES, --at WHEN), never by a Go type (--players
// strings, --at string) as pflag does when the usage names nothing; and
// in ASCII: pflag lines the descriptions up by bytes, so a value named
// with "…" pushed its description two columns left of the others'.
func TestFlagValuesAreNamed(t *testing.T) {
	root := NewCmd(&term.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, "")
	goTypes := []string{"string", "strings", "stringArray", "int", "ints", "uint", "float", "float64", "duration", "bool", "value"}
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			walk(sub)
		}
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			name, _ := pflag.UnquoteUsage(f)
			if slices.Contains(goTypes, name) {
				t.Errorf("%s --%s shows its value as %q: name it in the usage, `WORD`", c.CommandPath(), f.Name, name)
			}
			if strings.ContainsFunc(name, func(r rune) bool { return r > unicode.MaxASCII }) {
				t.Errorf("%s --%s names its value %q: in ASCII, or its description leaves the column", c.CommandPath(), f.Name, name)
			}
		})
	}
	walk(root)
}
