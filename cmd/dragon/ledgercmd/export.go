package ledgercmd

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/export"
)

// ledgerExportOptions are the options of 'ledger export'.
type ledgerExportOptions struct {
	io     *term.IOStreams
	file   string
	format string
}

// newLedgerExportCmd is 'ledger export', its help naming the games of
// the list whose rows have scores.
func newLedgerExportCmd(ios *term.IOStreams, games cmdutil.Games) *cobra.Command {
	opts := &ledgerExportOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "export FILE --format csv|hledger",
		Short: "Write the books for other tools: CSV for a spreadsheet, an hledger journal",
		Long: `Write the ledger in a format other tools read, to standard output.

` + csvHelp(games) + `
  hledger   a journal: a transaction for each record, an account for each
            player (players:NAME), the play money as the commodity PLAY
            from equity:start; 'hledger -f FILE balance' gives each player
            the money 'dragon ledger show' gives.`,
		Example: `  dragon ledger export thursday.yaml --format csv > thursday.csv
  hledger -f <(dragon ledger export thursday.yaml --format hledger) balance`,
		Args: ledgerFile,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.file = args[0]
			return runLedgerExport(opts)
		},
	}
	cmd.Flags().StringVar(&opts.format, "format", "", "`csv` or hledger")
	return cmd
}

func runLedgerExport(opts *ledgerExportOptions) error {
	var write func(*bytes.Buffer, *ledger.Ledger) error
	switch strings.ToLower(opts.format) {
	case "csv":
		write = func(b *bytes.Buffer, l *ledger.Ledger) error { return export.CSV(b, l) }
	case "hledger":
		write = func(b *bytes.Buffer, l *ledger.Ledger) error { return export.Hledger(b, l) }
	case "":
		return fmt.Errorf("ledger export: give the format: --format csv or --format hledger")
	default:
		return fmt.Errorf("ledger export: --format %s: write csv or hledger", opts.format)
	}
	l, err := ledger.Load(opts.file)
	if err != nil {
		return ledgerError(opts.file, err)
	}
	var buf bytes.Buffer
	if err := write(&buf, l); err != nil {
		return fmt.Errorf("%s: %w", opts.file, err)
	}
	_, err = opts.io.ShownOnTerminal().Write(buf.Bytes())
	return err
}
