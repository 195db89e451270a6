package evening

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// TestCheckPlayersAsTheLedger: the players are refused at the question
// as a ledger of the game would refuse them, in its words.
func TestCheckPlayersAsTheLedger(t *testing.T) {
	for _, tc := range []struct {
		game  books.Game
		typed string
		want  string // "" when taken
	}{
		{books.NineDragons, "Ann, Bo ,Cy,Di", ""},
		{books.NineDragons, "Ann,Bo,Cy", "Nine Dragons is played by 4 players"},
		{books.QMahjongg, "Ann,Bo", ""},
		{books.Magic, "Ann,Bo,ann", "named twice"},
		{books.Magic, "Ann,Bo,Cy,Di,Ed,Flo,Gus", ""},
		{books.Dominoes, "Ann,Bo,Cy,Di,Ed", "Dancing Dragons is played by"},
		{books.MAC, "Ann,,Bo", "empty"},
		{books.Magic, "Ann,\uff21nn,Bo", "Ａnn looks like Ann: a table could not tell them apart"},
		{books.Magic, "Ann,Bo\u034f,Cy", "cannot be seen (U+034F)"},
		{books.Magic, "\u0410nn,Bo", "mixes Cyrillic and Latin letters"},
	} {
		names, err := checkPlayers(tc.game, tc.typed)
		switch {
		case tc.want == "" && err != nil:
			t.Errorf("%s %q: refused: %v", tc.game, tc.typed, err)
		case tc.want == "" && strings.Join(names, ",") != strings.ReplaceAll(tc.typed, " ", ""):
			t.Errorf("%s %q: read as %q", tc.game, tc.typed, names)
		case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
			t.Errorf("%s %q: %v, want an error with %q", tc.game, tc.typed, err, tc.want)
		}
	}
}

// TestRuleFlag: each rule's answer is given to 'ledger new' by its own
// flag: a switch always (off too), a choice left out when none.
func TestRuleFlag(t *testing.T) {
	rule := func(key string) books.Rule {
		for _, ru := range books.AllRules() {
			if ru.Key == key {
				return ru
			}
		}
		t.Fatalf("no rule %s", key)
		return books.Rule{}
	}
	for _, tc := range []struct {
		key   string
		rules books.Rules
		want  string
	}{
		{"dealer_rule", books.Rules{}, "--dealer-rule=false"},
		{"fifth_tile", books.Rules{FifthTile: true}, "--fifth-tile=true"},
		{"stakes", books.Rules{Stakes: 3}, "--stakes 3"},
		{"version", books.Rules{Version: "D"}, "--version D"},
		{"without_suit", books.Rules{}, ""},
		{"match_length", books.Rules{MatchLength: 0}, "--match 0"},
	} {
		if got := strings.Join(ruleFlag(rule(tc.key), tc.rules), " "); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.key, got, tc.want)
		}
	}
}

// TestNewName: a new ledger is offered the day's date, with a number
// after it when that file is there.
func TestNewName(t *testing.T) {
	t.Chdir(t.TempDir())
	day := time.Date(2026, 11, 26, 21, 40, 0, 0, time.UTC)
	if got := newName(day); got != "2026-11-26.yaml" {
		t.Errorf("%q", got)
	}
	for _, f := range []string{"2026-11-26.yaml", "2026-11-26-2.yaml"} {
		if err := os.WriteFile(f, nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got := newName(day); got != "2026-11-26-3.yaml" {
		t.Errorf("with two there: %q", got)
	}
}

// TestFit: an item of a list is cut to the width, an ellipsis marking the
// cut, counting the columns a wide rune takes.
func TestFit(t *testing.T) {
	for _, tc := range []struct {
		s     string
		width int
		want  string
	}{
		{"night.yaml: Nine Dragons", 30, "night.yaml: Nine Dragons"},
		{"night.yaml: Nine Dragons", 10, "night.yam…"},
		{"龍龍龍龍", 6, "龍龍…"},
	} {
		if got := fit(tc.s, tc.width); got != tc.want {
			t.Errorf("fit(%q, %d) = %q, want %q", tc.s, tc.width, got, tc.want)
		}
	}
}

// described stands for a game's qa.Form: the loop only asks whether a
// game has one.
type described struct{ qa.Form }

// newTable starts a ledger of h in a folder of the test's own and
// returns the evening's table of it, for the game g.
func newTable(t *testing.T, g cmdutil.Game, h books.Header, records ...*books.HandRecord) *table {
	t.Helper()
	file := filepath.Join(t.TempDir(), "night.yaml")
	if err := ledger.Create(file, h); err != nil {
		t.Fatal(err)
	}
	for _, r := range records {
		if _, err := ledger.Append(file, func(books.State) (*books.HandRecord, error) { return r, nil }); err != nil {
			t.Fatal(err)
		}
	}
	o := &Options{Games: cmdutil.Games{g}}
	tb, err := o.table(file)
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

func labels(cs []choice) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.label)
	}
	return out
}

