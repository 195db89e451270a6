package root

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestGames: every game in the list is one the ledger keeps, under the
// title the ledger gives it, adds its command group to dragon under the
// name the list gives it, appears in the menu and describes its hands;
// its name is listed once.
func TestGames(t *testing.T) {
	ios := &term.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}
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
		if g.Hand == nil {
			t.Errorf("%s: no description of its hands, for the evening, the page and the audit", g.Name)
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
	root := NewCmd(&term.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &bytes.Buffer{}}, "")
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
	ios := &term.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}
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
	ios := &term.IOStreams{In: strings.NewReader(""), Out: &bytes.Buffer{}, ErrOut: &bytes.Buffer{}}
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

// TestFalseDeclaredFromTheLedger: a game with a false declaration penalty
// works it out at a ledger's table, its players and stakes as the game's
// hand takes them from the ledger, as its own command does; a game without
// one says so.
func TestFalseDeclaredFromTheLedger(t *testing.T) {
	want := map[books.Game]string{
		books.NineDragons: "map[Ann:128 Bo:-384 Cy:128 Di:128]",
		books.QMahjongg:   "map[Ann:128 Bo:-256 Cy:64 Di:64]",
	}
	for _, g := range Games {
		file := filepath.Join(t.TempDir(), "t.yaml")
		if err := ledger.Create(file, books.Header{Game: g.Name, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
			t.Fatal(err)
		}
		cur, err := ledger.ReadCurrent(file)
		if err != nil {
			t.Fatal(err)
		}
		tr, line, err := g.FalseDeclared(cur.State, "Bo")
		switch {
		case want[g.Name] == "" && (err == nil || g.FalseDeclaration != nil):
			t.Errorf("%s has no false declaration, yet: %v, %v", g.Name, tr, err)
		case want[g.Name] != "" && (err != nil || fmt.Sprint(tr) != want[g.Name] || !strings.HasPrefix(line, "False declaration by Bo")):
			t.Errorf("%s: %v, %q, %v; want %s", g.Name, tr, line, err, want[g.Name])
		}
	}
}
