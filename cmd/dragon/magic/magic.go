package magic

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/rulesets"
	"github.com/dragon-tools/dragon/scoring/magicdragon"
)

// NewCmd builds 'dragon magic', Magic Dragon's command group: score,
// penalty and units.
func NewCmd(ios *term.IOStreams) *cobra.Command {
	cmd := &cobra.Command{
		Use: "magic",
		Example: `  dragon magic score 123C 123C 345S 333D 44P --self-drawn
  dragon magic penalty '(1C, 2C, 3C) (1C, 2C, 3C) (3S, 4S, 4S) (7D, 8D, 8D) (4P, -)'
  dragon magic units`,
		// A group runs no command of its own: "dragon magic foo" is an error, not help.
		Args:  cobra.NoArgs,
		RunE:  func(cmd *cobra.Command, args []string) error { return cmd.Help() },
		Short: "Magic Dragon: score a winning hand, a loser's penalty, the payments",
		Long: `Magic Dragon (Jeng, 1988) is played with 144 tiles in four suits: circle C,
stick S, dragon D and picture P, ranks 1 to 9, four of each.

Hands are written the way the rulebook prints them,
  (1C, 2C, 3C) (3D, 3D, 3D) (4P, 4P)
or in a compact form, several ranks of one suit then its letter,
  123C 333D 44P
in either case. Exposed sets, formed with a discard, go in square
brackets: [333D].

The rules as dragon applies them, with every reading it takes where the
rulebook is silent or contradicts itself, are docs/rules/magic-dragon.md
in dragon's repository (github.com/dragon-tools/dragon).`,
	}
	cmd.AddCommand(newScoreCmd(ios, nil), newPenaltyCmd(ios, nil), newUnitsCmd(ios, nil))
	return cmd
}

// tableFlags are the flags that say which Magic Dragon is played.
type tableFlags struct {
	version     string
	rulesetFile string
	smallHands  bool
	withoutSuit string
}

func (f *tableFlags) add(cmd *cobra.Command) {
	cmd.Flags().Var(cmdutil.NonEmpty(&f.version, "a VERSION, A to G"), "version", "the `VERSION` played, A to G (default: the ruleset's, C)")
	cmd.Flags().StringVar(&f.rulesetFile, "ruleset", "", "a table's own ruleset `FILE` (YAML; see 'dragon magic units --yaml')")
	cmd.Flags().BoolVar(&f.smallHands, "small-hands", false, "the game of more than six players: 10 tiles, three sets and a twin")
	cmd.Flags().StringVar(&f.withoutSuit, "without-suit", "", "the three-player game with one `SUIT` removed (C, S, D or P)")
}

// loadRules returns the built-in ruleset, or the table's own from file
// when file is not "".
func loadRules(file string) (*magicdragon.Rules, error) {
	if file != "" {
		return rulesets.LoadMagicDragon(file)
	}
	return rulesets.MagicDragon()
}

// game loads the ruleset and returns the game the flags describe.
func (f *tableFlags) game() (*magicdragon.Game, error) {
	rules, err := loadRules(f.rulesetFile)
	if err != nil {
		return nil, err
	}
	t := magicdragon.Table{SmallHands: f.smallHands, WithoutSuit: strings.ToUpper(f.withoutSuit)}
	return magicdragon.NewGame(rules, f.version, t)
}

type unitsOptions struct {
	io    *term.IOStreams
	table tableFlags
	json  bool
	yaml  bool
}

func newUnitsCmd(ios *term.IOStreams, runF func(*unitsOptions) error) *cobra.Command {
	opts := &unitsOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "units",
		Short: "Show Table I, the winning units, as the reference card",
		Long: `Show the winning units of Table I: group, points and when each applies.
The winner takes the single best unit of each group A to F.

With --version, units the version does not allow are left out. With --yaml,
print the whole ruleset, the starting point for a table's own --ruleset.`,
		Example: `  dragon magic units
  dragon magic units --version B
  dragon magic units --json
  dragon magic units --yaml > our-rules.yaml`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if runF != nil {
				return runF(opts)
			}
			return runUnits(opts)
		},
	}
	opts.table.add(cmd)
	cmd.Flags().BoolVar(&opts.json, "json", false, "print the units as JSON")
	cmd.Flags().BoolVar(&opts.yaml, "yaml", false, "print the ruleset as YAML")
	return cmd
}

type unitJSON struct {
	ID        string `json:"id"`
	Group     string `json:"group"`
	Name      string `json:"name"`
	Points    int    `json:"points"`
	Bonus     int    `json:"bonus,omitempty"`
	Condition string `json:"condition"`
}

func runUnits(opts *unitsOptions) error {
	if opts.yaml {
		if opts.table.rulesetFile != "" {
			return fmt.Errorf("--yaml prints the built-in ruleset; leave out --ruleset")
		}
		_, err := opts.io.Out.Write(rulesets.MagicDragonYAML())
		return err
	}
	g, err := opts.table.game()
	if err != nil {
		return err
	}
	var units []unitJSON
	for _, u := range g.Rules.Units {
		if g.Version.Allows(u.ID) {
			units = append(units, unitJSON(u))
		}
	}
	if opts.json {
		return cmdutil.WriteJSON(opts.io.Out, map[string]any{"version": g.Version.Name, "units": units})
	}
	w := opts.io.Out
	fmt.Fprintf(w, "Table I: winning units, version %s (%s)\n", g.Version.Name, g.Version.Title)
	fmt.Fprintln(w, "The winner takes the best unit of each group; the total is their sum.")
	group := ""
	for _, u := range units {
		if u.Group != group {
			group = u.Group
			fmt.Fprintln(w)
		}
		pts := fmt.Sprintf("%d", u.Points)
		if u.Bonus > 0 {
			pts += fmt.Sprintf("+%d", u.Bonus)
		}
		cond := strings.ReplaceAll(u.Condition, "+bonus", fmt.Sprintf("+%d", u.Bonus))
		fmt.Fprintf(w, "%s  %-19s %4s  %s\n", u.Group, u.Name, pts, cond)
	}
	return nil
}
