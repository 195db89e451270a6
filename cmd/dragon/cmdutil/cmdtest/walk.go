package cmdtest

import (
	"fmt"
	"maps"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/hand"
	"github.com/dragon-tools/dragon/ledger"
)

// Walk answers the questions of the hand f still to ask given the answers
// a, one at a time through Next and Question.Answer, as the evening and
// the page walk them: each with answer's answer to it (a choice's
// option's Label; "" for a question answer does not know, which offers
// its Default). It returns the labels asked, in order; an answer refused
// fails the test.
func Walk(t testing.TB, f hand.Form, a hand.Answers, answer func(q *hand.Question, a hand.Answers) string) []string {
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
		if s == "" && q.Kind == hand.YesNo {
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
func LastRecord(t testing.TB, file string) *ledger.HandRecord {
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
	in.Dealer = ""
	return &ledger.HandRecord{Kind: r.Kind, Inputs: &in, Transfers: r.Transfers, Scores: r.Scores}
}

// RecordDiff says how the records got and want of a hand differ: their
// kind, inputs, transfers or scores; "" when they agree.
func RecordDiff(got, want *ledger.HandRecord) string {
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
