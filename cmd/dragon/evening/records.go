package evening

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/ledger/report"
)

// The records the evening makes with 'ledger add': each is shown, and
// recorded once the table says yes.

// confirmed shows what a record says and asks to record it; false when
// the table says no (and then says so).
func (t *table) confirmed(says string) (bool, error) {
	t.o.println(says)
	yes, err := t.o.IO.Prompter.Confirm(t.recordThis(), true)
	if err == nil && !yes {
		t.notRecorded()
	}
	return yes, err
}

// recordWith runs 'ledger add' or 'ledger undo' (command) on the ledger
// with flags: it says what was recorded, and not what comes next, which
// the standings say at once after it.
func (t *table) recordWith(command string, flags ...string) error {
	return t.o.Run(append([]string{"ledger", command, t.file, "--no-next"}, flags...)...)
}

// nobodyWon records a hand of kind k, one nobody won: a tie, a dead hand.
func nobodyWon(k books.Kind) func(t *table) error {
	return func(t *table) error {
		yes, err := t.confirmed(fmt.Sprintf("%s %d: %s, nobody won; no money moves.", cmdutil.Capitalize(t.play()), t.st().Played+1, kindWords(t.cur.Header.Game, k)))
		if err != nil || !yes {
			return err
		}
		return t.recordWith("add", "--"+string(k))
	}
}

// falseDeclaration records the game's penalty for a false declaration:
// at the seats and stakes the ledger gives the hand, the declarer pays.
// It is shown, then worked out again under the ledger's lock as it is
// recorded.
func (t *table) falseDeclaration() error {
	players := t.cur.Header.Players
	i, err := t.o.IO.Prompter.Select("Who declared a win falsely?", players, 0)
	if err != nil {
		return err
	}
	declarer := players[i]
	tr, line, err := t.game.FalseDeclared(t.st(), declarer)
	if err != nil {
		return err
	}
	t.o.println(line + "\n" + t.amounts(tr, true))
	return t.offer(func(st books.State) (*books.HandRecord, error) {
		tr, _, err := t.game.FalseDeclared(st, declarer)
		if err != nil {
			return nil, err
		}
		return &books.HandRecord{Kind: books.Penalty, Inputs: &books.Inputs{Offender: declarer}, Transfers: tr, Note: "false declaration"}, nil
	})
}

// amounts lays out each player's amount in m, in seat order, signed when
// it is money moved.
func (t *table) amounts(m map[string]int, signed bool) string {
	tb := cmdutil.Table{Align: "lr", Width: t.o.IO.Fit()}
	for _, p := range t.cur.Header.Players {
		if v, ok := m[p]; ok {
			tb.Row("  "+p, amount(v, signed))
		}
	}
	var b strings.Builder
	tb.Print(&b)
	return strings.TrimSuffix(b.String(), "\n")
}

// flagAmounts writes m as 'ledger add' takes it: "Ann=-6,Bo=+12".
func (t *table) flagAmounts(m map[string]int, signed bool) string {
	var parts []string
	for _, p := range t.cur.Header.Players {
		if v, ok := m[p]; ok {
			parts = append(parts, p+"="+amount(v, signed))
		}
	}
	return strings.Join(parts, ",")
}

func amount(v int, signed bool) string {
	if signed {
		return fmt.Sprintf("%+d", v)
	}
	return strconv.Itoa(v)
}

// undo voids the last record not yet voided, with 'ledger undo', once the
// table has seen what it voids and said yes.
func (t *table) undo() error {
	l, err := ledger.Load(t.file)
	if err != nil {
		return err
	}
	var last *books.HandRecord
	for _, s := range l.Steps() {
		if s.Record.Number == l.State().LastInForce {
			last = s.Record
		}
	}
	if last == nil {
		t.o.println("Nothing to undo: there is no record left to void.")
		return nil
	}
	name := l.RecordName(last.Number)
	t.o.println(fmt.Sprintf("%s: %s.", cmdutil.Capitalize(name), report.RecordWords(last, &t.cur.Header)))
	yes, err := t.o.IO.Prompter.Confirm("Undo "+name, false)
	if err != nil {
		return err
	}
	if !yes {
		t.o.println("Nothing undone.")
		return nil
	}
	return t.recordWith("undo", "--voids", strconv.Itoa(last.Number))
}
