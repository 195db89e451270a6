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
	eachCommand(func(c *cobra.Command) {
		if c.Hidden || !c.Runnable() && !c.HasSubCommands() || c.Name() == "help" || cobrasOwn(c) {
			return
		}
		if c.Short == "" || c.Long == "" || c.Example == "" {
			t.Errorf("%s: Short %q, Long %d chars, Example %d chars: every command needs all three", c.CommandPath(), c.Short, len(c.Long), len(c.Example))
		}
	})
}

// eachCommand calls f with every command of dragon's tree, the deepest
// first.
func eachCommand(f func(c *cobra.Command)) {
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		for _, sub := range c.Commands() {
			walk(sub)
		}
		f(c)
	}
	walk(NewCmd(&term.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}, ""))
}

// cobrasOwn reports whether c is cobra's completion command or one of its
// shells', whose text is cobra's.
func cobrasOwn(c *cobra.Command) bool {
	return c.Name() == "completion" || c.Parent() != nil && c.Parent().Name() == "completion"
}

// TestLongHelpFitsEightyColumns: every line of every command's Long text
// (the prose of its help, wrapped by hand or by term.Refill; cobra's own
// completion commands aside) is at most 80 columns wide, as a terminal of
// 80 shows it.
func TestLongHelpFitsEightyColumns(t *testing.T) {
	eachCommand(func(c *cobra.Command) {
		if cobrasOwn(c) {
			return
		}
		for i, line := range strings.Split(c.Long, "\n") {
			if n := utf8.RuneCountInString(line); n > 80 {
				t.Errorf("%s --help, line %d of its text, is %d columns: %q", c.CommandPath(), i+1, n, line)
			}
		}
	})
}

// TestFlagValuesAreNamed: every flag that takes a value names it in its
// help (--players NAMES, --at WHEN), never by a Go type (--players
// strings, --at string) as pflag does when the usage names nothing; and
// in ASCII: pflag lines the descriptions up by bytes, so a value named
// with "…" pushed its description two columns left of the others'.
func TestFlagValuesAreNamed(t *testing.T) {
	goTypes := []string{"string", "strings", "stringArray", "int", "ints", "uint", "float", "float64", "duration", "bool", "value"}
	eachCommand(func(c *cobra.Command) {
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			name, _ := pflag.UnquoteUsage(f)
			if slices.Contains(goTypes, name) {
				t.Errorf("%s --%s shows its value as %q: name it in the usage, `WORD`", c.CommandPath(), f.Name, name)
			}
			if strings.ContainsFunc(name, func(r rune) bool { return r > unicode.MaxASCII }) {
				t.Errorf("%s --%s names its value %q: in ASCII, or its description leaves the column", c.CommandPath(), f.Name, name)
			}
		})
	})
}
