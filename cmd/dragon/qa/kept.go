package qa

import (
	"fmt"
	"strings"

	"github.com/dragon-tools/dragon/ledger/books"
)

// What the ledger keeps of a hand is its answers: each under the ledger's
// input field whose key is the answer's with "_" for "-" ("discard-by" is
// discard_by:), got and set as the field's text (books.InputField's Get
// and Set: a yes is "true"). A Description lists the keys it keeps
// (Kept); the same list takes the answers back from a record for the
// audit. The answers of a question asked of each player (Question.Each:
// "losers:Bo") are kept in the field of its ID, by player, in the order
// of the names under the ID (losers: {Bo: …, Cy: …}).

// field is the ledger's field that keeps the answer k in a win of game g
// ("discard-by" is discard_by:), and whether g keeps one.
func field(g books.Game, k string) (books.InputField, bool) {
	return g.InputField(books.Win, strings.ReplaceAll(k, "-", "_"))
}

// Inputs are the answers a under keys as the ledger of game g keeps them
// in a win. A key the ledger keeps no field for, in a win of g, is a
// mistake of the game's Description, refused.
func Inputs(g books.Game, a Answers, keys []string) (*books.Inputs, error) {
	in := &books.Inputs{}
	for _, k := range keys {
		f, ok := field(g, k)
		if !ok {
			return nil, fmt.Errorf("hand: a %s ledger keeps no answer %q of a win", g.Title(), k)
		}
		if err := set(&f, in, a, k); err != nil {
			return nil, fmt.Errorf("hand: %s: %v", k, err)
		}
	}
	return in, nil
}

// set files the answer k of a in the field f of in: every player's answer
// to the question k for a field of hands, else the one answer.
func set(f *books.InputField, in *books.Inputs, a Answers, k string) error {
	if f.Kind != books.PlayerHands {
		return f.Set(in, a[k])
	}
	var hs []books.NamedHand
	for _, name := range a.List(k) {
		hs = append(hs, books.NamedHand{Name: name, Hand: a[EachKey(k, name)]})
	}
	return f.SetHands(in, hs)
}

// FromInputs are the answers under keys that the inputs in of a win of
// game g hold: a text given, a yes that is yes, every player's part.
func FromInputs(g books.Game, in *books.Inputs, keys []string) Answers {
	a := Answers{}
	for _, k := range keys {
		f, ok := field(g, k)
		if !ok {
			continue
		}
		if hs := f.Hands(in); len(hs) > 0 {
			names := make([]string, len(hs))
			for i, nh := range hs {
				names[i] = nh.Name
				a[EachKey(k, nh.Name)] = nh.Hand
			}
			a[k] = strings.Join(names, ",")
		} else if v := f.Get(in); v != "" {
			a[k] = v
		}
	}
	return a
}

// scoredFrom reports whether the answers under keys that a record of a
// win of game g keeps hold what a hand is scored from: the winner's hand,
// or every player's part.
func scoredFrom(g books.Game, a Answers, keys []string) bool {
	for _, k := range keys {
		if f, ok := field(g, k); ok && (k == "hand" || f.Kind == books.PlayerHands) && a.Has(k) {
			return true
		}
	}
	return false
}
