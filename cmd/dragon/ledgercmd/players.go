package ledgercmd

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// ledgerPlayersOptions are the options of the commands that record a
// change of the players at the table: rename and seats.
type ledgerPlayersOptions struct {
	io      *term.IOStreams
	file    string
	args    []string // what follows FILE
	note    string
	at      cmdutil.At
	jsonOut bool
	noNext  bool
}

// playersFlags puts the flags rename and seats share on cmd.
func (o *ledgerPlayersOptions) playersFlags(cmd *cobra.Command, what string) {
	cmd.Flags().StringVar(&o.note, "note", "", "`WHY` "+what)
	o.at.Add(cmd.Flags(), "", what)
	cmd.Flags().BoolVar(&o.jsonOut, "json", false, "print the record and the state after it as JSON")
	noNextFlag(cmd.Flags(), &o.noNext)
}

// playersArgs is the Args check of rename and seats: FILE and then want
// more, as usage says them and example shows them.
func playersArgs(want int, usage, example string) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != want+1 {
			return fmt.Errorf("%s: give the ledger FILE and %s, e.g. '%s'; got %d %s", cmd.CommandPath(), usage, example, len(args), plural(len(args), "argument"))
		}
		return nil
	}
}

// plural is n's noun, with an s unless n is 1.
func plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

// runPlayersRecord appends the record build makes from the state the
// ledger is in under its lock (refusing, in the command's words, what
// does not fit the players at the table then), and says what it did.
func runPlayersRecord(opts *ledgerPlayersOptions, build func(h *books.Header) (*books.HandRecord, error)) error {
	at, err := opts.at.Time()
	if err != nil {
		return err
	}
	a, err := ledger.Append(opts.file, func(st books.State) (*books.HandRecord, error) {
		r, err := build(st.Header)
		if err != nil {
			return nil, err
		}
		r.At, r.Note = at, opts.note
		return r, nil
	})
	if err != nil {
		return ledgerError(opts.file, opts.at.Error(err))
	}
	if opts.jsonOut {
		return cmdutil.WriteJSON(opts.io.Out, map[string]any{"record": recordJSON(a.Record, a.After.Header.Players), "state": stateJSON(opts.file, a.After, nil)})
	}
	printRecorded(opts.io, a, opts.noNext)
	return nil
}
