package ledger

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger/books"
)

// TestNamesComposedOrNot: "Zoé" typed with one é and typed with an e and
// an accent are one player: in the players list, in transfers and in
// inputs, in a file and in a new record, which is written as the header
// spells the name.
func TestNamesComposedOrNot(t *testing.T) {
	useCache(t, false)
	composed, apart := "Zo\u00e9", "Zoe\u0301"
	if err := Create(t.TempDir()+"/twice.yaml", books.Header{Game: books.Magic, Players: []string{composed, apart}}); err == nil || !strings.Contains(err.Error(), "is named twice among the players") {
		t.Errorf("two Zoés: %v", err)
	}
	s := newSession(t, books.Header{Game: books.Magic, Players: []string{apart, "Bo"}})
	if got := s.load().Header.Players[0]; got != composed {
		t.Errorf("a new ledger's name %q; want it composed, %q", got, composed)
	}
	a, err := s.addRecord(&books.HandRecord{Kind: books.Win, Inputs: &books.Inputs{Winner: apart, Losers: []books.NamedHand{{Name: "Bo", Hand: "1C"}}},
		Transfers: map[string]int{apart: +4, "Bo": -4}})
	if err != nil {
		t.Fatal(err)
	}
	if a.Record.Inputs.Winner != composed || a.After.Balances[composed] != 84 || strings.Contains(string(s.read()), apart) {
		t.Errorf("recorded %+v, balances %v:\n%s", a.Record.Inputs, a.After.Balances, s.read())
	}
	// A file with the header's name apart and its records' composed.
	src := strings.NewReplacer("[Ann, Bo, Cy, Di]", "[Ann, "+apart+", Cy, Di]", "Bo", composed).Replace(goodLedger)
	src = strings.Replace(src, "[Ann, "+composed+", Cy, Di]", "[Ann, "+apart+", Cy, Di]", 1)
	l, ps := Parse("z.yaml", []byte(src))
	if len(ps) > 0 || l.State().Balances[apart] != 96 || l.Hands[0].Inputs.Winner != apart {
		t.Fatalf("%v\n%v", ps, src)
	}
	twice := strings.Replace(src, "Ann: -4, "+composed+": +16", "Ann: -4, "+composed+": +16, "+apart+": 0", 1)
	if _, ps := Parse("z.yaml", []byte(twice)); len(ps) == 0 || !strings.Contains(ps[0].Msg, "transfers gives \""+apart+"\" twice") {
		t.Errorf("one player's transfer twice: %v", ps)
	}
}
