package ledgercmd

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

func newLedgerShowCmd(ios *cmdutil.IOStreams, runF func(*ledgerReadOptions) error) *cobra.Command {
	opts := &ledgerReadOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "show FILE",
		Short: "Show where the session stands: balances, standings, who deals next",
		Long: `Show where the session stands: each player's money and the standings, who
deals next (the banker, East, the leader), the game and cycle or round, and
the Magic Dragon version in force. Everything is worked out from the hands.`,
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
	b := showBoard(opts.file, st)
	if opts.format.Is(cmdutil.FormatMarkdown) {
		// Markdown's paragraphs are the lines above the table, unbroken.
		for _, l := range b.Lines {
			fmt.Fprintf(w, "%s\n\n", l)
		}
		cmdutil.MarkdownTable(w, b.Align, b.Head, b.Rows)
		return nil
	}
	cmdutil.Paras(w, width, "  ", b.Lines...)
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

// showBoard is where the session st of file stands: above the
// standings, the session, how far it has come, what comes next.
func showBoard(file string, st books.State) report.Board {
	align, rows := standingsRows(st)
	lines := []string{file + ": " + describeSession(st.Header), progressLine(st), cmdutil.NextLine(st)}
	return report.Board{Lines: lines, Head: rows[0], Rows: rows[1:], Align: align}
}

// standingsRows are the table of the standings, its head first: place,
// player, seat, total, money and net, as the game has them; align has an
// 'r' for each column of numbers.
func standingsRows(st books.State) (align string, rows [][]string) {
	h := st.Header
	winds := st.SeatWinds()
	money := !h.Game.Totals() || h.Money.Start > 0 || anyMoney(st)
	align = "rl"
	head := []string{"", "player"}
	if winds != nil {
		head = append(head, "seat")
		align += "l"
	}
	if h.Game.Totals() {
		head = append(head, "total")
		align += "r"
	}
	if money {
		head = append(head, "money")
		align += "r"
		if h.Money.Start > 0 {
			head = append(head, "net")
			align += "r"
		}
	}
	rows = append(rows, head)
	for _, s := range st.Standings() {
		cells := []string{fmt.Sprintf("%d.", s.Place), s.Player}
		if winds != nil {
			cells = append(cells, winds[s.Player])
		}
		if h.Game.Totals() {
			cells = append(cells, strconv.Itoa(s.Total))
		}
		if money {
			cells = append(cells, strconv.Itoa(s.Balance))
			if h.Money.Start > 0 {
				cells = append(cells, fmt.Sprintf("%+d", s.Net))
			}
		}
		rows = append(rows, cells)
	}
	return align, rows
}

func anyMoney(st books.State) bool {
	for _, v := range st.Balances {
		if v != st.Header.Money.Start {
			return true
		}
	}
	return false
}

// progressLine says how far the session has come.
func progressLine(st books.State) string {
	h := st.Header
	records := words.Plural(st.Records, "record")
	played := words.Plural(st.Played, h.Game.Play())
	switch h.Game.Rotation() {
	case books.ByCycle:
		cycles := words.Plural(st.Cycles, "cycle") + " complete"
		if st.Cycles == 0 {
			cycles = "no cycle complete yet"
		}
		return fmt.Sprintf("%s played, %s (%s).", played, cycles, records)
	case books.ByMatch:
		s := fmt.Sprintf("%s played (%s).", played, records)
		if st.Played > 0 && st.Over == "" { // once over, the next line says who won
			s += " " + cmdutil.Leading(st) + "."
		}
		return s
	}
	return fmt.Sprintf("%s played (%s).", played, records)
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
