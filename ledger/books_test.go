package ledger

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
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

// namesAGame lists where file f (in package pkg) names a game: compares a
// value with a game's constant or name (==, !=, a case of a switch), or,
// inside package ledger, uses a game's constant at all.
func namesAGame(fset *token.FileSet, f *ast.File, idents, names []string) []string {
	var out []string
	isGame := func(e ast.Expr) string {
		switch x := e.(type) {
		case *ast.Ident:
			if f.Name.Name == "ledger" && slices.Contains(idents, x.Name) {
				return x.Name
			}
		case *ast.SelectorExpr:
			if pkg, ok := x.X.(*ast.Ident); ok && pkg.Name == "ledger" && slices.Contains(idents, x.Sel.Name) {
				return "ledger." + x.Sel.Name
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
			if f.Name.Name == "ledger" && slices.Contains(idents, x.Name) && !selected[x] {
				at(x, "names "+x.Name)
			}
		}
		return true
	})
	return out
}

// TestOnlyTheTableNamesAGame: the ledger knows a game only through its
// Books. No file of package ledger but the table (games.go) names a game's
// constant, and no file of the ledger or its packages compares a value
// with a game (a switch or an if on its name): a question about a game is
// asked of its Books, so a game added with AddGame is asked the same.
func TestOnlyTheTableNamesAGame(t *testing.T) {
	idents, names := gameConstants(t)
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || path == "games.go" {
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

// TestGameNamesFoundInTheLedger: the check finds a game named where one
// is, in package ledger and outside it.
func TestGameNamesFoundInTheLedger(t *testing.T) {
	idents, names := gameConstants(t)
	for src, want := range map[string]int{
		"package ledger\nfunc f(g Game) bool { return g == Magic }":                                2, // a comparison, and the constant named
		"package ledger\nfunc f(g Game) { switch g { case QMahjongg, NineDragons: } }":             4,
		"package ledger\nfunc f(g Game) bool { return g != \"mac\" }":                              1,
		"package ledger\nvar x = []Game{Dominoes}":                                                 1,
		"package report\nfunc f(g ledger.Game) bool { return g == ledger.MAC }":                    1,
		"package report\nfunc f(g ledger.Game) bool { return ledger.Game(\"a\") == g }":            0,
		"package report\nvar h = ledger.Header{Game: ledger.Magic}":                                0,
		"package ledger\nfunc f(b *Books) bool { return b.Rotation == ByRound && b.Role == \"\" }": 0,
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

// relay is a game of the tests' own, kept by books unlike any of the
// five's: three open in turn, the opener passes after every hand he does
// not win (a dead hand too), and two rounds make a game.
const relay Game = "relay"

var relayBooks = Books{
	Title: "Relay Dragons", MinPlayers: 3, MaxPlayers: 3, Play: "hand",
	Hands:  []Kind{Win, Dead},
	Inputs: []string{"winner", "self_drawn", "discard_by", "offender", "east"},
	Rules:  []string{"stakes"}, Stakes: "multiplies the pot",
	Role: "east", RoleHead: "opens", RoleDoes: "opens", DeadHand: "no race",
	WorkedOut: "the opener and the round",
	Seating:   func(first string) string { return first + " opens, then each in turn" },
	Rotation:  ByRound, Rounds: 2,
	Passes: func(s State, r *HandRecord) bool { return r.Kind == Dead || r.winner() != s.Dealer },
}

// TestAddedGameKeptByItsBooks: a game added with AddGame is served by its
// Books alone: its new ledger says what they say, its rotation moves as
// its Passes and Rounds say, its records hold its inputs and its kinds.
func TestAddedGameKeptByItsBooks(t *testing.T) {
	useCache(t, false)
	addGame(t, relay, relayBooks)
	s := newSession(t, Header{Game: relay, Players: []string{"Ann", "Bo", "Cy"}})
	for _, want := range []string{
		"# A Relay Dragons ledger kept by dragon: one table's session.\n# Balances, the opener and the round are worked out",
		"game: relay # Relay Dragons\nplayers: [Ann, Bo, Cy] # Ann opens, then each in turn\nrules:\n  stakes: 1 # multiplies the pot\n",
	} {
		if !strings.Contains(string(s.read()), want) {
			t.Errorf("the new ledger does not say %q:\n%s", want, s.read())
		}
	}
	playRotation(t, s, []rotationStep{
		{win("Bo", "Ann=-2,Bo=+2"), "Ann", "East", 1},
		{dead, "Bo", "East", 1},
		{win("Cy", "Cy=+2,Ann=-2"), "Cy", "East", 1}, // the opener's own win keeps him
		{win("Ann", "Ann=+2,Bo=-2"), "Cy", "East", 1},
		{dead, "Ann", "South", 1},
		{dead, "Bo", "South", 1},
		{win("Ann", "Ann=+2,Bo=-2"), "Cy", "South", 1},
		{dead, "Ann", "East", 2}, // two rounds of three passes make a game
	})
	l := s.load()
	st := l.State()
	if got := st.Next(); got != "hand 9, East round of game 2: Bo opens" {
		t.Errorf("Next: %q", got)
	}
	if w := st.SeatWinds(); !reflect.DeepEqual(w, map[string]string{"Bo": "East", "Cy": "South", "Ann": "West"}) {
		t.Errorf("seat winds with Bo opening: %v", w)
	}
	if !strings.Contains(string(s.read()), "kind: dead\n    inputs:\n      east: Bo\n") {
		t.Errorf("a dead hand does not keep its opener under east:\n%s", s.read())
	}
	if _, err := s.addRecord(&HandRecord{Kind: Tie}); err == nil || !strings.Contains(err.Error(), "a Relay Dragons ledger has no tie records (its kinds are win, dead, penalty, adjustment, rename, seats, void)") {
		t.Errorf("a tie: %v", err)
	}
	if _, err := ParseGame("relya"); err == nil || !strings.HasSuffix(err.Error(), ", mac (MAC I), relay (Relay Dragons)") {
		t.Errorf("the games listed: %v", err)
	}
	if got := relay.DeadHand() + "/" + relay.RoleHead() + "/" + relay.Order(); got != "no race/opens/seat order" {
		t.Errorf("its words: %s", got)
	}
	if ps := CheckData("r.yaml", s.read(), nil); len(ps) != 0 {
		t.Errorf("check: %v", ps)
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

// TestAddGameRefuses: books that do not hold together are refused, each
// naming what is wrong, and the games are left as they were.
func TestAddGameRefuses(t *testing.T) {
	for _, c := range []struct {
		name Game
		edit func(b *Books)
		want string
	}{
		{"Relay", func(*Books) {}, "a game's name is a word of lower-case letters and digits"},
		{"", func(*Books) {}, "a game's name"},
		{relay, func(b *Books) { b.Title = "" }, "the books need the game's title"},
		{relay, func(b *Books) { b.MinPlayers = 5 }, "players 5 to 3"},
		{relay, func(b *Books) { b.Hands = []Kind{Win, Penalty} }, "a hand of play is a win, a tie or a dead hand"},
		{relay, func(b *Books) { b.Rotation = 0 }, "no rotation 0"},
		{relay, func(b *Books) { b.Ranking = 7 }, "no ranking 7"},
		{relay, func(b *Books) { b.Rounds = 5 }, "5 rounds to a game, up to 3 players: a round is one of the 4 winds"},
		{relay, func(b *Books) { b.Rounds = -1 }, "-1 rounds"},
		{relay, func(b *Books) { b.Rounds, b.MaxPlayers = 0, 6 }, "0 rounds to a game, up to 6 players"},
		{relay, func(b *Books) { b.Rounds, b.MaxPlayers = 0, 4 }, ""},
		{relay, func(b *Books) { b.Rotation, b.Rounds, b.MaxPlayers = ByMatch, 0, 8 }, ""},
		{relay, func(b *Books) { b.Rules = []string{"stake"} }, "no rule stake (the rules are ultimate, version"},
		{relay, func(b *Books) { b.Inputs = []string{"winner", "banker"} }, ""},
		{relay, func(b *Books) { b.Inputs = append(b.Inputs, "dealer") }, "input fields east and dealer fill the same member"},
		{relay, func(b *Books) { b.Inputs = append(b.Inputs, "lucky") }, "no input field lucky"},
	} {
		b := relayBooks
		c.edit(&b)
		before := games.Load()
		err := AddGame(c.name, b)
		games.Store(before)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: %v; want %q", c.name, err, c.want)
		}
	}
}

// TestAddGameWhileReading: the games are read while one is added (run
// with -race): a reader sees the table before or after, never half of it.
func TestAddGameWhileReading(t *testing.T) {
	old := games.Load()
	t.Cleanup(func() { games.Store(old) })
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 200 {
				if Magic.Title() != "Magic Dragon" || !NineDragons.isHand(Dead) {
					t.Error("a game's books changed while another was added")
				}
				relay.Title()
			}
		})
	}
	for range 50 {
		if err := AddGame(relay, relayBooks); err != nil {
			t.Fatal(err)
		}
	}
	wg.Wait()
	if n := len(games.Load().entries); n != len(fiveGames)+1 {
		t.Errorf("a game added again is listed once: %d games", n)
	}
}

// TestRuleGames: a rule's games are those whose books name it.
func TestRuleGames(t *testing.T) {
	addGame(t, relay, relayBooks)
	for _, ru := range AllRules() {
		if ru.Key == "stakes" && !reflect.DeepEqual(ru.Games(), []Game{Magic, QMahjongg, NineDragons, relay}) {
			t.Errorf("stakes: %v", ru.Games())
		}
		if ru.Key == "match_length" && !reflect.DeepEqual(ru.Games(), []Game{Dominoes, MAC}) {
			t.Errorf("match_length: %v", ru.Games())
		}
	}
}
