package mac

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	game "github.com/dragon-tools/dragon/scoring/mac"
)

// scoreOptions are the options of 'mac score': the fished cards are the
// parts, NAME=CARDS.
type scoreOptions struct {
	scoreflow.PartsScore[*scored]
}

// scoreHelp is the help of 'score'.
var scoreHelp = cmdutil.Help{
	Use:   "score --fished NAME=CARDS ...",
	Short: "Score a MAC I game: each player's points for the cards he fished, the winner",
	Long: `Score a game. Give every player with --fished NAME=CARDS, the cards he
fished (NAME= for none). Points: Feng Shui 10, GD 5, a wind 2, a suit
card 1. The highest score wins; when two or more share it there is no
single winner and the output names them as tied.

The cards of all players together are counted against the deck, and
every catch is three cards, so each player's count is a multiple of 3.

With --record FILE the game is appended to a MAC I ledger, which adds up
the totals: the highest total over the agreed number of games wins the
match.

With --claim N --for NAME, a referee checks the points a player claims:
one line when they agree; otherwise the difference item by item and the
readings that give exactly N (a kind of card scored at its fishing value
instead of its points, or every card counted 1), and exit code 3.

--ruleset FILE plays a table's own values and points (like
rulesets/mac-i.yaml in the repository); the output names it. A ledger
records by the built-in ruleset only.`,
	Example: `  dragon mac score --fished 'Ann=GD E1 3C' --fished 'Bo=1B 2B 3B'
  dragon mac score --fished 'Ann=GD E1 3C' --fished 'Bo=' --json
  dragon mac score --fished 'Ann=GD E1 3C' --fished 'Bo=' --record games.yaml
  dragon mac score --fished 'Ann=GD E1 F2' --fished 'Bo=' --claim 22 --for Ann`,
}

// scoreParts are the fished cards, NAME=CARDS.
var scoreParts = scoreflow.Parts{Given: "fished", Piece: "CARDS", Example: "Ann=GD E1 3C", Whose: "points are",
	Builtin: "mac-i.yaml", Read: readFished, Rules: rules.Check}

func newScoreCmd(ios *term.IOStreams, runF func(*scoreOptions) error) *cobra.Command {
	opts := &scoreOptions{PartsScore: scoreflow.PartsScore[*scored]{IO: ios, Game: books.MAC, Hand: Hand, Kept: "points", Parts: scoreParts}}
	return opts.Command(scoreHelp, opts, cmdutil.Seam(runF, opts))
}

// readFished reads one player's fished cards given, NAME=CARDS.
func readFished(s string) (name, cards string, err error) {
	f, err := game.ParseFished(s)
	return f.Name, dragondeck.Deck.Format(f.Cards), err
}

type playerJSON struct {
	Name   string `json:"name"`
	Points int    `json:"points"`
}

type scoreJSON struct {
	Players []playerJSON `json:"players"`
	// Winner is null on a tie; Tied then names who share the top score.
	Winner *string  `json:"winner"`
	Tied   []string `json:"tied,omitempty"`
	// NotInCatches names the players whose cards cannot be split into
	// catches.
	NotInCatches []string `json:"not_in_catches,omitempty"`
	// The ruleset, when a table's own, and the readings that decided the
	// points.
	cmdutil.RuledJSON
	// With --record and --claim: the record written, the referee's check.
	scoreflow.ScoredJSON
}

// ScoreJSON is the game scored in --json, with what the verdict and the
// record add.
func (o *scoreOptions) ScoreJSON(s *scored, added scoreflow.ScoredJSON) any {
	res := s.res
	j := scoreJSON{RuledJSON: cmdutil.Ruled(s.file, s.rules.Name, res.Decided), ScoredJSON: added}
	for _, p := range res.Players {
		j.Players = append(j.Players, playerJSON(p))
	}
	if res.Winner >= 0 {
		j.Winner = &res.Players[res.Winner].Name
	}
	j.Tied = names(res, res.Tied)
	j.NotInCatches = names(res, res.NotInCatches)
	return j
}

func names(res game.Result, idx []int) []string {
	var out []string
	for _, i := range idx {
		out = append(out, res.Players[i].Name)
	}
	return out
}

// printScore writes the game scored, fitted to width (0: lines whole):
// each player's fished cards and points, the players whose cards are not
// in catches, the winner, and the readings that decided the points.
func printScore(w io.Writer, width int, s *scored) {
	cmdutil.PrintRuleset(w, s.file, s.rules.Name)
	cmdutil.PrintTable(w, width, scoreTable(s))
	notes, won := outcome(s)
	for _, n := range notes {
		term.Para(w, width, "      ", n)
	}
	term.Para(w, width, "", won)
	cmdutil.PrintDecided(w, width, s.res.Decided)
}

// scoreTable is the table of the players' points, as printScore prints
// it and show shows it.
func scoreTable(s *scored) qa.Table {
	return qa.Table{Caption: "Each player's catch", Head: []string{"player", "fished", "points"}, Rows: scoreRows(s), Align: "llr"}
}

// scoreRows are each player's fished cards and points.
func scoreRows(s *scored) [][]string {
	var rows [][]string
	for i, p := range s.res.Players {
		rows = append(rows, []string{p.Name, orNone(s.fished[i].Cards), fmt.Sprint(p.Points)})
	}
	return rows
}

// outcome is the notes on cards not fished as written, and who wins.
func outcome(s *scored) (notes []string, won string) {
	res := s.res
	for _, i := range res.NotInCatches {
		notes = append(notes, fmt.Sprintf("Note: %s's cards do not split into catches of three, so they were not all fished as written.", res.Players[i].Name))
	}
	if res.Winner >= 0 {
		best := res.Players[res.Winner]
		return notes, fmt.Sprintf("%s wins with %s.", best.Name, words.Plural(best.Points, "point"))
	}
	top := res.Players[res.Tied[0]].Points
	return notes, fmt.Sprintf("%s tie with %s: no single winner.", words.JoinAnd(names(res, res.Tied)), words.Plural(top, "point"))
}

// show lays a hand out for a page, as printScore prints it: who wins;
// each player's fished cards and points; the notes and the readings that
// decided it.
func show(s *scored) *qa.Shown {
	notes, won := outcome(s)
	sh := &qa.Shown{Heading: won, Notes: notes, Tables: []qa.Table{scoreTable(s)}}
	for _, d := range s.res.Decided {
		sh.Notes = append(sh.Notes, "Reading: "+d.Text)
	}
	return sh
}
