package main

import (
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"maps"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/root"
)

// sharedCommands are the command packages every game goes through: they
// learn what they need of a game by asking it (books.Game's methods, the
// list of the games), never by naming it.
var sharedCommands = []string{"cmdutil", "evening", "ledgercmd", "qa", "root", "scoreflow", "servecmd", "setupcmd", "term"}

// namesTheGames are the files of those packages that may name every game:
// the one list of the games (games.go, and a test build's games_*.go).
const namesTheGames = "root/games*.go"

// gameIdents are the ledger's names of the games: the books' constants of
// type Game, as ledger/books/games.go declares them.
func gameIdents(t *testing.T) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "../../ledger/books/games.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, d := range f.Decls {
		if gd, ok := d.(*ast.GenDecl); ok && gd.Tok == token.CONST {
			for _, spec := range gd.Specs {
				if vs := spec.(*ast.ValueSpec); named(vs.Type) == "Game" {
					for _, n := range vs.Names {
						out = append(out, n.Name)
					}
				}
			}
		}
	}
	if len(out) == 0 {
		t.Fatal("ledger/books/games.go declares no game")
	}
	return out
}

// named is a type written as a name, or "".
func named(e ast.Expr) string {
	if id, ok := e.(*ast.Ident); ok {
		return id.Name
	}
	return ""
}

// TestSharedCommandsNameNoGame: no shared command package names a game,
// neither the ledger's name of it (books.Magic) nor its command group or
// scoring (cmd/dragon/magic, scoring/magicdragon), outside the one list of
// the games. A question about a game is asked of the game.
func TestSharedCommandsNameNoGame(t *testing.T) {
	t.Parallel()
	games := gameNamer{idents: gameIdents(t), scoring: gameScoring(t)}
	for _, dir := range sharedCommands {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		if len(files) == 0 {
			t.Errorf("no Go files in %s: is the list of the shared packages out of date?", dir)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") || isGamesList(f) {
				continue
			}
			for _, why := range games.in(t, f) {
				t.Errorf("%s: %s; ask the game (books.Game, the list of the games) instead", f, why)
			}
		}
	}
}

// isGamesList reports whether file f holds lines of the list of the games.
func isGamesList(f string) bool {
	ok, _ := filepath.Match(namesTheGames, filepath.ToSlash(f))
	return ok
}

// gameNamer finds where a file names a game: the ledger's constants of
// the games, and each game's scoring package with its command group.
type gameNamer struct {
	idents  []string
	scoring map[string]string
}

// in lists where file names a game.
func (gn gameNamer) in(t *testing.T, file string) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	booksName := ""
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if group, ok := strings.CutPrefix(p, cmdPath); ok && slices.Contains(slices.Collect(maps.Values(gn.scoring)), strings.Split(group, "/")[0]) {
			out = append(out, "imports the game's command group "+p)
		}
		if pkg, ok := strings.CutPrefix(p, modulePath+"scoring/"); ok && gn.scoring[pkg] != "" {
			out = append(out, "imports the game's scoring "+p)
		}
		if p == modulePath+"ledger/books" {
			booksName = path.Base(p)
			if imp.Name != nil {
				booksName = imp.Name.Name
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok || booksName == "" {
			return true
		}
		if x, ok := sel.X.(*ast.Ident); ok && x.Name == booksName && slices.Contains(gn.idents, sel.Sel.Name) {
			out = append(out, fset.Position(sel.Pos()).String()+" names "+booksName+"."+sel.Sel.Name)
		}
		return true
	})
	return out
}

// TestGameNamesFound: the check finds a name where there is one: every
// game's group in the list of the games, and the ledger's names.
func TestGameNamesFound(t *testing.T) {
	t.Parallel()
	games := gameNamer{idents: gameIdents(t), scoring: gameScoring(t)}
	files, err := filepath.Glob(namesTheGames)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		if ok, err := build.Default.MatchFile(filepath.Dir(f), filepath.Base(f)); ok && err == nil {
			got = append(got, games.in(t, f)...)
		}
	}
	if len(got) < len(root.Games)+len(games.idents) {
		t.Errorf("the list of the games names every game's group and ledger name; found only %q", got)
	}
}
