package cmdutil

import (
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"
)

// The formats a command that shows the books writes: text for people,
// json for a program, markdown (GitHub tables) for notes and messages.
const (
	FormatText     = "text"
	FormatJSON     = "json"
	FormatMarkdown = "markdown"
)

// Format is the --format a command was given, as cli/cli's JSON flags: one
// helper gives every command that shows the books the same flag.
type Format struct {
	// Value is the format asked for, in lower case; "" when none was.
	Value   string
	formats []string
	json    bool
}

// AddFormatFlags gives cmd the --format flag, its values formats (the
// first the default one, as deflt says it), and, where the command had it
// before, --json, kept hidden as another way to say --format json.
func AddFormatFlags(cmd *cobra.Command, formats []string, deflt string, jsonAlias bool) *Format {
	f := &Format{formats: formats}
	cmd.Flags().StringVar(&f.Value, "format", "", fmt.Sprintf("write the output as `FORMAT`: %s (default: %s)", orList(formats), deflt))
	if jsonAlias {
		cmd.Flags().BoolVar(&f.json, "json", false, "the same as --format json")
		_ = cmd.Flags().MarkHidden("json")
	}
	return f
}

// Check reads the flags of the command named name and says in one line
// what is wrong with them: a format not among its formats, or --json
// beside another format.
func (f *Format) Check(name string) error {
	f.Value = strings.ToLower(f.Value)
	switch {
	case f.Value != "" && !slices.Contains(f.formats, f.Value):
		return fmt.Errorf("%s: --format %s: write %s", name, f.Value, orList(f.formats))
	case f.json && f.Value != "" && f.Value != FormatJSON:
		return fmt.Errorf("%s: --json and --format %s: give one of them", name, f.Value)
	case f.json:
		f.Value = FormatJSON
	}
	return nil
}

// Is reports whether the format asked for is format; the default one is
// asked for when none was.
func (f *Format) Is(format string) bool {
	return f.Value == format || (f.Value == "" && f.formats[0] == format)
}

// orList writes "html, text or json".
func orList(xs []string) string {
	if len(xs) < 2 {
		return strings.Join(xs, "")
	}
	return strings.Join(xs[:len(xs)-1], ", ") + " or " + xs[len(xs)-1]
}
