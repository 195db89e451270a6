package magic

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/internal/players"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
)

// scoreOptions are the options of 'magic score': the hand's answers, the
// losers' hands as typed, and how to show the score.
type scoreOptions struct {
	io      *term.IOStreams
	table   tableFlags
	losers  []string // --loser NAME=HAND, as typed
	explain bool
	json    bool
	claim   cmdutil.Claim

	// The ledger: --record appends the settled hand; --ledger takes the
	// table from it and, on a terminal, offers to record.
	record     cmdutil.RecordFlags
	ledgerFile string
	// typed are the answers the person gave, by the flags or the prompts;
	// answers are those with what the ledger supplies, as scored.
	typed, answers qa.Answers
}

func newScoreCmd(ios *term.IOStreams, runF func(*scoreOptions) error) *cobra.Command {
	opts := &scoreOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "score HAND [--winner NAME --loser NAME=HAND ...]",
		Short: "Score a winning Magic Dragon hand, and with the losers' hands settle the payments",
		Long: `Score a winning hand by Table I: the single best unit of each group A to F,
with the split of the tiles that scores most.

Group B (how discards were used) needs to know where the last tile came
from: --self-drawn for the stock pile, --discard-by NAME for a discard. With
neither, group B is left out and the output says so, as the rulebook's own
examples do. Exposed sets are written in square brackets and never re-split.

A hand that cannot zappo is refused with the reason: a wrong number of
tiles, tiles that do not split into sets and a twin, a fifth copy of a
tile, or too few points for the version (G needs 3).

With --winner and a --loser NAME=HAND for each loser, it settles the zappo:
each loser's exact penalty points with a plan, and the payments. Each loser
pays points × penalty; the discarder's penalty is doubled; with
--dealer-rule every payment to or from the --dealer is doubled (a dealer
who discarded pays ×4); in version A each loser pays 1 dollar. No tile may
appear more than four times across all the hands on the table.

With --claim N, a referee checks a player's figure: one line when it
agrees; otherwise the difference unit by unit and the readings of the rules
that give exactly N (another split, group B counted or left out, another
version, a unit left out, a lesser or a second unit of one group), and exit
code 3. The rules: docs/rules/magic-dragon.md in dragon's repository.`,
		Example: `  dragon magic score '(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 5S) (3D, 3D, 3D) (4P, 4P)'
  dragon magic score 123C 123C 345S 333D 44P --self-drawn
  dragon magic score '[123C] 123C 345S [333D] 44P' --discard-by Bo
  dragon magic score 111222333C 456S 77D --explain
  dragon magic score 123C 123C 345S 789D 44P --version B --json
  dragon magic score '123C 123P 111S 999D 99P' --claim 10
  dragon magic score 123C 123C 345S 333D 44P --winner Ann --discard-by Di \
      --loser 'Bo=(1C, 2C, 3C) (7C, 8C, 9C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)' \
      --loser 'Cy=456C 456C 789C 12S 55D' --loser 'Di=111S 222S 999S 46S 55P' \
      --dealer Di --dealer-rule`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := opts.fill(cmd, args); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return runScore(opts)
		},
	}
	// The flags of the hand are read back by name (FlagAnswers), so their
	// values are kept nowhere else.
	opts.table.add(cmd)
	f := cmd.Flags()
	f.Bool("self-drawn", false, "the last tile was drawn from the stock pile")
	cmdutil.DiscardBy(f, new(string), "tile")
	f.Bool("all-natural", false, "the hand was complete from the setup, declared before play")
	f.BoolVar(&opts.explain, "explain", false, "also show every other split and what it would score")
	f.BoolVar(&opts.json, "json", false, "print the score as JSON")
	opts.claim.Add(cmd, "points")
	f.String("winner", "", "the winner's `NAME`, to settle the payments with --loser")
	f.StringArrayVar(&opts.losers, "loser", nil, "a loser's `NAME=HAND` (repeat for each loser); '-' marks a missing tile")
	f.String("dealer", "", "the dealer's `NAME` (the winner or a loser)")
	f.Bool("dealer-rule", false, "the special dealer rule: every payment to or from the dealer is doubled")
	opts.record.Add(f, books.Magic, "its version, dealer and dealer rule apply")
	f.StringVar(&opts.ledgerFile, "ledger", "", "take the players, version, dealer and dealer rule from the ledger `FILE`; on a terminal, offer to record the hand")
	return cmd
}

