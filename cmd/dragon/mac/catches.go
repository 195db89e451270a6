package mac

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/dragondeck"
	game "github.com/dragon-tools/dragon/scoring/mac"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

type catchesOptions struct {
	io       *cmdutil.IOStreams
	bait     string
	pond     string
	pondOnly bool
	json     bool
	ruleset  string
}

func newCatchesCmd(ios *cmdutil.IOStreams, runF func(*catchesOptions) error) *cobra.Command {
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
together, are refused.`,
		Example: `  dragon mac catches --bait '3C GD 7B' --pond '5S E1 F2 9C'
  dragon mac catches --bait 1C --pond 'GD E1 W3' --pond-only
  dragon mac catches --bait '3C GD 7B' --pond '5S E1 F2 9C' --json
  dragon mac catches --bait '3C GD 7B' --pond '5S E1 F2 9C' --ruleset house.yaml`,
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
	if opts.json {
		j := catchesJSON{Reading: rules.Catch.String(), PondOnly: rules.Catch == game.PondOnlyToo, Catches: []catchJSON{}}
		if opts.ruleset != "" {
			j.Ruleset = rules.Name
		}
		for _, c := range catches {
			j.Catches = append(j.Catches, catchJSON{Cards: dragondeck.Deck.Codes(c.Cards[:]), Points: c.Points, Bait: dragondeck.Deck.Codes(c.Bait), Pond: dragondeck.Deck.Codes(c.Pond), Sum: c.Sum.String()})
		}
		return cmdutil.WriteJSON(opts.io.Out, j)
	}
	printCatches(opts, rules, catches)
	return nil
}

func printCatches(opts *catchesOptions, rules *game.Rules, catches []game.Catch) {
	w := opts.io.Out
	cmdutil.PrintRuleset(w, opts.ruleset, rules.Name)
	switch {
	case rules.Catch == game.BaitAndPond:
		fmt.Fprintf(w, "Reading: %s (--pond-only also allows three pond cards).\n", rules.Catch)
	case opts.pondOnly:
		fmt.Fprintf(w, "Reading: %s (--pond-only).\n", rules.Catch)
	default:
		fmt.Fprintf(w, "Reading: %s (catch: pond-only in %s).\n", rules.Catch, opts.ruleset)
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
	t := cmdutil.Table{Align: "rlll"}
	t.Row("points", "bait", "pond", "sum")
	for _, c := range catches {
		t.Row(fmt.Sprint(c.Points), orNone(c.Bait), orNone(c.Pond), c.Sum.String())
	}
	t.Print(w)
}

// orNone writes cards, or "-" for none.
func orNone(ks []tiles.Kind) string {
	if len(ks) == 0 {
		return "-"
	}
	return dragondeck.Deck.Format(ks)
}
