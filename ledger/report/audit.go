package report

import (
	"errors"
	"fmt"
	"sync/atomic"

	"github.com/dragon-tools/dragon/internal/words"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Audit is the referee's audit of the report's ledgers: every hand in
// force recorded from its inputs scored again, as 'dragon ledger check'
// does, and compared with what was recorded.
type Audit struct {
	// Audited is false when the game has no audit: its hands are kept as
	// the money they moved.
	Audited bool `json:"audited"`
	// Checked is the number of hands scored again.
	Checked int `json:"checked"`
	// Differ are the hands whose recorded money differs from their
	// recomputation, or that cannot be recomputed, in report order.
	Differ []Difference `json:"differ,omitempty"`
	// Line says it in one line: "all 7 hands scored again agree".
	Line string `json:"line"`
}

// Difference is a hand the audit found wrong.
type Difference struct {
	// Hand is the hand's place in the report (Hand.Seq); File and Number
	// say where it is written.
	Hand   int    `json:"hand"`
	File   string `json:"file"`
	Number int    `json:"number"`
	// Problem is what the audit says, as 'ledger check' says it.
	Problem string `json:"problem"`
}

// counting is an Auditor that counts the hands its auditor scores again.
type counting struct {
	a books.Auditor
	n *atomic.Int64
}

// Recompute calls the auditor and counts the hand unless it is skipped.
func (c counting) Recompute(h *books.HandRecord, st books.State) (map[string]int, error) {
	m, err := c.a.Recompute(h, st)
	if !errors.Is(err, books.ErrSkip) {
		c.n.Add(1)
	}
	return m, err
}

// audit runs the audit of 'ledger check' on l with a and returns how many
// hands it scored again and its problems, each with the number of the
// record it is about.
func audit(l *ledger.Ledger, a books.Auditor) (checked int, found map[int]string) {
	var n atomic.Int64
	ps := l.Audit(counting{a, &n})
	found = map[int]string{}
	for _, p := range ps {
		if num := recordAt(l.Hands, p.Line); num > 0 {
			if found[num] != "" {
				found[num] += "; "
			}
			found[num] += p.Msg
		}
	}
	return int(n.Load()), found
}

// recordAt returns the number of the record written at line: the last
// that starts at or before it (0 when none does).
func recordAt(hands []*books.HandRecord, line int) int {
	num := 0
	for _, r := range hands {
		if r.Line > line {
			break
		}
		num = r.Number
	}
	return num
}

// auditLine says what the audit found, in one line.
func auditLine(a *Audit, season bool) string {
	switch {
	case !a.Audited:
		return "No audit: this game's hands are kept as the money they moved."
	case a.Checked == 0:
		return "Audit: no hand was recorded from its tiles or cards, so none could be scored again."
	case len(a.Differ) == 0 && a.Checked == 1:
		return "Audit: the one hand recorded from its tiles or cards, scored again, agrees."
	case len(a.Differ) == 0:
		return fmt.Sprintf("Audit: all %d hands recorded from their tiles or cards, scored again, agree.", a.Checked)
	}
	var hands []string
	for _, d := range a.Differ {
		h := fmt.Sprintf("hand %d", d.Number)
		if season {
			h += " of " + d.File
		}
		hands = append(hands, h)
	}
	verb := "differ"
	if len(a.Differ) == 1 {
		verb = "differs"
	}
	return fmt.Sprintf("Audit: %s of %d scored again %s: %s.", words.Plural(len(a.Differ), "hand"), a.Checked, verb, words.JoinAnd(hands))
}