// fill takes the answers of cmd's flags and of args, the hand; without a
// hand it asks for what the flags left, on a terminal, the ledger of
// --record or --ledger supplying its part. It refuses flags that
// contradict each other or lack what they need.
func (o *scoreOptions) fill(cmd *cobra.Command, args []string) error {
	o.typed = scoreflow.FlagAnswers(cmd.Flags(), Hand.Flags())
	for k, v := range o.typed {
		if v == "" { // --winner '', --without-suit '': not given
			delete(o.typed, k)
		}
	}
	if len(args) > 0 {
		o.typed["hand"] = strings.Join(args, " ")
	}
	if err := o.ledgers(); err != nil {
		return err
	}
	o.answers = o.typed
	err := scoreflow.AskHand(o.io, args, "dragon magic score '123C 123C 345S 333D 44P' --self-drawn", func() error {
		var err error
		o.answers, o.typed, err = scoreflow.AskFor(o.io, o.record.File+o.ledgerFile, books.Magic, Hand, o.typed)
		return err
	})
	switch {
	case err != nil || len(args) == 0 || o.ledgerFile == "":
	case !o.typed.Has("winner") && len(o.losers) == 0 && o.io.CanPrompt():
		// A hand typed with --ledger: what its record needs is asked as
		// the guided flow asks it (who went out, how the last tile came,
		// each loser's hand), and the score offered for the ledger.
		o.answers, o.typed, err = scoreflow.AskFor(o.io, o.ledgerFile, books.Magic, Hand, o.typed)
	default:
		// The ledger is read here only to show the score before offering
		// to record it; --record with the hand given takes everything
		// from the state the record is appended to.
		err = o.fromLedger()
	}
	if err != nil {
		return err
	}
	return o.check()
}

// ledgers refuses --record with --ledger, and a table's own ruleset with
// either, and reads that ruleset.
func (o *scoreOptions) ledgers() error {
	file := o.record.File + o.ledgerFile
	switch {
	case o.record.File != "" && o.ledgerFile != "":
		return errors.New("--record and --ledger both name the ledger; give one")
	case o.table.rulesetFile != "" && file != "":
		return cmdutil.ErrLedgerRuleset
	}
	_, err := rules.Of(o.typed)
	return err
}

// fromLedger takes the table from the ledger of --ledger: its players, and
// the version, dealer and dealer rule in force, refusing a flag that says
// otherwise.
func (o *scoreOptions) fromLedger() error {
	cur, err := cmdutil.ReadLedgerOf(o.ledgerFile, books.Magic)
	if err != nil {
		return err
	}
	o.answers, err = Hand.Agree(o.ledgerFile, cur.State, o.typed)
	return err
}

// check refuses flags that contradict each other or lack what they need.
func (o *scoreOptions) check() error {
	a := o.answers
	losers := len(o.losers) > 0 || a.Has("losers")
	if err := cmdutil.OneSource(a.Yes("self-drawn"), a["discard-by"], "the last tile"); err != nil {
		return err
	}
	switch {
	case losers && a["winner"] == "":
		return errors.New("--loser needs --winner NAME: the losers pay the winner")
	case a["winner"] != "" && !losers:
		return errors.New("--winner needs the losers who pay: a --loser NAME=HAND for every other player (leave --winner out to score the hand alone)")
	}
	if o.ledgerFile == "" { // --at dates a record --ledger offers too
		if err := o.record.Check(books.Magic); err != nil {
			return err
		}
	}
	switch {
	case (o.typed.Has("dealer") || o.typed.Yes("dealer-rule")) && a["winner"] == "":
		return errors.New("--dealer and --dealer-rule are about the payments: give --winner NAME and a --loser NAME=HAND for every other player")
	// With --record the ledger names the dealer, under its lock.
	case a.Yes("dealer-rule") && a["dealer"] == "" && o.record.File == "":
		return errors.New("--dealer-rule doubles payments to or from the dealer: name the dealer with --dealer NAME")
	}
	return nil
}

