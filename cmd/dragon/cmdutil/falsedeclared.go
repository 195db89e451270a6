package cmdutil

import (
	"fmt"

	"github.com/dragon-tools/dragon/ledger/books"
)

// PlaysFalseDeclaration reports whether the session of the ledger's state
// st punishes a false declaration: the game has the penalty, and the
// session plays it.
func (g Game) PlaysFalseDeclaration(st books.State) bool {
	return g.FalseDeclaration != nil && penaltyPlayed("", st) == nil
}

// FalseDeclarationRecord is the record of a false declaration by
// declarer in the ledger file's state st, as 'false-declaration --record'
// appends it (the players and the stakes the ledger's), and the line
// that says what he pays; refused when the game has no such penalty or
// the session does not play it.
func (g Game) FalseDeclarationRecord(file string, st books.State, declarer string) (*books.HandRecord, string, error) {
	if g.FalseDeclaration == nil {
		return nil, "", fmt.Errorf("%s has no false declaration penalty", g.Title)
	}
	if err := penaltyPlayed(file, st); err != nil {
		return nil, "", err
	}
	tr, line, err := g.FalseDeclared(st, declarer)
	if err != nil {
		return nil, "", err
	}
	return penaltyRecord(declarer, tr), line, nil
}

// penaltyRecord is the record of the penalty declarer pays: the
// transfers tr.
func penaltyRecord(declarer string, tr map[string]int) *books.HandRecord {
	return &books.HandRecord{Kind: books.Penalty, Inputs: &books.Inputs{Offender: declarer}, Transfers: tr}
}
