package scoreflow

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/qa"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// Seated is the score command of a game one player wins and the others,
// seated as the ledger seats them, pay (Nine Dragons, Q Mahjongg): the
// game's qa.Description says what a hand needs, and the flags, the
// ledger and, on a terminal, the prompts fill it. R is what the game
// scores a hand to, F the figure a claim of it counts. A game's options
// embed it and give what differs as a SeatedGame.
type Seated[R any, F claim.Figure] struct {
	IO   *term.IOStreams
	Hand *qa.Description[R]
	// Words are the game's words in its flags' help and messages.
	Words SeatedWords
	JSON  bool
	// Record is --record FILE and --at WHEN.
	Record cmdutil.RecordFlags
	// Typed are the answers the person gave, by the flags or the prompts;
	// Answers are those with what the ledger supplies, as scored.
	Typed, Answers qa.Answers
}

// SeatedWords are a seated game's words for what every seated game has.
type SeatedWords struct {
	// Example is a command line that gives the hand: "dragon nine score
	// 123c 456c 789s 222b 55b --self-drawn".
	Example string
	// Piece is what the game wins with: "tile", "card".
	Piece string
	// Players says the order of --players: "East, South, West, North".
	Players string
	// Money names what the winner is paid: "the chips", "the payments";
	// MoneyFlags are the flags about it, which need the players.
	Money      string
	MoneyFlags []string
	// Supplies says what the ledger supplies to a hand recorded in it:
	// "its seats, round and stakes apply".
	Supplies string
}

// SeatedGame is a game's side of a Seated command: the referee's check
// and the output of its result.
type SeatedGame[R any, F claim.Figure] interface {
	// Verdict checks --claim on r; nil without a claim.
	Verdict(r R) *cmdutil.ClaimVerdictOf[F]
	// ScoreJSON is r in --json, with what the verdict and the record add.
	ScoreJSON(r R, added ScoredJSONOf[F]) any
	// PrintScore writes r for people; a verdict that follows is set
	// apart by a blank line.
	PrintScore(r R)
}

// Command builds the score command with help h: fill reads its command
// line (Fill, or the game's own around it), then run runs it (a test's
// seam, see Seam) or, when nil, Run with the game's side g. It has the
// flags every seated game has (addFlags); the game adds its own.
func (s *Seated[R, F]) Command(h cmdutil.Help, g SeatedGame[R, F], fill func(*cobra.Command, []string) error, run func() error) *cobra.Command {
	cmd := h.Filled(fill, run, func() error { return s.Run(g) })
	s.addFlags(cmd)
	return cmd
}

// addFlags puts on cmd the flags every seated game has: the players, the
// winner, --json, --record and --at; and those of the round, the winner's
// seat and where the winning piece came from when the game's hand asks
// them (a flag that would do nothing is not offered). The flags of the
// hand are read back by name (FlagAnswers), so their values are kept
// nowhere else.
func (s *Seated[R, F]) addFlags(cmd *cobra.Command) {
	f, w := cmd.Flags(), s.Words
	asks := func(flag string) bool { return slices.Contains(s.Hand.Flags(), flag) }
	f.StringSlice("players", nil, "the players of this hand, "+w.Players+": `NAMES` such as Ann,Bo,Cy,Di")
	f.Var(cmdutil.NonEmpty(new(string), "the winner's NAME, one of --players"), "winner", "the winner's `NAME`, one of --players")
	if asks("round") {
		f.String("round", "E", "the round's `WIND`: E, S, W or N")
	}
	if asks("seat") {
		f.Var(cmdutil.NonEmpty(new(string), "the winner's SEAT, E, S, W or N"), "seat", "the winner's `SEAT`, E, S, W or N (or give --players and --winner)")
	}
	if asks("self-drawn") {
		f.Bool("self-drawn", false, "the winner drew the winning "+w.Piece+" himself")
	}
	if asks("discard-by") {
		cmdutil.DiscardBy(f, new(string), w.Piece)
	}
	f.BoolVar(&s.JSON, "json", false, "print the score as JSON")
	s.Record.Add(f, s.Hand.Game, w.Supplies)
}

