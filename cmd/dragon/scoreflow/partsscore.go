package scoreflow

import (
	"fmt"
	"maps"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/ledger/books"
)

// PartsScore is a score command that scores every player at once from
// each one's part (Dancing Dragons' discards, MAC I's fished cards): the
// game's qa.Description says what a hand needs (R: what it scores a
// hand to), asking each player's part of him (qa.Question.Each). The
// parts are given on one repeated flag NAME=… named after the game's
// ledger field (--discards, --fished) or, on a terminal, asked. A game's
// options embed it, say its parts in Parts, and give the rest that
// differs as a PartsGame; Command builds the command.
type PartsScore[R any] struct {
	IO *term.IOStreams
	// Game is the game's ledger: it names the flag, what one play is
	// called ("hand", "game") and the ledger --record appends to.
	Game books.Game
	// Hand is the game's account of a hand, by the rules the answers
	// play: the built-in ones, or a table's own (--ruleset).
	Hand *qa.Description[R]
	// Kept says what a record of the game keeps of every player, in the
	// refusal of one left out: "discards", "points".
	Kept string
	// Parts are the game's words for its parts and how to read them.
	Parts Parts
	// Given is the parts flag's NAME=… values.
	Given  []string
	JSON   bool
	Record cmdutil.RecordFlags
	Claim  ClaimFor
	// Ruleset is a table's own ruleset file, "" for the built-in one.
	Ruleset string
	// Typed are the answers the person gave, by the flags or the prompts;
	// Answers are those with what the ledger supplies, as scored.
	Typed, Answers qa.Answers
}

// PartsGame is a game's side of a PartsScore command: the referee's check
// and its result in --json; for people the result is written by the
// game's qa.Description (Print).
type PartsGame[R any] interface {
	// Verdict checks --claim on r; nil without a claim.
	Verdict(r R) *cmdutil.ClaimVerdict
	// ScoreJSON is r in --json, with what the verdict and the record add.
	ScoreJSON(r R, added ScoredJSON) any
}

// Parts is what a PartsScore game says of its parts, and how it reads
// one. The parts flag's help and the refusal of a command without parts
// are worded from it (flagHelp, how).
type Parts struct {
	// Given says what a part is: "discarded", "fished".
	Given string
	// Piece is what a part is made of, in NAME=…: "TILES", "CARDS".
	Piece string
	// Order is the order the parts are given in, when a ledger does not
	// give its own: "in turn order"; "" when the order is only the one
	// given.
	Order string
	// Example is one player's part: "Ann=GD E1 3C".
	Example string
	// Whose finishes --for's help: "score is", "points are".
	Whose string
	// Builtin names the built-in ruleset's file: "mac-i.yaml".
	Builtin string
	// Read reads one part given, NAME=…, into the player's name and his
	// answer to the question asked of him.
	Read func(string) (name, answer string, err error)
	// Rules refuses answers whose rules cannot be had: a table's own
	// ruleset file unread or unsound.
	Rules func(qa.Answers) error
}

// flagHelp is the help of the parts flag: "a player's fished `NAME=CARDS`
// (repeat for each player; NAME= for none)".
func (p Parts) flagHelp() string {
	return fmt.Sprintf("a player's %s `NAME=%s` (repeat for each player%s; NAME= for none)", p.Given, p.Piece, p.order(", "))
}

// how says how to give the parts on flag: "give each player with --fished
// NAME=CARDS, e.g. --fished 'Ann=GD E1 3C' --fished 'Bo='".
func (p Parts) how(flag string) string {
	return fmt.Sprintf("give each player with %s NAME=%s%s, e.g. %s '%s' %s 'Bo='", flag, p.Piece, p.order(" "), flag, p.Example, flag)
}

// order is the parts' Order after sep, "" when they have none.
func (p Parts) order(sep string) string {
	if p.Order == "" {
		return ""
	}
	return sep + p.Order
}

// Command builds the score command with help h: it reads its flags
// (Fill), then run runs it (a test's seam, see Seam) or, when nil, Run
// with the game's side g. It takes no arguments; every flag is one every
// PartsScore command has (addFlags).
func (s *PartsScore[R]) Command(h cmdutil.Help, g PartsGame[R], run func() error) *cobra.Command {
	fill := func(*cobra.Command, []string) error { return s.Fill() }
	cmd := h.Filled(fill, run, func() error { return s.Run(g) })
	cmd.Args = cobra.NoArgs
	s.addFlags(cmd)
	return cmd
}

