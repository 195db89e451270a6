package magic

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

type scoreOptions struct {
	io         *cmdutil.IOStreams
	table      tableFlags
	hand       string
	selfDrawn  bool
	discardBy  string
	allNatural bool
	explain    bool
	json       bool
	claim      cmdutil.Claim

	// The settlement: who won, the losers' hands, the dealer.
	winner     string
	losers     []string // NAME=HAND
	dealer     string
	dealerRule bool

	// The ledger: --record appends the settled hand; --ledger takes the
	// table from it and, on a terminal, offers to record.
	record     cmdutil.RecordFlags
	ledgerFile string
	players    []string // from the ledger, in seat order
	stakes     int      // from the ledger: dollars a point
	typed      typedFlags
}

func newScoreCmd(ios *cmdutil.IOStreams, runF func(*scoreOptions) error) *cobra.Command {
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
			if err := opts.fill(args); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return runScore(opts)
		},
	}
	opts.table.add(cmd)
	f := cmd.Flags()
	f.BoolVar(&opts.selfDrawn, "self-drawn", false, "the last tile was drawn from the stock pile")
	cmdutil.DiscardBy(f, &opts.discardBy, "tile")
	f.BoolVar(&opts.allNatural, "all-natural", false, "the hand was complete from the setup, declared before play")
	f.BoolVar(&opts.explain, "explain", false, "also show every other split and what it would score")
	f.BoolVar(&opts.json, "json", false, "print the score as JSON")
	opts.claim.Add(cmd, "points")
	f.StringVar(&opts.winner, "winner", "", "the winner's `NAME`, to settle the payments with --loser")
	f.StringArrayVar(&opts.losers, "loser", nil, "a loser's `NAME=HAND` (repeat for each loser); '-' marks a missing tile")
	f.StringVar(&opts.dealer, "dealer", "", "the dealer's `NAME` (the winner or a loser)")
	f.BoolVar(&opts.dealerRule, "dealer-rule", false, "the special dealer rule: every payment to or from the dealer is doubled")
	opts.record.Add(f, ledger.Magic, "its version, dealer and dealer rule apply")
	f.StringVar(&opts.ledgerFile, "ledger", "", "take the players, version, dealer and dealer rule from the ledger `FILE`; on a terminal, offer to record the hand")
	return cmd
}

// fill fills the options from the arguments, the ledger and, on a
// terminal, the prompts, and refuses flags that contradict each other.
func (o *scoreOptions) fill(args []string) error {
	o.hand = strings.Join(args, " ")
	o.typed = typedFlags{table: o.table, dealer: o.dealer, dealerRule: o.dealerRule}
	if o.record.File != "" && o.ledgerFile != "" {
		return errors.New("--record and --ledger both name the ledger; give one")
	}
	// The ledger is read here only to ask at the table, or to show the
	// score before offering to record it; --record with the hand given
	// takes everything from the state the record is appended to.
	if file := o.record.File + o.ledgerFile; file != "" && (o.ledgerFile != "" || len(args) == 0) {
		if err := o.fromLedger(file); err != nil {
			return err
		}
	}
	if err := cmdutil.AskHand(o.io, args, "dragon magic score '123C 123C 345S 333D 44P' --self-drawn", func() error { return askScore(o) }); err != nil {
		return err
	}
	if o.ledgerFile != "" && len(args) > 0 && o.winner == "" && len(o.losers) == 0 && o.io.CanPrompt() {
		if err := askTable(o); err != nil {
			return err
		}
	}
	if err := cmdutil.OneSource(o.selfDrawn, o.discardBy, "the last tile"); err != nil {
		return err
	}
	if len(o.losers) > 0 && o.winner == "" {
		return errors.New("--loser needs --winner NAME: the losers pay the winner")
	}
	if o.winner != "" && len(o.losers) == 0 {
		return errors.New("--winner needs the losers who pay: a --loser NAME=HAND for every other player (leave --winner out to score the hand alone)")
	}
	if o.ledgerFile == "" { // --at dates a record --ledger offers too
		if err := o.record.Check(ledger.Magic); err != nil {
			return err
		}
	}
	if (o.typed.dealer != "" || o.typed.dealerRule) && o.winner == "" {
		return errors.New("--dealer and --dealer-rule are about the payments: give --winner NAME and a --loser NAME=HAND for every other player")
	}
	// With --record the ledger names the dealer, under its lock.
	if o.dealerRule && o.dealer == "" && o.record.File == "" {
		return errors.New("--dealer-rule doubles payments to or from the dealer: name the dealer with --dealer NAME")
	}
	return nil
}

