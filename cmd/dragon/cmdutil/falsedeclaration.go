package cmdutil

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// FalseDeclaration is 'false-declaration NAME --players A,B,C,D' of a
// game that punishes a player who declares a win he does not hold: its
// options, and the game's account of the penalty as a FalseDeclarationGame.
type FalseDeclaration struct {
	IO       *term.IOStreams
	Declarer string
	Players  []string
	Stakes   int
	// StakesGiven tells --stakes from its default.
	StakesGiven bool
	Ruleset     string
	JSON        bool
	// Record is --record FILE and --at WHEN: the penalty appended to the
	// game's ledger, which seats the players and gives the stakes.
	Record RecordFlags
	Game   FalseDeclarationGame
}

// FalseDeclarationGame is a game's side of 'false-declaration': its help,
// its flags' words and bounds, and the penalty itself.
type FalseDeclarationGame struct {
	Short, Long, Example string
	// Players is the help of --players, which names their order.
	Players string
	// NeedPlayers refuses the command without --players.
	NeedPlayers string
	// Stakes is the help of --stakes, StakesDefault its default and
	// MinStakes, MaxStakes its bounds.
	Stakes                              string
	StakesDefault, MinStakes, MaxStakes int
	// Ruleset names the built-in ruleset's file ("q-mahjongg.yaml") when
	// the game takes a table's own with --ruleset; "" when it does not.
	Ruleset string
	// Pay works out the penalty of o: each player's transfer, and the
	// line that says it.
	Pay func(o *FalseDeclaration) (map[string]int, string, error)
	// Ledger is the game's ledger, and Seat what its state supplies to a
	// hand ("players", "stakes"; the game's qa.Description's Seat): a
	// penalty recorded is paid by the ledger's table.
	Ledger books.Game
	Seat   func(st books.State) ([]qa.Supplied, error)
}

// NewFalseDeclarationCmd builds 'false-declaration' for game g; runF, when
// not nil, runs in place of the command (a test's seam), given the
// options read.
func NewFalseDeclarationCmd(ios *term.IOStreams, g FalseDeclarationGame, runF func(*FalseDeclaration) error) *cobra.Command {
	opts := &FalseDeclaration{IO: ios, Game: g}
	cmd := &cobra.Command{
		Use:     "false-declaration NAME --players A,B,C,D",
		Short:   g.Short,
		Long:    g.Long,
		Example: g.Example,
		Args:    OneArg("name the one false declarer"),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Declarer, opts.StakesGiven = args[0], cmd.Flags().Changed("stakes")
			if runF != nil {
				return runF(opts)
			}
			return opts.Run()
		},
	}
	cmd.ValidArgsFunction = func(cmd *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
		if len(args) > 0 {
			return nil, cobra.ShellCompDirectiveNoFileComp
		}
		return CompletePlayer("declarer")(cmd, args, toComplete)
	}
	f := cmd.Flags()
	f.StringSliceVar(&opts.Players, "players", nil, g.Players)
	IntVar(f, &opts.Stakes, "stakes", g.StakesDefault, g.Stakes).Within(g.MinStakes, g.MaxStakes)
	if g.Ruleset != "" {
		RulesetFlag(cmd, &opts.Ruleset, g.Ruleset)
	}
	f.BoolVar(&opts.JSON, "json", false, "print the transfers as JSON")
	opts.Record.Add(f, g.Ledger, "its players and stakes apply")
	StakesAlias(f)
	return cmd
}

// Run works out the penalty and writes it: the line that says it and each
// player's transfer, in the order of --players, or --json; with --record,
// the record written.
func (o *FalseDeclaration) Run() error {
	if err := o.Record.Check(o.Game.Ledger); err != nil {
		return err
	}
	if o.Players == nil && o.Record.File == "" {
		return errors.New(o.Game.NeedPlayers)
	}
	if strings.TrimSpace(o.Declarer) == "" {
		return errors.New("the false declarer's NAME is empty; give the name of one of --players")
	}
	tr, line, app, err := o.pay()
	if err != nil {
		return err
	}
	PrintWarnings(o.IO.ErrOut, app)
	if o.JSON {
		j := map[string]any{"transfers": tr}
		if app != nil {
			j["recorded"] = app.Record.Number
		}
		return WriteJSON(o.IO.Out, j)
	}
	width := o.IO.Fit()
	term.Para(o.IO.Out, width, "  ", line)
	t := Table{Align: "lr", Width: width}
	for _, p := range o.Players {
		t.Row("  "+p, fmt.Sprintf("%+d", tr[p]))
	}
	t.Print(o.IO.Out)
	if app != nil {
		fmt.Fprintln(o.IO.Out)
		for _, l := range strings.Split(RecordedLine(o.Record.File, app), "\n") {
			term.Para(o.IO.Out, width, "  ", l)
		}
	}
	return nil
}

// pay works out the penalty or, with --record, works it out at the
// ledger's table and appends it, under the ledger's lock: the ledger
// seats the players and gives the stakes (refusing typed flags that say
// otherwise), and a session that does not play the false-declaration
// penalty refuses it.
func (o *FalseDeclaration) pay() (map[string]int, string, *ledger.Appended, error) {
	if o.Record.File == "" {
		tr, line, err := o.Game.Pay(o)
		return tr, line, nil, err
	}
	if o.Ruleset != "" {
		return nil, "", nil, ErrLedgerRuleset
	}
	var tr map[string]int
	var line string
	app, err := RecordHand(o.Record.File, o.Game.Ledger, &o.Record.At, func(st books.State) (*books.HandRecord, error) {
		if err := penaltyPlayed(o.Record.File, st); err != nil {
			return nil, err
		}
		if err := o.seat(st); err != nil {
			return nil, err
		}
		var err error
		if tr, line, err = o.Game.Pay(o); err != nil {
			return nil, err
		}
		return penaltyRecord(o.Declarer, tr), nil
	})
	return tr, line, app, err
}

// penaltyPlayed refuses a false declaration in a session whose game has
// the false-declaration rule and does not play it.
func penaltyPlayed(file string, st books.State) error {
	h := st.Header
	has := slices.ContainsFunc(h.Game.Rules(), func(r books.Rule) bool { return r.Key == "false_declaration" })
	if has && !h.Rules.FalseDeclaration {
		return fmt.Errorf("%s does not play the false-declaration penalty (rules: false_declaration: false), so nothing is paid; a penalty the table agreed otherwise is 'dragon ledger add %s --penalty NAME --transfer …'", file, file)
	}
	return nil
}

// seat takes the players and the stakes from the ledger's state st,
// refusing --players or --stakes typed otherwise.
func (o *FalseDeclaration) seat(st books.State) error {
	typed := qa.Answers{}
	if o.Players != nil {
		typed["players"] = strings.Join(o.Players, ",")
	}
	if o.StakesGiven {
		typed["stakes"] = strconv.Itoa(o.Stakes)
	}
	d := qa.Description[struct{}]{Seat: o.Game.Seat}
	a, err := d.Agree(o.Record.File, st, typed)
	if err != nil {
		return err
	}
	o.Players = a.List("players")
	if a.Has("stakes") {
		o.Stakes, o.StakesGiven = a.Number("stakes", o.Stakes), true
	}
	return nil
}
