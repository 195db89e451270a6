package cmdutil

import (
	"errors"
	"fmt"
	"testing"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/ledger/books"
	"github.com/dragon-tools/dragon/scoring/tiles"
)

// TestAuditorsForPeople: why a hand cannot be recomputed reads without Go
// package names in 'ledger check', and ErrSkip still skips.
func TestAuditorsForPeople(t *testing.T) {
	fail := books.Recompute(func(h *books.HandRecord, st books.State) (map[string]int, error) {
		if h.Number == 1 {
			return nil, books.ErrSkip
		}
		return nil, fmt.Errorf("Ann's hand: %w", &tiles.ParseError{Game: "ninedragons", Pos: 3, Token: "99x", Msg: "unknown tile"})
	})
	a := Games{{Name: books.NineDragons, Hand: auditOnly{fail}}}.Auditors()[books.NineDragons]
	if _, err := a.Recompute(&books.HandRecord{Number: 1}, books.State{}); !errors.Is(err, books.ErrSkip) {
		t.Errorf("ErrSkip became %v", err)
	}
	_, err := a.Recompute(&books.HandRecord{Number: 2}, books.State{})
	if want := `Ann's hand: "99x" at column 3: unknown tile`; err == nil || err.Error() != want {
		t.Errorf("err = %v, want %s", err, want)
	}
}

// auditOnly is a hand of which the audit alone is used.
type auditOnly struct{ audit books.Recompute }

func (a auditOnly) Recompute(h *books.HandRecord, st books.State) (map[string]int, error) {
	return a.audit(h, st)
}

func (auditOnly) Next(qa.Answers) *qa.Question           { return nil }
func (auditOnly) NextOf(qa.Answers, string) *qa.Question { return nil }
func (auditOnly) EachPart() string                       { return "" }
func (auditOnly) Flags() []string                        { return nil }
func (auditOnly) CheckAll(qa.Answers) error              { return nil }
func (auditOnly) Lines(any, int) ([]string, error)       { return nil, nil }
func (auditOnly) Shown(any) (*qa.Shown, error)           { return nil, nil }
func (auditOnly) Agree(string, books.State, qa.Answers) (qa.Answers, error) {
	return nil, nil
}
func (auditOnly) Result(qa.Answers) (any, *books.HandRecord, error) { return nil, nil, nil }

// TestParseGameByItsCommand: --game takes the ledger's name of a game or
// the command group that scores it, in any case; anything else is refused
// with the ledger's list.
func TestParseGameByItsCommand(t *testing.T) {
	gs := Games{{Name: books.NineDragons, Group: "nine"}, {Name: books.QMahjongg, Group: "q"}}
	for in, want := range map[string]books.Game{"nine": books.NineDragons, "Q": books.QMahjongg, "ninedragons": books.NineDragons, "MAC": books.MAC} {
		if g, err := gs.ParseGame(in); err != nil || g != want {
			t.Errorf("ParseGame(%q) = %q, %v; want %q", in, g, err, want)
		}
	}
	if _, err := gs.ParseGame("chess"); err == nil {
		t.Error(`ParseGame("chess") was accepted`)
	}
}