func (o *scoreOptions) win(g *magicdragon.Game) (magicdragon.Win, error) {
	h, err := g.Table.ParseHand(o.hand, false)
	if err != nil {
		return magicdragon.Win{}, err
	}
	w := magicdragon.Win{Hand: h, AllNatural: o.allNatural, Discarder: o.discardBy, Source: tiles.SourceOf(o.selfDrawn, o.discardBy)}
	return w, nil
}

// score scores the hand of o, and settles it when the losers are given.
func (o *scoreOptions) score() (*scored, error) {
	g, err := o.table.game()
	if err != nil {
		return nil, err
	}
	w, err := o.win(g)
	if err != nil {
		return nil, err
	}
	s := &scored{g: g, w: w}
	if len(o.losers) > 0 {
		s.out, err = settleZappo(g, o, w)
	} else {
		var res *magicdragon.Result
		res, err = g.Score(w)
		s.out = &magicdragon.Outcome{Score: res}
	}
	return s, err
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

func runScore(opts *scoreOptions) error {
	var s *scored
	var err error
	if opts.record.File != "" {
		s, err = recordHand(opts, opts.record.File)
	} else {
		s, err = opts.score()
	}
	if err != nil {
		return scoreError(err)
	}
	verdict, err := scoreVerdict(opts.claim, s.g, s.w, s.out.Score)
	if err != nil {
		return err
	}
	out := cmdutil.Scored{Verdict: verdict, File: opts.record.File + opts.ledgerFile, Recorded: s.app, Warn: opts.io.ErrOut, Width: opts.io.Fit()}
	if opts.ledgerFile != "" && s.out.Payments != nil && opts.io.CanPrompt() {
		out.Offer = cmdutil.OfferRecord(opts.io.Prompter, opts.ledgerFile, func() (*ledger.Appended, error) {
			r, err := recordHand(opts, opts.ledgerFile)
			return r.app, scoreError(err)
		})
	}
	ds := decided(s.g, s.w, s.out.Score)
	toJSON := func(added cmdutil.ScoredJSON) any {
		j := toScoreJSON(s.out, opts.explain)
		j.Decided, j.ScoredJSON = cmdutil.Decided(ds), added
		return j
	}
	return out.Write(opts.io.Out, opts.json, toJSON, func() {
		printScore(opts.io, s.out.Score, ds, opts.explain)
		if s.out.Payments != nil {
			printPayments(opts.io, s.out)
			if verdict != nil {
				fmt.Fprintln(opts.io.Out) // the verdict apart from the last plan
			}
		}
	})
}

// askTable asks, on a terminal, what a hand typed with --ledger leaves
// for its record, as the guided flow asks it: who went out, how the last
// tile came (unless a flag said) and each loser's hand. The score is then
// shown and offered for the ledger.
func askTable(o *scoreOptions) error {
	g, err := o.table.game()
	if err != nil {
		return err
	}
	w, err := o.win(g)
	if err != nil {
		return err
	}
	if o.winner, err = cmdutil.AskOne(o.io.Prompter, "Who went out (zappo)?", o.players, 0); err != nil {
		return err
	}
	losers := hand.Others(o.players, o.winner)
	if !o.selfDrawn && o.discardBy == "" && !o.allNatural {
		if err := askSource(o, losers, len(w.Hand.Exposed) == 0, new(int)); err != nil {
			return err
		}
	}
	return askLosers(o, g, w.Hand, losers)
}

// fromLedger takes the table from a ledger: its players, and the version,
// dealer and dealer rule in force, where the flags do not say.
func (o *scoreOptions) fromLedger(file string) error {
	cur, err := cmdutil.ReadLedgerOf(file, ledger.Magic)
	if err != nil {
		return err
	}
	// A typed flag the ledger contradicts would score another game than
	// the one a record of it would be refused in.
	if err := o.agreeWithLedger(file, cur.State); err != nil {
		return err
	}
	o.players = cur.Header.Players
	if o.table.version == "" {
		o.table.version = cur.State.Version
	}
	if o.dealer == "" {
		o.dealer = cur.State.Dealer
	}
	o.dealerRule = o.dealerRule || cur.Header.Rules.DealerRule
	o.stakes = cur.Header.Rules.Stakes
	o.table.smallHands = o.table.smallHands || cur.Header.Rules.SmallHands
	if o.table.withoutSuit == "" {
		o.table.withoutSuit = cur.Header.Rules.WithoutSuit
	}
	return nil
}

// settleZappo reads the losers' hands and settles the zappo.
func settleZappo(g *magicdragon.Game, opts *scoreOptions, w magicdragon.Win) (*magicdragon.Outcome, error) {
	if err := magicdragon.CheckName(opts.winner); err != nil {
		return nil, err
	}
	z := magicdragon.Zappo{Winner: opts.winner, Win: w, Dealer: opts.dealer, DealerRule: opts.dealerRule, Stakes: opts.stakes}
	for _, l := range opts.losers {
		nh, err := g.Table.ParseNamedHand(l, true)
		if err != nil {
			return nil, fmt.Errorf("--loser: %w", err)
		}
		z.Losers = append(z.Losers, nh)
	}
	return g.Settle(z)
}

// printPayments writes who pays the winner what, and each loser's
// plan; a line too wide for the screen goes on under its last column.
func printPayments(ios *cmdutil.IOStreams, out *magicdragon.Outcome) {
	w, fit := ios.Out, ios.Fit()
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
		if p.Flat {
			cmdutil.Para(w, fit, strings.Repeat(" ", width+11), fmt.Sprintf("  %-*s  %5d  %s", width, l.Name, l.Payment, strings.Join(why, ", ")))
		} else {
			cmdutil.Para(w, fit, strings.Repeat(" ", width+20), fmt.Sprintf("  %-*s  %7d  %5d  %s", width, l.Name, l.Penalty, l.Payment, strings.Join(why, ", ")))
		}
	}
	fmt.Fprintf(w, "%s receives %d.\n", p.Winner, p.Total)
	if p.Flat {
		return
	}
	fmt.Fprintln(w, "\nPlans:")
	for i, a := range out.Assessments {
		if len(a.Plans) > 0 {
			cmdutil.Para(w, fit, strings.Repeat(" ", width+4), fmt.Sprintf("  %-*s  %s", width, p.Losers[i].Name, describePlan(a.Plans[0])))
		}
	}
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
	cmdutil.ScoredJSON
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

func toScoreJSON(o *magicdragon.Outcome, explain bool) scoreJSON {
	res := o.Score
	out := scoreJSON{splitScoreJSON: toSplitScoreJSON(res.SplitScore), Version: res.Version, GroupB: res.GroupB, Notes: res.Notes}
	if p := o.Payments; p != nil {
		out.Winner, out.Total, out.Transfers = p.Winner, p.Total, p.Transfers()
		for i, l := range p.Losers {
			lj := loserJSON{Payment: l}
			if !p.Flat {
				lj.Plan = assessmentJSON(o.Assessments[i])
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
// (ds) and the notes; fitted to the screen it is shown on.
func printScore(ios *cmdutil.IOStreams, res *magicdragon.Result, ds []claim.Decision, explain bool) {
	w, width := ios.Out, ios.Fit()
	line := func(label, s string) { cmdutil.Para(w, width, "        ", label+s) }
	line("Split:  ", formatSplit(ios, res.Split))
	printUnits(w, width, res.Units)
	line("Total:  ", fmt.Sprintf("%s (version %s)", words.Plural(res.Points, "point"), res.Version))
	for _, d := range ds {
		line("Reading: ", d.Text)
	}
	for _, n := range res.Notes {
		if !res.GroupB && strings.HasPrefix(n, "group B left out") {
			n += " (add --self-drawn or --discard-by NAME)"
		}
		line("Note:   ", n)
	}
	if !explain {
		return
	}
	if len(res.Alternatives) == 0 {
		fmt.Fprintln(w)
		cmdutil.Para(w, width, "", "No other split: the tiles split into sets and a twin one way only.")
		return
	}
	fmt.Fprintf(w, "\nOther %s of the same tiles:\n", words.PluralWord(len(res.Alternatives), "split"))
	for _, a := range res.Alternatives {
		fmt.Fprintln(w)
		line("Split:  ", formatSplit(ios, a.Split))
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
		cmdutil.Para(w, width, unitsIndent, fmt.Sprintf("  %s  %-19s %3d  %s", u.Group, u.Name, u.Points, u.Reason))
	}
}
