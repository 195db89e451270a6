package dominoes

import (
	"fmt"
	"io"
	"slices"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/claim"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

// scoreOptions are the options of 'dominoes score': the discards are the
// parts, NAME=TILES in turn order.
type scoreOptions struct {
	scoreflow.PartsScore[*scored]
}

// scoreHelp is the help of 'score'.
var scoreHelp = cmdutil.Help{
	Use:   "score --discards NAME=TILES ...",
	Short: "Score a Dancing Dragons hand: each player's discarded pips, who leads next",
	Long: `Score a hand. Give every player with --discards NAME=TILES, in turn order
(counter-clockwise from the player who led), with the tiles he discarded;
NAME= alone for a player who laid every tile. The number of players (2 to
4) follows; the deal (16, 10 or 8 tiles each) bounds the discards, and
the leader laid at least his lead.

Each player scores the pips of his discards. If one or more players laid
every tile, everyone else's score is doubled (a table's own --ruleset may
multiply it otherwise). The lowest score wins and
leads the next hand; among equal lowest, the first in turn order leads.
That is a reading: when the one of the tied who led most recently (this
hand, or one before it, as the ledger says) would lead otherwise, the
output names it.

With --record FILE the hand is appended to a Dancing Dragons ledger: the
players are the ledger's, the turn order starts with the leader it gives,
and the lowest total wins the match.

With --claim N --for NAME, a referee checks the score a player claims: one
line when it agrees; otherwise the difference item by item and the
readings that give exactly N (the doubling applied or not against the
rule, the discarded tiles counted rather than their pips), and exit code 3.

--ruleset FILE plays a table's own deals and doubling (like
rulesets/dancing-dragons.yaml in the repository); the output names it. A
ledger records by the built-in ruleset only.`,
	Example: `  dragon dominoes score --discards 'Ann=6-6 5-1' --discards 'Bo=' --discards 'Cy=2-4'
  dragon dominoes score --discards 'Ann=66 15' --discards 'Bo=3-4' --json
  dragon dominoes score --discards 'Ann=6-6' --discards 'Bo=' --record table.yaml
  dragon dominoes score --discards 'Ann=6-6 5-1' --discards 'Bo=' --claim 18 --for Ann`,
}

// scoreParts are the discards, NAME=TILES in turn order.
var scoreParts = scoreflow.Parts{Given: "discarded", Piece: "TILES", Order: "in turn order", Example: "Ann=6-6 5-1",
	Whose: "score is", Builtin: "dancing-dragons.yaml", Read: readDiscards, Rules: rules.Check}

func newScoreCmd(ios *term.IOStreams, runF func(*scoreOptions) error) *cobra.Command {
	opts := &scoreOptions{PartsScore: scoreflow.PartsScore[*scored]{IO: ios, Game: books.Dominoes, Hand: Hand, Kept: "discards", Parts: scoreParts}}
	return opts.Command(scoreHelp, opts, cmdutil.Seam(runF, opts))
}

// readDiscards reads one player's discards given, NAME=TILES.
func readDiscards(s string) (name, tiles string, err error) {
	h, err := game.ParseHand(s)
	return h.Name, game.Format(h.Tiles), err
}

type playerJSON struct {
	Name  string `json:"name"`
	Pips  int    `json:"pips"`
	Score int    `json:"score"`
}

type scoreJSON struct {
	Players []playerJSON `json:"players"`
	Doubled bool         `json:"doubled"`
	// Winner leads the next hand; Winners are all who share the win.
	Winner  string   `json:"winner"`
	Winners []string `json:"winners"`
	// The ruleset, when a table's own, and the readings that decided the
	// scores or who leads.
	cmdutil.RuledJSON
	// With --record and --claim: the record written, the referee's check.
	scoreflow.ScoredJSON
}

// ScoreJSON is the hand scored in --json, with what the verdict and the
// record add.
func (o *scoreOptions) ScoreJSON(s *scored, added scoreflow.ScoredJSON) any {
	res := s.res
	j := scoreJSON{Doubled: res.Doubled, Winner: res.Players[s.nextLeader()].Name, RuledJSON: cmdutil.Ruled(s.file, s.rules.Name, decided(s)), ScoredJSON: added}
	for _, p := range res.Players {
		j.Players = append(j.Players, playerJSON(p))
	}
	for _, w := range res.Winners {
		j.Winners = append(j.Winners, res.Players[w].Name)
	}
	return j
}

// printScore writes the hand scored, fitted to width (0: lines whole): the
// scores, who leads next, and the readings that decided them.
func printScore(w io.Writer, width int, s *scored) {
	cmdutil.PrintRuleset(w, s.file, s.rules.Name)
	cmdutil.PrintTable(w, width, scoreTable(s))
	for _, line := range outcome(s) {
		term.Para(w, width, "", line)
	}
	cmdutil.PrintDecided(w, width, decided(s))
}

// scoreTable is the table of the players' scores, as printScore prints
// it and show shows it.
func scoreTable(s *scored) qa.Table {
	return qa.Table{Caption: "Each player's discards", Head: []string{"player", "discards", "pips", "score"}, Rows: scoreRows(s), Align: "llrr"}
}

// scoreRows are each player's discards, pips and score.
func scoreRows(s *scored) [][]string {
	var rows [][]string
	for i, p := range s.res.Players {
		discards := game.Format(s.hands[i].Tiles)
		if discards == "" {
			discards = "-"
		}
		rows = append(rows, []string{p.Name, discards, fmt.Sprint(p.Pips), fmt.Sprint(p.Score)})
	}
	return rows
}

// outcome says who laid every tile, who wins and who leads next.
func outcome(s *scored) []string {
	res, r := s.res, s.rules
	var out, placed, winners []string
	for i, p := range res.Players {
		if len(s.hands[i].Tiles) == 0 {
			placed = append(placed, p.Name)
		}
	}
	for _, i := range res.Winners {
		winners = append(winners, res.Players[i].Name)
	}
	switch {
	case len(placed) == len(res.Players):
		out = append(out, fmt.Sprintf("%s laid every tile: nobody discarded, so there is nothing to %s.", words.JoinAnd(placed), r.Doubling.Infinitive()))
	case res.Doubled:
		out = append(out, fmt.Sprintf("%s laid every tile, so everyone else's score is %s.", words.JoinAnd(placed), r.Doubling.Verb()))
	}
	lead := s.nextLeader()
	best := res.Players[lead]
	switch {
	case len(winners) == 1:
		return append(out, fmt.Sprintf("%s wins with %d and leads the next hand.", best.Name, best.Score))
	case lead == res.Leader():
		return append(out, fmt.Sprintf("%s share the win with %d; %s, first in turn order, leads the next hand.", words.JoinAnd(winners), best.Score, best.Name))
	}
	return append(out, fmt.Sprintf("%s share the win with %d; %s, who led this hand, leads the next.", words.JoinAnd(winners), best.Score, best.Name))
}

// show lays a hand out for a page, as printScore prints it: each
// player's discards, pips and score; who wins and leads next; the
// readings that decided it.
func show(s *scored) *qa.Shown {
	sh := &qa.Shown{Tables: []qa.Table{scoreTable(s)}}
	lines := outcome(s)
	sh.Heading, sh.Notes = lines[len(lines)-1], lines[:len(lines)-1]
	for _, d := range decided(s) {
		sh.Notes = append(sh.Notes, "Reading: "+d.Text)
	}
	return sh
}

// decided are the readings that decided the hand: those the rules name,
// with tie-leads only when its two readings give different leaders (one
// of the tied, not the first in turn order, led this hand or, the ledger
// says, one of the hands before it).
func decided(s *scored) []claim.Decision {
	out := slices.DeleteFunc(slices.Clone(s.res.Decided), func(d claim.Decision) bool { return d.ID == game.TieLeads })
	lead, tie := s.rules.NextLeader(s.res, s.led)
	other := *s.rules
	other.Alternatives = other.Alternatives.Toggle(claim.Index(game.Choices, game.TieLeads))
	if otherLead, _ := other.NextLeader(s.res, s.led); otherLead != lead {
		out = append(out, tie...)
	}
	return out
}