// Fill takes the answers of cmd's flags and of args, the hand; without a
// hand it asks for what the flags left, on a terminal, the ledger of
// --record supplying the seats. It refuses answers that contradict each
// other or lack what they need.
func (s *Seated[R, F]) Fill(cmd *cobra.Command, args []string) error {
	s.Typed = FlagAnswers(cmd.Flags(), s.Hand.Flags())
	if len(args) > 0 {
		s.Typed["hand"] = strings.Join(args, " ")
	}
	if err := s.Record.Check(s.Hand.Game); err != nil {
		return err
	}
	s.Answers = s.Typed.Clone()
	if !s.Typed.Has("hand") {
		if err := s.ask(); err != nil {
			return err
		}
	}
	if err := cmdutil.OneSource(s.Answers.Yes("self-drawn"), s.Answers["discard-by"], "the winning "+s.Words.Piece); err != nil {
		return err
	}
	if err := s.Hand.CheckAll(s.Answers); err != nil {
		return err
	}
	return s.check()
}

// ask walks the questions the flags left on a terminal, the ledger of
// --record supplying its part first (AskFor).
func (s *Seated[R, F]) ask() error {
	if !s.IO.CanPrompt() {
		return term.NeedTerminal("the winning HAND", "give it on the command line, e.g. "+s.Words.Example)
	}
	var err error
	s.Answers, s.Typed, err = AskFor(s.IO, s.Record.File, s.Hand.Game, s.Hand, s.Typed)
	return err
}

// check refuses what every seated game refuses: a winner without the
// players who pay him, players without a winner, and flags about the
// payments without either.
func (s *Seated[R, F]) check() error {
	a, w := s.Answers, s.Words
	seated := a.Has("players") || s.Record.File != "" // a ledger seats the players
	switch {
	case s.Record.File != "" && !a.Has("winner"):
		return errors.New("--record needs --winner NAME: the ledger records who won")
	case a.Has("players") && !a.Has("winner"):
		return fmt.Errorf("--players needs --winner NAME: %s go to the winner", w.Money)
	case a.Has("winner") && !seated:
		return fmt.Errorf("--winner needs --players A,B,C,D (%s): the others pay", w.Players)
	}
	for _, flag := range w.MoneyFlags {
		if a.Has(flag) && !seated {
			return fmt.Errorf("--%s is about %s: give --players A,B,C,D and --winner NAME", flag, w.Money)
		}
	}
	return nil
}

// atTheTable refuses --players of a count their question refuses, and a
// --winner or --discard-by who is not one of them, or a winner who
// discarded his own winning piece: what a ledger refuses of a record,
// refused of the flags where no ledger seats the players.
func (s *Seated[R, F]) atTheTable() error {
	a := s.Answers
	if err := s.Hand.Questions.CountPlayers(a); err != nil || !a.Has("players") {
		return err
	}
	players := a.List("players")
	for _, flag := range []string{"winner", "discard-by"} {
		if a.Has(flag) && !slices.Contains(players, a[flag]) {
			return fmt.Errorf("--%s %s is not one of --players %s", flag, a[flag], strings.Join(players, ","))
		}
	}
	if a.Has("discard-by") && a["discard-by"] == a["winner"] {
		return fmt.Errorf("--discard-by %s is the winner: a winner does not discard his own winning %s", a["winner"], s.Words.Piece)
	}
	return nil
}

// Run scores the hand, or with --record scores it and appends it, and
// writes the score with the verdict and the record written, for people or
// in --json; it returns the verdict's error.
func (s *Seated[R, F]) Run(g SeatedGame[R, F]) error {
	r, app, err := s.score()
	if err != nil {
		return err
	}
	out := ScoredOf[F]{Verdict: g.Verdict(r), File: s.Record.File, Recorded: app, Warn: s.IO.ErrOut, Width: s.IO.Fit()}
	toJSON := func(added ScoredJSONOf[F]) any { return g.ScoreJSON(r, added) }
	return out.Write(s.IO.Out, s.JSON, toJSON, func() {
		g.PrintScore(r)
		if out.Verdict != nil {
			fmt.Fprintln(s.IO.Out)
		}
	})
}

// score scores the answers or, with --record, settles them in the state
// the record is appended to, under the ledger's lock (RecordAnswers); the
// players of --players are counted as their question counts them (a
// ledger's were, when it was made).
func (s *Seated[R, F]) score() (R, *ledger.Appended, error) {
	if s.Record.File == "" {
		r, err := s.Hand.Score(s.Answers)
		if err == nil { // the game's own refusals of the players first
			err = s.atTheTable()
		}
		return r, nil, err
	}
	r, a, app, err := RecordAnswers(s.Record.File, s.Hand, &s.Record.At, s.Typed, nil)
	if a != nil {
		s.Answers = a
	}
	return r, app, err
}
