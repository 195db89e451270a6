package hand

import (
	"fmt"
	"slices"
	"strings"

	"github.com/dragon-tools/dragon/ledger"
)

// What the ledger keeps of a hand is its answers: each under the ledger's
// input field whose key is the answer's with "_" for "-" ("discard-by" is
// discard_by:), got and set as the field's text (ledger.InputField's Get
// and Set: a yes is "true"). A Description lists the keys it keeps
// (Kept); the same list takes the answers back from a record for the
// audit.

// ledgerField is the field among fields that keeps answer key, or nil.
func ledgerField(fields []ledger.InputField, key string) *ledger.InputField {
	i := slices.IndexFunc(fields, func(f ledger.InputField) bool { return f.Key == strings.ReplaceAll(key, "-", "_") })
	if i < 0 {
		return nil
	}
	return &fields[i]
}

// Inputs are the answers a under keys as the ledger of game g keeps them
// in a win. A key the ledger keeps no field for in a win of g, or a field
// of every player's hands, is a mistake of the game's Description,
// refused.
func Inputs(g ledger.Game, a Answers, keys []string) (*ledger.Inputs, error) {
	in := &ledger.Inputs{}
	kept := g.Inputs(ledger.Win)
	for _, k := range keys {
		f := ledgerField(kept, k)
		if f == nil || f.Kind == ledger.PlayerHands {
			return nil, fmt.Errorf("hand: a %s ledger keeps no answer %q of a win", g.Title(), k)
		}
		if err := f.Set(in, a[k]); err != nil {
			return nil, fmt.Errorf("hand: %s: %v", k, err)
		}
	}
	return in, nil
}

// FromInputs are the answers under keys that the record's inputs in hold:
// a text given, a yes that is yes.
func FromInputs(in *ledger.Inputs, keys []string) Answers {
	a := Answers{}
	fields := ledger.InputFields()
	for _, k := range keys {
		if f := ledgerField(fields, k); f != nil {
			if v := f.Get(in); v != "" {
				a[k] = v
			}
		}
	}
	return a
}
