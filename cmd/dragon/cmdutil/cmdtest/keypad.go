package cmdtest

import (
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/hand"
)

// KeysType checks the keypad the hand f offers for its question q, given
// the answers a: it has keys, each token once, and every piece its keys
// type, pressed as a person presses them (a rank, then a suit; a piece
// written whole; either between [ and ] when it has them; '-'), is read
// by read, the game's notation. The ranks come before the suits.
func KeysType(t testing.TB, f hand.Form, q *hand.Question, a hand.Answers, read func(s string) error) {
	t.Helper()
	keyed, ok := f.(hand.Keyed)
	if !ok {
		t.Fatal("the hand offers no keypad")
	}
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
