package root

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
)

// TestHelpReadingsListsEveryReading walks every game's readings, as the
// list of the games gives them, and finds each in 'dragon help readings'
// (its id, the rulebook's words, the program's choice, the alternative
// and how a ruleset plays it) and in the readings table of the game's
// rules document. A game whose rules are never loose has none, and no
// heading.
func TestHelpReadingsListsEveryReading(t *testing.T) {
	var out bytes.Buffer
	ios := &term.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &out}
	cmd := NewCmd(ios, "")
	cmd.SetArgs([]string{"help", "readings"})
	if err := cmd.Execute(); err != nil {
		t.Fatal(err)
	}
	help := oneLine(out.String())
	docs := rulesDocs(t)
	for _, g := range Games {
		if len(g.Readings) == 0 { // a game whose rules are never loose
			if strings.Contains(out.String(), "\n"+g.Title+"\n") {
				t.Errorf("%s has no readings, yet a heading", g.Title)
			}
			continue
		}
		if !strings.Contains(help, g.Title+" ") {
			t.Errorf("the help has no heading for %s", g.Title)
		}
		for _, c := range g.Readings {
			if !strings.Contains(out.String(), "\n  "+string(c.ID)+"\n") {
				t.Errorf("%s %s: the help does not list it", g.Title, c.ID)
			}
			for what, words := range map[string]string{"words": c.Text, "program": c.Program,
				"alternative": c.Alternative, "switch": c.Switch()} {
				if !strings.Contains(help, oneLine(words)) {
					t.Errorf("%s %s: the help lacks its %s %q", g.Title, c.ID, what, words)
				}
			}
			if !strings.Contains(docs, "| `"+string(c.ID)+"` |") {
				t.Errorf("%s %s: no docs/rules document lists it in its readings table", g.Title, c.ID)
			}
		}
	}
	for _, line := range strings.Split(out.String(), "\n") {
		if len([]rune(line)) > readingsWidth {
			t.Errorf("a line of the help is wider than %d: %q", readingsWidth, line)
		}
	}
}

// oneLine is s with every run of spaces and line breaks one space, so
// that words wrapped over lines are found.
func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

// rulesDocs is every rules document, together.
func rulesDocs(t *testing.T) string {
	t.Helper()
	files, err := filepath.Glob("../../../docs/rules/*.md")
	if err != nil || len(files) == 0 {
		t.Fatalf("no rules documents: %v", err)
	}
	var all strings.Builder
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		all.Write(data)
	}
	return all.String()
}
