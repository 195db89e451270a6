package ledgercmd

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
	"github.com/dragon-tools/dragon/web"
)

// ledgerReportOptions are the options of 'ledger report'.
type ledgerReportOptions struct {
	io     *term.IOStreams
	files  []string
	output string
	format *cmdutil.Format
	// auditors and describers come from the list of the games.
	auditors   books.Auditors
	describers report.Describers
}

// reportFormats are the formats 'ledger report' writes.
var reportFormats = []string{"html", cmdutil.FormatText, cmdutil.FormatJSON, cmdutil.FormatMarkdown}

func newLedgerReportCmd(ios *term.IOStreams, games cmdutil.Games, runF func(*ledgerReportOptions) error) *cobra.Command {
	opts := &ledgerReportOptions{io: ios}
	cmd := &cobra.Command{
		Use:   "report FILE... [-o report.html] [--format html|text|json|markdown]",
		Short: "The night's report: standings, a chart, every hand, each player's story, the settle-up",
		Long: `Write the report of a session to hand the table and keep: a header with the
game, the players, the dates, the rules and the referee's audit (every hand
recorded from its tiles or cards scored again, as 'ledger check' does); the
standings; each player's money (or total) over time as a chart; the settle-up;
each player's story (hands won, self-drawn or on a discard, discards that fed
a win, ties and dead hands, the biggest hand, penalties, the largest gain and
loss); and every hand, a voided one struck through.

Several ledgers of the same game make a season, in date order; players who
come and go are followed through the evenings they played.

--format html is one page that stands alone (no network, no script; its CSS
and its SVG chart inline), for a browser or for paper (A4 or Letter). text
prints the same sections fitting the terminal ($COLUMNS, at least 60);
markdown writes them as GitHub tables, the chart left out. json is the
report's model, for a program. Without -o the report goes to standard
output, as text on a terminal, else as html; with -o it is written to the file
(html unless --format says otherwise), whole or not at all.`,
		Example: `  dragon ledger report thursday.yaml -o thursday.html
  dragon ledger report thursday.yaml
  dragon ledger report march-*.yaml -o season.html
  dragon ledger report thursday.yaml --format json`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return ledgerFile(cmd, args)
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.files = args
			if err := opts.format.Check("ledger report"); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			opts.auditors, opts.describers = games.Auditors(), games.Describers()
			return runLedgerReport(opts)
		},
	}
	cmd.Flags().StringVarP(&opts.output, "output", "o", "", "write the report to `FILE` instead of standard output")
	opts.format = cmdutil.AddFormatFlags(cmd, reportFormats, "text on a terminal, else html", false)
	return cmd
}

// chosenFormat is the format asked for, or the default: text on a
// terminal when writing to standard output, else html.
func (o *ledgerReportOptions) chosenFormat() string {
	switch {
	case o.format.Value != "":
		return o.format.Value
	case o.output == "" && o.io.OutTTY:
		return "text"
	}
	return "html"
}

func runLedgerReport(opts *ledgerReportOptions) error {
	if err := opts.checkFiles(); err != nil {
		return err
	}
	ls := make([]*ledger.Ledger, len(opts.files))
	for i, f := range opts.files {
		l, err := ledger.Load(f)
		if err != nil {
			return ledgerError(f, err)
		}
		ls[i] = l
	}
	r, err := report.Build(ls, report.Options{Auditors: opts.auditors, Describers: opts.describers, ChartPoints: web.ChartPoints})
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	switch opts.chosenFormat() {
	case "text":
		writeReportText(&buf, r, opts.io.Width())
	case "json":
		err = cmdutil.WriteJSON(&buf, r)
	case "markdown":
		writeReportMarkdown(&buf, r)
	default:
		err = web.WritePage(&buf, r)
	}
	if err != nil {
		return err
	}
	if opts.output == "" {
		out := opts.io.ShownOnTerminal()
		if f := opts.chosenFormat(); f == "text" || f == "markdown" {
			out = opts.io.Shown()
		}
		_, err := out.Write(buf.Bytes())
		return err
	}
	if err := writeWhole(opts.output, buf.Bytes()); err != nil {
		return err
	}
	fmt.Fprintf(opts.io.Shown(), "Wrote %s: %s.\n", opts.output, r.TitleWords())
	return nil
}

// checkFiles refuses a ledger named twice, and an output file that is one
// of the ledgers or not a file.
func (o *ledgerReportOptions) checkFiles() error {
	var seen []os.FileInfo
	var out os.FileInfo
	if o.output != "" {
		fi, err := os.Stat(o.output)
		switch {
		case err == nil && !fi.Mode().IsRegular():
			return fmt.Errorf("ledger report: -o %s is not a file; give the name of the report to write, such as report.html", o.output)
		case err == nil:
			out = fi
		}
	}
	for _, f := range o.files {
		fi, err := os.Stat(f)
		if err != nil {
			continue // Load says what is wrong
		}
		for _, other := range seen {
			if os.SameFile(other, fi) {
				return fmt.Errorf("ledger report: %s is named twice; name each ledger once", f)
			}
		}
		seen = append(seen, fi)
		if out != nil && os.SameFile(out, fi) {
			return fmt.Errorf("ledger report: -o %s is the ledger %s, which would be lost; write the report to another file, such as report.html", o.output, f)
		}
	}
	return nil
}

// writeWhole writes data to the file name, whole or not at all: into a new
// file beside it, renamed over it once written.
func writeWhole(name string, data []byte) error {
	dir, base := filepath.Split(name)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+base+".tmp-*")
	if err != nil {
		return writeError(name, err)
	}
	tmp := f.Name()
	_, err = f.Write(data)
	if err == nil {
		err = f.Chmod(0o644)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, name)
	}
	if err != nil {
		os.Remove(tmp)
		return writeError(name, err)
	}
	return nil
}

// writeError says in one line why the file name could not be written.
func writeError(name string, err error) error {
	var pe *fs.PathError
	var le *os.LinkError
	switch {
	case errors.As(err, &pe):
		err = pe.Err
	case errors.As(err, &le):
		err = le.Err
	}
	if errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("cannot write %s: there is no directory %s; create it first, or give another path", name, filepath.Dir(name))
	}
	return fmt.Errorf("cannot write %s: %v; nothing was written", name, err)
}
