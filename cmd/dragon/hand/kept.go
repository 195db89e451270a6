package hand

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/ledger"
)

// What the ledger keeps of a hand is its answers: each under the field of
// ledger.Inputs its key names, the ledger's key with "-" for "_"
// ("discard-by" is discard_by:). A Description lists the keys it keeps
// (Kept); the same list takes the answers back from a record for the
// audit. The answers of a question asked of each player (Question.Each:
// "losers:Bo") are kept in the field of its ID, by player, in the order
// of the names under the ID (losers: {Bo: …, Cy: …}).

// field is where in ledger.Inputs an answer is kept: a text, a yes, or
// every player's answer to one question.
type field struct {
	text  *string
	yes   *bool
	hands *[]ledger.NamedHand
}

// fields are the fields of in that keep answers, by the answer's key.
func fields(in *ledger.Inputs) map[string]field {
	return map[string]field{
		"winner": {text: &in.Winner}, "hand": {text: &in.Hand},
		"self-drawn": {yes: &in.SelfDrawn}, "discard-by": {text: &in.DiscardBy}, "all-natural": {yes: &in.AllNatural},
		"losers": {hands: &in.Losers}, "discards": {hands: &in.Hands}, "fished": {hands: &in.Hands},
		"kong-replacement": {yes: &in.KongReplacement}, "twelfth-by": {text: &in.TwelfthBy}, "fifth-tile": {yes: &in.FifthTile},
		"gong-replacement": {text: &in.GongReplacement}, "fang": {text: &in.Fang},
		"banker-first-draw": {yes: &in.BankerFirstDraw}, "banker-first-discard": {yes: &in.BankerFirstDiscard},
	}
}

// Inputs are the answers a under keys as the ledger of game g keeps them
// in a win. A key the ledger keeps no field for, in a win of g, is a
// mistake of the game's Description, refused.
func Inputs(g ledger.Game, a Answers, keys []string) (*ledger.Inputs, error) {
	in := &ledger.Inputs{}
	fs := fields(in)
	kept := g.Inputs(ledger.Win)
	for _, k := range keys {
		f, ok := fs[k]
		inWins := slices.ContainsFunc(kept, func(f ledger.InputField) bool { return f.Key == strings.ReplaceAll(k, "-", "_") })
		switch {
		case !ok || !inWins:
			return nil, fmt.Errorf("hand: a %s ledger keeps no answer %q of a win", g.Title(), k)
		case f.text != nil:
			*f.text = a[k]
		case f.hands != nil:
			for _, name := range a.List(k) {
				*f.hands = append(*f.hands, ledger.NamedHand{Name: name, Hand: a[EachKey(k, name)]})
			}
		default:
			*f.yes = a.Yes(k)
		}
	}
	return in, nil
}

// FromInputs are the answers under keys that the record's inputs in hold:
// a text given, a yes that is yes.
func FromInputs(in *ledger.Inputs, keys []string) Answers {
	a := Answers{}
	fs := fields(in)
	for _, k := range keys {
		f := fs[k]
		switch {
		case f.text != nil && *f.text != "":
			a[k] = *f.text
		case f.yes != nil && *f.yes:
			a[k] = "true"
		case f.hands != nil:
			for _, nh := range *f.hands {
				a.SetEach(k, nh.Name, nh.Hand)
			}
		}
	}
	return a
}

// scoredFrom reports whether the answers a record keeps hold what a hand
// is scored from: the winner's hand, or every player's part.
func scoredFrom(a Answers) bool {
	if a.Has("hand") {
		return true
	}
	for k, f := range fields(&ledger.Inputs{}) {
		if f.hands != nil && a.Has(k) {
			return true
		}
	}
	return false
}