// TestChoices: the loop offers what the ledger's game and state allow:
// the game's kinds of hand nobody won, a false declaration only where the
// session plays it, money or scores typed, the game's set-ups, money
// between players in a game of money, a rename and new seats in every
// game, an undo from the start (a numbered menu keeps its numbers), a
// match settled in points, and no hand once the match is over.
func TestChoices(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	fd := &cmdutil.FalseDeclarationGame{}
	dice := []cmdutil.SetupItem{{Label: "the dice and the deal"}}
	players := []string{"Ann", "Bo", "Cy", "Di"}
	dead := &books.HandRecord{Kind: books.Dead}
	for _, tc := range []struct {
		name    string
		game    cmdutil.Game
		header  books.Header
		records []*books.HandRecord
		want    []string
	}{
		{"a new Nine Dragons ledger playing false declarations",
			cmdutil.Game{Name: books.NineDragons, Hand: described{}, FalseDeclaration: fd, Setup: dice},
			books.Header{Game: books.NineDragons, Players: players, Rules: books.Rules{FalseDeclaration: true}}, nil,
			[]string{"Score the hand", "A dead hand: nobody won", "A false declaration: the declarer pays", "A hand scored elsewhere: type the money",
				"Set up the hand: the dice and the deal", "The books: money handed over, a name mended, new seats",
				"Undo the last record", "History: every record so far", "Check the ledger", "Settle up: who pays whom", "Leave (the ledger keeps the evening)"}},
		{"Nine Dragons without false declarations, after a hand",
			cmdutil.Game{Name: books.NineDragons, Hand: described{}, FalseDeclaration: fd},
			books.Header{Game: books.NineDragons, Players: players}, []*books.HandRecord{dead},
			[]string{"Score the hand", "A dead hand: nobody won", "A hand scored elsewhere: type the money",
				"The books: money handed over, a name mended, new seats",
				"Undo the last record", "History: every record so far", "Check the ledger", "Settle up: who pays whom", "Leave (the ledger keeps the evening)"}},
		{"Magic Dragon",
			cmdutil.Game{Name: books.Magic, Hand: described{}},
			books.Header{Game: books.Magic, Players: players}, nil,
			[]string{"Score the game", "A tie: nobody won", "A game scored elsewhere: type the money",
				"The books: money handed over, a name mended, new seats",
				"Undo the last record", "History: every record so far", "Check the ledger", "Settle up: who pays whom", "Leave (the ledger keeps the evening)"}},
		{"Q Mahjongg's Wongg",
			cmdutil.Game{Name: books.QMahjongg, Hand: described{}},
			books.Header{Game: books.QMahjongg, Players: players}, nil,
			[]string{"Score the hand", "A Wongg (dead): nobody won", "A hand scored elsewhere: type the money",
				"The books: money handed over, a name mended, new seats",
				"Undo the last record", "History: every record so far", "Check the ledger", "Settle up: who pays whom", "Leave (the ledger keeps the evening)"}},
		{"a MAC I match that is over",
			cmdutil.Game{Name: books.MAC, Hand: described{}},
			books.Header{Game: books.MAC, Players: players[:3], Rules: books.Rules{MatchLength: 1}},
			[]*books.HandRecord{{Kind: books.Win, Scores: map[string]int{"Ann": 3, "Bo": 0, "Cy": 1}}},
			[]string{"The books: a name mended, new seats",
				"Undo the last record", "History: every record so far", "Check the ledger", "Settle up: the match in points", "Leave (the ledger keeps the evening)"}},
		{"Dancing Dragons' scores",
			cmdutil.Game{Name: books.Dominoes, Hand: described{}},
			books.Header{Game: books.Dominoes, Players: players[:2]}, nil,
			[]string{"Score the hand", "A hand scored elsewhere: type the scores",
				"The books: a name mended, new seats",
				"Undo the last record", "History: every record so far", "Check the ledger", "Settle up: the match in points", "Leave (the ledger keeps the evening)"}},
	} {
		t.Run(strings.ReplaceAll(tc.name, " ", "_"), func(t *testing.T) {
			tb := newTable(t, tc.game, tc.header, tc.records...)
			if got := labels(tb.choices()); !slices.Equal(got, tc.want) {
				t.Errorf("offers\n  %s\nwant\n  %s", strings.Join(got, "\n  "), strings.Join(tc.want, "\n  "))
			}
		})
	}
}

