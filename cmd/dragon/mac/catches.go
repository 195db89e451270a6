package mac

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/scoreflow"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/claim"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	game "github.com/dragon-tools/dragon/scoring/mac"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

type catchesOptions struct {
	io       *term.IOStreams
	bait     string
	pond     string
	pondOnly bool
	json     bool
	ruleset  string
	claim    cmdutil.Claim
}

func newCatchesCmd(ios *term.IOStreams, runF func(*catchesOptions) error) *cobra.Command {
	opts := &catchesOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "catches --bait CARDS --pond CARDS",
		Short: "Every catch a bait and a pond allow, with its points, best first",
		Long: `List every catch: three cards whose fishing values M, N, L make M×N+L,
N×L+M or L×M+N a multiple of 10, each with its points (the player keeps
all three) and the sum that makes it a catch, best first.

A catch uses at least one card of the player's --bait and at least one of
the --pond; the rules do not say whether three pond cards may be fished,
and the output names the reading in force. --pond-only also allows a
catch of three pond cards, as does a table's own --ruleset that says
catch: pond-only. When identical cards let the same three cards be taken
more than one way, the catch is listed once, taken with the fewest bait
cards.

Cards named more often than the deck holds them, across bait and pond
together, are refused.

The list names the readings it is made by (bait-counts, pond-only; see
'dragon help readings'). With --claim N a referee checks a claim that the
best catch is worth N points: exit 0 when it agrees, 3 when it does not,
naming the readings that give N.`,
		Example: `  dragon mac catches --bait '3C GD 7B' --pond '5S E1 F2 9C'
  dragon mac catches --bait 1C --pond 'GD E1 W3' --pond-only
  dragon mac catches --bait '3C GD 7B' --pond '5S E1 F2 9C' --json
  dragon mac catches --bait '3C GD 7B' --pond '5S E1 F2 9C' --ruleset house.yaml
  dragon mac catches --bait '3C GD 7B' --pond '5S E1 F2 9C' --claim 14`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			for _, flag := range []string{"bait", "pond"} {
				if !cmd.Flags().Changed(flag) {
					return fmt.Errorf("give the player's cards with --bait CARDS and the pond's with --pond CARDS, e.g. --bait '3C GD 7B' --pond '5S E1 F2 9C'")
				}
			}
			if runF != nil {
				return runF(opts)
			}
			return runCatches(opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.bait, "bait", "", "the player's `CARDS`, e.g. '3C GD 7B'")
	f.StringVar(&opts.pond, "pond", "", "the pond's face-up `CARDS`, e.g. '5S E1 F2 9C'")
	f.BoolVar(&opts.pondOnly, "pond-only", false, "also allow a catch of three pond cards")
	f.BoolVar(&opts.json, "json", false, "print the catches as JSON")
	opts.claim.Add(cmd, "points of the best catch")
	cmdutil.RulesetFlag(cmd, &opts.ruleset, "mac-i.yaml")
	return cmd
}

type catchJSON struct {
	Cards  []string `json:"cards"`
	Points int      `json:"points"`
	Bait   []string `json:"bait"`
	Pond   []string `json:"pond"`
	Sum    string   `json:"sum"`
}

type catchesJSON struct {
	Reading  string      `json:"reading"`
	PondOnly bool        `json:"pond_only"`
	Catches  []catchJSON `json:"catches"`
	// Ruleset names a table's own ruleset, when one was played.
	Ruleset string `json:"ruleset,omitempty"`
	// Decided are the readings the list is made by, as the table plays
	// them.
	Decided []claim.Decision `json:"decided"`
	// With --claim: the referee's check of the best catch.
	*cmdutil.ClaimJSON
}

func runCatches(opts *catchesOptions) error {
	bait, err := game.ParseCards(opts.bait)
	if err != nil {
		return fmt.Errorf("--bait: %w", err)
	}
	pond, err := game.ParseCards(opts.pond)
	if err != nil {
		return fmt.Errorf("--pond: %w", err)
	}
	if err := game.CheckCopies(bait, pond); err != nil {
		return err
	}
	rules, err := cmdutil.LoadRules("", opts.ruleset, rulesets.MAC, rulesets.LoadMAC)
	if err != nil {
		return err
	}
	if opts.pondOnly {
		rules.Catch = game.PondOnlyToo
	}
	catches := rules.Catches(bait, pond)
	var verdict *cmdutil.ClaimVerdict
	if opts.claim.Given {
		verdict = &cmdutil.ClaimVerdict{Verdict: rules.CheckCatchClaim(bait, pond, opts.claim.N), Unit: "point"}
	}
	out := scoreflow.Scored{Verdict: verdict, Width: opts.io.Fit()}
	if opts.json {
		j := catchesJSON{Reading: rules.Catch.String(), PondOnly: rules.Catch == game.PondOnlyToo, Catches: []catchJSON{},
			Decided: rules.CatchReadings(), ClaimJSON: verdict.JSON()}
		if opts.ruleset != "" {
			j.Ruleset = rules.Name
		}
		for _, c := range catches {
			j.Catches = append(j.Catches, catchJSON{Cards: dragondeck.Deck.Codes(c.Cards[:]), Points: c.Points, Bait: dragondeck.Deck.Codes(c.Bait), Pond: dragondeck.Deck.Codes(c.Pond), Sum: c.Sum.String()})
		}
		return out.WriteJSON(opts.io.Out, j)
	}
	return out.Print(opts.io.Out, func() {
		printCatches(opts, rules, catches)
		if verdict != nil {
			fmt.Fprintln(opts.io.Out)
		}
	})
}

// printCatches writes the readings the list is made by, and the list,
// fitted to the screen it is shown on.
func printCatches(opts *catchesOptions, rules *game.Rules, catches []game.Catch) {
	w, width := opts.io.Out, opts.io.Fit()
	cmdutil.PrintRuleset(w, opts.ruleset, rules.Name)
	for _, d := range rules.CatchReadings() {
		text := d.Text
		if d.ID == game.PondOnly {
			text += pondOnlySwitch(opts, rules)
		}
		term.Para(w, width, "          ", "Reading:  "+text)
	}
	if len(catches) == 0 {
		fmt.Fprintln(w, "Nothing can be fished.")
		return
	}
	if len(catches) == 1 {
		fmt.Fprintln(w, "1 catch:")
	} else {
		fmt.Fprintf(w, "%d catches, best first:\n", len(catches))
	}
	t := cmdutil.Table{Align: "rlll", Width: width}
	t.Head("points", "bait", "pond", "sum")
	for _, c := range catches {
		t.Row(fmt.Sprint(c.Points), orNone(c.Bait), orNone(c.Pond), c.Sum.String())
	}
	t.Print(w)
}

// pondOnlySwitch says how the pond-only reading in force was chosen, or
// how to choose the other.
func pondOnlySwitch(opts *catchesOptions, rules *game.Rules) string {
	switch {
	case rules.Catch == game.BaitAndPond:
		return " (--pond-only also allows three pond cards)"
	case opts.pondOnly:
		return " (--pond-only)"
	}
	return " (catch: pond-only in " + opts.ruleset + ")"
}

// orNone writes cards, or "-" for none.
func orNone(ks []tiles.Kind) string {
	if len(ks) == 0 {
		return "-"
	}
	return dragondeck.Deck.Format(ks)
}

// Readings are MAC I's readings, for 'dragon help readings'.
var Readings = game.Choices
