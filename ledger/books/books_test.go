package books

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// gameConstants are the names of the games' constants, read from the
// table (games.go), and the names the constants stand for.
func gameConstants(t *testing.T) (idents, names []string) {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), "games.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != "Game" {
				continue
			}
			for i, n := range vs.Names {
				idents = append(idents, n.Name)
				if lit, ok := vs.Values[i].(*ast.BasicLit); ok {
					s, _ := strconv.Unquote(lit.Value)
					names = append(names, s)
				}
			}
		}
	}
	if len(idents) < 5 || len(names) != len(idents) {
		t.Fatalf("games.go declares the games %q as %q; want each game's constant and name", idents, names)
	}
	return idents, names
}

// namesAGame lists where file f names a game: compares a value with a
// game's constant or name (==, !=, a case of a switch), or, inside package
// books or the store (package ledger), uses a game's constant at all.
func namesAGame(fset *token.FileSet, f *ast.File, idents, names []string) []string {
	var out []string
	isGame := func(e ast.Expr) string {
		switch x := e.(type) {
		case *ast.Ident:
			if f.Name.Name == "books" && slices.Contains(idents, x.Name) {
				return x.Name
			}
		case *ast.SelectorExpr:
			if pkg, ok := x.X.(*ast.Ident); ok && pkg.Name == "books" && slices.Contains(idents, x.Sel.Name) {
				return "books." + x.Sel.Name
			}
		case *ast.BasicLit:
			if s, err := strconv.Unquote(x.Value); err == nil && x.Kind == token.STRING && slices.Contains(names, s) {
				return x.Value
			}
		}
		return ""
	}
	at := func(n ast.Node, what string) {
		out = append(out, fset.Position(n.Pos()).String()+": "+what)
	}
	selected := map[*ast.Ident]bool{} // x.Magic names a field or method, not the game
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			selected[sel.Sel] = true
		}
		return true
	})
	ast.Inspect(f, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.BinaryExpr:
			if x.Op == token.EQL || x.Op == token.NEQ {
				for _, side := range []ast.Expr{x.X, x.Y} {
					if g := isGame(side); g != "" {
						at(x, "compares with "+g)
					}
				}
			}
		case *ast.CaseClause:
			for _, e := range x.List {
				if g := isGame(e); g != "" {
					at(e, "switches on "+g)
				}
			}
		case *ast.Ident:
			if g := isGame(x); g != "" && !selected[x] {
				at(x, "names "+g)
			}
		case *ast.SelectorExpr:
			if g := isGame(x); g != "" && f.Name.Name == "ledger" {
				at(x, "names "+g)
			}
		}
		return true
	})
	return out
}

// TestOnlyTheTableNamesAGame: the ledger knows a game only through its
// Books. No file of the ledger but the table (books/games.go) names a
// game's constant, and no file of the ledger or its packages compares a value
// with a game (a switch or an if on its name): a question about a game is
// asked of its Books, so a game added with AddGame is asked the same.
func TestOnlyTheTableNamesAGame(t *testing.T) {
	idents, names := gameConstants(t)
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || path == filepath.Join("..", "books", "games.go") {
			return err
		}
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		for _, why := range namesAGame(fset, f, idents, names) {
			t.Errorf("%s; ask the game's Books instead", why)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestFiveGamesBooksHoldTogether: the table's books pass the checks
// AddGame makes of a game's.
func TestFiveGamesBooksHoldTogether(t *testing.T) {
	for _, e := range fiveGames {
		if err := e.books.check(e.game); err != nil {
			t.Errorf("%s: %v", e.game, err)
		}
	}
}

// TestGameNamesFoundInTheLedger: the check finds a game named where one
// is, in package ledger and outside it.
func TestGameNamesFoundInTheLedger(t *testing.T) {
	idents, names := gameConstants(t)
	for src, want := range map[string]int{
		"package books\nfunc f(g Game) bool { return g == Magic }":                                      2, // a comparison, and the constant named
		"package books\nfunc f(g Game) { switch g { case QMahjongg, NineDragons: } }":                   4,
		"package books\nfunc f(g Game) bool { return g != \"mac\" }":                                    1,
		"package books\nvar x = []Game{Dominoes}":                                                       1,
		"package ledger\nvar x = []books.Game{books.Dominoes}":                                          1,
		"package ledger\nfunc f(g books.Game) bool { return g == books.Magic }":                         2,
		"package report\nfunc f(g books.Game) bool { return g == books.MAC }":                           1,
		"package report\nfunc f(g books.Game) bool { return books.Game(\"a\") == g }":                   0,
		"package report\nvar h = books.Header{Game: books.Magic}":                                       0,
		"package books\nfunc f(b *Books) bool { return b.Rotation == ByRound && b.Role == \"\" }":       0,
		"package ledger\nfunc f(b *books.Books) bool { return b.Rotation == books.ByRound && b.Magic }": 0,
	} {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, "x.go", src, 0)
		if err != nil {
			t.Fatal(err)
		}
		if got := namesAGame(fset, f, idents, names); len(got) != want {
			t.Errorf("%s: found %q; want %d", src, got, want)
		}
	}
}

// TestAddGameTakenBack: what AddGame added, its remove takes back: a new
// game is gone again, and a game whose books it replaced has its own back.
func TestAddGameTakenBack(t *testing.T) {
	before := Games()
	extra := *Magic.books()
	removeNew, err := AddGame("extra", extra)
	if err != nil {
		t.Fatal(err)
	}
	renamed := extra
	renamed.Title = "Renamed Dragon"
	removeRenamed, err := AddGame(Magic, renamed)
	if err != nil {
		t.Fatal(err)
	}
	if !Game("extra").Known() || Magic.Title() != "Renamed Dragon" {
		t.Fatalf("added: extra known %v, Magic titled %q", Game("extra").Known(), Magic.Title())
	}
	removeRenamed()
	removeNew()
	if Game("extra").Known() || Magic.Title() != "Magic Dragon" || !slices.Equal(Games(), before) {
		t.Errorf("taken back: extra known %v, Magic titled %q, games %v; want %v", Game("extra").Known(), Magic.Title(), Games(), before)
	}
}
