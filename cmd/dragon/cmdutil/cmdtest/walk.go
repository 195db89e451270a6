package cmdtest

import (
	"fmt"
	"maps"
	"strings"
	"testing"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// Walk answers the questions of the hand f still to ask given the answers
// a, one at a time through Next and Question.Answer, as the evening and
// the page walk them: each with answer's answer to it (a choice's
// option's Label; "" for a question answer does not know, which offers
// its Default). It returns the labels asked, in order; an answer refused
// fails the test.
func Walk(t testing.TB, f qa.Form, a qa.Answers, answer Answerer) []string {
	t.Helper()
	var asked []string
	for q := f.Next(a); q != nil; q = f.Next(a) {
		if len(asked) > 100 {
			t.Fatalf("still asking after %q", asked)
		}
		asked = append(asked, q.Label(a))
		s := answer(q, a)
		if s == "" && q.Default != nil {
			s = q.Default(a)
		}
		if s == "" && q.Kind == qa.YesNo {
			s = "false"
		}
		if err := q.Answer(a, s); err != nil {
			t.Fatalf("%q refused at %q: %v", s, q.Label(a), err)
		}
	}
	return asked
}

// LastRecord returns the last record of the ledger file as a hand's
// Result makes it: its inputs, without the role the ledger adds (the
// dealer it was played under), and its transfers or scores.
func LastRecord(t testing.TB, file string) *books.HandRecord {
	t.Helper()
	l, err := ledger.Load(file)
	if err != nil {
		t.Fatal(err)
	}
	if len(l.Hands) == 0 {
		t.Fatalf("%s holds no record", file)
	}
	r := l.Hands[len(l.Hands)-1]
	in := *r.Inputs
	in.RoleHolder = ""
	return &books.HandRecord{Kind: r.Kind, Inputs: &in, Transfers: r.Transfers, Scores: r.Scores}
}

// RecordDiff says how the records got and want of a hand differ: their
// kind, inputs, transfers or scores; "" when they agree.
func RecordDiff(got, want *books.HandRecord) string {
	switch {
	case got.Kind != want.Kind:
		return fmt.Sprintf("a %s, not a %s", got.Kind, want.Kind)
	case fmt.Sprintf("%+v", *got.Inputs) != fmt.Sprintf("%+v", *want.Inputs):
		return fmt.Sprintf("inputs %+v, not %+v", *got.Inputs, *want.Inputs)
	case !maps.Equal(got.Transfers, want.Transfers) || !maps.Equal(got.Scores, want.Scores):
		return fmt.Sprintf("transfers %v scores %v, not %v %v", got.Transfers, got.Scores, want.Transfers, want.Scores)
	}
	return ""
}

// Answerer answers a question of a hand, as a person at the table does
// (see Walk).
type Answerer func(q *qa.Question, a qa.Answers) string

// WalksAsFlags walks the questions of the hand f from nothing known, each
// answered by answer, and checks that the answers make the record that
// the answers of the command line args make (answers reads them from the
// options that build's command fills); it returns the labels asked and
// the record.
func WalksAsFlags[O any](t testing.TB, f qa.Form, answer Answerer, build func(*term.IOStreams, func(O) error) *cobra.Command,
	answers func(O) (qa.Answers, error), args ...string) ([]string, *books.HandRecord) {
	t.Helper()
	a := qa.Answers{}
	asked := Walk(t, f, a, answer)
	_, walked, err := f.Result(a)
	if err != nil {
		t.Fatalf("the answers walked %v: %v", a, err)
	}
	if _, flagged := flagResult(t, f, build, answers, args...); RecordDiff(walked, flagged) != "" {
		t.Errorf("asked %q: the walk records %s", asked, RecordDiff(walked, flagged))
	}
	return asked, walked
}

// flagResult scores the answers of the command line args: the result and
// its record, with no ledger.
func flagResult[O any](t testing.TB, f qa.Form, build func(*term.IOStreams, func(O) error) *cobra.Command,
	answers func(O) (qa.Answers, error), args ...string) (any, *books.HandRecord) {
	t.Helper()
	o, err := Seam(build, args...)
	if err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	a, err := answers(o)
	if err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	res, rec, err := f.Result(a)
	if err != nil {
		t.Fatalf("%q: %v", args, err)
	}
	return res, rec
}

// RecordsAsFlags checks that the questions of the hand f, walked one by
// one at a new ledger's table of the session h with what it supplies,
// each answered by answer, make the record that build's command appends
// to the same ledger with args and --record FILE; and that the ledger
// then passes its audit by f.
func RecordsAsFlags[O any](t testing.TB, h books.Header, f qa.Form, answer Answerer, build func(*term.IOStreams, func(O) error) *cobra.Command, args ...string) {
	t.Helper()
	file := NewLedger(t, h)
	cur, err := ledger.ReadCurrent(file)
	if err != nil {
		t.Fatal(err)
	}
	a, err := f.Agree(file, cur.State, qa.Answers{})
	if err != nil {
		t.Fatal(err)
	}
	asked := Walk(t, f, a, answer)
	_, walked, err := f.Result(a)
	if err != nil {
		t.Fatalf("the answers walked %v: %v", a, err)
	}
	ios, out := Pipe()
	if err := Execute(build(ios, nil), append(args, "--record", file)...); err != nil {
		t.Fatalf("%q: %v\n%s", args, err, out)
	}
	if diff := RecordDiff(walked, LastRecord(t, file)); diff != "" {
		t.Errorf("%q, asked %q: the walk records %s", args, asked, diff)
	}
	if ps, err := ledger.Check(file, books.Auditors{h.Game: f}); err != nil || len(ps.Errors()) > 0 {
		t.Errorf("%q: the audit: %v, %v", args, ps, err)
	}
}

// PrintsAsLines checks that the hand f puts the result of the answers of
// the command line args into the lines build's command prints of it, with
// no escape byte.
func PrintsAsLines[O any](t testing.TB, f qa.Form, build func(*term.IOStreams, func(O) error) *cobra.Command,
	answers func(O) (qa.Answers, error), args ...string) {
	t.Helper()
	res, _ := flagResult(t, f, build, answers, args...)
	lines, err := f.Lines(res, 0)
	if err != nil {
		t.Fatal(err)
	}
	ios, out := Pipe()
	if err := Execute(build(ios, nil), args...); err != nil {
		t.Fatal(err)
	}
	if got := strings.Join(lines, "\n") + "\n"; got != out.String() || strings.ContainsRune(got, 0x1b) {
		t.Errorf("Lines:\n%s\nthe command prints:\n%s", got, out)
	}
}