// addFlags puts on cmd the flags every PartsScore command has: the parts,
// named after the game's ledger field, --json, --record, --at, --claim
// with --for, and --ruleset.
func (s *PartsScore[R]) addFlags(cmd *cobra.Command) {
	f, p := cmd.Flags(), s.Parts
	f.StringArrayVar(&s.Given, s.Game.HandsField(), nil, p.flagHelp())
	f.BoolVar(&s.JSON, "json", false, "print the score as JSON")
	s.Record.Add(f, s.Game, "")
	s.Claim.Add(cmd, p.Whose)
	cmdutil.RulesetFlag(cmd, &s.Ruleset, p.Builtin)
}

// Fill refuses flags that lack what they need, checks the rules played
// (Parts.Rules: the built-in ones, or a table's own read from the
// --ruleset file), and reads the parts: given, each NAME=… into the
// answers of the question asked of NAME; none given, asked on a terminal,
// from the ledger's players with --record; without one the command fails
// at once, saying how to give them.
func (s *PartsScore[R]) Fill() error {
	if err := s.Record.Check(s.Game); err != nil {
		return err
	}
	if err := s.Claim.CheckFlags(); err != nil {
		return err
	}
	played := qa.Answers{}
	if s.Ruleset != "" {
		if s.Record.File != "" {
			return cmdutil.ErrLedgerRuleset
		}
		played["ruleset"] = s.Ruleset
	}
	if err := s.Parts.Rules(played); err != nil {
		return err
	}
	var err error
	switch {
	case len(s.Given) > 0:
		s.Typed, err = s.read()
		s.Answers = s.Typed
	case !s.IO.CanPrompt():
		flag := "--" + s.Game.HandsField()
		return term.NeedTerminal(flag, s.Parts.how(flag))
	default:
		s.Answers, s.Typed, err = AskFor(s.IO, s.Record.File, s.Game, s.Hand, played)
	}
	if err != nil {
		return err
	}
	maps.Copy(s.Typed, played)
	maps.Copy(s.Answers, played)
	return s.Claim.CheckName(s.Names(), "this "+s.Game.Play())
}

// read reads the parts given, in the order given: the game's order
// (Parts.Order), unless a ledger gives its own.
func (s *PartsScore[R]) read() (qa.Answers, error) {
	twice := "give each player once" + s.Parts.order(", ")
	if s.Record.File != "" {
		twice = "give each player once"
	}
	field := s.Game.HandsField()
	return ReadParts("--"+field, s.Given, field, s.Parts.Read, twice)
}

// Names are the players whose parts were given, in the order given.
func (s *PartsScore[R]) Names() []string { return s.Typed.List(s.Game.HandsField()) }

// Run scores the parts, or with --record scores and appends them in the
// ledger's state under its lock, and writes the score with the verdict
// and the record written, for people or in --json; it returns the
// verdict's error.
func (s *PartsScore[R]) Run(g PartsGame[R]) error {
	var r R
	var app *ledger.Appended
	var err error
	if s.Record.File != "" {
		var a qa.Answers
		r, a, app, err = RecordAnswers(s.Record.File, s.Hand, &s.Record.At, s.Typed, s.atTable)
		if a != nil {
			s.Answers = a
		}
	} else {
		r, err = s.Hand.Score(s.Answers)
	}
	if err != nil {
		return err
	}
	out := Scored{Verdict: g.Verdict(r), File: s.Record.File, Recorded: app, Warn: s.IO.ErrOut, Width: s.IO.Fit()}
	toJSON := func(added ScoredJSON) any { return g.ScoreJSON(r, added) }
	return out.Write(s.IO.Out, s.JSON, toJSON, func() { s.Hand.Print(s.IO.Out, s.IO.Fit(), r) })
}

// atTable refuses, for a record, a part of someone not at the ledger's
// table and a player of it left out, saying which flag gives him.
func (s *PartsScore[R]) atTable(st books.State) error {
	field := s.Game.HandsField()
	return AtTable(s.Record.File, s.Names(), st.Header.Players, s.Kept, "give --"+field+" for %s too (%s= for none)")
}
