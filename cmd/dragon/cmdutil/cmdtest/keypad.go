package cmdtest

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
)

// KeysType checks the keypad the hand f offers for its question q, given
// the answers a: it has keys, each token once, and every piece its keys
// type, pressed as a person presses them (a rank, then a suit; a piece
// written whole; either between [ and ] when it has them; '-'), is read
// by read, the game's notation. The ranks come before the suits. Its
// pieces to tap are checked too (piecesType).
func KeysType(t testing.TB, f qa.Form, q *qa.Question, a qa.Answers, read func(s string) error) {
	t.Helper()
	keyed, ok := f.(qa.Keyed)
	if !ok {
		t.Fatal("the hand offers no keypad")
	}
	piecesType(t, keyed.Pieces(q, a), q, read)
	keys := keyed.Keys(q, a)
	if len(keys) == 0 {
		t.Fatalf("%s has no keys", q.ID)
	}
	var ranks, typed []string
	seen, brackets := map[string]bool{}, false
	for _, k := range keys {
		if seen[k.Token] {
			t.Errorf("%s: the token %q is on two keys", q.ID, k.Token)
		}
		seen[k.Token] = true
		switch {
		case k.Token == "[" || k.Token == "] ":
			brackets = true
		case !strings.HasSuffix(k.Token, " "):
			ranks = append(ranks, k.Token)
		case k.Suit:
			for _, r := range ranks {
				typed = append(typed, r+k.Token)
			}
		default:
			typed = append(typed, k.Token)
		}
	}
	for _, s := range typed {
		if brackets && s != "- " {
			s = "[" + s + "] "
		}
		if err := read(s); err != nil {
			t.Errorf("%s: the keys type %q, which the notation refuses: %v", q.ID, s, err)
		}
	}
}

// piecesType checks a keypad's pieces to tap: there are some, each kind
// once, named, drawn (its rank's count 1–9 of a mark, a domino's halves,
// or its code written large), with some copies left, its token read by
// read.
func piecesType(t testing.TB, pieces []qa.Piece, q *qa.Question, read func(s string) error) {
	t.Helper()
	if len(pieces) == 0 {
		t.Errorf("%s has no pieces to tap", q.ID)
	}
	seen := map[string]bool{}
	for _, p := range pieces {
		l := p.Look
		drawn := l.Mark != "" && l.Count >= 1 && l.Count <= 9 || l.Halves[0] >= 1 && l.Halves[1] >= l.Halves[0] || l.Text == strings.TrimSpace(p.Token)
		if seen[p.Token] || l.Name == "" || !drawn || p.Left < 1 {
			t.Errorf("%s: the piece %q is offered twice (%v), named %q, drawn %+v (%v), %d left", q.ID, p.Token, seen[p.Token], l.Name, l, drawn, p.Left)
		}
		seen[p.Token] = true
		if err := read(p.Token); err != nil {
			t.Errorf("%s: the piece %q types what the notation refuses: %v", q.ID, p.Token, err)
		}
	}
}