// withLosers files the losers' hands of --loser NAME=HAND among the
// answers; scored at the flags' table (not recorded), each is read first,
// so a bad tile is reported at its column in the flag. A record reads
// them at the ledger's table, under its lock.
func (o *scoreOptions) withLosers() error {
	t := magicdragon.Table{} // reads NAME= alone
	if o.record.File == "" {
		g, err := game(o.answers)
		if err != nil {
			return err
		}
		t = g.Table
	}
	for _, l := range o.losers {
		n, ok := players.Cut(l)
		if !ok || o.record.File == "" {
			if _, err := t.ParseNamedHand(l, true); err != nil {
				return fmt.Errorf("--loser: %w", err)
			}
		}
		switch {
		case o.typed.Has(qa.EachKey("losers", n.Name)):
			return fmt.Errorf("%s is named twice among the losers; name each player once", n.Name)
		case n.Name == o.answers["winner"]:
			return fmt.Errorf("%s is the winner and cannot also be a loser", n.Name)
		}
		o.typed.SetEach("losers", n.Name, strings.TrimSpace(n.Rest))
		o.answers.SetEach("losers", n.Name, strings.TrimSpace(n.Rest))
	}
	return nil
}

// scoreError says what a hand that cannot be scored needs.
func scoreError(err error) error {
	var need *magicdragon.NeedSourceError
	switch {
	case errors.As(err, &need):
		return fmt.Errorf("version %s needs at least %s and without group B this hand scores %d: say where the last tile came from with --self-drawn or --discard-by NAME", need.Version, words.Plural(need.Minimum, "point"), need.Points)
	case errors.Is(err, magicdragon.ErrNeedDiscarder):
		return errors.New("the discarder of the winning tile pays double: say who with --discard-by NAME, or --self-drawn")
	}
	return err
}

// runScore scores the hand, or with --record scores it and appends it,
// and writes the score with the verdict and the record written (or, with
// --ledger on a terminal, the offer to record it), for people or in
// --json; it returns the verdict's error.
func runScore(opts *scoreOptions) error {
	s, app, err := opts.score()
	if err != nil {
		return scoreError(err)
	}
	verdict, err := scoreVerdict(opts.claim, s.g, s.w, s.out.Score)
	if err != nil {
		return err
	}
	out := scoreflow.Scored{Verdict: verdict, File: opts.record.File + opts.ledgerFile, Recorded: app, Warn: opts.io.ErrOut, Width: opts.io.Fit()}
	if opts.ledgerFile != "" && s.out.Payments != nil && opts.io.CanPrompt() {
		out.Offer = scoreflow.OfferRecord(opts.io.Prompter, opts.ledgerFile, books.Magic.Play(), func() (*ledger.Appended, error) {
			_, app, err := opts.recordIn(opts.ledgerFile)
			return app, scoreError(err)
		})
	}
	toJSON := func(added scoreflow.ScoredJSON) any {
		j := toScoreJSON(s, opts.explain)
		j.Decided, j.ScoredJSON = cmdutil.Decided(decided(s.g, s.w, s.out.Score)), added
		return j
	}
	return out.Write(opts.io.Out, opts.json, toJSON, func() {
		printScored(opts.io.Out, opts.io.Fit(), opts.io.ColorEnabled(), s, opts.explain)
		if s.out.Payments != nil && verdict != nil {
			fmt.Fprintln(opts.io.Out) // the verdict apart from the last plan
		}
	})
}

// score scores the answers or, with --record, settles them in the state
// the record is appended to, under the ledger's lock.
func (o *scoreOptions) score() (*scored, *ledger.Appended, error) {
	if err := o.withLosers(); err != nil {
		return nil, nil, err
	}
	if o.record.File != "" {
		return o.recordIn(o.record.File)
	}
	s, err := Hand.Score(o.answers)
	return s, nil, err
}

// recordIn settles the zappo and appends it to the ledger at file, under
// its lock: everything the ledger supplies (the version, the dealer, the
// dealer rule, the stakes, the table) is taken from the state the record
// is appended to, never from a read before the lock, and the flags the
// person typed must agree with it.
func (o *scoreOptions) recordIn(file string) (*scored, *ledger.Appended, error) {
	if o.answers["winner"] == "" || !o.typed.Has("losers") {
		return nil, nil, errors.New("--record needs the whole table: --winner NAME and a --loser NAME=HAND for every other player")
	}
	s, _, app, err := scoreflow.RecordAnswers(file, Hand, &o.record.At, o.typed, nil)
	return s, app, err
}

