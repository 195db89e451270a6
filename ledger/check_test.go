package ledger

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// fakeScore stands in for Magic Dragon scoring: it recomputes a win whose
// hand is "N points" as N from every loser to the winner, doubled to and
// from the dealer when the dealer rule is on, and records the state it was
// called with, by record number (the audit calls it from several
// goroutines).
func fakeScore(seen *sync.Map) books.Recompute {
	return func(h *books.HandRecord, st books.State) (map[string]int, error) {
		seen.Store(h.Number, st)
		if h.Kind != books.Win || h.Inputs == nil || h.Inputs.Hand == "" {
			return nil, books.ErrSkip
		}
		var pts int
		if _, err := fmtSscan(h.Inputs.Hand, &pts); err != nil {
			return nil, errors.New("the hand " + h.Inputs.Hand + " does not parse")
		}
		for _, l := range h.Inputs.Losers {
			if l.Hand == "bad" {
				return nil, &books.HandError{Player: l.Name, Err: errors.New("no such tile")}
			}
		}
		if pts == 13 {
			panic("unlucky")
		}
		out := map[string]int{}
		for _, p := range st.Header.Players {
			if p == h.Inputs.Winner {
				continue
			}
			v := pts
			if st.Header.Rules.DealerRule && (p == st.RoleHolder || h.Inputs.Winner == st.RoleHolder) {
				v *= 2
			}
			out[p] -= v
			out[h.Inputs.Winner] += v
		}
		return out, nil
	}
}

// TestAuditReportsEveryDifference: check recomputes every hand in force
// from its inputs, with the dealer and header as they were, and reports
// each whose transfers differ, at the line of its transfers, with the
// correcting adjustment as the fix. Voided hands and explicit transfers are
// left alone; a recomputation that fails or panics is a problem, not a crash.
func TestAuditReportsEveryDifference(t *testing.T) {
	t.Parallel()
	src := `version: 1
game: magic
players: [Ann, Bo, Cy]
rules: {version: C, dealer_rule: true}
hands:
  - at: 2026-03-14 20:00
    kind: win
    inputs: {winner: Bo, hand: 2 points, dealer: Ann}
    transfers: {Ann: -4, Bo: +6, Cy: -2}
  - at: 2026-03-14 20:10
    kind: win
    inputs: {winner: Cy, hand: 1 points, dealer: Bo}
    transfers: {Bo: -2, Cy: +2}
  - at: 2026-03-14 20:20
    kind: win
    inputs: {winner: Ann, hand: 5 points, dealer: Cy}
    transfers: {Ann: +1, Cy: -1}
  - at: 2026-03-14 20:21
    kind: void
  - at: 2026-03-14 20:30
    kind: win
    inputs: {winner: Ann, dealer: Cy}
    transfers: {Ann: +3, Cy: -3}
  - at: 2026-03-14 20:40
    kind: win
    inputs: {winner: Ann, hand: lots, dealer: Ann}
    transfers: {Ann: +3, Cy: -3}
  - at: 2026-03-14 20:50
    kind: win
    inputs: {winner: Ann, hand: 13 points, dealer: Ann}
    transfers: {Ann: +3, Cy: -3}
  - at: 2026-03-14 20:55
    kind: win
    inputs:
      winner: Ann
      hand: 1 points
      losers:
        Bo: good
        Cy: bad
      dealer: Ann
    transfers: {Ann: +2, Bo: -1, Cy: -1}
`
	var seenBy sync.Map
	ps := CheckData("audit.yaml", []byte(src), books.Auditors{books.Magic: fakeScore(&seenBy)})
	var seen []books.State
	for n := 1; n <= 8; n++ {
		if st, ok := seenBy.Load(n); ok {
			seen = append(seen, st.(books.State))
		}
	}
	want := []struct {
		line int
		msg  string
	}{
		{13, "hand 2: the stored transfers (Bo=-2,Cy=+2) differ from the recomputation (Ann=-1,Bo=-2,Cy=+3)"},
		{26, "hand 6 cannot be recomputed from its inputs: the hand lots does not parse"},
		{30, "hand 7 cannot be recomputed from its inputs: the recomputation failed (unlucky)"},
		{39, "hand 8 cannot be recomputed from its inputs: Cy's hand: no such tile"},
	}
	if len(ps) != len(want) {
		t.Fatalf("problems:\n%v", ps)
	}
	for i, w := range want {
		if ps[i].Line != w.line || ps[i].Msg != w.msg || ps[i].Severity != books.Error {
			t.Errorf("problem %d: %s (%s); want the error at line %d %q", i+1, ps[i].Error(), ps[i].Severity, w.line, w.msg)
		}
	}
	if !strings.Contains(ps[0].Fix, "--adjust --transfer Ann=-1,Cy=+1 --note 'corrects hand 2'") {
		t.Errorf("fix %q; want the correcting adjustment", ps[0].Fix)
	}
	// The recomputation saw each hand with the dealer it was played under,
	// and the voided hand 3 not at all.
	var dealers []string
	for _, st := range seen {
		dealers = append(dealers, st.RoleHolder)
	}
	if got := strings.Join(dealers, " "); got != "Ann Bo Cy Ann Ann Ann" {
		t.Errorf("dealers seen: %s; want Ann Bo Cy Ann Ann Ann", got)
	}
	if seen[0].Header == nil || !seen[0].Header.Rules.DealerRule {
		t.Errorf("the recomputation did not get the header")
	}
	// Without a recomputation, the same ledger is sound.
	if ps := CheckData("audit.yaml", []byte(src), nil); len(ps) != 0 {
		t.Errorf("without recompute: %v", ps)
	}
}

func fmtSscan(s string, v *int) (int, error) { return fmt.Sscan(s, v) }

// TestSeverity: every problem says how bad it is, in Go and in JSON: a
// damaged ledger has errors, a losing player is a warning, and a ledger
// with warnings only is sound (Errors is empty).
func TestSeverity(t *testing.T) {
	t.Parallel()
	broke := strings.Replace(goodLedger, "start: 80", "start: 5", 1)
	damaged := strings.Replace(broke, "{dealer: Bo}", "{dealer: Cy}", 1)
	for _, tt := range []struct {
		name, src string
		want      []books.Severity
	}{
		{"sound", goodLedger, nil},
		{"money below zero", broke, []books.Severity{books.Warning}},
		{"rotation wrong", damaged, []books.Severity{books.Warning, books.Error}},
		{"sum not zero", strings.Replace(goodLedger, "Di: -4}", "Di: -3}", 1), []books.Severity{books.Error}},
		{"does not read", "version: 1\ngame: [\n", []books.Severity{books.Error}},
	} {
		ps := CheckData("s.yaml", []byte(tt.src), nil)
		var got []books.Severity
		for _, p := range ps {
			got = append(got, p.Severity)
			b, err := json.Marshal(p)
			if err != nil || !strings.Contains(string(b), `"severity":"`+string(p.Severity)+`"`) {
				t.Errorf("%s: JSON %s has no severity", tt.name, b)
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(tt.want) {
			t.Errorf("%s: severities %v; want %v (%v)", tt.name, got, tt.want, ps)
		}
		if sound := len(ps.Errors()) == 0; sound != !slices.Contains(tt.want, books.Error) {
			t.Errorf("%s: Errors() %v", tt.name, ps.Errors())
		}
	}
}
