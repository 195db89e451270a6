package root

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
)

// TestGames: every game in the list is one the ledger keeps, under the
// title the ledger gives it, adds its command group to dragon under the
// name the list gives it, and appears in the menu; its name is listed once.
func TestGames(t *testing.T) {
	ios := &cmdutil.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}
	root := NewCmd(ios, "")
	seen := map[string]bool{}
	for _, g := range Games {
		if seen[string(g.Name)] {
			t.Errorf("%s is in the list twice", g.Name)
		}
		seen[string(g.Name)] = true
		if g.Title != g.Name.Title() {
			t.Errorf("%s: title %q, but the ledger calls it %q", g.Name, g.Title, g.Name.Title())
		}
		use := g.Command(ios).Name()
		if use != g.Group {
			t.Errorf("%s: its command group is %q, but the list names it %q", g.Name, use, g.Group)
		}
		if c, _, err := root.Find([]string{use}); err != nil || c.Name() != use {
			t.Errorf("%s: its command group %q is not a command of dragon", g.Name, use)
		}
		if len(g.Menu) == 0 {
			t.Errorf("%s: nothing for it in the menu", g.Name)
		}
	}
}

// TestMenuOrder: the menu lists the things to do at the table, then the
// ledger, then the reference cards.
func TestMenuOrder(t *testing.T) {
	items := menu(Games)
	ref := false
	for i, m := range items {
		if ref && !m.Reference {
			t.Errorf("item %d %q comes after a reference card", i, m.Label)
		}
		ref = ref || m.Reference
		if m.Args[0] == "ledger" && i+1 < len(items) && !items[i+1].Reference {
			t.Errorf("item %d %q: the ledger comes after every game's things to do", i, m.Label)
		}
	}
}

// TestGameCompletion: 'ledger new --game' completes the games of the list,
// each with its title.
func TestGameCompletion(t *testing.T) {
	var out bytes.Buffer
	root := NewCmd(&cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &bytes.Buffer{}}, "")
	root.SetArgs([]string{"__complete", "ledger", "new", "f.yaml", "--game", ""})
	if err := root.Execute(); err != nil {
		t.Fatal(err)
	}
	for _, g := range Games {
		if !strings.Contains(out.String(), string(g.Name)+"\t"+g.Title+"\n") {
			t.Errorf("no %s in the completion:\n%s", g.Name, out.String())
		}
	}
}

// TestEveryGameLinksItsRules: each game's --help names its page of the
// rules as the program applies them, docs/rules/<title>.md, and the page
// is in the repository.
func TestEveryGameLinksItsRules(t *testing.T) {
	ios := &cmdutil.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}
	for _, g := range Games {
		page := "docs/rules/" + strings.ToLower(strings.ReplaceAll(g.Title, " ", "-")) + ".md"
		if !strings.Contains(g.Command(ios).Long, page) {
			t.Errorf("%s: 'dragon %s --help' does not name %s", g.Title, g.Command(ios).Name(), page)
		}
		if _, err := os.Stat(filepath.Join("..", "..", "..", filepath.FromSlash(page))); err != nil {
			t.Errorf("%s: %v", g.Title, err)
		}
	}
}

// TestEverySetupLinksItsRules: each 'dragon setup' command sets up one
// game's table, and its --help names that game's page of the rules, as the
// games' own commands do.
func TestEverySetupLinksItsRules(t *testing.T) {
	ios := &cmdutil.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}
	root := NewCmd(ios, "")
	setup, _, err := root.Find([]string{"setup"})
	if err != nil {
		t.Fatal(err)
	}
	page := regexp.MustCompile(`docs/rules/[a-z-]+\.md`)
	for _, c := range setup.Commands() {
		p := page.FindString(c.Long)
		if p == "" {
			t.Errorf("'dragon setup %s --help' names no page of docs/rules", c.Name())
			continue
		}
		if _, err := os.Stat(filepath.Join("..", "..", "..", filepath.FromSlash(p))); err != nil {
			t.Errorf("'dragon setup %s --help': %v", c.Name(), err)
		}
	}
}
