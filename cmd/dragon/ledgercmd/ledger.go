// Package ledgercmd is "dragon ledger": a session's play-money ledger,
// kept for any of the games.
package ledgercmd

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger/books"
)

// NewCmd builds 'dragon ledger'. games is the list of the games: 'ledger
// check' audits each game's hands with its Auditor, and 'ledger new'
// completes --game from it.
func NewCmd(ios *term.IOStreams, games cmdutil.Games) *cobra.Command {
	cmd := &cobra.Command{
		Use: "ledger",
		// A group runs no command of its own: "dragon ledger foo" is an error, not help.
		Args:  cobra.NoArgs,
		RunE:  func(cmd *cobra.Command, args []string) error { return cmd.Help() },
		Short: "Keep a session's play-money ledger: hands, balances, the dealer, settle-up",
		Long: term.Refill(76, `A ledger is one table's session in a YAML file: the game, the players in
seat order, the rules and stakes, the starting money, and every hand in the
order it was played. Balances, `+workedOutRoles(games)+`the game, cycle and
round, and the version in force are worked out from the hands every time.`) + `

Hands are only ever added. A mistake is corrected by a new record:
'dragon ledger undo' voids the last hand, an --adjust moves money, 'dragon
ledger rename' mends a player's name, and 'dragon ledger seats' records new
seats. The file can be read and edited by hand; 'dragon ledger check' says
what is wrong, at which line. Every write is atomic and takes the ledger's
lock, so two dragons adding at once never lose a hand, and a file with a
problem is never written.

` + gamesLine(games),
		Example: `  dragon ledger new thursday.yaml --game magic --players Ann,Bo,Cy,Di --dealer-rule
  dragon ledger add thursday.yaml --transfer Ann=-6,Bo=+12,Cy=-3,Di=-3
  dragon ledger add thursday.yaml --tie
  dragon ledger show thursday.yaml
  dragon ledger settle thursday.yaml`,
	}
	cmd.AddCommand(
		newLedgerNewCmd(ios, games, nil),
		newLedgerAddCmd(ios, games, nil),
		newLedgerShowCmd(ios, games, nil),
		newLedgerHistoryCmd(ios, nil),
		newLedgerUndoCmd(ios, games, nil),
		newLedgerRenameCmd(ios, nil),
		newLedgerSeatsCmd(ios, games, nil),
		newLedgerSettleCmd(ios, games, nil),
		newLedgerCheckCmd(ios, games, nil),
		newLedgerReportCmd(ios, games, nil),
		newLedgerExportCmd(ios, games),
	)
	return cmd
}

// ledgerFile is the Args check of every ledger command: one FILE.
func ledgerFile(cmd *cobra.Command, args []string) error {
	switch {
	case len(args) == 0:
		return fmt.Errorf("%s: give the ledger FILE, e.g. '%s session.yaml'", cmd.CommandPath(), cmd.CommandPath())
	case len(args) > 1:
		return fmt.Errorf("%s: one ledger FILE at a time; got %s", cmd.CommandPath(), strings.Join(args, " "))
	}
	return nil
}

// ledgerError says what became of the file when a ledger command fails:
// a ledger with a problem is refused as it is (check lists every problem),
// and a record with a problem is not written.
func ledgerError(file string, err error) error {
	var ps books.Problems
	if !errors.As(err, &ps) || len(ps) == 0 {
		return err
	}
	if ps[0].File != "" {
		return fmt.Errorf("%v; the ledger was left as it is ('dragon ledger check %s' lists every problem and its fix)", err, file)
	}
	return fmt.Errorf("%v; nothing was written", err)
}

// ledgerReadOptions are the options of the commands that only read a
// ledger: show, history, settle, check.
type ledgerReadOptions struct {
	io      *term.IOStreams
	file    string
	jsonOut bool
	// format is the --format of show, history and settle; jsonOut is
	// set when it says json.
	format *cmdutil.Format
	strict bool // check: fail on warnings too
	// show: leave out the warnings, each said already when its record
	// was made (the evening's header, shown at every turn)
	noWarnings bool
}

// bookFormats are the formats of the commands that show the books.
var bookFormats = []string{cmdutil.FormatText, cmdutil.FormatJSON, cmdutil.FormatMarkdown}

// withFormat gives cmd, a command that shows the books (show, history,
// settle), the --format flag and its hidden --json, and has it check them
// before run.
func withFormat(cmd *cobra.Command, opts *ledgerReadOptions, run func() error) *cobra.Command {
	opts.format = cmdutil.AddFormatFlags(cmd, bookFormats, cmdutil.FormatText, true)
	cmd.RunE = func(c *cobra.Command, args []string) error {
		opts.file = args[0]
		if err := opts.format.Check("ledger " + c.Name()); err != nil {
			return err
		}
		opts.jsonOut = opts.format.Is(cmdutil.FormatJSON)
		return run()
	}
	return cmd
}

// gamesLine lists the games a ledger may keep, from the one list, wrapped
// as the help around it: "Games: magic (Magic Dragon), …, mac (MAC I)."
func gamesLine(games cmdutil.Games) string {
	named := make([]string, len(games))
	for i, g := range games {
		named[i] = fmt.Sprintf("%s (%s)", g.Name, g.Title)
	}
	return term.Refill(75, "Games: "+strings.Join(named, ", ")+".")
}
