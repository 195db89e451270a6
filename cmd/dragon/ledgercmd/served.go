package ledgercmd

import (
	"strings"
	"time"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/web/serve"
)

// Served is what 'dragon serve' takes from the ledger commands, so that
// the table's page says what they say and refuses what they refuse: the
// line of what comes next (which ends the standings and the settle-up the
// page builds from the books' model, as 'ledger show' and 'ledger settle'
// do), the record 'ledger add' makes of typed amounts with its checks,
// and the lines after a record or an undo.
func Served() serve.Commands {
	return serve.Commands{
		Next: cmdutil.NextLine,
		Amount: func(_ *books.Header, player, typed string) (int, error) {
			return parseAmount("--transfer", player, typed)
		},
		Score: func(_ *books.Header, player, typed string) (int, error) {
			return parseAmount("--scores", player, typed)
		},
		Record:   typedRecord,
		Recorded: recordedWords,
		Message: func(file string, err error) string {
			return term.Message(ledgerError(file, err))
		},
	}
}

// typedRecord is the record 'ledger add' makes of the flags t stands for,
// in state st, with every check of the flags and of the record.
func typedRecord(st books.State, t serve.Typed) (*books.HandRecord, error) {
	o := &ledgerAddOptions{transfer: t.Transfers, scores: t.Scores, winner: t.Winner, note: t.Note,
		tie: t.Kind == books.Tie, dead: t.Kind == books.Dead, adjust: t.Kind == books.Adjustment}
	kind, err := o.kindOf()
	if err != nil {
		return nil, err
	}
	return o.record(st, kind, time.Time{})
}

// recordedWords say what was recorded (or voided) and what comes next,
// in the words of 'ledger add' and 'ledger undo'.
func recordedWords(a *ledger.Appended) string { return strings.Join(recordedLines(a), " ") }
