package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// sharedCommands are the command packages every game goes through: they
// learn what they need of a game by asking it (ledger.Game's methods, the
// list of the games), never by naming it.
var sharedCommands = []string{"cmdutil", "evening", "hand", "ledgercmd", "root", "servecmd", "setupcmd"}

// namesTheGames are the files of those packages that may name every game:
// the one list of the games.
var namesTheGames = []string{"root/games.go"}

// gameIdents are the ledger's names of the games.
var gameIdents = []string{"Magic", "QMahjongg", "NineDragons", "Dominoes", "MAC"}

// TestSharedCommandsNameNoGame: no shared command package names a game,
// neither the ledger's name of it (ledger.Magic) nor its command group or
// scoring (cmd/dragon/magic, scoring/magicdragon), outside the one list of
// the games. A question about a game is asked of the game.
func TestSharedCommandsNameNoGame(t *testing.T) {
	for _, dir := range sharedCommands {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			t.Fatal(err)
		}
		if len(files) == 0 {
			t.Errorf("no Go files in %s: is the list of the shared packages out of date?", dir)
		}
		for _, f := range files {
			if strings.HasSuffix(f, "_test.go") || slices.Contains(namesTheGames, filepath.ToSlash(f)) {
				continue
			}
			for _, why := range gameNames(t, f) {
				t.Errorf("%s: %s; ask the game (ledger.Game, the list of the games) instead", f, why)
			}
		}
	}
}

// gameNames lists where file names a game.
func gameNames(t *testing.T, file string) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, file, nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	ledgerName := ""
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if group, ok := strings.CutPrefix(p, cmdPath); ok && slices.Contains(gameScoringGroups(), strings.Split(group, "/")[0]) {
			out = append(out, "imports the game's command group "+p)
		}
		if pkg, ok := strings.CutPrefix(p, modulePath+"scoring/"); ok && gameScoring[pkg] != "" {
			out = append(out, "imports the game's scoring "+p)
		}
		if p == modulePath+"ledger" {
			ledgerName = "ledger"
			if imp.Name != nil {
				ledgerName = imp.Name.Name
			}
		}
	}
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok || ledgerName == "" {
			return true
		}
		if x, ok := sel.X.(*ast.Ident); ok && x.Name == ledgerName && slices.Contains(gameIdents, sel.Sel.Name) {
			out = append(out, fset.Position(sel.Pos()).String()+" names "+ledgerName+"."+sel.Sel.Name)
		}
		return true
	})
	return out
}

// gameScoringGroups are the games' command groups.
func gameScoringGroups() []string {
	var out []string
	for _, g := range gameScoring {
		out = append(out, g)
	}
	return out
}

// TestGameNamesFound: the check finds a name where there is one.
func TestGameNamesFound(t *testing.T) {
	if got := gameNames(t, "root/games.go"); len(got) < 10 {
		t.Errorf("the list of the games names every game's group and ledger name; found only %q", got)
	}
}
