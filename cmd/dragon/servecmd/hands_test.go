package servecmd

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestConfigFromTheListOfTheGames: the page of a ledger offers the hand
// of the ledger's game as the list of the games gives it, and its false
// declaration when it has one; a game the list does not hold has the
// typed forms alone; a ledger that cannot be read is refused.
func TestConfigFromTheListOfTheGames(t *testing.T) {
	file := filepath.Join(t.TempDir(), "t.yaml")
	if err := ledger.Create(file, books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}}); err != nil {
		t.Fatal(err)
	}
	toy := &qa.Description[int]{Game: books.NineDragons, Questions: qa.Questions{qa.WinnerQuestion("Who won?")}}
	games := cmdutil.Games{
		{Name: books.Magic, Title: "Magic Dragon"},
		{Name: books.NineDragons, Title: "Nine Dragons", Hand: toy, FalseDeclaration: &cmdutil.FalseDeclarationGame{}},
	}
	cfg, err := Config(file, standingsOnly, games)
	if err != nil {
		t.Fatal(err)
	}
	if len(cfg.Forms) != 1 || cfg.Forms[0].Name() != "ninedragons" || !strings.Contains(cfg.Forms[0].Title(), "Nine Dragons hand") {
		t.Errorf("the forms of a Nine Dragons ledger: %v", cfg.Forms)
	}
	if cfg.Penalty == nil || cfg.Penalty.Title != "A false declaration" || cfg.Penalty.Played(books.State{Header: &books.Header{Game: books.NineDragons}}) {
		t.Errorf("the penalty of a Nine Dragons ledger that does not play it: %+v", cfg.Penalty)
	}
	if !cfg.LocalKeeper || cfg.File != file {
		t.Errorf("the machine serving is not the scorekeeper, or the file is another: %+v", cfg)
	}
	if cfg, err := Config(file, standingsOnly, games[:1]); err != nil || cfg.Forms != nil || cfg.Penalty != nil {
		t.Errorf("a list without the ledger's game gives %v %v %v", cfg.Forms, cfg.Penalty, err)
	}
	if _, err := Config(filepath.Join(t.TempDir(), "none.yaml"), standingsOnly, games); err == nil {
		t.Error("a ledger that is not there was served")
	}
}

// TestEachPlayerOfferedOnlyWhereAsked: the page offers a hand as each
// player entering his own part only for a game with a question asked of
// each player; a hand only the winner enters is offered as his.
func TestEachPlayerOfferedOnlyWhereAsked(t *testing.T) {
	each := qa.Question{ID: "fished", Kind: qa.Text, Each: func(a qa.Answers) []string { return a.List("players") },
		Of: func(string) qa.Question { return qa.Question{} }}
	for _, tc := range []struct {
		questions qa.Questions
		each      bool
	}{
		{qa.Questions{qa.WinnerQuestion("Who won?")}, false},
		{qa.Questions{qa.WinnerQuestion("Who won?"), each}, true},
	} {
		file := filepath.Join(t.TempDir(), "t.yaml")
		if err := ledger.Create(file, books.Header{Game: books.MAC, Players: []string{"Ann", "Bo"}}); err != nil {
			t.Fatal(err)
		}
		hand := &qa.Description[int]{Game: books.MAC, Questions: tc.questions}
		cfg, err := Config(file, standingsOnly, cmdutil.Games{{Name: books.MAC, Title: "MAC I", Hand: hand}})
		if err != nil {
			t.Fatal(err)
		}
		title := cfg.Forms[0].Title()
		if strings.Contains(title, "each player entering his own part") != tc.each || !strings.HasPrefix(title, "a MAC I hand, ") {
			t.Errorf("a hand asked of each player %v is offered as %q", tc.each, title)
		}
	}
}
