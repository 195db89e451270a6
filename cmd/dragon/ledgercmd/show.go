package ledgercmd

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// newLedgerShowCmd is 'ledger show', its help saying what it shows of
// the games of the list; runF, when not nil, is run in place of the
// command.
func newLedgerShowCmd(ios *term.IOStreams, games cmdutil.Games, runF func(*ledgerReadOptions) error) *cobra.Command {
	opts := &ledgerReadOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "show FILE",
		Short: "Show where the session stands: balances, standings, who deals next",
		Long:  term.Refill(76, "Show where the session stands: "+showsHelp(games)+". Everything is worked out from the hands."),
		Example: `  dragon ledger show thursday.yaml
  dragon ledger show thursday.yaml --format json
  dragon ledger show thursday.yaml --format markdown`,
		Args: ledgerFile,
	}
	cmd.Flags().BoolVar(&opts.noWarnings, "no-warnings", false, "leave out the warnings, each said when its record was made")
	_ = cmd.Flags().MarkHidden("no-warnings") // the evening's header, shown at every turn
	return withFormat(cmd, opts, func() error {
		if runF != nil {
			return runF(opts)
		}
		return runLedgerShow(opts)
	})
}

func runLedgerShow(opts *ledgerReadOptions) error {
	cur, err := ledger.ReadCurrent(opts.file)
	if err != nil {
		return ledgerError(opts.file, err)
	}
	st := cur.State
	if opts.jsonOut {
		return cmdutil.WriteJSON(opts.io.ShownOnTerminal(), stateJSON(opts.file, st, cur.Warnings))
	}
	w, width := opts.io.Shown(), opts.io.Fit()
	b := report.BoardOf(opts.file, st, cmdutil.NextLine(st))
	if opts.format.Is(cmdutil.FormatMarkdown) {
		// Markdown's paragraphs are the lines above the table, unbroken.
		for _, l := range b.Lines {
			fmt.Fprintf(w, "%s\n\n", l)
		}
		cmdutil.MarkdownTable(w, b.Align, b.Head, b.Rows)
		return nil
	}
	term.Paras(w, width, "  ", b.Lines...)
	fmt.Fprintln(w)
	// A screen too narrow for the table shows each player a line, his
	// figures named by the heading.
	t := &cmdutil.Table{Align: b.Align, Width: width}
	t.Head(b.Head...)
	for _, r := range b.Rows {
		t.Row(r...)
	}
	t.Print(w)
	if opts.noWarnings {
		return nil
	}
	for _, p := range cur.Warnings {
		fmt.Fprintf(opts.io.ErrOut, "dragon: %v\n", p)
	}
	return nil
}

// stateJSON is the state as 'ledger show --json' prints it.
func stateJSON(file string, st books.State, warnings books.Problems) map[string]any {
	h := st.Header
	m := map[string]any{
		"file":      file,
		"game":      string(h.Game),
		"title":     h.Game.Title(),
		"players":   h.Players,
		"balances":  st.Balances,
		"dealer":    st.RoleHolder,
		"role":      h.Game.Role(),
		"played":    st.Played,
		"records":   st.Records,
		"standings": st.Standings(),
		"rules": map[string]any{
			"version": h.Rules.Version, "ultimate": h.Rules.Ultimate, "dealer_rule": h.Rules.DealerRule,
			"stakes": h.Rules.Stakes, "match_length": h.Rules.MatchLength,
		},
		"money": map[string]any{"start": h.Money.Start, "bills": h.Money.Bills},
	}
	m["game_number"] = st.GameNumber
	switch h.Game.Rotation() {
	case books.ByCycle:
		m["cycle"] = st.Cycle
		m["cycles_completed"] = st.Cycles
		m["version"] = st.Version
	case books.ByRound:
		m["round"] = st.Round
		m["round_number"] = st.RoundNumber
		m["seat_winds"] = st.SeatWinds()
	default:
		m["totals"] = st.Totals
		if st.Played > 0 {
			m["leaders"] = strings.Split(st.Leaders(), " and ")
		}
	}
	if st.Over != "" {
		m["over"] = st.Over
	}
	if ds := cmdutil.StandingDecided(st); len(ds) > 0 {
		m["decided"] = ds
	}
	if st.LastInForce > 0 {
		m["undoable"] = st.LastInForce
	}
	if len(warnings) > 0 {
		m["warnings"] = warnings
	}
	return m
}
