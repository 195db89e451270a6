package cmdutil

import (
	"errors"
	"fmt"
	"io"
	"sync"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/internal/words"
)

// ErrLedgerRuleset refuses --ruleset with --record: a ledger's records are
// checked again by the built-in rules, so it records hands by them alone.
var ErrLedgerRuleset = errors.New("a ledger records hands by the built-in ruleset; leave out --ruleset")

// LoadRules returns the rules a command plays by: the built-in ones, or a
// table's own from file when file is not "". A ledger (record not "")
// records by the built-in ones alone, so own rules with it are refused.
func LoadRules[R any](record, file string, builtin func() (R, error), own func(string) (R, error)) (R, error) {
	switch {
	case file == "":
		return builtin()
	case record != "":
		var none R
		return none, ErrLedgerRuleset
	}
	return own(file)
}

// RulesetFlag adds --ruleset FILE to cmd, a table's own ruleset like the
// built-in one in the repository's rulesets/ (e.g. "mac-i.yaml").
func RulesetFlag(cmd *cobra.Command, file *string, builtin string) {
	cmd.Flags().Var(NonEmpty(file, "the ruleset FILE"), "ruleset", "a table's own ruleset `FILE` (YAML, like rulesets/"+builtin+")")
}

// PrintRuleset names a table's own ruleset under a result it decided; the
// built-in one (file "") goes unsaid.
func PrintRuleset(w io.Writer, file, name string) {
	if file != "" {
		fmt.Fprintf(w, "Ruleset: %s (%s)\n", words.Shown(name), words.Shown(file))
	}
}

// Rulesets are a game's rules as a hand's answers choose them: the
// built-in ones, or a table's own named by the answer "ruleset" (--ruleset
// FILE), each file read once. A game's hand description takes its rules
// from them, so one description serves every ruleset.
type Rulesets[R any] struct {
	Builtin func() (R, error)
	Load    func(file string) (R, error)
	own     sync.Map // file → func() (R, error)
}

// Of returns the rules the answers a play by.
func (rs *Rulesets[R]) Of(a qa.Answers) (R, error) {
	file := a["ruleset"]
	if file == "" {
		return rs.Builtin()
	}
	load, ok := rs.own.Load(file)
	if !ok {
		load, _ = rs.own.LoadOrStore(file, sync.OnceValues(func() (R, error) { return rs.Load(file) }))
	}
	return load.(func() (R, error))()
}

// Check refuses answers whose rules cannot be had: a table's own ruleset
// file unread or unsound.
func (rs *Rulesets[R]) Check(a qa.Answers) error {
	_, err := rs.Of(a)
	return err
}
