package dominoes

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/rulesets"
	game "github.com/dragon-tools/dragon/scoring/dominoes"
)

type scoreOptions struct {
	io       *cmdutil.IOStreams
	discards []string // NAME=TILES, in turn order
	json     bool
	record   string
	at       string
	claim    cmdutil.ClaimFor
	// ruleset is a table's own ruleset file, "" for the built-in one.
	ruleset string
	rules   *game.Rules

	hands []game.Hand
}

func newScoreCmd(ios *cmdutil.IOStreams) *cobra.Command {
	opts := &scoreOptions{io: ios}
	cmd := &cobra.Command{
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
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := opts.complete(); err != nil {
				return err
			}
			return runScore(opts)
		},
	}
	f := cmd.Flags()
	f.StringArrayVar(&opts.discards, "discards", nil, "a player's discarded `NAME=TILES` (repeat for each player, in turn order; NAME= for none)")
	f.BoolVar(&opts.json, "json", false, "print the score as JSON")
	f.Var(cmdutil.NonEmpty(&opts.record, "the ledger FILE"), "record", "append the hand to the Dancing Dragons ledger `FILE`")
	f.Var(cmdutil.NonEmpty(&opts.at, "when the hand was played, e.g. '2026-03-14 20:05'"), "at", "with --record: `WHEN` the hand was played, e.g. '2026-03-14 20:05' (default: now)")
	opts.claim.Add(cmd, "score is")
	cmdutil.RulesetFlag(cmd, &opts.ruleset, "dancing-dragons.yaml")
	return cmd
}

// complete reads the discards, asking for them on a terminal when none
// were given.
func (o *scoreOptions) complete() error {
	if o.at != "" && o.record == "" {
		return errors.New("--at dates a recorded hand; give --record FILE too")
	}
	if err := o.claim.CheckFlags(); err != nil {
		return err
	}
	var err error
	if o.rules, err = cmdutil.LoadRules(o.record, o.ruleset, rulesets.DancingDragons, rulesets.LoadDancingDragons); err != nil {
		return err
	}
	ask := func() error { return askDiscards(o) }
	if o.hands, err = cmdutil.EveryPart(o.io, "--discards", &o.discards, "give each player with --discards NAME=TILES in turn order, e.g. --discards 'Ann=6-6 5-1' --discards 'Bo='", ask, game.ParseHand); err != nil {
		return err
	}
	return o.claim.CheckName(handNames(o.hands), "this hand")
}

func runScore(opts *scoreOptions) error {
	var app *ledger.Appended
	var res game.Result
	var err error
	if opts.record != "" {
		res, app, err = recordHand(opts)
	} else {
		res, err = opts.rules.Score(opts.hands)
	}
	if err != nil {
		return err
	}
	out := cmdutil.Scored{Verdict: claimOf(opts, res), File: opts.record, Recorded: app}
	if opts.json {
		j := toScoreJSON(res)
		if opts.ruleset != "" {
			j.Ruleset = opts.rules.Name
		}
		j.ScoredJSON = out.JSON()
		return out.WriteJSON(opts.io.Out, j)
	}
	return out.Print(opts.io.Out, func() { printScore(opts, res) })
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
	// Ruleset names a table's own ruleset, when one was played.
	Ruleset string `json:"ruleset,omitempty"`
	// With --record and --claim: the record written, the referee's check.
	cmdutil.ScoredJSON
}

func toScoreJSON(res game.Result) scoreJSON {
	j := scoreJSON{Doubled: res.Doubled, Winner: res.Players[res.Leader()].Name}
	for _, p := range res.Players {
		j.Players = append(j.Players, playerJSON(p))
	}
	for _, w := range res.Winners {
		j.Winners = append(j.Winners, res.Players[w].Name)
	}
	return j
}

func printScore(opts *scoreOptions, res game.Result) {
	w := opts.io.Out
	cmdutil.PrintRuleset(w, opts.ruleset, opts.rules.Name)
	t := cmdutil.Table{Align: "llrr"}
	t.Row("player", "discards", "pips", "score")
	for i, p := range res.Players {
		discards := game.Format(opts.hands[i].Tiles)
		if discards == "" {
			discards = "-"
		}
		t.Row(p.Name, discards, fmt.Sprint(p.Pips), fmt.Sprint(p.Score))
	}
	t.Print(w)
	var placed, winners []string
	for i, p := range res.Players {
		if len(opts.hands[i].Tiles) == 0 {
			placed = append(placed, p.Name)
		}
	}
	for _, i := range res.Winners {
		winners = append(winners, res.Players[i].Name)
	}
	switch {
	case len(placed) == len(res.Players):
		fmt.Fprintf(w, "%s laid every tile: nobody discarded, so there is nothing to %s.\n", words.JoinAnd(placed), opts.rules.Doubling.Infinitive())
	case res.Doubled:
		fmt.Fprintf(w, "%s laid every tile, so everyone else's score is %s.\n", words.JoinAnd(placed), opts.rules.Doubling.Verb())
	}
	best := res.Players[res.Leader()]
	if len(winners) == 1 {
		fmt.Fprintf(w, "%s wins with %d and leads the next hand.\n", best.Name, best.Score)
		return
	}
	fmt.Fprintf(w, "%s share the win with %d; %s, first in turn order, leads the next hand.\n", words.JoinAnd(winners), best.Score, best.Name)
}
