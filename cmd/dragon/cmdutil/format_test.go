package cmdutil

import (
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// TestMarkdownTable: numbers aligned right, a '|' escaped and a line break
// kept inside its row.
func TestMarkdownTable(t *testing.T) {
	var b strings.Builder
	MarkdownTable(&b, "lr", []string{"player", "money"}, [][]string{{"A|n", "6"}, {"Bo\nB", "-6"}})
	want := "| player | money |\n| --- | ---: |\n| A\\|n | 6 |\n| Bo B | -6 |\n"
	if b.String() != want {
		t.Errorf("got\n%s\nwant\n%s", b.String(), want)
	}
}

// TestFormatCheck: a format among the command's, in any case, is taken;
// --json is --format json; anything else is refused in one line naming
// the formats.
func TestFormatCheck(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // the format taken, or the error
	}{
		{nil, ""},
		{[]string{"--format", "Markdown"}, "markdown"},
		{[]string{"--json"}, "json"},
		{[]string{"--json", "--format", "json"}, "json"},
		{[]string{"--format", "yaml"}, "show: --format yaml: write text, json or markdown"},
		{[]string{"--json", "--format", "text"}, "show: --json and --format text: give one of them"},
	} {
		cmd := &cobra.Command{Use: "show", RunE: func(*cobra.Command, []string) error { return nil }}
		f := AddFormatFlags(cmd, []string{FormatText, FormatJSON, FormatMarkdown}, FormatText, true)
		cmd.SetArgs(tc.args)
		if err := cmd.Execute(); err != nil {
			t.Fatal(err)
		}
		err := f.Check("show")
		got := f.Value
		if err != nil {
			got = err.Error()
		}
		if got != tc.want {
			t.Errorf("%q: %q, want %q", tc.args, got, tc.want)
		}
	}
}

// TestFormatIs: the first format is the default one.
func TestFormatIs(t *testing.T) {
	f := &Format{formats: []string{FormatText, FormatJSON}}
	if !f.Is(FormatText) || f.Is(FormatJSON) {
		t.Errorf("no --format: text %v, json %v", f.Is(FormatText), f.Is(FormatJSON))
	}
	f.Value = FormatJSON
	if f.Is(FormatText) || !f.Is(FormatJSON) {
		t.Errorf("--format json: text %v, json %v", f.Is(FormatText), f.Is(FormatJSON))
	}
}