// printScored writes the score and, settled, the payments for people,
// fitted to width (0: lines whole), the suits in colour when color is
// on: the words of a zappo scored, for 'magic score' and for the hand's
// Print.
func printScored(w io.Writer, width int, color bool, s *scored, explain bool) {
	printScore(w, width, color, s.out.Score, decided(s.g, s.w, s.out.Score), explain)
	if s.out.Payments != nil {
		printPayments(w, width, s)
	}
}

// printPayments writes who pays the winner what, and each loser's
// plan, fitted to fit (0: lines whole); a line too wide for the screen
// goes on under its last column.
func printPayments(w io.Writer, fit int, s *scored) {
	out := s.out
	p := out.Payments
	width := len("loser")
	for _, l := range p.Losers {
		width = max(width, len([]rune(l.Name)))
	}
	fmt.Fprintf(w, "\nPayments to %s:\n", p.Winner)
	if p.Flat {
		fmt.Fprintf(w, "  %-*s  %5s  %s\n", width, "loser", "pays", "why")
	} else {
		fmt.Fprintf(w, "  %-*s  %7s  %5s  %s\n", width, "loser", "penalty", "pays", "why")
	}
	for _, l := range p.Losers {
		why := whyPays(out, l)
		if p.Flat {
			term.Para(w, fit, strings.Repeat(" ", width+11), fmt.Sprintf("  %-*s  %5d  %s", width, l.Name, l.Payment, why))
		} else {
			term.Para(w, fit, strings.Repeat(" ", width+20), fmt.Sprintf("  %-*s  %7d  %5d  %s", width, l.Name, l.Penalty, l.Payment, why))
		}
	}
	fmt.Fprintln(w, receives(p))
	if p.Flat {
		return
	}
	fmt.Fprintln(w, "\nPlans:")
	for i, a := range s.assessments() {
		if len(a.Plans) > 0 {
			term.Para(w, fit, strings.Repeat(" ", width+4), fmt.Sprintf("  %-*s  %s", width, p.Losers[i].Name, describePlan(a.Plans[0])))
		}
	}
}

// whyPays says what a loser's payment is made of: "13 points × 1, ×2
// discarded the winning tile".
func whyPays(out *magicdragon.Outcome, l magicdragon.Payment) string {
	p := out.Payments
	var why []string
	if p.Flat {
		why = append(why, "flat payment")
	} else {
		why = append(why, fmt.Sprintf("%s × %d", words.Plural(out.Score.Points, "point"), l.Penalty))
	}
	if l.Discarder && !p.Flat {
		why = append(why, "×2 discarded the winning tile")
	}
	if l.Dealer && l.Multiplier > 1 && !(l.Discarder && l.Multiplier == 2 && !p.Flat) {
		why = append(why, "×2 dealer")
	}
	if p.WinnerIsDealer {
		why = append(why, "×2 to the dealer")
	}
	if p.Stakes > 1 {
		why = append(why, fmt.Sprintf("× %s a point", words.Plural(p.Stakes, "dollar")))
	}
	return strings.Join(why, ", ")
}

// receives is the line under the payments: "Bo receives 36."
func receives(p *magicdragon.Payments) string {
	return fmt.Sprintf("%s receives %d.", p.Winner, p.Total)
}

type splitScoreJSON struct {
	Points int                      `json:"points"`
	Units  []magicdragon.ScoredUnit `json:"units"`
	Split  [][]string               `json:"split"`
	// Exposed lists, by index into split, the sets that were exposed.
	Exposed []int `json:"exposed"`
}

type scoreJSON struct {
	splitScoreJSON
	Version string   `json:"version"`
	GroupB  bool     `json:"group_b"`
	Notes   []string `json:"notes"`
	// Decided are the readings that decided the points.
	Decided      []claim.Decision `json:"decided"`
	Alternatives []splitScoreJSON `json:"alternatives,omitempty"`
	// With the losers' hands: the settlement.
	Winner string      `json:"winner,omitempty"`
	Losers []loserJSON `json:"losers,omitempty"`
	Total  int         `json:"total,omitempty"`
	// Transfers is the money the zappo moves: every player, + receives,
	// − pays, adding up to zero.
	Transfers map[string]int `json:"transfers,omitempty"`
	// With --record and --claim: the record written, the referee's check.
	scoreflow.ScoredJSON
}

