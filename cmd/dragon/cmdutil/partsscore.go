package cmdutil

import (
	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/ledger"
)

// PartsScore is a score command that scores every player at once from
// each one's part, given on one repeated flag NAME=… named after the
// game's ledger field (Dancing Dragons' --discards, MAC I's --fished): its
// flags besides the parts, the rules it plays by (R, which scores parts P
// into a result Res) and the parts read. A game's options embed it and
// give what differs as a PartsGame.
type PartsScore[R Scorer[P, Res], P, Res any] struct {
	IO *IOStreams
	// Game is the game's ledger: it names the flag, what one play is
	// called ("hand", "game") and the ledger --record appends to.
	Game ledger.Game
	// Given is the parts flag's NAME=… values.
	Given  []string
	JSON   bool
	Record RecordFlags
	Claim  ClaimFor
	// Ruleset is a table's own ruleset file, "" for the built-in one.
	Ruleset string
	Rules   R
	Parts   []P
}

// Scorer is the rules of a PartsScore game: they score every player's
// part at once.
type Scorer[P, Res any] interface {
	Score(parts []P) (Res, error)
}

// PartsGame is a game's side of a PartsScore command: recording, the
// referee's check and the output of its result.
type PartsGame[Res any] interface {
	// RecordParts scores the parts at the table of the ledger --record
	// names and appends them.
	RecordParts() (Res, *ledger.Appended, error)
	// Verdict checks --claim on res; nil without a claim.
	Verdict(res Res) *ClaimVerdict
	// ScoreJSON is res in --json, with what the verdict and the record add.
	ScoreJSON(res Res, added ScoredJSON) any
	// PrintScore writes res for people.
	PrintScore(res Res)
}

// AddFlags puts on cmd the flags every PartsScore command has besides the
// parts: --json, --record, --at, --claim with --for (whose finishes its
// help: "score is"), and --ruleset (builtin names the built-in ruleset's
// file, "mac-i.yaml").
func (s *PartsScore[R, P, Res]) AddFlags(cmd *cobra.Command, whose, builtin string) {
	f := cmd.Flags()
	f.BoolVar(&s.JSON, "json", false, "print the score as JSON")
	s.Record.Add(f, s.Game, "")
	s.Claim.Add(cmd, whose)
	RulesetFlag(cmd, &s.Ruleset, builtin)
}

// Fill refuses flags that lack what they need, loads the rules (the
// built-in ones, or a table's own read by own), and reads the parts with
// parse, asking for them on a terminal (ask) when none were given; how
// says how to give them without a terminal. names gives the players of
// the parts, for --for.
func (s *PartsScore[R, P, Res]) Fill(builtin func() (R, error), own func(string) (R, error),
	how string, ask func() error, parse func(string) (P, error), names func([]P) []string) error {
	if err := s.Record.Check(s.Game); err != nil {
		return err
	}
	if err := s.Claim.CheckFlags(); err != nil {
		return err
	}
	var err error
	if s.Rules, err = LoadRules(s.Record.File, s.Ruleset, builtin, own); err != nil {
		return err
	}
	if s.Parts, err = EveryPart(s.IO, "--"+s.Game.HandsField(), &s.Given, how, ask, parse); err != nil {
		return err
	}
	return s.Claim.CheckName(names(s.Parts), "this "+s.Game.Play())
}

// Run scores the parts, or with --record scores and appends them, and
// writes the score with the verdict and the record written, for people or
// in --json; it returns the verdict's error.
func (s *PartsScore[R, P, Res]) Run(g PartsGame[Res]) error {
	var res Res
	var app *ledger.Appended
	var err error
	if s.Record.File != "" {
		res, app, err = g.RecordParts()
	} else {
		res, err = s.Rules.Score(s.Parts)
	}
	if err != nil {
		return err
	}
	out := Scored{Verdict: g.Verdict(res), File: s.Record.File, Recorded: app, Warn: s.IO.ErrOut, Width: s.IO.Fit()}
	toJSON := func(added ScoredJSON) any { return g.ScoreJSON(res, added) }
	return out.Write(s.IO.Out, s.JSON, toJSON, func() { g.PrintScore(res) })
}
