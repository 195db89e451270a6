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

// keptKeys are the keys of the answers the ledger can keep of a win.
var keptKeys = []string{"winner", "hand", "self-drawn", "discard-by", "all-natural", "losers", "discards", "fished",
	"kong-replacement", "twelfth-by", "fifth-tile", "winning-tile", "winning-set", "gong-replacement", "fang", "banker-first-draw", "banker-first-discard"}

// fieldOf is the field of in that keeps the answer key; false for a key
// the ledger keeps no field for. The audit reads every recorded win
// through it, so it builds nothing.
func fieldOf(in *ledger.Inputs, key string) (field, bool) {
	switch key {
	case "winner":
		return field{text: &in.Winner}, true
	case "hand":
		return field{text: &in.Hand}, true
	case "self-drawn":
		return field{yes: &in.SelfDrawn}, true
	case "discard-by":
		return field{text: &in.DiscardBy}, true
	case "all-natural":
		return field{yes: &in.AllNatural}, true
	case "losers":
		return field{hands: &in.Losers}, true
	case "discards", "fished":
		return field{hands: &in.Hands}, true
	case "kong-replacement":
		return field{yes: &in.KongReplacement}, true
	case "twelfth-by":
		return field{text: &in.TwelfthBy}, true
	case "fifth-tile":
		return field{yes: &in.FifthTile}, true
	case "winning-tile":
		return field{text: &in.WinningTile}, true
	case "winning-set":
		return field{text: &in.WinningSet}, true
	case "gong-replacement":
		return field{text: &in.GongReplacement}, true
	case "fang":
		return field{text: &in.Fang}, true
	case "banker-first-draw":
		return field{yes: &in.BankerFirstDraw}, true
	case "banker-first-discard":
		return field{yes: &in.BankerFirstDiscard}, true
	}
	return field{}, false
}

// Inputs are the answers a under keys as the ledger of game g keeps them
// in a win. A key the ledger keeps no field for, in a win of g, is a
// mistake of the game's Description, refused.
func Inputs(g ledger.Game, a Answers, keys []string) (*ledger.Inputs, error) {
	in := &ledger.Inputs{}
	kept := g.Inputs(ledger.Win)
	for _, k := range keys {
		f, ok := fieldOf(in, k)
		if !ok || !keptIn(kept, k) {
			return nil, fmt.Errorf("hand: a %s ledger keeps no answer %q of a win", g.Title(), k)
		}
		switch {
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

// keptIn reports whether the fields kept hold the answer key: the
// field's key with "_" for "-".
func keptIn(kept []ledger.InputField, key string) bool {
	return slices.ContainsFunc(kept, func(f ledger.InputField) bool {
		if len(f.Key) != len(key) {
			return false
		}
		for i := range len(key) {
			if c := f.Key[i]; c != key[i] && !(c == '_' && key[i] == '-') {
				return false
			}
		}
		return true
	})
}

// FromInputs are the answers under keys that the record's inputs in hold:
// a text given, a yes that is yes.
func FromInputs(in *ledger.Inputs, keys []string) Answers {
	a := Answers{}
	for _, k := range keys {
		f, _ := fieldOf(in, k)
		switch {
		case f.text != nil && *f.text != "":
			a[k] = *f.text
		case f.yes != nil && *f.yes:
			a[k] = "true"
		case f.hands != nil && len(*f.hands) > 0:
			names := make([]string, len(*f.hands))
			for i, nh := range *f.hands {
				names[i] = nh.Name
				a[EachKey(k, nh.Name)] = nh.Hand
			}
			a[k] = strings.Join(names, ",")
		}
	}
	return a
}

// scoredFrom reports whether the answers under keys that a record keeps
// hold what a hand is scored from: the winner's hand, or every player's
// part.
func scoredFrom(a Answers, keys []string) bool {
	for _, k := range keys {
		if f, _ := fieldOf(&ledger.Inputs{}, k); (k == "hand" || f.hands != nil) && a.Has(k) {
			return true
		}
	}
	return false
}