// loserJSON is one loser of a settled zappo: his payment (dollars he pays
// the winner) and the plan behind his penalty.
type loserJSON struct {
	magicdragon.Payment
	Plan *penaltyPlanJSON `json:"plan,omitempty"`
}

func toSplitScoreJSON(s magicdragon.SplitScore) splitScoreJSON {
	out := splitScoreJSON{Points: s.Points, Units: s.Units, Split: [][]string{}, Exposed: []int{}}
	for i, m := range s.Split {
		out.Split = append(out.Split, magicdragon.Deck.Codes(m.Kinds()))
		if m.Exposed {
			out.Exposed = append(out.Exposed, i)
		}
	}
	return out
}

func toScoreJSON(s *scored, explain bool) scoreJSON {
	o := s.out
	res := o.Score
	out := scoreJSON{splitScoreJSON: toSplitScoreJSON(res.SplitScore), Version: res.Version, GroupB: res.GroupB, Notes: res.Notes}
	if p := o.Payments; p != nil {
		out.Winner, out.Total, out.Transfers = p.Winner, p.Total, p.Transfers()
		for i, l := range p.Losers {
			lj := loserJSON{Payment: l}
			if !p.Flat {
				lj.Plan = assessmentJSON(s.assessments()[i])
			}
			out.Losers = append(out.Losers, lj)
		}
	}
	if out.Notes == nil {
		out.Notes = []string{}
	}
	if explain {
		out.Alternatives = []splitScoreJSON{}
		for _, a := range res.Alternatives {
			out.Alternatives = append(out.Alternatives, toSplitScoreJSON(a))
		}
	}
	return out
}

// printScore writes the score for people: the split, each unit with
// its group, points and reason, the total, the readings that decided it
// (ds) and the notes; fitted to width (0: lines whole), the suits in
// colour when color is on.
func printScore(w io.Writer, width int, color bool, res *magicdragon.Result, ds []claim.Decision, explain bool) {
	line := func(label, s string) { term.Para(w, width, "        ", label+s) }
	line("Split:  ", formatSplit(color, res.Split))
	printUnits(w, width, res.Units)
	line("Total:  ", total(res))
	for _, n := range notes(res, ds) {
		line(n.label, n.text)
	}
	if !explain {
		return
	}
	if len(res.Alternatives) == 0 {
		fmt.Fprintln(w)
		term.Para(w, width, "", "No other split: the tiles split into sets and a twin one way only.")
		return
	}
	fmt.Fprintf(w, "\nOther %s of the same tiles:\n", words.PluralWord(len(res.Alternatives), "split"))
	for _, a := range res.Alternatives {
		fmt.Fprintln(w)
		line("Split:  ", formatSplit(color, a.Split))
		printUnits(w, width, a.Units)
		diff := res.Points - a.Points
		if diff == 0 {
			line("Total:  ", words.Plural(a.Points, "point")+", the same as the split above")
		} else {
			line("Total:  ", fmt.Sprintf("%s, %d fewer", words.Plural(a.Points, "point"), diff))
		}
	}
}

// unitsIndent is where a unit's reason starts: the group, the name and
// the points before it.
const unitsIndent = "                              " // "  A  ", 19 for the name, " 999  "

// printUnits writes each unit a line, its reason broken under itself to
// fit width (0: lines whole).
func printUnits(w io.Writer, width int, units []magicdragon.ScoredUnit) {
	for _, u := range units {
		term.Para(w, width, unitsIndent, fmt.Sprintf("  %s  %-19s %3d  %s", u.Group, u.Name, u.Points, u.Reason))
	}
}

// total is a score's total: "13 points (version C)".
func total(res *magicdragon.Result) string {
	return fmt.Sprintf("%s (version %s)", words.Plural(res.Points, "point"), res.Version)
}

// note is a line under a score: a reading that decided it, or a note.
type note struct{ label, text string }

// notes are the readings that decided a score, then its notes.
func notes(res *magicdragon.Result, ds []claim.Decision) []note {
	var out []note
	for _, d := range ds {
		out = append(out, note{"Reading: ", d.Text})
	}
	for _, n := range res.Notes {
		if !res.GroupB && strings.HasPrefix(n, "group B left out") {
			n += " (add --self-drawn or --discard-by NAME)"
		}
		out = append(out, note{"Note:   ", n})
	}
	return out
}
