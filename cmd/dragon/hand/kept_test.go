package hand

import (
	"slices"
	"strings"
	"testing"

	"github.com/dragon-tools/dragon/ledger"
)

// TestKeptAsTheLedgerDescribes: every answer the ledger keeps is one of
// the ledger's own input fields of a win, under its key with "-" for "_"
// and of its kind (every player's answers to one question in a field of
// players' hands); and every such field of a won hand's answers, one a
// game's Description can keep.
func TestKeptAsTheLedgerDescribes(t *testing.T) {
	ours := map[string]field{}
	for _, k := range keptKeys {
		f, ok := fieldOf(&ledger.Inputs{}, k)
		if !ok {
			t.Errorf("%s: kept, but in no field", k)
		}
		ours[k] = f
	}
	theirs := map[string]ledger.InputField{}
	for _, f := range ledger.InputFields() {
		if slices.Contains(f.Kinds, ledger.Win) {
			theirs[strings.ReplaceAll(f.Key, "_", "-")] = f
		}
	}
	for key, f := range ours {
		lf, ok := theirs[key]
		switch {
		case !ok:
			t.Errorf("%s: the ledger keeps no field %s of a win", key, strings.ReplaceAll(key, "-", "_"))
		case (f.yes != nil) != (lf.Kind == ledger.Flag):
			t.Errorf("%s: a yes here, a %v in the ledger", key, lf.Kind)
		case (f.hands != nil) != (lf.Kind == ledger.PlayerHands):
			t.Errorf("%s: every player's answer here, a %v in the ledger", key, lf.Kind)
		}
	}
	for key := range theirs {
		if _, ok := ours[key]; !ok && key != "dealer" && key != "banker" && key != "east" {
			t.Errorf("the ledger keeps %s of a win, which no answer fills", key)
		}
	}
}
