// Package scoreflow is the flow of the score commands, written once for
// every game on its qa.Description: the flags and the prompts read
// into answers (a game one player wins, Seated; a game that scores
// every player's part, PartsScore), the score and the referee's verdict
// written, and the hand recorded into a ledger under its lock.
package scoreflow

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/dragon-tools/dragon/cmd/dragon/cmdutil"
	"github.com/dragon-tools/dragon/cmd/dragon/term"
	"github.com/dragon-tools/dragon/ledger"
	"github.com/dragon-tools/dragon/scoring/claim"
)

// What score commands share around the score itself: asking for the hand,
// the referee's check of one player's figure when a command scores every
// player at once, and what the output adds after the score (the verdict,
// the record written).

// ClaimFor is --claim N --for NAME on a command that scores every player
// at once: the claimed figure and whose it is.
type ClaimFor struct {
	cmdutil.Claim

	For string
}

// Add puts --claim and --for on cmd; whose finishes the help of --for
// ("score is", "points are").
func (c *ClaimFor) Add(cmd *cobra.Command, whose string) {
	c.Claim.Add(cmd, "points")
	cmd.Flags().StringVar(&c.For, "for", "", "with --claim: the `NAME` of the player whose "+whose+" claimed")
}

// CheckFlags refuses --claim without --for, and --for without --claim.
func (c *ClaimFor) CheckFlags() error {
	if c.Given != (c.For != "") {
		return fmt.Errorf("a claim names a figure and a player: give --claim N and --for NAME together")
	}
	return nil
}

// CheckName refuses, when a claim was given, --for a name not among names,
// the players in, e.g., "this hand".
func (c *ClaimFor) CheckName(names []string, in string) error {
	if !c.Given || slices.Contains(names, c.For) {
		return nil
	}
	return fmt.Errorf("--for %s: there is no such player in %s (players: %s)", c.For, in, strings.Join(names, ", "))
}

// Of returns the index in names of the player the claim is for; -1 when no
// claim was given.
func (c *ClaimFor) Of(names []string) int {
	if !c.Given {
		return -1
	}
	return slices.Index(names, c.For)
}

// AskHand asks for a score command's winning HAND when args give none: on
// a terminal ask walks the table through it; without one the command
// fails at once, naming the hand and, in example, a command line that
// gives it.
func AskHand(ios *term.IOStreams, args []string, example string, ask func() error) error {
	switch {
	case len(args) > 0:
		return nil
	case !ios.CanPrompt():
		return term.NeedTerminal("the winning HAND", "give it on the command line, e.g. "+example)
	}
	return ask()
}

// ScoredOf is what a score command adds after the score: the referee's
// verdict (nil without --claim) and the record written to File (nil
// without --record), or the offer to write it.
type ScoredOf[F claim.Figure] struct {
	Verdict  *cmdutil.ClaimVerdictOf[F]
	File     string
	Recorded *ledger.Appended
	// Warn is where the warnings of the record written go (ErrOut), as
	// every record command gives them: money below zero, recorded anyway.
	Warn io.Writer
	// Width is the screen's width that the verdict and the record's lines
	// are fitted to (IOStreams.Fit); 0 writes them whole.
	Width int
	// Offer, when set, offers people who have seen the score to record it
	// in File, and records it (OfferRecord): it returns the record
	// written, nil when they decline.
	Offer func() (*ledger.Appended, error)
}

// Scored is what a score command adds whose figures are whole points.
type Scored = ScoredOf[int]

// ScoredJSONOf is what --json adds to a score, embedded in a command's
// output: the number of the record written, and the referee's check.
type ScoredJSONOf[F claim.Figure] struct {
	Recorded int `json:"recorded,omitempty"`
	*cmdutil.ClaimJSONOf[F]
}

// ScoredJSON is what --json adds to a score in whole points.
type ScoredJSON = ScoredJSONOf[int]

// JSON returns what --json adds to the score.
func (s *ScoredOf[F]) JSON() ScoredJSONOf[F] {
	j := ScoredJSONOf[F]{ClaimJSONOf: s.Verdict.JSON()}
	if s.Recorded != nil {
		j.Recorded = s.Recorded.Record.Number
	}
	return j
}

// WriteJSON writes j, a score with s.JSON() embedded, and returns the
// verdict's error (ErrClaimDisagrees when the claim disagrees).
func (s *ScoredOf[F]) WriteJSON(w io.Writer, j any) error {
	if err := cmdutil.WriteJSON(w, j); err != nil {
		return err
	}
	return s.Verdict.Err()
}

// OfferRecord is the Offer of a score shown to people: it asks whether to
// record the hand in file, by the game's word for it (play: "game" in
// Magic Dragon) and, when they say yes, records it with record; nil when
// they say no.
func OfferRecord(p term.Prompter, file, play string, record func() (*ledger.Appended, error)) func() (*ledger.Appended, error) {
	return func() (*ledger.Appended, error) {
		ok, err := p.Confirm("Record this "+play+" in "+file, true)
		if err != nil || !ok {
			return nil, err
		}
		return record()
	}
}

// Print writes for people the score (with score), then the verdict, then
// offers to record the hand when it may, and says the record written; it
// returns the verdict's error. A claim that agrees is the one line of its
// verdict alone, in every game.
func (s *ScoredOf[F]) Print(w io.Writer, score func()) error {
	if s.Verdict == nil || !s.Verdict.Agrees() {
		score()
	}
	if s.Verdict != nil {
		s.Verdict.Print(w, s.Width)
	}
	if s.Offer != nil && s.Recorded == nil {
		app, err := s.Offer()
		if err != nil {
			return err
		}
		if app == nil {
			fmt.Fprintln(w)
			term.Para(w, s.Width, "  ", fmt.Sprintf("Not recorded; %s is as it was.", s.File))
			return s.Verdict.Err()
		}
		s.Recorded = app
	}
	if s.Recorded != nil {
		fmt.Fprintln(w)
		for _, l := range strings.Split(cmdutil.RecordedLine(s.File, s.Recorded), "\n") {
			term.Para(w, s.Width, "  ", l)
		}
		cmdutil.PrintWarnings(s.Warn, s.Recorded)
	}
	return s.Verdict.Err()
}

// Write writes the score with what s adds: in --json (asJSON) the output
// toJSON makes with s.JSON() embedded, else for people with score; it
// returns the verdict's error.
func (s *ScoredOf[F]) Write(w io.Writer, asJSON bool, toJSON func(ScoredJSONOf[F]) any, score func()) error {
	if asJSON {
		cmdutil.PrintWarnings(s.Warn, s.Recorded)
		return s.WriteJSON(w, toJSON(s.JSON()))
	}
	return s.Print(w, score)
}