// TestKept: leaving says what stays recorded, and how to go on.
func TestKept(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	g := cmdutil.Game{Name: books.NineDragons}
	h := books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}}
	dead := &books.HandRecord{Kind: books.Dead}
	penalty := &books.HandRecord{Kind: books.Penalty, Inputs: &books.Inputs{Offender: "Di"}, Transfers: map[string]int{"Ann": 1, "Bo": 1, "Cy": 1, "Di": -3}}
	for _, tc := range []struct {
		records []*books.HandRecord
		want    string
	}{
		{nil, "night.yaml keeps the evening, nothing recorded yet."},
		{[]*books.HandRecord{penalty}, "What was recorded stays in night.yaml."},
		{[]*books.HandRecord{dead}, "The hand recorded stays in night.yaml."},
		{[]*books.HandRecord{dead, dead}, "The 2 hands recorded stay in night.yaml."},
	} {
		tb := newTable(t, g, h, tc.records...)
		tb.file = "night.yaml"
		if got := tb.kept(); got != tc.want+"\nRun 'dragon' here to go on with the evening." {
			t.Errorf("%d records: %q, want %q", len(tc.records), got, tc.want)
		}
	}
}

// picked is a Prompter that chooses the item labelled pick, and keeps the
// items it was offered.
type picked struct {
	pick    string
	offered []string
}

func (p *picked) Input(string, string, func(string) error) (string, error) { return "", nil }
func (p *picked) Confirm(string, bool) (bool, error)                       { return true, nil }
func (p *picked) Select(_ string, items []string, _ int) (int, error) {
	p.offered = items
	return slices.Index(items, p.pick), nil
}

// TestReviewOffers: the review offers to record only a hand that was
// scored, and to change an answer only when one was given; dropping is
// always offered.
func TestReviewOffers(t *testing.T) {
	t.Setenv("XDG_CACHE_HOME", t.TempDir())
	for _, tc := range []struct {
		scored, changeable bool
		want               string
	}{
		{true, true, "Record it|Change an answer|Drop it: record nothing"},
		{false, true, "Change an answer|Drop it: record nothing"},
		{true, false, "Record it|Drop it: record nothing"},
		{false, false, "Drop it: record nothing"},
	} {
		tb := newTable(t, cmdutil.Game{Name: books.NineDragons}, books.Header{Game: books.NineDragons, Players: []string{"Ann", "Bo", "Cy", "Di"}})
		p := &picked{pick: "Drop it: record nothing"}
		tb.o.IO = &term.IOStreams{Prompter: p}
		if a, err := tb.review(tc.scored, tc.changeable); err != nil || a != drop || strings.Join(p.offered, "|") != tc.want {
			t.Errorf("scored %v, changeable %v: offered %q, chose %v, %v", tc.scored, tc.changeable, p.offered, a, err)
		}
	}
}

// TestWholeAmount: an amount typed for a hand scored elsewhere is refused
// at its question when its record would be refused: not a whole number, a
// score below zero, more than a ledger keeps count of; money may be
// below zero, and up to a billion either way.
func TestWholeAmount(t *testing.T) {
	for _, c := range []struct {
		s     string
		score bool
		want  string
	}{
		{"-8", false, ""},
		{"+1000000000", false, ""},
		{"12", true, ""},
		{"-8.5", false, `"-8.5" is not a whole number: give one such as -8 or +12`},
		{"-5", true, "a score is 0 or more: give one such as 12 (a total is corrected by an adjustment)"},
		{"99999999999999", true, `"99999999999999" is more than a ledger keeps count of: give at most 1,000,000,000 either way`},
		{"-9223372036854775809", false, `"-9223372036854775809" is more than a ledger keeps count of: give at most 1,000,000,000 either way`},
	} {
		err := wholeAmount(c.s, c.score)
		if got := fmt.Sprint(err); (err == nil) != (c.want == "") || (err != nil && got != c.want) {
			t.Errorf("wholeAmount(%q, score %v) = %v, want %q", c.s, c.score, err, c.want)
		}
	}
}
